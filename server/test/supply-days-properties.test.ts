import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { differencesFromRebuild } from '../src/roll-ups/compare';
import { rebuildRollUps, rollUpTimeZone } from '../src/roll-ups/rebuild';
import { caller } from './activity-fixtures';
import { createTestApp, tokenFor, ADMIN_PASSWORD, type TestContext } from './helpers';
import { expectTamperingFound, expectZoneChangeMovesDays } from './roll-up-checks';
import { purchasePayload } from './purchase-helpers';
import { createOrder, createSupply } from './supply-helpers';

/**
 * Property (docs/decisions/035): whatever sequence of real stock operations happens through the
 * API — purchases and their cancellation, supplies used added, changed, moved to the other supply
 * and removed, leftovers, inventories closed with a count — after every step the stock roll-up
 * (`supply_days`) holds exactly the kardex entries grouped by supply and day of APP_TIME_ZONE, and
 * at the end a rebuild from the raw entries changes nothing. The ledger stamps entries with the
 * database's clock, which a test cannot move, so each run's supplies first get a history on the
 * days before, a few seconds either side of midnight, loaded as a restore loads rows (then
 * rebuilt): every step must recompute today's row and leave those days alone. Run in the default
 * zone and in one half an hour off UTC, whose days the start's rebuild had to move to.
 */

const supply = fc.integer({ min: 0, max: 1 });
const quantity = fc.integer({ min: 0, max: 60 });
/** Weighted so that most runs have supplies used and purchases to change, move, remove and cancel. */
const step = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      supply,
      quantity: fc.integer({ min: 1, max: 500 }),
      total: fc.integer({ min: 0, max: 900_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelPurchase' as const), pick: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('use' as const), supply, quantity }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), quantity }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leftover' as const), supply, quantity }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('count' as const), supply, quantity }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** The columns compared, each cast to the roll-up's own type so both sides read alike. */
const COLUMNS = sql.raw(`supply_id, day::text AS day, entries::int AS entries, input::numeric(20,6)::text AS input,
  output::numeric(20,6)::text AS output, consumed_quantity::numeric(20,6)::text AS consumed_quantity,
  consumed_value::numeric(20,6)::text AS consumed_value, balance::numeric(20,6)::text AS balance,
  average_cost::numeric(20,6)::text AS average_cost`);
const ORDER = sql.raw('ORDER BY supply_id, day');

const stored = (ctx: TestContext, ids: number[]) =>
  rowsOf(ctx.app.db, sql`SELECT ${COLUMNS} FROM supply_days WHERE supply_id IN (${sql.join(ids, sql`, `)}) ${ORDER}`);

/** The same rows straight from the entries, written another way (the day's last entry by its rank). */
const fromEntries = (ctx: TestContext, ids: number[], timeZone: string) =>
  rowsOf(
    ctx.app.db,
    sql`SELECT ${COLUMNS} FROM (
      SELECT supply_id, day, count(*) AS entries,
             sum(CASE WHEN kind = 'input' THEN quantity ELSE 0 END) AS input,
             sum(CASE WHEN kind = 'output' THEN quantity ELSE 0 END) AS output,
             sum(CASE WHEN source_type <> 'SupplyUsed' THEN 0 WHEN kind = 'output' THEN quantity ELSE -quantity END) AS consumed_quantity,
             sum(CASE WHEN source_type <> 'SupplyUsed' THEN 0 WHEN kind = 'output' THEN total ELSE -total END) AS consumed_value,
             max(balance) FILTER (WHERE rank = 1) AS balance, max(average_cost) FILTER (WHERE rank = 1) AS average_cost
      FROM (SELECT k.*, (k.made_on AT TIME ZONE ${timeZone})::date AS day,
                   row_number() OVER (PARTITION BY k.supply_id, (k.made_on AT TIME ZONE ${timeZone})::date ORDER BY k.made_on DESC, k.id DESC) AS rank
            FROM kardex_entries k WHERE k.supply_id IN (${sql.join(ids, sql`, `)})) e
      GROUP BY supply_id, day) raw ${ORDER}`,
  );

/**
 * Entries of the supply on the three days before today, 20 s before and after each midnight of
 * `timeZone`: a used supply out, its correction in, a purchase in. Loaded behind the ledger's back
 * as a restore loads rows, so the roll-up is rebuilt after.
 */
const history = (ctx: TestContext, supplyId: number, timeZone: string) =>
  ctx.app.db.execute(sql`
    INSERT INTO kardex_entries (supply_id, kind, quantity, unit_value, total, balance, average_cost, source_type, source_id, made_on)
    SELECT ${supplyId}, m.kind, m.quantity, 10, m.quantity * 10, 500 + back * 7 + m.seconds, 10, m.source, 0,
           ((now() AT TIME ZONE ${timeZone})::date - back)::timestamp AT TIME ZONE ${timeZone} + m.seconds * interval '1 second'
    FROM generate_series(0, 2) back,
         (VALUES ('output', 3, 'SupplyUsed', -20), ('input', 1, 'SupplyUsed', -20), ('input', 5, 'PurchaseDetail', 20)) m(kind, quantity, source, seconds)`);

let month = 0;

