/**
 * What the service worker keeps for the shop floor without a network (issue 26, DESIGN §12.3):
 * the reads My dashboard opens with, so a tablet that lost the wifi still opens the app on the
 * operator's work, with its timer. Nothing else is kept: no administrator's screen, no money (an
 * operator never receives it), and the cache is emptied when the session ends (lib/session.ts).
 *
 * Shared by the worker (sw.ts) and the page (the sign-out, and the api client, which does not learn
 * the server's clock from a kept answer: its `server_time` is as old as the answer).
 */

/** The Cache Storage name of the kept reads. */
export const OFFLINE_READS_CACHE = 'tintero-offline-reads';

/** The header a kept answer carries when the worker serves it instead of the network. */
export const KEPT_ANSWER_HEADER = 'x-tintero-cached';

const offlineReads = [
  // The server's settings: every signed-in screen waits for them (app/app-time-zone.tsx).
  /^\/v1\/about$/,
  // My dashboard (features/operator-work/queries.ts, lib/work-intervals.ts).
  /^\/v1\/users\/\d+\/current_activities$/,
  /^\/v1\/users\/\d+\/current_activity_in_development$/,
  /^\/v1\/activity_users\/\d+\/intervals$/,
];

/** Whether a GET of this path is kept for offline use. */
export function isOfflineRead(pathname: string): boolean {
  return offlineReads.some((pattern) => pattern.test(pathname));
}
