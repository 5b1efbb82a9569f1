import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '@tintero/domain';
import { paths } from '../config/paths';
import { getSession, subscribeSession } from '../lib/session';
import type { AppRouter } from './router';

/**
 * The screens each role most likely opens next: Home or the dashboard it lands on, then the first
 * entries of its sidebar (spec part 1 §2). An id in a path only picks the route, whatever order it is.
 */
export const likelyScreens: Record<Role, string[]> = {
  administrator: [
    paths.home,
    paths.productionOrders.list,
    paths.productionOrders.edit(1),
    paths.supplies.list,
    paths.purchases.list,
    paths.purchases.new,
  ],
  operator: [paths.myDashboard, paths.myAccount],
  seller: [paths.home, paths.quotes.list, paths.quotes.show(1), paths.myAccount],
};

/**
 * Downloads (and so caches) the route modules of those screens: each lazy route's `lazy()`, whose
 * dynamic imports the router's own call later finds already loaded. Each module once; a failure
 * (offline, a new build) is left for the real navigation to meet.
 */
export async function prefetchScreens(routes: RouteObject[], role: Role): Promise<void> {
  const loaders = new Set<() => unknown>();
  for (const path of likelyScreens[role]) {
    for (const match of matchRoutes(routes, path) ?? []) {
      if (typeof match.route.lazy === 'function') loaders.add(match.route.lazy as () => unknown);
    }
  }
  await Promise.allSettled([...loaders].map((load) => load()));
}

type IdleCallback = (callback: () => void, options?: { timeout: number }) => number;

/**
 * How long a screen that has loaded keeps the browser to itself before the next screens' code is
 * fetched: its own lazy parts and data come first (an order's tabs and their lists, the month's
 * figures), and a tablet's CPU is not shared with code for later while the person starts to work.
 * Issue 14: on the order edit screen the prefetch ran beside the tabs' own loading (total blocking
 * time). The next click seldom comes sooner.
 */
export const PREFETCH_AFTER_MS = 3_000;

/**
 * Once someone is signed in (just now, or when a screen is opened with a session) and the screen
 * they asked for has loaded, the next likely screens are fetched `settleMs` later when the browser
 * is idle, so the next click finds its code in the cache. Once per session and role. Safari has no
 * requestIdleCallback: a short timer stands in.
 */
export function prefetchScreensWhenIdle(router: AppRouter, routes: RouteObject[], settleMs = PREFETCH_AFTER_MS): () => void {
  const whenIdle: IdleCallback =
    typeof window.requestIdleCallback === 'function'
      ? (callback, options) => window.requestIdleCallback(callback, options)
      : (callback) => window.setTimeout(callback, 1_500);
  let prefetchedFor: string | null = null;
  let scheduled = false;

  const schedule = () => {
    const session = getSession();
    if (!session || scheduled || prefetchedFor === `${session.claims.id}:${session.claims.role}`) return;
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) return;
    scheduled = true;
    const prefetch = () => {
      scheduled = false;
      const current = getSession();
      // A navigation started meanwhile (sign-in sends the person on): its end schedules again.
      if (!current || router.state.navigation.state !== 'idle') return;
      prefetchedFor = `${current.claims.id}:${current.claims.role}`;
      void prefetchScreens(routes, current.claims.role);
    };
    const wait = () => whenIdle(prefetch, { timeout: 5_000 });
    if (settleMs > 0) window.setTimeout(wait, settleMs);
    else wait();
  };

  const stopSession = subscribeSession(schedule);
  const stopRouter = router.subscribe(schedule);
  schedule();
  return () => {
    stopSession();
    stopRouter();
  };
}
