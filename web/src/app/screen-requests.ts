import type { QueryClient } from '@tanstack/react-query';
import { setDisplayTimeZone } from '@tintero/domain/display-zone';
import { matchPath } from 'react-router';
import { paths, patterns } from '../config/paths';
import { prefetchMyDashboard } from '../features/operator-work/queries';
import { aboutQuery } from '../lib/about';
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
 * The order list's month, asked in parallel with the list's chunks instead of once the list has
 * drawn (issue 23 item 5: on slow 4G the answer came 0.8 s after the code). The month the URL leaves
 * out is the current one in the server's zone, so the request waits for `GET /v1/about` (asked at
 * start); its query is the list's own, so the list finds the answer, or the request under way.
 */
function startOrderListRequests(client: QueryClient, search: string): void {
  void Promise.all([client.fetchQuery(aboutQuery), import('../features/production-orders/api')])
    .then(([about, { prefetchProductionOrders }]) => {
      // As AppTimeZone does before the list reads the month.
      if (about.time_zone) setDisplayTimeZone(about.time_zone);
      return prefetchProductionOrders(client, new URLSearchParams(search));
    })
    // The list asks again itself, and says what went wrong.
    .catch(() => undefined);
}

/**
 * The first screen's data, when the app opens on it by URL with a session (main.tsx): asked while
 * its code downloads. Only the page's first screen: later ones find their code in the cache. Only
 * queries a screen keeps fresh for a while (the query client's 30 s): one the screen refetches as
 * it mounts (the live board's) would be asked twice.
 */
export function startFirstScreenRequests({ pathname, search }: { pathname: string; search: string }): void {
  const client = queryClient;
  if (!client || !getSession()) return;
  if (pathname === paths.productionOrders.list) startOrderListRequests(client, search);
  // An order's edit and detail screens: the order (their tabs and sections ask the rest as they open).
  const order = matchPath(patterns.productionOrders.edit, pathname) ?? matchPath(patterns.productionOrders.show, pathname);
  const id = Number(order?.params.id);
  if (Number.isInteger(id) && id > 0) {
    void import('../features/production-orders/api')
      .then(({ prefetchProductionOrder }) => prefetchProductionOrder(client, id))
      .catch(() => undefined);
  }
}
