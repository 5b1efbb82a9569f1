import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';

/**
 * The shop floor's changes of time as random steps, for the property tests of what they roll up
 * (work-properties, labour-days-properties): a worker starts, pauses or finishes with a quantity,
 * the clock moves, an administrator adds, edits or deletes an interval in the editor. A start, pause
 * or finish now and then states the moment it was tapped offline (`at`, `ago` minutes back: within
 * OFFLINE_GRACE_MINUTES or, past 30, refused with 422; docs/decisions/046). Each test adds
 * its own kinds (hour values, whole activities finished, a worker disabled, an order cancelled).
 */

export interface TimeStepLimits {
  workers: number;
  activities: number;
  /** The longest the clock moves in one step, minutes. */
  advance: number;
  /** How far back an interval added by hand ends, and how long it lasts, at most (minutes). */
  back: number;
  length: number;
  /** An edit moves the start and the end by these many minutes (from, to). */
  startShift: readonly [number, number];
  endShift: readonly [number, number];
}

export function timeSteps(limits: TimeStepLimits) {
  const slot = { worker: fc.integer({ min: 0, max: limits.workers - 1 }), activity: fc.integer({ min: 0, max: limits.activities - 1 }) };
  const quantity = fc.integer({ min: 0, max: 50 });
  const ago = fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined, freq: 3 });
  const shift = ([min, max]: readonly [number, number]) => fc.integer({ min, max });
  return {
    slot,
    steps: [
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('start' as const), ...slot, ago }) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('pause' as const), ...slot, quantity, ago }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), ...slot, quantity, ago }) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: limits.advance }) }) },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('create' as const),
          ...slot,
          back: fc.integer({ min: 0, max: limits.back }),
          length: fc.integer({ min: 1, max: limits.length }),
          quantity,
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('edit' as const),
          pick: fc.nat(),
          startShift: shift(limits.startShift),
          endShift: shift(limits.endShift),
          quantity: fc.option(quantity, { nil: undefined }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
    ] as const,
  };
}

type Arbitraries = ReturnType<typeof timeSteps>['steps'];
export type TimeStep = Arbitraries[number]['arbitrary'] extends fc.Arbitrary<infer T> ? T : never;

const minutesLater = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

interface IntervalRow {
  id: number;
  activity_user_id: number;
  start_time: string;
  end_time: string | null;
}

/**
 * Runs time steps on `activityUsers[activity][worker]` through the API as the administrator
 * (`call`), on the test's clock. It remembers where each worker's time runs, so that most pauses and
 * finishes have something to close.
 */
export function timeStepRunner(options: {
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  clock: { now: () => Date; advanceMinutes: (minutes: number) => void };
  activityUsers: number[][];
}) {
  const { call, clock, activityUsers: au } = options;
  const running = new Map<number, number>();

  /** Every interval of the activity users (one a disabled worker left is gone: 404, none). */
  const intervals = async () =>
    (
      await Promise.all(
        au.flat().map(async (id) => {
          const response = await call('GET', `/v1/activity_users/${id}/intervals`);
          return response.statusCode === 200 ? (response.json() as IntervalRow[]) : [];
        }),
      )
    ).flat();

  const send = async (s: TimeStep) => {
    const now = clock.now().toISOString();
    const statedAt = (ago: number | undefined) => (ago === undefined ? undefined : { at: minutesLater(now, -ago) });
    switch (s.kind) {
      case 'advance':
        clock.advanceMinutes(s.minutes);
        return undefined;
      case 'start':
        return call('POST', `/v1/activity_users/${au[s.activity]![s.worker]}/intervals/start`, statedAt(s.ago));
      case 'pause':
      case 'finish': {
        const activity = running.get(s.worker) ?? s.activity;
        const action = s.kind === 'pause' ? 'pause' : 'finish_by_user';
        const body = { quantity_produced: s.quantity, ...statedAt(s.ago) };
        return call('PUT', `/v1/activity_users/${au[activity]![s.worker]}/intervals/${action}`, body);
      }
      case 'create': {
        const end = minutesLater(now, -s.back);
        const interval = { start_time: minutesLater(end, -s.length), end_time: end, quantity_produced: s.quantity };
        return call('POST', `/v1/activity_users/${au[s.activity]![s.worker]}/intervals`, { interval });
      }
      case 'edit':
      case 'delete': {
        const all = await intervals();
        if (all.length === 0) return undefined;
        const target = all[s.pick % all.length]!;
        const url = `/v1/activity_users/${target.activity_user_id}/intervals/${target.id}`;
        if (s.kind === 'delete') return call('DELETE', url);
        const interval = {
          start_time: minutesLater(target.start_time, s.startShift),
          end_time: minutesLater(target.end_time ?? now, Math.min(s.endShift, 0)),
          ...(s.quantity === undefined ? {} : { quantity_produced: s.quantity }),
        };
        return call('PUT', url, { interval });
      }
    }
  };

  const run = async (s: TimeStep) => {
    const response = await send(s);
    if (s.kind === 'start' && response?.statusCode === 201) running.set(s.worker, s.activity);
    if ((s.kind === 'pause' || s.kind === 'finish') && response?.statusCode === 200) running.delete(s.worker);
    return response;
  };

  /** Leaves nobody running: the next sequence starts with new workers anyway. */
  const pauseEveryone = async () => {
    for (const id of au.flat()) await call('PUT', `/v1/activity_users/${id}/intervals/pause`, { quantity_produced: 0 });
  };

  return { run, pauseEveryone };
}
