import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The stock roll-up (`supply_days`, docs/decisions/035): per supply and workshop day, the kardex
 * entries made that day in the zone `roll_up_settings` names (APP_TIME_ZONE, kept so by
 * roll-ups/rebuild.ts), added up. The consolidated kardex and insights' supplies consumed read it
 * instead of the entries.
 *
 * Every write of an entry (the ledger's append, a new supply's opening entry deleted with it)
 * recomputes the supply's touched day whole from its entries: a supply's day holds a handful of
 * them, read by the index `(supply_id, made_on, id)`, so the row is right whatever the change was.
 * Then the end of that day's month (`supply_month_ends`, docs/decisions/040) from the month's days.
 */

/** The last of a day's entries in kardex order: its balance is the stock at the end of the day. */
const lastOfDay = (column: string) => sql.raw(`(array_agg(k.${column} ORDER BY k.made_on DESC, k.id DESC))[1]`);
/** Consumption as insights counts it: supplies used out, less the inputs that correct them. */
const consumed = (column: string) =>
  sql.raw(
    `COALESCE(sum(CASE WHEN k.kind = 'output' THEN k.${column} ELSE -k.${column} END) FILTER (WHERE k.source_type = 'SupplyUsed'), 0)`,
  );

/** The rows of the entries `k` that `from` and `which` select, grouped by supply and day in zone `z`. */
const supplyDaysOf = (from: SQL, which: SQL) => sql`
  INSERT INTO supply_days (supply_id, day, entries, input, output, consumed_quantity, consumed_value, balance, average_cost)
  SELECT k.supply_id, (k.made_on AT TIME ZONE z.time_zone)::date, count(*),
         COALESCE(sum(k.quantity) FILTER (WHERE k.kind = 'input'), 0),
         COALESCE(sum(k.quantity) FILTER (WHERE k.kind = 'output'), 0),
         ${consumed('quantity')}, ${consumed('total')}, ${lastOfDay('balance')}, ${lastOfDay('average_cost')}
  FROM ${from}
  WHERE ${which}
  GROUP BY k.supply_id, (k.made_on AT TIME ZONE z.time_zone)::date`;

/** The workshop day of the entry `entryId`, in the roll-up's zone (none without a zone: nothing computed). */
const dayOfEntry = (entryId: number) => sql`
  SELECT (e.made_on AT TIME ZONE z.time_zone)::date AS day, z.time_zone FROM kardex_entries e, roll_up_settings z WHERE e.id = ${entryId}`;

/**
 * Recomputes a supply's roll-up in the transaction of a write of its entries: the day of the entry
 * `onDayOf` when given (an entry just appended: the only day it changes), else every day of the
 * supply (its entries deleted). The DELETE comes first: it takes the table's lock before anything
 * reads the zone, so a rebuild in another zone is either waited for or waits (rebuild.ts).
 */
export async function recomputeSupplyDays(tx: Executor, supplyId: number, onDayOf?: number) {
  if (onDayOf === undefined) {
    await tx.execute(sql`DELETE FROM supply_days WHERE supply_id = ${supplyId}`);
    await tx.execute(supplyDaysOf(sql`kardex_entries k CROSS JOIN roll_up_settings z`, sql`k.supply_id = ${supplyId}`));
    await tx.execute(sql`DELETE FROM supply_month_ends WHERE supply_id = ${supplyId}`);
    await tx.execute(monthEndsOf(sql`d.supply_id = ${supplyId}`));
    return;
  }
  await tx.execute(sql`DELETE FROM supply_days WHERE supply_id = ${supplyId} AND day = (SELECT t.day FROM (${dayOfEntry(onDayOf)}) t)`);
  // The day's bounds as instants, so the index on (supply_id, made_on) finds its entries.
  await tx.execute(
    supplyDaysOf(
      sql`(${dayOfEntry(onDayOf)}) t CROSS JOIN LATERAL (SELECT t.time_zone) z
          JOIN kardex_entries k ON k.supply_id = ${supplyId}
            AND k.made_on >= (t.day::timestamp AT TIME ZONE t.time_zone) AND k.made_on < ((t.day + 1)::timestamp AT TIME ZONE t.time_zone)`,
      sql`true`,
    ),
  );
  // The month of that day ends, so far, with the supply's last day in it. The day was just made, so
  // the month has a row: one upsert, not a delete and an insert, on every movement of stock.
  const month = sql`(SELECT date_trunc('month', t.day)::date FROM (${dayOfEntry(onDayOf)}) t)`;
  await tx.execute(sql`${monthEndsOf(sql`d.supply_id = ${supplyId} AND d.day >= ${month} AND d.day < ${month} + interval '1 month'`)}
    ON CONFLICT (month, supply_id) DO UPDATE SET balance = EXCLUDED.balance, average_cost = EXCLUDED.average_cost`);
}

/** The last `supply_days` row `d` of each supply and month that `which` selects, as its month's end. */
const monthEndsOf = (which: SQL) => sql`
  INSERT INTO supply_month_ends (month, supply_id, balance, average_cost)
  SELECT DISTINCT ON (d.supply_id, date_trunc('month', d.day)) date_trunc('month', d.day)::date, d.supply_id, d.balance, d.average_cost
  FROM supply_days d
  WHERE ${which}
  ORDER BY d.supply_id, date_trunc('month', d.day), d.day DESC`;

/**
 * Every supply day again from every entry, in the zone `roll_up_settings` names. The table is
 * locked first (EXCLUSIVE: reads go on, writes of entries wait), so an entry committing meanwhile
 * is neither lost nor counted twice.
 */
export async function rebuildSupplyDays(tx: Executor) {
  await tx.execute(sql`LOCK TABLE supply_days, supply_month_ends IN EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM supply_days`);
  await tx.execute(supplyDaysOf(sql`kardex_entries k CROSS JOIN roll_up_settings z`, sql`true`));
  // Straight from the entries, not from the days just made: the property tests compare the two ways.
  // Written month by month, as the ledger writes them, so a month's rows share a few pages.
  await tx.execute(sql`DELETE FROM supply_month_ends`);
  await tx.execute(sql`
    INSERT INTO supply_month_ends (month, supply_id, balance, average_cost)
    SELECT * FROM (
      SELECT DISTINCT ON (k.supply_id, m.month) m.month, k.supply_id, k.balance, k.average_cost
      FROM kardex_entries k CROSS JOIN roll_up_settings z
        CROSS JOIN LATERAL (SELECT date_trunc('month', (k.made_on AT TIME ZONE z.time_zone)::date)::date AS month) m
      ORDER BY k.supply_id, m.month, k.made_on DESC, k.id DESC
    ) last_of_month
    ORDER BY month, supply_id`);
}
