import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, ts, timestamps } from './columns';
import { timeEstimationRules } from './estimation';
import { users } from './people';

export const productionOrders = pgTable(
  'production_orders',
  {
    id: serial('id').primaryKey(),
    client: varchar('client', { length: 256 }).notNull(),
    contract_number: bigint('contract_number', { mode: 'number' }),
    reference: varchar('reference', { length: 256 }).notNull(),
    quantity: integer('quantity').notNull(),
    actual_amount: integer('actual_amount'),
    unit_value: money('unit_value').notNull(),
    /** quantity × unit_value, kept by the server. */
    contract_value: money('contract_value').notNull(),
    delivery_day: date('delivery_day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20, enum: ['in_review', 'developing', 'finished', 'cancelled'] }).notNull(),
    observation: text('observation'),
    created_by: integer('created_by').references(() => users.id),
    last_changed_status_by: integer('last_changed_status_by').references(() => users.id),
    last_changed_status_at: ts('last_changed_status_at'),
    cancelled_by: integer('cancelled_by').references(() => users.id),
    cancelled_at: ts('cancelled_at'),
    // Stored totals kept current by recomputeOrderCosts() in the transaction of every change (DESIGN §7.1).
    supplies_cost: money('supplies_cost').notNull().default(0),
    leftovers_value: money('leftovers_value').notNull().default(0),
    machinery_cost: money('machinery_cost').notNull().default(0),
    labor_cost: money('labor_cost').notNull().default(0),
    cost_work_third_party: money('cost_work_third_party').notNull().default(0),
    /** Seconds. */
    estimated_total_time: integer('estimated_total_time').notNull().default(0),
    /** Minutes worked. */
    total_labor_time: money('total_labor_time').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('production_orders_created_at_idx').on(t.created_at),
    index('production_orders_status_idx').on(t.status),
    // Insights: orders finished in a range (a finished order's status never changes again, so its
    // last status change is when it finished; docs/decisions/014).
    index('production_orders_finished_idx')
      .on(t.last_changed_status_at)
      .where(sql`${t.status} = 'finished'`),
    // Insights' worst margins: the ten worst of a range are the first finished orders of this index
    // that fall in it, instead of a sort of every order finished in the range (docs/decisions/037).
    index('production_orders_finished_margin_idx')
      .on(
        sql`(${t.contract_value} - (${t.supplies_cost} - ${t.leftovers_value} + ${t.machinery_cost} + ${t.labor_cost} + ${t.cost_work_third_party}))`,
        t.id,
      )
      .where(sql`${t.status} = 'finished'`),
  ],
);

export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    hour_cost: money('hour_cost').notNull().default(0),
    /** Planning's working week, Sunday first (DESIGN §12.2); null: the default week, which lives in code. */
    working_week: jsonb('working_week').$type<({ start_minute: number; seconds: number } | null)[] | null>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('machines_name_unique').on(t.name)],
);

