import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityUsers, activities, intervals } from '../src/db/schema';
import { createTestApp, createUser, manualClock, type TestContext } from './helpers';
import { activityUserOf, workshop } from './work-fixtures';

/**
 * Property (DESIGN §7.1, §7.3): whatever sequence of starts, pauses, finishes, hand-made, edited
 * and deleted intervals and hour-value changes happens, after every step each interval is paid
 * minutes / 60 × its hour value, each activity's time, labour value and machinery cost are the sums
 * of its intervals, and the order's labour cost and time are the sums of its activities: the order's
 * labour cost equals the sum of its interval values. Answers are 2xx, 409 or 422, never 5xx.
 * Deterministic: a fixed seed, a dozen short sequences.
 */
const clock = manualClock('2031-01-06T12:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  shop = await workshop(ctx.app);
});
afterAll(() => ctx.close());

const slot = { worker: fc.integer({ min: 0, max: 1 }), activity: fc.integer({ min: 0, max: 1 }) };
const quantity = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 }));
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('start' as const), ...slot }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pause' as const), ...slot, quantity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), ...slot, quantity }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 240 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      ...slot,
      back: fc.integer({ min: 0, max: 3000 }),
      length: fc.integer({ min: 1, max: 300 }),
      quantity,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      startShift: fc.integer({ min: -90, max: 90 }),
      endShift: fc.integer({ min: -90, max: 90 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('rate' as const), worker: slot.worker, hourValue: fc.integer({ min: 0, max: 90_000 }) }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const minutesLater = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Every sum the roll-up keeps, checked in SQL on numeric: true when all hold. */
async function rollUpHolds(orderId: number) {
  const result = await ctx.app.db.execute(sql`
    WITH i AS (
      SELECT i.*, au.activity_id FROM ${intervals} i
      JOIN ${activityUsers} au ON au.id = i.activity_user_id
      JOIN ${activities} a ON a.id = au.activity_id
      WHERE a.production_order_id = ${orderId}
    )
    SELECT
      (SELECT labor_cost FROM production_orders WHERE id = ${orderId}) = (SELECT COALESCE(sum(value), 0) FROM i) AS order_labor,
      (SELECT total_labor_time FROM production_orders WHERE id = ${orderId}) = (SELECT COALESCE(sum(minutes), 0) FROM i) AS order_time,
      (SELECT machinery_cost FROM production_orders WHERE id = ${orderId})
        = (SELECT COALESCE(sum(machinery_cost), 0) FROM activities WHERE production_order_id = ${orderId}) AS order_machinery,
      NOT EXISTS (
        SELECT 1 FROM activities a JOIN machines m ON m.id = a.machine_id
        WHERE a.production_order_id = ${orderId} AND (
          a.value <> (SELECT COALESCE(sum(value), 0) FROM i WHERE i.activity_id = a.id)
          OR a.time_spent <> (SELECT COALESCE(sum(minutes), 0) FROM i WHERE i.activity_id = a.id AND i.end_time IS NOT NULL)
          OR a.quantity_produced <> (SELECT COALESCE(sum(quantity_produced), 0) FROM i WHERE i.activity_id = a.id)
          OR a.machinery_cost <> round(a.time_spent / 60 * m.hour_cost, 6))
      ) AS activities_ok,
      NOT EXISTS (
        SELECT 1 FROM i WHERE i.end_time IS NOT NULL AND (
          i.minutes <> round(extract(epoch FROM i.end_time - i.start_time)::numeric / 60, 6)
          OR i.value <> round(i.minutes / 60 * i.hour_value, 6))
      ) AS intervals_paid,
      NOT EXISTS (SELECT 1 FROM i WHERE i.end_time IS NULL AND (i.value <> 0 OR i.minutes <> 0)) AS running_unpaid`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, boolean>[];
  return rows[0]!;
}

it('the order labour cost is the sum of the interval values after every kind of change', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 18 }), async (steps) => {
      clock.advanceMinutes(7 * 24 * 60);
      const workers = [
        await createUser(ctx.app, shop.admin, { hour_value: 12_000 }),
        await createUser(ctx.app, shop.admin, { hour_value: 7_000.5 }),
      ];
      const ids = workers.map((worker) => worker.id);
      const { orderId, activityIds } = await shop.orderWithActivities([ids, ids]);
      const au = await Promise.all(activityIds.map((activityId) => Promise.all(ids.map((id) => activityUserOf(ctx.app, activityId, id)))));
      const orderIntervals = async () =>
        (await Promise.all(au.flat().map(async (id) => (await shop.call('GET', `/v1/activity_users/${id}/intervals`)).json()))).flat();

      /** Which activity each worker's time runs on. */
      const running = new Map<number, number>();
      const run = async (s: Step) => {
        const now = clock.now().toISOString();
        switch (s.kind) {
          case 'advance':
            clock.advanceMinutes(s.minutes);
            return undefined;
          case 'start':
            return shop.call('POST', `/v1/activity_users/${au[s.activity]![s.worker]}/intervals/start`);
          case 'pause':
          case 'finish': {
            // Mostly where the worker's time runs, so that most pauses and finishes have something to close.
            const activity = running.get(s.worker) ?? s.activity;
            const action = s.kind === 'pause' ? 'pause' : 'finish_by_user';
            return shop.call('PUT', `/v1/activity_users/${au[activity]![s.worker]}/intervals/${action}`, { quantity_produced: s.quantity });
          }
          case 'create': {
            const end = minutesLater(now, -s.back);
            const interval = { start_time: minutesLater(end, -s.length), end_time: end, quantity_produced: s.quantity };
            return shop.call('POST', `/v1/activity_users/${au[s.activity]![s.worker]}/intervals`, { interval });
          }
          case 'edit':
          case 'delete': {
            const all = await orderIntervals();
            if (all.length === 0) return undefined;
            const target = all[s.pick % all.length];
            const url = `/v1/activity_users/${target.activity_user_id}/intervals/${target.id}`;
            if (s.kind === 'delete') return shop.call('DELETE', url);
            const end = target.end_time ?? now;
            const interval = {
              start_time: minutesLater(target.start_time, s.startShift),
              end_time: minutesLater(end, Math.min(s.endShift, 0)),
            };
            return shop.call('PUT', url, { interval });
          }
          case 'rate':
            return shop.call('PUT', `/v1/users/${ids[s.worker]}`, { user: { hour_value: s.hourValue } });
        }
      };

      for (const s of steps) {
        const response = await run(s);
        if (s.kind === 'start' && response?.statusCode === 201) running.set(s.worker, s.activity);
        if ((s.kind === 'pause' || s.kind === 'finish') && response?.statusCode === 200) running.delete(s.worker);
        if (response) expect([200, 201, 204, 409, 422], `${JSON.stringify(s)} → ${response.body}`).toContain(response.statusCode);
        expect(await rollUpHolds(orderId), JSON.stringify(s)).toEqual({
          order_labor: true,
          order_time: true,
          order_machinery: true,
          activities_ok: true,
          intervals_paid: true,
          running_unpaid: true,
        });
      }
      // Leave nobody running: the next sequence starts with new workers anyway.
      for (const id of au.flat()) await shop.call('PUT', `/v1/activity_users/${id}/intervals/pause`, { quantity_produced: 0 });
    }),
    { seed: 20_311_006, numRuns: 12 },
  );
}, 180_000);
