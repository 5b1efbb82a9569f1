import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { IntervalEditorContext, type IntervalEditorRenderer } from '../components/interval-editor-context';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { subscribeSession, getSession, useSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

// Corner toasts (only signed-in screens start any) are not part of the first screen: their container
// loads once someone is signed in, and with it the part of Mantine it draws with (issue 23: on the
// sign-in screen it fetched and ran 80 kB gzip of the screens' kit for nothing).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
// The operator-work feature's interval editor, which the order's activities and the operator report
// open (features never import each other): it loads, with its date pickers, the first time one opens.
const IntervalEditor = lazy(() => import('../features/operator-work/interval-editor').then((m) => ({ default: m.IntervalEditor })));
const renderIntervalEditor: IntervalEditorRenderer = (props) => <IntervalEditor {...props} />;

/**
 * Everything the screens rely on: theme, notifications, queries, Spanish texts and the pieces one
 * area lends another (the interval editor). (Dialogs'
 * ModalsProvider sits in the signed-in layout: the sign-in screen needs none, and Mantine's modal
 * code stays out of the first download.)
 * Signing out (or a 401) empties the query cache so the next person never sees the last one's data.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Once signed in, kept for the page's life: a toast may be said as the person is signed out.
  const signedIn = useSession() !== null;
  const [showToasts, setShowToasts] = useState(signedIn);
  if (signedIn && !showToasts) setShowToasts(true);

  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) client.clear();
      }),
    [client],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
        <QueryClientProvider client={client}>
          {showToasts && (
            <Suspense fallback={null}>
              <Notifications position="top-right" />
            </Suspense>
          )}
          <IntervalEditorContext.Provider value={renderIntervalEditor}>{children}</IntervalEditorContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