/** One table for the 17 activity types (DESIGN §6); `details` holds the type's own fields. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    production_order_id: integer('production_order_id')
      .notNull()
      .references(() => productionOrders.id),
    status: varchar('status', { length: 20, enum: ['pending', 'developing', 'paused', 'finished'] })
      .notNull()
      .default('pending'),
    quantity: money('quantity'),
    quantity_produced: money('quantity_produced').notNull().default(0),
    observation: text('observation'),
    machine_id: integer('machine_id').references(() => machines.id),
    was_made_by_third: boolean('was_made_by_third').notNull().default(false),
    third: varchar('third', { length: 160 }),
    value: money('value'),
    machinery_cost: money('machinery_cost').notNull().default(0),
    time_before_production: integer('time_before_production').notNull().default(0),
    estimated_production_time: integer('estimated_production_time').notNull().default(0),
    total_estimated_production_time: integer('total_estimated_production_time').notNull().default(0),
    /** Minutes worked. */
    time_spent: money('time_spent').notNull().default(0),
    start_time: ts('start_time'),
    end_time: ts('end_time'),
    due_date: date('due_date', { mode: 'string' }),
    /** Its place in its planning lane (0 first; docs/decisions/045); null: after the placed ones, earliest due first. */
    plan_position: integer('plan_position'),
    details: jsonb('details').notNull().default({}),
    /**
     * The time-estimation rule whose times the activity carries (docs/decisions/011): set when it is
     * saved while pending with the best matching rule's times; null when typed by hand or no rule
     * matched. The rules' accuracy and actuals read it.
     */
    time_estimation_rule_id: integer('time_estimation_rule_id').references(() => timeEstimationRules.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('activities_order_type_idx').on(t.production_order_id, t.type),
    index('activities_time_estimation_rule_idx').on(t.time_estimation_rule_id),
    // GET /v1/<activity route> lists one type, newest first.
    index('activities_type_created_idx').on(t.type, t.created_at, t.id),
    // Insights: activities finished in a range.
    index('activities_finished_end_idx')
      .on(t.end_time)
      .where(sql`${t.status} = 'finished'`),
    // The live board (shop-floor/queries.ts): paused and due activities are unfinished ones, a few
    // thousand at most, so the board reads this index instead of every activity in history. It
    // carries what the board ranks and counts them by (lane, status, due date, id), so the 5 600 of
    // the five-year data set are read from the index alone (docs/decisions/032).
    index('activities_unfinished_order_idx')
      .on(t.production_order_id, t.status, t.machine_id, t.type, t.due_date, t.id)
      .where(sql`${t.status} <> 'finished'`),
  ],
);

export const activityUsers = pgTable(
  'activity_users',
  {
    id: serial('id').primaryKey(),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    quantity_produced: money('quantity_produced').notNull().default(0),
    status: varchar('status', { length: 20, enum: ['pending', 'developing', 'paused', 'finished'] })
      .notNull()
      .default('pending'),
    observation: text('observation'),
    ...timestamps,
  },
  (t) => [uniqueIndex('activity_users_activity_user_unique').on(t.activity_id, t.user_id), index('activity_users_user_idx').on(t.user_id)],
);

export const intervals = pgTable(
  'intervals',
  {
    id: serial('id').primaryKey(),
    activity_user_id: integer('activity_user_id')
      .notNull()
      .references(() => activityUsers.id),
    /** Denormalised from activity_users so that "one open interval per user" is one index. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    start_time: ts('start_time').notNull(),
    end_time: ts('end_time'),
    quantity_produced: money('quantity_produced').notNull().default(0),
    minutes: money('minutes').notNull().default(0),
    value: money('value').notNull().default(0),
    /**
     * The worker's hour value when the interval closed (or was entered by hand): `value` is minutes /
     * 60 × this, and an edit later keeps the rate the time was paid at. Null while it runs.
     */
    hour_value: money('hour_value'),
    /** Who last changed it in the interval editor (null: only the worker's own start and pause). */
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    // One running interval per user, and (migration 0007, an exclusion constraint drizzle-kit
    // cannot express) no two intervals of one user overlapping in time.
    uniqueIndex('intervals_one_open_per_user')
      .on(t.user_id)
      .where(sql`${t.end_time} IS NULL`),
    check('intervals_end_after_start', sql`${t.end_time} IS NULL OR ${t.end_time} > ${t.start_time}`),
    check('intervals_amounts_not_negative', sql`${t.quantity_produced} >= 0 AND ${t.minutes} >= 0 AND ${t.value} >= 0`),
    // The operator report: one user's intervals starting in a range.
    index('intervals_user_start_idx').on(t.user_id, t.start_time),
    index('intervals_activity_user_idx').on(t.activity_user_id),
    // The consolidated report: every user's intervals starting in a range.
    index('intervals_start_idx').on(t.start_time),
  ],
);
