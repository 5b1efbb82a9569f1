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
