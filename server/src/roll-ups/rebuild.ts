import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../db/client';
import { rebuildLabourDays } from '../modules/activities/labour-days';
import { rebuildSupplyDays } from '../modules/kardex/supply-days';

/**
 * Every roll-up again from the raw rows (docs/decisions/031, 035): `npm run rollups:rebuild`, the end of
 * a restore, the bench's generator, and the start of a server whose APP_TIME_ZONE is not the one
 * the day-based roll-ups were computed in. Each roll-up is otherwise kept in the transaction of
 * every change of what it adds up; a rebuild of consistent data changes nothing.
 */

export interface RebuildLog {
  info: (details: object, message: string) => void;
}

/**
 * The zone the day-based roll-ups were computed in; none before they ever were (a database just
 * migrated, or restored from a backup older than them: the server's start computes them).
 */
export async function rollUpTimeZone(db: Executor): Promise<string | undefined> {
  const [row] = await rowsOf<{ time_zone: string }>(db, sql`SELECT time_zone FROM roll_up_settings`);
  return row?.time_zone;
}

/**
 * Rebuilds every roll-up inside `tx` (the caller's transaction: a restore's, or its own), in
 * `timeZone` when given (and records it), else in the zone they were computed in. With neither,
 * the roll-ups are left empty and uncomputed, for the server's start to compute in APP_TIME_ZONE
 * (an old backup restored without a zone).
 */
export async function rebuildRollUps(tx: Executor, timeZone?: string) {
  // The tables first: a write of time or of stock locks its table before it reads the zone
  // (labour-days.ts, supply-days.ts), so none commits rows of the old zone after this.
  await lockRollUps(tx);
  if (timeZone !== undefined) {
    await tx.execute(sql`
      INSERT INTO roll_up_settings (id, time_zone) VALUES (true, ${timeZone})
      ON CONFLICT (id) DO UPDATE SET time_zone = EXCLUDED.time_zone`);
  }
  // Without a zone row the rebuild's join makes no row: the table is emptied.
  await rebuildLabourDays(tx);
  await rebuildSupplyDays(tx);
  await rebuildInsightRollUps(tx);
}

/**
 * The roll-ups kept by the generic trigger (migrations 0019, 0021; docs/decisions/037), every row again
 * from the raw rows. Locked first with the others (`lockRollUps`): a change committing meanwhile
 * waits, then its trigger adds its difference to the rebuilt rows (which did not see it).
 */
async function rebuildInsightRollUps(tx: Executor) {
  await tx.execute(sql`DELETE FROM labour_months`);
  await tx.execute(sql`
    INSERT INTO labour_months (month, user_id, intervals, minutes, value)
    SELECT date_trunc('month', day)::date, user_id, sum(intervals), sum(minutes), sum(value)
    FROM labour_days GROUP BY 1, 2`);
  await tx.execute(sql`DELETE FROM supply_months`);
  await tx.execute(sql`
    INSERT INTO supply_months (month, supply_id, entries, input, output, consumed_quantity, consumed_value)
    SELECT date_trunc('month', day)::date, supply_id, sum(entries), sum(input), sum(output), sum(consumed_quantity), sum(consumed_value)
    FROM supply_days GROUP BY 1, 2`);
  await tx.execute(sql`DELETE FROM estimate_days`);
  await tx.execute(sql`
    INSERT INTO estimate_days (day, activity_type, activities, estimated_seconds, spent_minutes)
    SELECT (a.end_time AT TIME ZONE z.time_zone)::date, a.type, count(*), sum(a.total_estimated_production_time), sum(a.time_spent)
    FROM activities a CROSS JOIN roll_up_settings z
    WHERE a.status = 'finished' AND a.end_time IS NOT NULL
    GROUP BY 1, 2`);
  await tx.execute(sql`DELETE FROM order_days`);
  await tx.execute(sql`
    INSERT INTO order_days (day, orders, contract_value, total_cost)
    SELECT (o.last_changed_status_at AT TIME ZONE z.time_zone)::date, count(*), sum(o.contract_value),
           sum(o.supplies_cost - o.leftovers_value + o.machinery_cost + o.labor_cost + o.cost_work_third_party)
    FROM production_orders o CROSS JOIN roll_up_settings z
    WHERE o.status = 'finished' AND o.last_changed_status_at IS NOT NULL
    GROUP BY 1`);
}

/** Every roll-up locked against writes (EXCLUSIVE: reads go on), always in this order. */
async function lockRollUps(tx: Executor) {
  await tx.execute(
    sql`LOCK TABLE labour_days, supply_days, supply_month_ends, labour_months, supply_months, estimate_days, order_days IN EXCLUSIVE MODE`,
  );
}

/**
 * At start: when the roll-ups were computed in another zone than APP_TIME_ZONE (the setting
 * changed, a database restored from another installation), rebuild them in one transaction before
 * the server answers, so a report's days are always APP_TIME_ZONE's. Several processes starting
 * at once: the first rebuilds, the others find the zone already theirs.
 */
export async function keepRollUpsInZone(db: Database, timeZone: string, log: RebuildLog) {
  if ((await rollUpTimeZone(db)) === timeZone) return;
  await db.transaction(async (tx) => {
    await lockRollUps(tx);
    const stored = await rollUpTimeZone(tx);
    if (stored === timeZone) return;
    const started = Date.now();
    await rebuildRollUps(tx, timeZone);
    log.info(
      { from: stored ?? null, to: timeZone, ms: Date.now() - started },
      'Resúmenes de trabajo y de existencias recalculados en la zona horaria APP_TIME_ZONE.',
    );
  });
}
