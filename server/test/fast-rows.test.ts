import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kardexEntries, supplies, users } from '../src/db/schema';
import { withFastRows } from '../src/lib/fast-rows';
import { createTestApp, type TestContext } from './helpers';

/**
 * `withFastRows` must build exactly the rows drizzle builds: numbers from numeric, ISO timestamps
 * (microseconds truncated as Date does), `mapWith` expressions, nulls from a left join.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.execute(sql`
    INSERT INTO supplies (name, quantity, unit_value, stock_minimum, status) VALUES ('Tinta negra', 12.5, 3.25, 1, 1)`);
  await ctx.app.db.execute(sql`
    INSERT INTO kardex_entries (supply_id, kind, quantity, unit_value, total, balance, average_cost, source_type, source_id, made_on, created_by)
    SELECT (SELECT min(id) FROM supplies), 'input', 2.000001, 3.25, 6.500003, 12.5, 3.25, 'Supply', n,
           timestamptz '2026-03-10 15:04:05.123456+00' + n * interval '1 second',
           CASE WHEN n % 2 = 0 THEN (SELECT min(id) FROM users) END
    FROM generate_series(1, 5) AS n`);
}, 60_000);
afterAll(() => ctx.close());

describe('withFastRows', () => {
  it('maps rows as drizzle does', async () => {
    const query = () =>
      ctx.app.db
        .select({
          id: kardexEntries.id,
          quantity: kardexEntries.quantity,
          made_on: kardexEntries.made_on,
          created_at: supplies.created_at,
          doubled: sql<number>`${kardexEntries.quantity} * 2`.mapWith(Number),
          label: sql<string>`${supplies.name} || '!'`.as('label'),
          first_name: users.first_name,
        })
        .from(kardexEntries)
        .innerJoin(supplies, eq(supplies.id, kardexEntries.supply_id))
        .leftJoin(users, eq(users.id, kardexEntries.created_by))
        .orderBy(asc(kardexEntries.id));
    const plain = await query();
    const fast = await withFastRows(query().prepare('')).execute();
    expect(fast).toEqual(plain);
    expect(fast[0]).toMatchObject({ quantity: 2.000001, made_on: '2026-03-10T15:04:06.123Z', doubled: 4.000002, label: 'Tinta negra!' });
    expect(fast.map((row) => row.first_name === null)).toEqual([true, false, true, false, true]);
  });

  it('leaves a select with nested fields to drizzle', async () => {
    const prepared = ctx.app.db
      .select({ entry: { id: kardexEntries.id }, supply: { name: supplies.name } })
      .from(kardexEntries)
      .innerJoin(supplies, eq(supplies.id, kardexEntries.supply_id))
      .orderBy(asc(kardexEntries.id))
      .prepare('');
    const rows = await withFastRows(prepared).execute();
    expect(rows[0]).toEqual({ entry: { id: expect.any(Number) }, supply: { name: 'Tinta negra' } });
  });
});
