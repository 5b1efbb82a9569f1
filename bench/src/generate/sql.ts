import { sql } from 'drizzle-orm';
import type { Database } from '@tintero/server/src/db/client';
import type { Counts, Size } from './size';

/** What every part of the generator needs: sizes, the first free id of each table, the clock. */
export interface Plan {
  db: Database;
  size: Size;
  counts: Counts;
  /** Ids already taken in each table: the generator's rows take base + 1 onwards. */
  base: Record<Table, number>;
  adminId: number;
  /** SQL literal of the first day of history (UTC midnight, `days` before today). */
  t0: string;
  /** Rows per statement in the big inserts (PGlite takes smaller bites). */
  chunk: number;
  log: (line: string) => void;
}

export const TABLES = [
  'users',
  'machines',
  'production_orders',
  'activities',
  'activity_users',
  'intervals',
  'supplies',
  'purchases',
  'purchase_details',
  'supplies_used',
  'kardex_entries',
  'inventaries',
  'inventary_details',
  'external_services',
  'time_estimation_rules',
  'time_estimation_rule_conditions',
] as const;
export type Table = (typeof TABLES)[number];

export async function run(db: Database, text: string) {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Runs `step(lo, hi)` over [0, total) in chunks of `size`. */
export async function inChunks(total: number, size: number, step: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = 0; lo < total; lo += size) await step(lo, Math.min(total, lo + size) - 1);
}

/** Times one part and logs it. */
export async function timed<T>(plan: Pick<Plan, 'log'>, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  plan.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Runs `work` (bulk inserts into `tables`) with those tables' secondary indexes, exclusion and
 * unique constraints and foreign keys dropped, then puts every one back as it was (definitions
 * read from the catalogue, so they follow the migrations). Building an index once over the loaded
 * rows, and checking a foreign key with one join, is far cheaper than maintaining and checking
 * them row by row; putting them back validates every row, the ones already there included, so a
 * generator bug still fails here. Primary keys stay (the inserts join on them).
 */
export async function withoutIndexes<T>(
  plan: Pick<Plan, 'db' | 'log'>,
  tables: readonly (Table | 'audit_events')[],
  work: () => Promise<T>,
): Promise<T> {
  const list = tables.map(quote).join(',');
  const constraints = await run(
    plan.db,
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c WHERE c.conrelid::regclass::text IN (${list}) AND c.contype IN ('f', 'x', 'u')
     ORDER BY c.contype`,
  );
  const indexes = await run(
    plan.db,
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i WHERE i.indrelid::regclass::text IN (${list}) AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const row of constraints) await run(plan.db, `ALTER TABLE ${String(row.tbl)} DROP CONSTRAINT ${String(row.name)}`);
  for (const row of indexes) await run(plan.db, `DROP INDEX ${String(row.name)}`);
  const result = await work();
  await timed(plan, `índices y restricciones de ${tables.join(', ')}`, async () => {
    for (const row of indexes) await run(plan.db, String(row.def));
    // Foreign keys were dropped first ('f' sorts first) and come back last, after the keys they may name.
    for (const row of [...constraints].reverse())
      await run(plan.db, `ALTER TABLE ${String(row.tbl)} ADD CONSTRAINT ${String(row.name)} ${String(row.def)}`);
  });
  return result;
}
