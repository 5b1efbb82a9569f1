import type { QueryClient } from '@tanstack/react-query';
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
