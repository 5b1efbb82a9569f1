import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { AppShell, Box } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alerts } from '../../components/alerts';
import { PageDiscardGuard } from '../../components/discard-changes';
import { IconTooltips } from '../../components/icon-tooltips';
import { ContentSpinner, PageSpinner } from '../../components/spinner';
// The areas' texts come with the signed-in screens, not with the first download.
import '../../lib/i18n-areas';
import { signOut, useSession } from '../../lib/session';
import { NewVersionNotice } from './new-version-notice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

// The help dialog is rarely opened: its code (and the version constant's module) loads on demand.
const HelpDialog = lazy(() => import('./help-dialog').then((m) => ({ default: m.HelpDialog })));

const HEADER_HEIGHT = 64;

const logout = () => signOut('logout');

/**
 * Signed-in layout (spec part 1 §2): top bar, sidebar by role (behind a burger below the `md`
 * breakpoint: tablets in portrait and phones), alerts at the top of the content, and a spinner
 * that hides the content while a screen or its data loads.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [navOpened, setNavOpened] = useState(false);
  const [helpOpened, setHelpOpened] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A screen kept fresh in the background (the shop floor's running work) does not cover itself each time.
  const fetching = useIsFetching({ predicate: (query) => !(query.meta?.background === true && query.state.data !== undefined) });
  const mutating = useIsMutating();
  const busy = navigation.state !== 'idle' || fetching > 0 || mutating > 0;
  // The same element every render: the spinner coming and going as each request starts and ends
  // re-renders the layout, not the screen below it (a list of rows with their tooltips, issue 14).
  // The route's own changes still reach it through the router's context.
  const screen = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    ),
    [],
  );

  // Stable, so the memoised top bar and sidebar are not drawn again each time the spinner comes or goes.
  const toggleNav = useCallback(() => setNavOpened((opened) => !opened), []);
  const openHelp = useCallback(() => setHelpOpened(true), []);

  // Following a link on a phone closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setNavOpened(false);
  }

  if (!session) return null;

  return (
    <ModalsProvider labels={{ confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') }}>
      {/* A new screen opens at its top (a new order's tabs, not the form's bottom under the alert);
          Back returns to where the person was. Keyed by path: a list's search or page in the URL
          keeps the scroll where it is. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <TopBar fullName={session.fullName} navOpened={navOpened} onToggleNav={toggleNav} onHelp={openHelp} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar role={session.claims.role} pathname={pathname} onLogout={logout} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Alerts />
          <Box pos="relative" mih={240} component="div">
            <ContentSpinner visible={busy} />
            {/* Leaving a screen whose form holds typed data asks first (the form kit tells). */}
            <PageDiscardGuard>{screen}</PageDiscardGuard>
          </Box>
        </AppShell.Main>
        {helpOpened ? (
          <Suspense fallback={null}>
            <HelpDialog opened={helpOpened} onClose={() => setHelpOpened(false)} />
          </Suspense>
        ) : null}
        <IconTooltips />
        <NewVersionNotice />
      </AppShell>
    </ModalsProvider>
  );
}
