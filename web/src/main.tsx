import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { prefetchScreensWhenIdle } from './app/prefetch-screens';
import { createAppRouter, routes } from './app/router';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { provideScreenRequestsClient, startFirstScreenRequests } from './app/screen-requests';
import { applyStylesheets } from './app/stylesheets';
import { aboutQuery } from './lib/about';
import { createQueryClient } from './lib/query-client';
import { getSession } from './lib/session';

const queryClient = createQueryClient();
// Before the router: creating it starts the first screen's lazy route, which may start its requests.
provideScreenRequestsClient(queryClient);
const router = createAppRouter();

// Signed in, every screen first waits for the server's settings (app/app-time-zone.tsx): they are
// asked now, while the screen's code downloads, instead of after it.
if (getSession()) void queryClient.prefetchQuery({ ...aboutQuery, retry: queryClient.getDefaultOptions().queries?.retry });
// So is the first screen's own data where it can be (app/screen-requests.ts).
startFirstScreenRequests(window.location);
// The next likely screens' code, once signed in and idle (app/prefetch-screens.ts).
prefetchScreensWhenIdle(router, routes);
// The installed app's worker, once the first screen is up (app/service-worker.ts).
registerServiceWorkerWhenIdle();

// The first render waits for the stylesheets (index.html only preloads them: they block neither
// rendering nor this script), so nothing is drawn unstyled. The requests above go out meanwhile.
void applyStylesheets().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
