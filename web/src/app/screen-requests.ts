import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { patterns } from '../config/paths';
import { prefetchMyDashboard } from '../features/operator-work/queries';
import { getSession } from '../lib/session';

let queryClient: QueryClient | null = null;

/**
 * main.tsx hands over the app's query client, so a route can start its screen's first requests
 * while the screen's code downloads instead of after it (issue 14). Without it (tests that build
 * the router alone) the screens ask for their data themselves, as they always do.
 */
export function provideScreenRequestsClient(client: QueryClient): void {
  queryClient = client;
}

/** My dashboard's data for the signed-in operator, asked in parallel with its chunk. */
export function startMyDashboardRequests(): void {
  const session = getSession();
  if (queryClient && session?.claims.role === 'operator') void prefetchMyDashboard(queryClient, session.claims.id);
}

/**
 * The first screen's data, when the app opens on it by URL with a session (main.tsx): asked while
 * its code downloads. Only the page's first screen: later ones find their code in the cache. Only
 * queries a screen keeps fresh for a while (the query client's 30 s): one the screen refetches as
 * it mounts (the live board's) would be asked twice.
 */
export function startFirstScreenRequests({ pathname }: { pathname: string }): void {
  const client = queryClient;
  if (!client || !getSession()) return;
  // An order's edit and detail screens: the order (their tabs and sections ask the rest as they open).
  const order = matchPath(patterns.productionOrders.edit, pathname) ?? matchPath(patterns.productionOrders.show, pathname);
  const id = Number(order?.params.id);
  if (Number.isInteger(id) && id > 0) {
    void import('../features/production-orders/api')
      .then(({ prefetchProductionOrder }) => prefetchProductionOrder(client, id))
      .catch(() => undefined);
  }
}
