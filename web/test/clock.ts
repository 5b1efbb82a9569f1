import { vi } from 'vitest';

/**
 * Puts the test on a fake clock that moves only when the test says (`vi.advanceTimersByTimeAsync`),
 * so a wait measured in milliseconds cannot stretch on a busy machine. Testing Library advances
 * fake timers while it waits (user-event, waitFor) only when it sees Jest's; Vitest's are the same
 * kind (a `clock` on setTimeout), so it is shown a Jest with that one method. Only for tests that
 * wait on nothing real (a lazy chunk, say): on a fake clock waitFor's timeout passes at once.
 */
export function useFakeClock() {
  vi.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

/** Back to the real clock (after every test, from test/setup.ts). */
export function useRealClock() {
  vi.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
}
