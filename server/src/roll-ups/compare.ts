import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { rebuildRollUps } from './rebuild';

/** What a rebuild would change in a roll-up table: its rows the rebuild drops, and those it adds. */
export interface RollUpDifference {
  table: string;
  /** Stored rows a rebuild from the raw rows does not make (as JSON). */
  stale: string[];
  /** Rows a rebuild makes that are not stored. */
  missing: string[];
}

/** The roll-up tables and the zone they depend on. */
const ROLL_UP_TABLES = [
  'labour_days',
  'supply_days',
  'supply_month_ends',
  'labour_months',
  'supply_months',
  'estimate_days',
  'order_days',
] as const;

class RolledBack extends Error {
  constructor(readonly differences: RollUpDifference[]) {
    super('rolled back');
  }
}

/**
 * Rebuilds every roll-up from the raw rows in a transaction that is rolled back, and says which
 * stored rows differ (none when each change kept them right): the property tests and the load and
 * crash tests' check. At most `limit` rows of each kind per table.
 */
export async function differencesFromRebuild(db: Database, limit = 20): Promise<RollUpDifference[]> {
  try {
    await db.transaction(async (tx) => {
      for (const table of ROLL_UP_TABLES) {
        await tx.execute(sql`CREATE TEMPORARY TABLE ${sql.identifier(`stored_${table}`)} ON COMMIT DROP AS TABLE ${sql.identifier(table)}`);
      }
      await rebuildRollUps(tx);
      const differences: RollUpDifference[] = [];
      for (const table of ROLL_UP_TABLES) {
        const [rebuilt, stored] = [sql.identifier(table), sql.identifier(`stored_${table}`)];
        const rowsIn = async (from: typeof rebuilt, without: typeof rebuilt) =>
          (
            await rowsOf<{ row: unknown }>(
              tx,
              sql`SELECT to_jsonb(d)::text AS row FROM (TABLE ${from} EXCEPT ALL TABLE ${without}) d LIMIT ${limit}`,
            )
          ).map((entry) => String(entry.row));
        const stale = await rowsIn(stored, rebuilt);
        const missing = await rowsIn(rebuilt, stored);
        if (stale.length > 0 || missing.length > 0) differences.push({ table, stale, missing });
      }
      throw new RolledBack(differences);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.differences;
    throw error;
  }
  return [];
}
