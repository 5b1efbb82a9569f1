import { Acknowledged } from './acknowledged';
import { client, unanswered, type Call, type CallResult, type Stats } from './http';
import type { Workshop } from './setup';

/** What every actor of the shift shares: the workshop, the clock of the run, the record of acknowledgements. */
export interface Shift {
  workshop: Workshop;
  acked: Acknowledged;
  stats: Stats;
  /** A caller with this token (read at each call, so a test may swap it). */
  as: (token: string) => Call;
  /** performance.now() at which the shift ends (the crash test moves it by the time the server was down). */
  until: number;
  random: () => number;
  /** Resolves when the server answers again (at once outside the crash test). */
  serverUp: () => Promise<void>;
}

/** Mulberry32: the mix repeats for one seed (LOADTEST_SEED), so a failure can be run again. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createShift(options: {
  workshop: Workshop;
  base: () => string;
  stats: Stats;
  seconds: number;
  seed: number;
  crashing?: () => boolean;
  serverUp?: () => Promise<void>;
}): Shift {
  const crashing = options.crashing ?? (() => false);
  return {
    workshop: options.workshop,
    acked: new Acknowledged(),
    stats: options.stats,
    as:
      (token) =>
      // The base is read per call: the crash test's server comes back on the same port, but keep it honest.
      (kind, method, path, body, expected) =>
        client({ base: options.base(), stats: options.stats, crashing }, () => token)(kind, method, path, body, expected),
    until: performance.now() + options.seconds * 1000,
    random: seededRandom(options.seed),
    serverUp: options.serverUp ?? (() => Promise.resolve()),
  };
}

export const pick = <T>(shift: Shift, list: readonly T[]): T | undefined => list[Math.floor(shift.random() * list.length)];
/** Takes one out of the list (no one else picks it while it is out), or undefined when empty. */
export const takeAny = <T>(shift: Shift, list: T[]): T | undefined => list.splice(Math.floor(shift.random() * list.length), 1)[0];
export const between = (shift: Shift, min: number, max: number) => min + Math.floor(shift.random() * (max - min + 1));
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const running = (shift: Shift) => performance.now() < shift.until;

/** The workshop's date (APP_TIME_ZONE, America/Bogota by default): purchases and reports use it. */
export const workshopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: process.env.APP_TIME_ZONE ?? 'America/Bogota' }).format(new Date());

/** The `code` of a 409. */
export const codeOf = (result: CallResult) => (result.body as { code?: string } | null)?.code;

/** Handles a write without an answer: waits for the server, and says so to the caller. */
export async function lostAnswer(shift: Shift, result: CallResult) {
  if (!unanswered(result)) return false;
  await shift.serverUp();
  return true;
}

/** Picks one of `weights`' keys with its weight. */
export function weighted<K extends string>(shift: Shift, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = shift.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}