describe.each(['America/Bogota', 'Asia/Kolkata'])('supply days in %s', (timeZone) => {
  let ctx: TestContext;
  let admin: string;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    ctx = await createTestApp({ APP_TIME_ZONE: timeZone });
    admin = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    call = caller(ctx.app, () => admin);
  });
  afterAll(() => ctx.close());

  it('the start put the roll-up in APP_TIME_ZONE', async () => {
    expect(await rollUpTimeZone(ctx.app.db)).toBe(timeZone);
  });

  /** An inventory of the next month counting the supply at `quantity`, closed (its adjustment entry). */
  const count = async (supplyId: number, quantity: number) => {
    month += 1;
    const created = await call('POST', '/v1/inventaries', { inventary: { year: 2040 + Math.floor(month / 12), month: (month % 12) + 1 } });
    if (created.statusCode !== 201) return created;
    const inventary = created.json() as { id: number; details: { id: number; supply_id: number }[] };
    const detail = inventary.details.find((d) => d.supply_id === supplyId)!;
    await call('PUT', `/v1/inventaries/${inventary.id}/inventary_details/${detail.id}`, { inventary_detail: { quantity } });
    return call('PUT', `/v1/inventaries/${inventary.id}`, { inventary: { status: 'closed' } });
  };

  it('equal the entries grouped by supply and day after every kind of change, and a rebuild changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 16 }), async (sequence) => {
        const made = [
          await createSupply(ctx.app, admin, { quantity: 50, unit_value: 1200 }),
          await createSupply(ctx.app, admin, { quantity: 30, unit_value: 800 }),
        ];
        const ids = made.map((s) => s.id);
        for (const id of ids) await history(ctx, id, timeZone);
        await ctx.app.db.transaction((tx) => rebuildRollUps(tx));
        const order = await createOrder(ctx.app, admin);
        const purchases: number[] = [];
        const used: number[] = [];
        const usedUrl = (pick: number) => `/v1/production_orders/${order.id}/supplies_used/${used[pick % used.length]}`;
        const run = async (s: Step) => {
          switch (s.kind) {
            case 'purchase': {
              const response = await call('POST', '/v1/purchases', {
                purchase: purchasePayload([{ supply_id: ids[s.supply], quantity: s.quantity, total: s.total }]),
              });
              if (response.statusCode === 201) purchases.push(response.json().id as number);
              return response;
            }
            case 'cancelPurchase':
              if (purchases.length === 0) return undefined;
              return call('PUT', `/v1/purchases/${purchases.splice(s.pick % purchases.length, 1)[0]}`, {
                purchase: { status: 'cancelled', observation: 'Prueba' },
              });
            case 'use': {
              const body = { supply_used: { supply_id: ids[s.supply], quantity: s.quantity } };
              const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, body);
              if (response.statusCode === 201) used.push(response.json().id as number);
              return response;
            }
            case 'change':
              return used.length === 0 ? undefined : call('PUT', usedUrl(s.pick), { supply_used: { quantity: s.quantity } });
            case 'move': {
              if (used.length === 0) return undefined;
              const current = (await call('GET', `/v1/production_orders/${order.id}/supplies_used`)).json() as {
                id: number;
                supply_id: number;
              }[];
              const record = current.find((r) => r.id === used[s.pick % used.length])!;
              return call('PUT', usedUrl(s.pick), { supply_used: { supply_id: ids.find((id) => id !== record.supply_id) } });
            }
            case 'remove': {
              if (used.length === 0) return undefined;
              const response = await call('DELETE', usedUrl(s.pick));
              if (response.statusCode === 200) used.splice(s.pick % used.length, 1);
              return response;
            }
            case 'leftover':
              return call('POST', `/v1/production_orders/${order.id}/leftovers`, {
                leftover: { supply_id: ids[s.supply], quantity: s.quantity },
              });
            case 'count':
              return count(ids[s.supply]!, s.quantity);
          }
        };

        for (const s of sequence) {
          const response = await run(s);
          if (response) expect([200, 201, 422], `${JSON.stringify(s)} → ${response.body}`).toContain(response.statusCode);
          expect(await stored(ctx, ids), JSON.stringify(s)).toEqual(await fromEntries(ctx, ids, timeZone));
        }

        // The whole table against a rebuild from the raw entries (rolled back).
        expect(await differencesFromRebuild(ctx.app.db)).toEqual([]);
      }),
      { seed: 20_311_127, numRuns: 6 },
    );
  }, 240_000);

  it('a supply deleted with its opening entry leaves no day behind', async () => {
    const fresh = await createSupply(ctx.app, admin, { quantity: 5, unit_value: 10 });
    expect(await stored(ctx, [fresh.id])).toHaveLength(1);
    expect((await call('DELETE', `/v1/supplies/${fresh.id}`)).json()).toMatchObject({ deleted: true });
    expect(await stored(ctx, [fresh.id])).toEqual([]);
  });

  it('a row changed behind the roll-up is found by the comparison, and a rebuild puts it right', () =>
    expectTamperingFound(
      ctx.app.db,
      'supply_days',
      sql`UPDATE supply_days SET input = input + 1 WHERE (supply_id, day) IN (SELECT supply_id, day FROM supply_days LIMIT 1)`,
    ));

  it("a start with another APP_TIME_ZONE moves every day to that zone's, once; the same zone again changes nothing", () =>
    expectZoneChangeMovesDays(
      ctx.app.db,
      timeZone,
      (zone) => sql`SELECT d.supply_id FROM supply_days d WHERE d.entries <> (
              SELECT count(*) FROM kardex_entries k WHERE k.supply_id = d.supply_id AND (k.made_on AT TIME ZONE ${zone})::date = d.day)`,
    ));
});
