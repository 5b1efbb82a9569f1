import { useSyncExternalStore } from 'react';

/**
 * The server's clock as this browser can know it (DESIGN §7.3: the server owns the time of work).
 * A tablet's clock may be minutes off, or adjusted while a shift runs; a running interval's elapsed
 * time is therefore counted from the server's `start_time` against the server's now, estimated as
 * this device's clock plus an offset learnt from the API's answers.
 *
 * Each answer says what the server's clock read while it was being served: its `server_time`
 * (milliseconds) when the body carries one, else the HTTP `Date` header (whole seconds). The
 * server read it somewhere between sending the request and receiving the answer, which bounds the
 * offset from both sides; answers' bounds are intersected, so the estimate sharpens as answers
 * come, and a sample that no longer fits (this device's clock was changed) starts over from itself.
 */

interface Bounds {
  low: number;
  high: number;
}

let bounds: Bounds | null = null;
const listeners = new Set<() => void>();

/**
 * Learns from one answer: the server's clock read between `sentAt` and `receivedAt` (this
 * device's milliseconds) somewhere in [serverLow, serverHigh].
 */
function observe(serverLow: number, serverHigh: number, sentAt: number, receivedAt: number) {
  if (!Number.isFinite(serverLow) || !Number.isFinite(serverHigh)) return;
  const sample = { low: serverLow - receivedAt, high: serverHigh - sentAt };
  const low = bounds ? Math.max(bounds.low, sample.low) : sample.low;
  const high = bounds ? Math.min(bounds.high, sample.high) : sample.high;
  bounds = low <= high ? { low, high } : sample;
  for (const listener of listeners) listener();
}

export const serverClock = {
  /** An answer's `Date` header (a whole second: the server's clock was within it). */
  observeDateHeader(header: string | null, sentAt: number, receivedAt: number) {
    if (!header) return;
    const second = Date.parse(header);
    observe(second, second + 999, sentAt, receivedAt);
  },
  /** An answer's `server_time` (ISO 8601 with milliseconds). */
  observeServerTime(serverTime: string, sentAt: number, receivedAt: number) {
    const time = Date.parse(serverTime);
    observe(time, time, sentAt, receivedAt);
  },
  /** Server time minus this device's time, in milliseconds (0 until an answer has come). */
  offset(): number {
    return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0;
  },
  /** Now, by the server's clock, in epoch milliseconds. */
  now(): number {
    return Date.now() + serverClock.offset();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets what it learnt (tests). */
  reset() {
    bounds = null;
  },
};

/**
 * One ticker for every running time on screen: it fires on each whole second of the server's
 * clock, so two timers of the same interval (the panel's and the list's) never show different
 * seconds. It runs only while something shows a time.
 */
let tickNow = serverClock.now();
let tickTimer: ReturnType<typeof setTimeout> | undefined;
let unsubscribeClock: (() => void) | undefined;
const tickListeners = new Set<() => void>();

function tick() {
  clearTimeout(tickTimer);
  tickNow = serverClock.now();
  for (const listener of tickListeners) listener();
  // To the next whole second of the server's clock (a little after, so the floor is that second).
  tickTimer = setTimeout(tick, 1000 - (tickNow % 1000) + 5);
}

function subscribeTicks(listener: () => void) {
  tickListeners.add(listener);
  if (tickListeners.size === 1) {
    unsubscribeClock = serverClock.subscribe(tick);
    // Back from sleep or from another app: the true time at once, not on the next tick.
    document.addEventListener('visibilitychange', tick);
    tick();
  }
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size > 0) return;
    clearTimeout(tickTimer);
    unsubscribeClock?.();
    document.removeEventListener('visibilitychange', tick);
  };
}

/**
 * The server's now, in epoch milliseconds, updated on every whole second of the server's clock
 * (and whenever an answer moves the estimate). Each tick reads the clock afresh, so after a tablet
 * slept the first tick shows the true time.
 */
export function useServerNow(): number {
  return useSyncExternalStore(subscribeTicks, () => tickNow);
}
