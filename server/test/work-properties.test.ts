import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityUsers, activities, intervals } from '../src/db/schema';
import { createTestApp, createUser, manualClock, type TestContext } from './helpers';
import { activityUserOf, workshop } from './work-fixtures';
import { timeStepRunner, timeSteps } from './work-steps';

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

const { slot, steps } = timeSteps({
  workers: 2,
  activities: 2,
  advance: 240,
  back: 3000,
  length: 300,
  startShift: [-90, 90],
  endShift: [-90, 90],
});
const step = fc.oneof(...steps, {
  weight: 1,
  arbitrary: fc.record({ kind: fc.constant('rate' as const), worker: slot.worker, hourValue: fc.integer({ min: 0, max: 90_000 }) }),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

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
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 18 }), async (sequence) => {
      clock.advanceMinutes(7 * 24 * 60);
      const workers = [
        await createUser(ctx.app, shop.admin, { hour_value: 12_000 }),
        await createUser(ctx.app, shop.admin, { hour_value: 7_000.5 }),
      ];
      const ids = workers.map((worker) => worker.id);
      const { orderId, activityIds } = await shop.orderWithActivities([ids, ids]);
      const au = await Promise.all(activityIds.map((activityId) => Promise.all(ids.map((id) => activityUserOf(ctx.app, activityId, id)))));
      const work = timeStepRunner({ call: shop.call, clock, activityUsers: au });
      const run = (s: Step) =>
        s.kind === 'rate' ? shop.call('PUT', `/v1/users/${ids[s.worker]}`, { user: { hour_value: s.hourValue } }) : work.run(s);

      for (const s of sequence) {
        const response = await run(s);
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
      await work.pauseEveryone();
    }),
    { seed: 20_311_006, numRuns: 12 },
  );
}, 180_000);
