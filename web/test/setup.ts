import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetNewVersion } from '../src/app/service-worker';
import { alerts } from '../src/lib/alerts-store';
// Every area's texts, as the signed-in layout loads them: tests render screens and components without it.
import '../src/lib/i18n-areas';
import { serverClock } from '../src/lib/server-clock';
import { reloadSession, takeSignOutReason } from '../src/lib/session';
import { useRealClock } from './clock';

// Browser APIs jsdom lacks and Mantine uses (media queries, element resize, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    // An empty query matches everything, as in browsers (mantine-datatable shows columns by it).
    matches: query.trim() === '' || query.trim() === 'all',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom cannot compute pseudo-elements' styles: ask for the element's own. (Wrapped once: with
// isolate off this file runs again for every test file in the same window.)
const ownStyles = window as typeof window & { jsdomGetComputedStyle?: typeof window.getComputedStyle };
ownStyles.jsdomGetComputedStyle ??= window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => ownStyles.jsdomGetComputedStyle!(element);
HTMLElement.prototype.scrollIntoView = () => {};
// mantine-datatable scrolls its viewport to the top on a page change.
Element.prototype.scrollTo = () => {};
// The router opens each new screen at its top (app-layout's ScrollRestoration); jsdom has no scrolling.
window.scrollTo = () => {};

// Screens are lazy chunks: the first visit of one in a busy test run can take more than 1 s, and
// with the server suite beside it on two shared cores (load 14) more than 5 s: ten findBy… gave up
// on screens still being drawn (issue 21 item 6). A find still ends as soon as what it waits for
// shows; the limit only says how long a missing element is looked for before the test fails.
configure({ asyncUtilTimeout: 15_000 });

// Each test leaves the window as it found it (the next test file runs in the same one): nothing
// mounted, the real clock, no session, alerts, stored data or learnt server clock, and no reason
// of a sign-out the sign-in screen never got to read (a test that ends as the app signs out, say
// end-sessions.test.tsx: a 'logout' left over made the next file's visitor go to sign-in with no
// way back, and guards.test.tsx failed whenever it ran after it in the same worker).
afterEach(() => {
  cleanup();
  useRealClock();
  localStorage.clear();
  sessionStorage.clear();
  takeSignOutReason();
  reloadSession();
  alerts.clear();
  serverClock.reset();
  forgetNewVersion();
});
