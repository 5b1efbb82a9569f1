import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { anyOf } from '../src/lib/any-of';
import { workersOf } from '../src/modules/activities/presenter';
import { lockSupplies } from '../src/modules/kardex/ledger';
import { inTransaction } from '../src/lib/transaction';
import { createTestApp, type TestContext } from './helpers';
import { insertSupply } from './activity-fixtures';
import { createOperator, workshop } from './work-fixtures';

/**
 * Lists of ids that grow with the data travel as one array parameter (`= ANY($1::int[])`):
 * PostgreSQL's protocol refuses more than 65 535 bind parameters, which a list of one parameter
 * per id (Drizzle's inArray) passed at 65 536 rows (issue 14).
 */
const MANY = 70_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('anyOf', () => {
  it('matches a list of 70 000 ids in one parameter', async () => {
    const ids = Array.from({ length: MANY }, (_, index) => index * 2);
    const result = await ctx.app.db.execute(
      sql`SELECT count(*)::int AS matched FROM generate_series(1, ${MANY * 2}) AS g(id) WHERE ${anyOf(sql`g.id`, ids)}`,
    );
    expect((result as unknown as { rows: { matched: number }[] }).rows[0]!.matched).toBe(MANY - 1);
  });

  it('matches nothing with an empty list', async () => {
    const result = await ctx.app.db.execute(
      sql`SELECT count(*)::int AS matched FROM generate_series(1, 10) AS g(id) WHERE ${anyOf(sql`g.id`, [])}`,
    );
    expect((result as unknown as { rows: { matched: number }[] }).rows[0]!.matched).toBe(0);
  });

  it("finds the workers of 70 000 activities at once (the activity lists' query)", async () => {
    const { app } = ctx;
    const { admin, orderWithActivities } = await workshop(app);
    const operator = await createOperator(app, admin, 10_000);
    const { activityIds } = await orderWithActivities([[operator.id]]);
    const asked = [...Array.from({ length: MANY }, (_, index) => 1_000_000 + index), activityIds[0]!];
    const workers = await workersOf(app.db, asked);
    expect([...workers.keys()]).toEqual([activityIds[0]]);
    expect(workers.get(activityIds[0]!)!.map((worker) => worker.id)).toEqual([operator.id]);
  });

  it('locks the supplies of a list of 70 000 ids', async () => {
    const { app } = ctx;
    const supply = await insertSupply(app, 'Tinta de 70 000');
    const asked = [...Array.from({ length: MANY }, (_, index) => 2_000_000 + index), supply.id];
    const locked = await inTransaction(app.db, (tx) => lockSupplies(tx, asked));
    expect([...locked.keys()]).toEqual([supply.id]);
  });
});
