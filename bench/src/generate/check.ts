import { sql } from 'drizzle-orm';
import { recalculateOrderFromScratch } from '@tintero/server/src/modules/production-orders/costs';
import { run, type Plan } from './sql';

class Rollback extends Error {}

const ORDER_FIGURES = `supplies_cost, leftovers_value, labor_cost, machinery_cost, cost_work_third_party, estimated_total_time, total_labor_time`;

/**
 * The data set obeys the domain rules: on sampled orders the stored costs and their activities'
 * totals equal what `recalculateOrderFromScratch` computes (run in a transaction rolled back);
 * on sampled supplies every balance is the running sum of the ledger and the stock its last balance;
 * the labour roll-up adds up to the intervals and the stock roll-up to the kardex.
 */
export async function checkDataSet(plan: Plan, samples = 25) {
  const { base, counts } = plan;
  const ids = Array.from({ length: samples }, (_, k) => base.production_orders + 1 + Math.floor(((k + 0.5) * counts.orders) / samples));
  const snapshot = async (executor: { execute: Plan['db']['execute'] }, id: number) => {
    const order = await executor.execute(sql.raw(`SELECT ${ORDER_FIGURES} FROM production_orders WHERE id = ${id}`));
    const activities = await executor.execute(
      sql.raw(`SELECT id, time_spent, value, machinery_cost FROM activities WHERE production_order_id = ${id} ORDER BY id`),
    );
    return JSON.stringify([(order as unknown as { rows: unknown[] }).rows, (activities as unknown as { rows: unknown[] }).rows]);
  };
  const mismatches: string[] = [];
  for (const id of ids) {
    const stored = await snapshot(plan.db, id);
    await plan.db
      .transaction(async (tx) => {
        await recalculateOrderFromScratch(tx, id);
        const recomputed = await snapshot(tx, id);
        if (recomputed !== stored) mismatches.push(`orden ${id}: guardado ${stored}, recalculado ${recomputed}`);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  const supplyStep = Math.max(1, Math.floor(plan.size.supplies / samples));
  const [ledger] = await run(
    plan.db,
    `SELECT count(*) FILTER (WHERE k.balance <> k.running) AS wrong_balances, count(*) FILTER (WHERE k.balance < 0) AS negative,
       count(DISTINCT k.supply_id) FILTER (WHERE k.last AND k.balance <> s.quantity) AS wrong_stock
     FROM (SELECT supply_id, balance, made_on,
             sum(CASE WHEN kind = 'input' THEN quantity ELSE -quantity END) OVER (PARTITION BY supply_id ORDER BY made_on, id) AS running,
             row_number() OVER (PARTITION BY supply_id ORDER BY made_on DESC, id DESC) = 1 AS last
           FROM kardex_entries
           WHERE supply_id > ${base.supplies} AND (supply_id - ${base.supplies}) % ${supplyStep} = 0) k
     JOIN supplies s ON s.id = k.supply_id`,
  );
  // The labour roll-up holds every interval once, with its minutes and value (docs/decisions/031).
  const [labour] = await run(
    plan.db,
    `SELECT (SELECT count(*) FROM intervals) - (SELECT COALESCE(sum(intervals), 0) FROM labour_days) AS labour_days_intervals_missing,
       (SELECT COALESCE(sum(minutes), 0) FROM intervals) - (SELECT COALESCE(sum(minutes), 0) FROM labour_days) AS labour_days_minutes_missing,
       (SELECT COALESCE(sum(value), 0) FROM intervals) - (SELECT COALESCE(sum(value), 0) FROM labour_days) AS labour_days_value_missing`,
  );
  // The stock roll-up holds every entry once, and each supply's last day ends at its stock (docs/decisions/035).
  const [stock] = await run(
    plan.db,
    `SELECT (SELECT count(*) FROM kardex_entries) - (SELECT COALESCE(sum(entries), 0) FROM supply_days) AS supply_days_entries_missing,
       (SELECT COALESCE(sum(CASE WHEN kind = 'input' THEN quantity ELSE -quantity END), 0) FROM kardex_entries)
         - (SELECT COALESCE(sum(input - output), 0) FROM supply_days) AS supply_days_net_missing,
       (SELECT COALESCE(sum(CASE WHEN kind = 'output' THEN total ELSE -total END), 0) FROM kardex_entries WHERE source_type = 'SupplyUsed')
         - (SELECT COALESCE(sum(consumed_value), 0) FROM supply_days) AS supply_days_consumed_missing,
       (SELECT count(*) FROM supplies s JOIN LATERAL (SELECT d.balance FROM supply_days d WHERE d.supply_id = s.id ORDER BY d.day DESC LIMIT 1) d
          ON d.balance <> s.quantity) AS supply_days_wrong_stock`,
  );
  for (const [name, value] of Object.entries({ ...labour!, ...stock! }))
    if (Number(value) !== 0) mismatches.push(`${name} = ${String(value)}`);
  const problems = Object.entries(ledger!).filter(([, value]) => Number(value) > 0);
  for (const [name, value] of problems) mismatches.push(`kardex: ${name} = ${String(value)}`);
  if (mismatches.length > 0) throw new Error(`el conjunto de datos no cuadra:\n${mismatches.slice(0, 10).join('\n')}`);
  plan.log(
    `  comprobado: ${samples} órdenes iguales a recalculateOrderFromScratch, kardex de ${samples} insumos cuadrado, labour_days igual a los intervalos, supply_days igual al kardex`,
  );
}
