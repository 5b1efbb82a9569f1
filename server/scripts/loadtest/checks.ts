import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { anyOf } from '../../src/lib/any-of';
import { recalculateOrderFromScratch } from '../../src/modules/production-orders/costs';
import { differencesFromRebuild } from '../../src/roll-ups/compare';
import type { Acknowledged, RecordFact } from './acknowledged';

/**
 * After the shift, straight from the database: every acknowledged write is there as it was
 * acknowledged (and nothing nobody asked for), the intervals obey their rules, every ledger adds
 * up, every order's stored costs equal a recomputation from scratch, and every roll-up a rebuild. Each check returns the
 * violations it found (an empty list when all holds) with a count of what it looked at.
 */

export interface CheckResult {
  name: string;
  checked: number;
  violations: string[];
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const sameInstant = (a: string | null, b: string | Date | null) =>
  a === null || b === null ? a === b : Date.parse(a) === new Date(b).getTime();

/** Acknowledged intervals are there with their times; deleted ones are gone; no interval nobody asked for. */
async function checkIntervals(db: Database, acked: Acknowledged, userIds: number[]): Promise<CheckResult> {
  const violations: string[] = [];
  const ids = [...acked.intervals.keys(), ...acked.deletedIntervals];
  const found = await rows<{ id: number; user_id: number; activity_user_id: number; start_time: Date; end_time: Date | null }>(
    db,
    sql`SELECT id, user_id, activity_user_id, start_time, end_time FROM intervals WHERE ${anyOf(sql.raw('id'), ids)}`,
  );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  for (const fact of acked.intervals.values()) {
    const row = byId.get(fact.id);
    if (!row) {
      violations.push(`intervalo ${fact.id} (usuario ${fact.userId}) confirmado y perdido`);
      continue;
    }
    if (Number(row.user_id) !== fact.userId || Number(row.activity_user_id) !== fact.activityUserId)
      violations.push(`intervalo ${fact.id}: de otro trabajador (${row.user_id}/${row.activity_user_id})`);
    if (acked.uncertainIntervals.has(fact.id)) continue;
    if (!sameInstant(fact.start, row.start_time) || !sameInstant(fact.end, row.end_time))
      violations.push(
        `intervalo ${fact.id}: confirmado ${fact.start} → ${fact.end}, guardado ${String(row.start_time)} → ${row.end_time === null ? 'abierto' : String(row.end_time)}`,
      );
  }
  for (const id of acked.deletedIntervals) if (byId.has(id)) violations.push(`intervalo ${id}: borrado y sigue ahí`);

  // Intervals of the shift's users that no answer showed: only a start or create without answer may explain one.
  const extras = await rows<{ user_id: number; extra: string }>(
    db,
    sql`SELECT user_id, count(*)::text AS extra FROM intervals
        WHERE ${anyOf(sql.raw('user_id'), userIds)} AND NOT ${anyOf(sql.raw('id'), ids)} GROUP BY user_id`,
  );
  for (const { user_id, extra } of extras) {
    const allowed = acked.uncertainIntervalWrites.get(Number(user_id)) ?? 0;
    if (Number(extra) > allowed)
      violations.push(`usuario ${user_id}: ${extra} intervalos sin confirmar (solo ${allowed} escrituras sin respuesta)`);
  }
  const open = await rows<{ user_id: number; open: string }>(
    db,
    sql`SELECT user_id, count(*)::text AS open FROM intervals WHERE end_time IS NULL GROUP BY user_id HAVING count(*) > 1`,
  );
  for (const { user_id, open: count } of open) violations.push(`usuario ${user_id}: ${count} intervalos abiertos a la vez`);
  const [paid] = await rows<{ wrong: string; total: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE minutes <> round(extract(epoch FROM end_time - start_time)::numeric / 60, 6)
                                  OR value <> round(minutes / 60 * hour_value, 6))::text AS wrong,
               count(*)::text AS total
        FROM intervals WHERE end_time IS NOT NULL`,
  );
  if (Number(paid!.wrong) > 0) violations.push(`${paid!.wrong} intervalos cerrados con minutos o valor que no son los de su duración`);
  return { name: 'intervalos (confirmados, sin duplicados, uno abierto por usuario)', checked: Number(paid!.total), violations };
}

const recordColumns: Record<RecordFact['table'], string> = {
  purchases: 'status',
  supplies_used: 'quantity',
  leftovers: 'quantity',
  inventaries: 'status',
  production_orders: 'status',
};

/** Purchases, supplies used, leftovers and inventories as their last acknowledged write left them. */
async function checkRecords(db: Database, acked: Acknowledged): Promise<CheckResult> {
  const violations: string[] = [];
  for (const table of Object.keys(recordColumns) as RecordFact['table'][]) {
    const facts = [...acked.records.values()].filter((fact) => fact.table === table);
    const column = recordColumns[table];
    const found = await rows<{ id: number; value: string }>(
      db,
      sql`SELECT id, ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)}
          WHERE ${anyOf(
            sql.raw('id'),
            facts.map((fact) => fact.id),
          )}`,
    );
    const byId = new Map(found.map((row) => [Number(row.id), row.value]));
    // No row nobody asked for: the shift made every one of them on its fresh database (orders excepted).
    if (table !== 'production_orders') {
      const [{ total } = { total: '0' }] = await rows<{ total: string }>(
        db,
        sql`SELECT count(*)::text AS total FROM ${sql.identifier(table)}`,
      );
      const allowed = facts.filter((fact) => fact.columns !== 'deleted').length + (acked.uncertainCreations.get(table) ?? 0);
      if (Number(total) > allowed) violations.push(`${table}: ${total} filas, más que las ${allowed} confirmadas o sin respuesta`);
    }
    for (const fact of facts) {
      if (fact.columns === 'unknown') continue;
      const stored = byId.get(fact.id);
      if (fact.columns === 'deleted') {
        if (stored !== undefined) violations.push(`${table} ${fact.id}: borrado y sigue ahí`);
      } else if (stored === undefined) violations.push(`${table} ${fact.id}: confirmado y perdido`);
      else {
        const expected = fact.columns[column]!;
        const same = Number.isNaN(Number(expected)) ? stored === expected : Number(stored) === Number(expected);
        if (!same) violations.push(`${table} ${fact.id}: ${column} confirmado ${expected}, guardado ${stored}`);
      }
    }
  }
  return {
    name: 'compras, insumos usados, sobrantes, inventarios y órdenes terminadas confirmados',
    checked: acked.records.size,
    violations,
  };
}

/** Every supply's kardex: each balance the running Σ inputs − Σ outputs, never negative, in date order; stock and average = the last entry's. */
async function checkLedger(db: Database): Promise<CheckResult> {
  const found = await rows<Record<string, string>>(
    db,
    sql`SELECT s.id, count(k.id)::text AS entries,
           count(*) FILTER (WHERE k.balance <> k.running)::text AS wrong_balances,
           count(*) FILTER (WHERE k.balance < 0)::text AS negative,
           count(*) FILTER (WHERE k.made_on < k.previous_made_on)::text AS out_of_order,
           bool_or(k.last AND (k.balance <> s.quantity OR k.average_cost <> s.unit_value))::text AS stock_differs,
           (count(k.id) = 0 AND s.quantity <> 0)::text AS stock_without_entries
         FROM supplies s
         LEFT JOIN (
           SELECT supply_id, id, balance, average_cost, made_on,
             sum(CASE WHEN kind = 'input' THEN quantity ELSE -quantity END) OVER (PARTITION BY supply_id ORDER BY id) AS running,
             lag(made_on) OVER (PARTITION BY supply_id ORDER BY id) AS previous_made_on,
             row_number() OVER (PARTITION BY supply_id ORDER BY id DESC) = 1 AS last
           FROM kardex_entries) k ON k.supply_id = s.id
         GROUP BY s.id, s.quantity
         ORDER BY s.id`,
  );
  const violations: string[] = [];
  let entries = 0;
  for (const row of found) {
    entries += Number(row.entries);
    const problems = ['wrong_balances', 'negative', 'out_of_order']
      .filter((key) => Number(row[key]) > 0)
      .map((key) => `${key}=${row[key]}`);
    if (row.stock_differs === 'true') problems.push('existencia o costo promedio distintos del último saldo');
    if (row.stock_without_entries === 'true') problems.push('existencia sin movimientos');
    if (problems.length > 0) violations.push(`insumo ${row.id}: ${problems.join(', ')}`);
  }
  return {
    name: `kardex de ${found.length} insumos (saldo = Σ entradas − Σ salidas, nunca negativo, existencia = último saldo)`,
    checked: entries,
    violations,
  };
}

class Rollback extends Error {}

const orderSnapshot = async (executor: Pick<Database, 'execute'>, id: number) =>
  JSON.stringify([
    await rows(
      executor as Database,
      sql`SELECT supplies_cost, leftovers_value, labor_cost, machinery_cost, cost_work_third_party, estimated_total_time, total_labor_time
          FROM production_orders WHERE id = ${id}`,
    ),
    await rows(
      executor as Database,
      sql`SELECT id, time_spent, value, machinery_cost FROM activities WHERE production_order_id = ${id} ORDER BY id`,
    ),
  ]);

/** Every order's stored costs and activity totals = `recalculateOrderFromScratch`, run in a transaction rolled back. */
async function checkOrderCosts(db: Database): Promise<CheckResult> {
  const orders = await rows<{ id: number }>(db, sql`SELECT id FROM production_orders ORDER BY id`);
  const violations: string[] = [];
  for (const { id } of orders) {
    const stored = await orderSnapshot(db, id);
    await db
      .transaction(async (tx) => {
        await recalculateOrderFromScratch(tx, id);
        const recomputed = await orderSnapshot(tx, id);
        if (recomputed !== stored) violations.push(`orden ${id}: guardado ${stored}, recalculado ${recomputed}`);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  return { name: 'costos de cada orden = recálculo desde cero', checked: orders.length, violations };
}

/** Every roll-up (labour_days, supply_days) = a rebuild from the raw rows, run in a transaction rolled back (docs/decisions/031, 035). */
async function checkRollUps(db: Database): Promise<CheckResult> {
  const [counted] = await rows<{ n: string }>(
    db,
    sql`SELECT ((SELECT count(*) FROM labour_days) + (SELECT count(*) FROM supply_days))::text AS n`,
  );
  const differences = await differencesFromRebuild(db);
  const violations = differences.flatMap(({ table, stale, missing }) => [
    ...stale.map((row) => `${table}: guardado y no recalculado ${row}`),
    ...missing.map((row) => `${table}: recalculado y no guardado ${row}`),
  ]);
  return {
    name: 'resúmenes de trabajo y de existencias = reconstrucción desde los intervalos y el kardex',
    checked: Number(counted!.n),
    violations,
  };
}

const auditedTables = ['intervals', 'purchases', 'supplies_used', 'leftovers', 'inventaries'] as const;

/**
 * The audit trail written in the same transaction as each change (row triggers): every row of the
 * shift's tables has its `created` event, and every acknowledged delete, cancel and close its own.
 */
async function checkAudit(db: Database, acked: Acknowledged): Promise<CheckResult> {
  const violations: string[] = [];
  let checked = 0;
  for (const table of auditedTables) {
    const [count] = await rows<{ missing: string; total: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE NOT EXISTS (
                 SELECT 1 FROM audit_events a WHERE a.record_type = ${table} AND a.record_id = t.id AND a.action = 'created'))::text AS missing,
               count(*)::text AS total
          FROM ${sql.identifier(table)} t`,
    );
    checked += Number(count!.total);
    if (Number(count!.missing) > 0) violations.push(`${count!.missing} filas de ${table} sin su evento created`);
  }
  const expected = new Map<string, number[]>();
  const expect = (table: string, action: string, id: number) =>
    expected.set(`${table}:${action}`, [...(expected.get(`${table}:${action}`) ?? []), id]);
  for (const id of acked.deletedIntervals) expect('intervals', 'deleted', id);
  for (const fact of acked.records.values()) {
    if (fact.columns === 'deleted') expect(fact.table, 'deleted', fact.id);
    else if (fact.columns !== 'unknown' && ['cancelled', 'closed', 'finished'].includes(fact.columns.status ?? ''))
      expect(fact.table, fact.columns.status!, fact.id);
  }
  for (const [key, ids] of expected) {
    const [table, action] = key.split(':') as [string, string];
    const found = await rows<{ record_id: number }>(
      db,
      sql`SELECT DISTINCT record_id FROM audit_events WHERE record_type = ${table} AND action = ${action} AND ${anyOf(sql.raw('record_id'), ids)}`,
    );
    checked += ids.length;
    const seen = new Set(found.map((row) => Number(row.record_id)));
    for (const id of ids) if (!seen.has(id)) violations.push(`${table} ${id}: ${action} confirmado sin su evento de auditoría`);
  }
  return { name: 'auditoría (un evento por alta, borrado, anulación, cierre y terminación confirmados)', checked, violations };
}

export async function checkInvariants(db: Database, acked: Acknowledged, userIds: number[]) {
  return [
    await checkIntervals(db, acked, userIds),
    await checkRecords(db, acked),
    await checkLedger(db),
    await checkOrderCosts(db),
    await checkRollUps(db),
    await checkAudit(db, acked),
  ];
}
