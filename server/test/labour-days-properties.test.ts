import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { differencesFromRebuild } from '../src/roll-ups/compare';
import { rollUpTimeZone } from '../src/roll-ups/rebuild';
import { createTestApp, createUser, manualClock, type TestContext } from './helpers';
import { expectTamperingFound, expectZoneChangeMovesDays } from './roll-up-checks';
import { activityUserOf, dieCut, workshop } from './work-fixtures';
import { timeStepRunner, timeSteps } from './work-steps';

/**
 * Property (docs/decisions/031): whatever sequence of real operations happens through the API —
 * starts, pauses and finishes with quantities, intervals added, edited and deleted by hand, whole
 * activities finished, a worker disabled, the order cancelled, across midnights — after every step
 * the labour roll-up (`labour_days`) holds exactly the intervals grouped by activity user and day of
 * APP_TIME_ZONE, and at the end a rebuild from the raw intervals changes nothing. Run in the default
 * zone and in one half an hour off UTC whose days the start's rebuild had to move to.
 * Deterministic: a fixed seed.
 */

const { slot, steps } = timeSteps({
  workers: 3,
  activities: 2,
  advance: 900,
  back: 4000,
  length: 600,
  startShift: [-900, 300],
  endShift: [-300, 0],
});
const step = fc.oneof(
  ...steps,
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finishActivity' as const), activity: slot.activity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disable' as const), worker: slot.worker }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelOrder' as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** The columns compared, each cast to the roll-up's own type so both sides read alike. */
const COLUMNS = sql.raw(`activity_id, user_id, day::text AS day, production_order_id, activity_type, intervals::int AS intervals,
  minutes::numeric(20,6)::text AS minutes, value::numeric(20,6)::text AS value, quantity_produced::numeric(20,6)::text AS quantity_produced,
  first_start, last_end`);
const ORDER = sql.raw('ORDER BY activity_id, user_id, day');

/** The roll-up as stored, of one order's activities. */
const stored = (ctx: TestContext, orderId: number) =>
  rowsOf(ctx.app.db, sql`SELECT ${COLUMNS} FROM labour_days WHERE production_order_id = ${orderId} ${ORDER}`);

/** The same rows added up straight from the intervals, in the zone the app was started with. */
const fromIntervals = (ctx: TestContext, orderId: number, timeZone: string) =>
  rowsOf(
    ctx.app.db,
    sql`SELECT ${COLUMNS} FROM (
      SELECT au.activity_id, au.user_id, (i.start_time AT TIME ZONE ${timeZone})::date AS day, a.production_order_id,
             a.type AS activity_type, count(*) AS intervals, sum(i.minutes) AS minutes, sum(i.value) AS value,
             sum(i.quantity_produced) AS quantity_produced, min(i.start_time) AS first_start,
             CASE WHEN count(i.end_time) < count(*) THEN NULL ELSE max(i.end_time) END AS last_end
      FROM intervals i JOIN activity_users au ON au.id = i.activity_user_id JOIN activities a ON a.id = au.activity_id
      WHERE a.production_order_id = ${orderId}
      GROUP BY 1, 2, 3, 4, 5) raw ${ORDER}`,
  );

describe.each(['America/Bogota', 'Asia/Kolkata'])('labour days in %s', (timeZone) => {
  const clock = manualClock('2031-03-03T12:00:00.000Z');
  let ctx: TestContext;
  let shop: Awaited<ReturnType<typeof workshop>>;

  beforeAll(async () => {
    ctx = await createTestApp({ APP_TIME_ZONE: timeZone }, { now: clock.now });
    shop = await workshop(ctx.app);
  });
  afterAll(() => ctx.close());

  it('the start put the roll-up in APP_TIME_ZONE', async () => {
    expect(await rollUpTimeZone(ctx.app.db)).toBe(timeZone);
  });

  it('equal the intervals grouped by activity user and day after every kind of change, and a rebuild changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 22 }), async (sequence) => {
        clock.advanceMinutes(9 * 24 * 60);
        const workers = await Promise.all([9_000, 12_500.25, 7_000].map((hour_value) => createUser(ctx.app, shop.admin, { hour_value })));
        const ids = workers.map((worker) => worker.id);
        const { orderId, activityIds } = await shop.orderWithActivities([ids, ids]);
        const au = await Promise.all(
          activityIds.map((activityId) => Promise.all(ids.map((id) => activityUserOf(ctx.app, activityId, id)))),
        );
        const work = timeStepRunner({ call: shop.call, clock, activityUsers: au });
        const run = (s: Step) => {
          switch (s.kind) {
            case 'finishActivity':
              return shop.call('PUT', `/v1/activity_users/${dieCut.className}/${activityIds[s.activity]}/finish`);
            case 'disable':
              return shop.call('DELETE', `/v1/users/${ids[s.worker]}`);
            case 'cancelOrder':
              return shop.call('PUT', `/v1/production_orders/${orderId}`, { production_order: { status: 'cancelled' } });
            default:
              return work.run(s);
          }
        };

        for (const s of sequence) {
          const response = await run(s);
          if (response)
            expect([200, 201, 204, 403, 404, 409, 422], `${JSON.stringify(s)} → ${response.body}`).toContain(response.statusCode);
          expect(await stored(ctx, orderId), JSON.stringify(s)).toEqual(await fromIntervals(ctx, orderId, timeZone));
        }

        // The whole table against a rebuild from the raw intervals (rolled back).
        expect(await differencesFromRebuild(ctx.app.db)).toEqual([]);
      }),
      { seed: 20_311_127, numRuns: 8 },
    );
  }, 240_000);

  it('a row changed behind the roll-up is found by the comparison, and a rebuild puts it right', () =>
    expectTamperingFound(
      ctx.app.db,
      'labour_days',
      sql`UPDATE labour_days SET minutes = minutes + 1 WHERE (activity_id, user_id, day) IN (SELECT activity_id, user_id, day FROM labour_days LIMIT 1)`,
    ));

  it("a start with another APP_TIME_ZONE moves every day to that zone's, once; the same zone again changes nothing", () =>
    expectZoneChangeMovesDays(
      ctx.app.db,
      timeZone,
      (zone) => sql`SELECT l.activity_id FROM labour_days l WHERE NOT EXISTS (
              SELECT 1 FROM intervals i JOIN activity_users au ON au.id = i.activity_user_id
              WHERE au.activity_id = l.activity_id AND au.user_id = l.user_id AND (i.start_time AT TIME ZONE ${zone})::date = l.day)`,
    ));
});
