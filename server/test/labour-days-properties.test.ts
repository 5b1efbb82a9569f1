import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { differencesFromRebuild } from '../src/roll-ups/compare';
import { rebuildRollUps, rollUpTimeZone } from '../src/roll-ups/rebuild';
import { createTestApp, createUser, manualClock, type TestContext } from './helpers';
import { activityUserOf, dieCut, workshop } from './work-fixtures';

/**
 * Property (docs/decisions/031): whatever sequence of real operations happens through the API —
 * starts, pauses and finishes with quantities, intervals added, edited and deleted by hand, whole
 * activities finished, a worker disabled, the order cancelled, across midnights — after every step
 * the labour roll-up (`labour_days`) holds exactly the intervals grouped by activity user and day of
 * APP_TIME_ZONE, and at the end a rebuild from the raw intervals changes nothing. Run in the default
 * zone and in one half an hour off UTC whose days the start's rebuild had to move to.
 * Deterministic: a fixed seed.
 */

const slot = { worker: fc.integer({ min: 0, max: 2 }), activity: fc.integer({ min: 0, max: 1 }) };
const quantity = fc.integer({ min: 0, max: 40 });
const step = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('start' as const), ...slot }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pause' as const), ...slot, quantity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), ...slot, quantity }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 900 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      ...slot,
      back: fc.integer({ min: 0, max: 4000 }),
      length: fc.integer({ min: 1, max: 600 }),
      quantity,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      startShift: fc.integer({ min: -900, max: 300 }),
      endShift: fc.integer({ min: -300, max: 0 }),
      quantity: fc.option(quantity, { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finishActivity' as const), activity: slot.activity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disable' as const), worker: slot.worker }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelOrder' as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const minutesLater = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

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
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 22 }), async (steps) => {
        clock.advanceMinutes(9 * 24 * 60);
        const workers = await Promise.all([9_000, 12_500.25, 7_000].map((hour_value) => createUser(ctx.app, shop.admin, { hour_value })));
        const ids = workers.map((worker) => worker.id);
        const { orderId, activityIds } = await shop.orderWithActivities([ids, ids]);
        const au = await Promise.all(
          activityIds.map((activityId) => Promise.all(ids.map((id) => activityUserOf(ctx.app, activityId, id)))),
        );
        // A worker disabled before logging time left the activity: their activity user is gone (404).
        const orderIntervals = async () =>
          (
            await Promise.all(
              au.flat().map(async (id) => {
                const response = await shop.call('GET', `/v1/activity_users/${id}/intervals`);
                return response.statusCode === 200
                  ? (response.json() as { id: number; activity_user_id: number; start_time: string; end_time: string | null }[])
                  : [];
              }),
            )
          ).flat();
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
              // Mostly where the worker's time runs, so that most of them have something to close.
              const activity = running.get(s.worker) ?? s.activity;
              const action = s.kind === 'pause' ? 'pause' : 'finish_by_user';
              return shop.call('PUT', `/v1/activity_users/${au[activity]![s.worker]}/intervals/${action}`, {
                quantity_produced: s.quantity,
              });
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
              const target = all[s.pick % all.length]!;
              const url = `/v1/activity_users/${target.activity_user_id}/intervals/${target.id}`;
              if (s.kind === 'delete') return shop.call('DELETE', url);
              const interval = {
                start_time: minutesLater(target.start_time, s.startShift),
                end_time: minutesLater(target.end_time ?? now, s.endShift),
                ...(s.quantity === undefined ? {} : { quantity_produced: s.quantity }),
              };
              return shop.call('PUT', url, { interval });
            }
            case 'finishActivity':
              return shop.call('PUT', `/v1/activity_users/${dieCut.className}/${activityIds[s.activity]}/finish`);
            case 'disable':
              return shop.call('DELETE', `/v1/users/${ids[s.worker]}`);
            case 'cancelOrder':
              return shop.call('PUT', `/v1/production_orders/${orderId}`, { production_order: { status: 'cancelled' } });
          }
        };

        for (const s of steps) {
          const response = await run(s);
          if (s.kind === 'start' && response?.statusCode === 201) running.set(s.worker, s.activity);
          if ((s.kind === 'pause' || s.kind === 'finish') && response?.statusCode === 200) running.delete(s.worker);
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

  it('a row changed behind the roll-up is found by the comparison, and a rebuild puts it right', async () => {
    await ctx.app.db.execute(
      sql`UPDATE labour_days SET minutes = minutes + 1 WHERE (activity_id, user_id, day) IN (SELECT activity_id, user_id, day FROM labour_days LIMIT 1)`,
    );
    const [difference] = await differencesFromRebuild(ctx.app.db);
    expect(difference).toMatchObject({ table: 'labour_days', stale: [expect.any(String)], missing: [expect.any(String)] });
    await ctx.app.db.transaction((tx) => rebuildRollUps(tx));
    expect(await differencesFromRebuild(ctx.app.db)).toEqual([]);
  });
});
