import { useSyncExternalStore } from 'react';

/**
 * The installed app's service worker, from the page's side (issue 26, docs/decisions/047).
 *
 * Registered once the first screen is up and the browser is idle: its precaching (every file of the
 * build) must not compete with the first screen's downloads. Only where browsers allow a worker (a
 * secure context: HTTPS, or localhost); over plain HTTP on a LAN name there is none, and the
 * shop floor's queue works without it.
 *
 * A new version never replaces the running one under a person's hands: the new worker waits, the
 * signed-in layout says so ("Hay una versión nueva", app/layout/new-version-notice.tsx), and it is
 * taken when the person asks, or at the next safe moment: the page hidden (the tablet asleep,
 * another app in front) or a move to another screen, and then only with no dialog open (a pause's
 * quantity prompt) and no typed data on the screen.
 */

let waiting = false;
let activateWaiting: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function announce() {
  waiting = true;
  for (const listener of listeners) listener();
}

/** Whether nothing on screen would be lost by a reload now. */
export function isSafeMoment(): boolean {
  if (document.querySelector('[role="dialog"]')) return false;
  // The screen's discard guard answers the browser's "may I leave?" (components/discard-changes.tsx).
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return !leaving.defaultPrevented;
}

/** Takes the waiting version: the new worker activates and the page reloads onto it. */
export function takeNewVersion() {
  void activateWaiting?.(true);
}

/** Takes the waiting version if there is one and nothing would be lost. */
export function takeNewVersionIfSafe() {
  if (waiting && isSafeMoment()) takeNewVersion();
}

/** Registers the worker after the page has loaded, when the browser is idle (production builds only). */
export function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    activateWaiting = registerSW({
      onNeedRefresh: announce,
      onRegisteredSW(_url, registration) {
        // A tablet stays on My dashboard for a whole shift: it looks for a new version hourly and on waking.
        setInterval(() => void registration?.update(), UPDATE_CHECK_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration?.update();
        });
      },
      // A browser that refuses a worker (private mode, blocked by policy) runs the app as before.
      onRegisterError: () => undefined,
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') takeNewVersionIfSafe();
  });
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a new version of the app is installed and waits to be taken. */
export function useNewVersionWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting);
}

/** Tests: a new version announced, taken by `activate`. */
export function announceNewVersionForTest(activate: () => Promise<void>) {
  activateWaiting = activate;
  announce();
}

/** Tests: no new version waits any more. */
export function forgetNewVersion() {
  waiting = false;
  activateWaiting = null;
  for (const listener of listeners) listener();
}
