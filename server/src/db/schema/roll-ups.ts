import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';

/**
 * Roll-ups kept in the transaction of every change of what they add up (DESIGN §10, issue 23;
 * docs/decisions/031), so that reads over months or years never add up history again. Each is
 * rebuilt from the raw rows by `npm run rollups:rebuild` (server/src/roll-ups/).
 */

/**
 * Labour per activity user (one worker on one activity) and workshop day: the intervals whose start
 * falls on that day of APP_TIME_ZONE (the day `withinDays` in lib/date-ranges.ts reads), added up,
 * with what the labour reports and insights read without joining the intervals. Recomputed for the
 * activity by `recomputeActivityTotals` (activities/labour-days.ts) whenever its intervals change.
 */
export const labourDays = pgTable(
  'labour_days',
  {
    activity_id: integer('activity_id').notNull(),
    user_id: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    production_order_id: integer('production_order_id').notNull(),
    activity_type: varchar('activity_type', { length: 40 }).notNull(),
    intervals: integer('intervals').notNull(),
    /** Σ minutes worked (a running interval counts 0 until it closes). */
    minutes: money('minutes').notNull(),
    value: money('value').notNull(),
    quantity_produced: money('quantity_produced').notNull(),
    first_start: ts('first_start').notNull(),
    /** The last end of the day's intervals; null while one of them runs. */
    last_end: ts('last_end'),
  },
  (t) => [
    // Also the per-activity-user reads (the operator report's time spent, a consolidated row).
    primaryKey({ columns: [t.activity_id, t.user_id, t.day] }),
    // The consolidated report and insights: every row of a range of days. With the report's keys, so
    // that a quarter's 35 000 keys are read from the index alone, not from 8 700 heap pages (decision 031).
    index('labour_days_day_idx').on(t.day, t.production_order_id, t.user_id, t.activity_id),
    // The operator report screen: one operator's days.
    index('labour_days_user_day_idx').on(t.user_id, t.day),
  ],
);

/**
 * Stock movements per supply and workshop day (docs/decisions/035): the kardex entries made on that
 * day of APP_TIME_ZONE, added up, and the stock after the day's last one, so that the consolidated
 * kardex and insights' supplies consumed read days instead of entries. Recomputed for the supply's
 * day by `recomputeSupplyDays` (kardex/supply-days.ts) in the transaction of every entry written.
 */
export const supplyDays = pgTable(
  'supply_days',
  {
    supply_id: integer('supply_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
    /** Σ quantity of the inputs, and of the outputs. */
    input: money('input').notNull(),
    output: money('output').notNull(),
    /** Supplies used: Σ outputs less the inputs that correct them (quantity and value), as insights counts consumption. */
    consumed_quantity: money('consumed_quantity').notNull(),
    consumed_value: money('consumed_value').notNull(),
    /** Stock and average cost after the day's last entry (by made_on, id): the balance at the end of a range. */
    balance: money('balance').notNull(),
    average_cost: money('average_cost').notNull(),
  },
  (t) => [
    // Also the consolidated kardex's probe for a supply's last day before a range's end.
    primaryKey({ columns: [t.supply_id, t.day] }),
    // The consolidated kardex and insights: every row of a range of days.
    index('supply_days_day_idx').on(t.day),
  ],
);

/**
 * Stock movements per supply and calendar month of APP_TIME_ZONE: `supply_days` added up again
 * (entries, inputs, outputs, consumption), so the whole months of a range read a row per supply
 * and month instead of one per supply and day (the five-year data set moves each supply about
 * once a day). Kept by the generic statement trigger on `supply_days` (migration 0021,
 * docs/decisions/037).
 */
export const supplyMonths = pgTable(
  'supply_months',
  {
    supply_id: integer('supply_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
    input: money('input').notNull(),
    output: money('output').notNull(),
    consumed_quantity: money('consumed_quantity').notNull(),
    consumed_value: money('consumed_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.supply_id] })],
);

/**
 * Each supply's stock and average cost after its last entry of a calendar month of APP_TIME_ZONE
 * (the month's last `supply_days` row): the consolidated kardex reads a range ending on a month's
 * last day, or today, as one row per supply of that month instead of one backward probe of
 * `supply_days` per supply (docs/decisions/040). A month without entries has no row. Recomputed
 * with the supply's days by `recomputeSupplyDays` (kardex/supply-days.ts).
 */
export const supplyMonthEnds = pgTable(
  'supply_month_ends',
  {
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    supply_id: integer('supply_id').notNull(),
    balance: money('balance').notNull(),
    average_cost: money('average_cost').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.supply_id] })],
);

/**
 * Labour per worker and calendar month of APP_TIME_ZONE: `labour_days` added up again, so a range
 * of whole months (the insights screen asks one month) reads a row per person and month instead
 * of a row per activity and day (~380 a day at five years). Kept by statement triggers on
 * `labour_days` (migration 0019, docs/decisions/037), whatever writes it.
 */
export const labourMonths = pgTable(
  'labour_months',
  {
    user_id: integer('user_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    intervals: integer('intervals').notNull(),
    minutes: money('minutes').notNull(),
    value: money('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.user_id] })],
);

/**
 * Finished activities per workshop day (their end time's date) and type: how many, Σ estimated
 * seconds, Σ minutes spent (insights' estimated against real). Kept by statement triggers on
 * `activities` (migration 0019), so every path that finishes an activity or changes a finished
 * one's estimate or time counts, in its own transaction.
 */
export const estimateDays = pgTable(
  'estimate_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    activity_type: varchar('activity_type', { length: 40 }).notNull(),
    activities: integer('activities').notNull(),
    estimated_seconds: money('estimated_seconds').notNull(),
    spent_minutes: money('spent_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.activity_type] })],
);

/**
 * Finished orders per workshop day (the day of their last status change, which is their finish:
 * a finished order's status never changes again): how many, Σ contract value, Σ total cost
 * (insights' totals). Kept by statement triggers on `production_orders` (migration 0019).
 */
export const orderDays = pgTable('order_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  contract_value: money('contract_value').notNull(),
  total_cost: money('total_cost').notNull(),
});

/**
 * The time zone the day-based roll-ups were computed in: one row. The server compares it with
 * APP_TIME_ZONE at start and rebuilds them when it differs (roll-ups/rebuild.ts).
 */
export const rollUpSettings = pgTable(
  'roll_up_settings',
  {
    id: boolean('id').primaryKey().default(true),
    time_zone: text('time_zone').notNull(),
  },
  (t) => [check('roll_up_settings_one_row', sql`${t.id}`)],
);
