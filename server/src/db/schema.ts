import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Money and quantities: numeric(20,6) read as JS numbers (DESIGN §4: at most 6 decimals). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 6, mode: 'number' });

/**
 * timestamptz read as ISO 8601 with offset (`2026-11-22T00:41:26.786Z`, DESIGN §4) rather than
 * PostgreSQL's text form (`2026-11-22 00:41:26.786+00`), whichever driver (pg or PGlite) reads it.
 */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});
const ts = (name: string) => isoTimestamp(name);

const timestamps = {
  created_at: ts('created_at')
    .notNull()
    .default(sql`now()`),
  updated_at: ts('updated_at')
    .notNull()
    .default(sql`now()`),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    id_type: varchar('id_type', { length: 60 }).notNull().default('Cédula de Ciudadanía'),
    identification_number: varchar('identification_number', { length: 20 }).notNull(),
    first_name: varchar('first_name', { length: 120 }).notNull(),
    last_name: varchar('last_name', { length: 120 }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: varchar('gender', { length: 1, enum: ['F', 'M'] }).notNull(),
    role: varchar('role', { length: 20, enum: ['operator', 'administrator', 'seller'] }).notNull(),
    hour_value: money('hour_value').notNull().default(0),
    email: varchar('email', { length: 150 }),
    phone: varchar('phone', { length: 10 }),
    mobile: varchar('mobile', { length: 10 }),
    address: varchar('address', { length: 140 }),
    username: varchar('username', { length: 30 }).notNull(),
    password_hash: text('password_hash').notNull(),
    /** Bumped on disable, password change and role change: older tokens stop working at once. */
    token_version: integer('token_version').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_identification_number_unique').on(t.identification_number),
    index('users_role_enabled_idx').on(t.role, t.enabled),
  ],
);

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lists_name_unique').on(t.name)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    list_id: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 120 }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('items_list_key_unique').on(t.list_id, t.key), index('items_list_value_idx').on(t.list_id, t.value)],
);

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
  (t) => [index('production_orders_created_at_idx').on(t.created_at), index('production_orders_status_idx').on(t.status)],
);

export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    hour_cost: money('hour_cost').notNull().default(0),
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
    details: jsonb('details').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('activities_order_type_idx').on(t.production_order_id, t.type),
    // GET /v1/<activity route> lists one type, newest first.
    index('activities_type_created_idx').on(t.type, t.created_at, t.id),
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
    index('intervals_user_start_idx').on(t.user_id, t.start_time),
    index('intervals_activity_user_idx').on(t.activity_user_id),
  ],
);

/** Supplies: `unit_value` is the moving average cost; `quantity` the stock, never negative (DESIGN §7.4). */
export const supplies = pgTable(
  'supplies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    quantity: money('quantity').notNull().default(0),
    unit_of_measurement: varchar('unit_of_measurement', { length: 60 }).notNull().default('Unidad'),
    unit_value: money('unit_value').notNull().default(0),
    stock_minimum: money('stock_minimum').notNull().default(0),
    type_supply: varchar('type_supply', { length: 120 }),
    /** 1 enabled, 0 disabled (a supply with movements is disabled instead of deleted). */
    status: smallint('status').notNull().default(1),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('supplies_quantity_not_negative', sql`${t.quantity} >= 0`),
    // One supply per name, whatever the case: the autocomplete never offers two identical names.
    uniqueIndex('supplies_name_unique').on(sql`lower(${t.name})`),
  ],
);

/**
 * Supplies used by an order (an output of the ledger valued at the average cost) and leftovers
 * returned from it (an input at the current average) have the same shape.
 */
const orderMovementColumns = () => ({
  id: serial('id').primaryKey(),
  production_order_id: integer('production_order_id')
    .notNull()
    .references(() => productionOrders.id),
  supply_id: integer('supply_id')
    .notNull()
    .references(() => supplies.id),
  quantity: money('quantity').notNull(),
  value: money('value').notNull().default(0),
  created_by: integer('created_by').references(() => users.id),
  ...timestamps,
});

export const suppliesUsed = pgTable('supplies_used', orderMovementColumns(), (t) => [
  index('supplies_used_order_idx').on(t.production_order_id),
]);

export const leftovers = pgTable('leftovers', orderMovementColumns(), (t) => [index('leftovers_order_idx').on(t.production_order_id)]);

export const externalServices = pgTable(
  'external_services',
  {
    id: serial('id').primaryKey(),
    production_order_id: integer('production_order_id')
      .notNull()
      .references(() => productionOrders.id),
    kind: varchar('kind', { length: 300 }).notNull(),
    provider: varchar('provider', { length: 300 }).notNull(),
    value: money('value').notNull(),
    due_date: date('due_date', { mode: 'string' }),
    /** Seconds. */
    total_estimated_production_time: integer('total_estimated_production_time').notNull().default(0),
    observation: text('observation'),
    ...timestamps,
  },
  (t) => [index('external_services_order_idx').on(t.production_order_id)],
);

/**
 * The stock ledger: append-only (a trigger refuses UPDATE and DELETE), one entry per movement, with
 * the balance and the average cost after it (DESIGN §7.4).
 */
export const kardexEntries = pgTable(
  'kardex_entries',
  {
    id: serial('id').primaryKey(),
    supply_id: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    kind: varchar('kind', { length: 10, enum: ['input', 'output'] }).notNull(),
    quantity: money('quantity').notNull(),
    unit_value: money('unit_value').notNull(),
    total: money('total').notNull(),
    /** Stock of the supply after this movement. */
    balance: money('balance').notNull(),
    /** Moving average unit cost after this movement: the stock's value at any date is balance × this. */
    average_cost: money('average_cost').notNull(),
    source_type: varchar('source_type', {
      length: 40,
      enum: ['Supply', 'PurchaseDetail', 'Leftover', 'InventaryDetail', 'SupplyUsed'],
    }).notNull(),
    source_id: integer('source_id').notNull(),
    production_order_id: integer('production_order_id').references(() => productionOrders.id),
    made_on: ts('made_on')
      .notNull()
      .default(sql`now()`),
    created_by: integer('created_by').references(() => users.id),
    created_at: ts('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('kardex_quantity_positive', sql`${t.quantity} > 0`),
    check('kardex_balance_not_negative', sql`${t.balance} >= 0`),
    index('kardex_supply_made_on_idx').on(t.supply_id, t.made_on, t.id),
    index('kardex_made_on_idx').on(t.made_on),
    index('kardex_source_idx').on(t.source_type, t.source_id),
  ],
);

/**
 * Purchases (DESIGN §7.5): always created `approved`; each detail is a kardex input
 * (`PurchaseDetail`, source id = the detail's id) at total / quantity. A detail removed by an edit
 * keeps its row (`removed_at`), so the kardex entries that name it still lead to their purchase.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    company: varchar('company', { length: 120 }),
    invoice_number: varchar('invoice_number', { length: 60 }),
    purchased_at: date('purchased_at', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20, enum: ['approved', 'cancelled'] })
      .notNull()
      .default('approved'),
    observation: varchar('observation', { length: 1048 }),
    total: money('total').notNull().default(0),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: ts('approved_at'),
    cancelled_by: integer('cancelled_by').references(() => users.id),
    cancelled_at: ts('cancelled_at'),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('purchases_created_at_idx').on(t.created_at)],
);

export const purchaseDetails = pgTable(
  'purchase_details',
  {
    id: serial('id').primaryKey(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    supply_id: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    quantity: money('quantity').notNull(),
    total: money('total').notNull(),
    removed_at: ts('removed_at'),
    ...timestamps,
  },
  (t) => [
    check('purchase_details_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_details_total_not_negative', sql`${t.total} >= 0`),
    index('purchase_details_purchase_idx').on(t.purchase_id),
  ],
);

/**
 * Monthly inventories (DESIGN §7.6): one `in_creation` at a time (a partial unique index holds
 * it against simultaneous creations); closing writes an `InventaryDetail` adjustment per counted
 * detail whose count differs from the stock.
 */
export const inventaries = pgTable(
  'inventaries',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: varchar('status', { length: 20, enum: ['in_creation', 'closed'] })
      .notNull()
      .default('in_creation'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    observation: varchar('observation', { length: 1024 }),
    created_by: integer('created_by').references(() => users.id),
    closed_by: integer('closed_by').references(() => users.id),
    closed_at: ts('closed_at'),
    ...timestamps,
  },
  (t) => [
    check('inventaries_month_valid', sql`${t.month} BETWEEN 1 AND 12`),
    uniqueIndex('inventaries_one_in_creation')
      .on(t.status)
      .where(sql`${t.status} = 'in_creation'`),
    index('inventaries_period_idx').on(t.year, t.month),
  ],
);

export const inventaryDetails = pgTable(
  'inventary_details',
  {
    id: serial('id').primaryKey(),
    inventary_id: integer('inventary_id')
      .notNull()
      .references(() => inventaries.id, { onDelete: 'cascade' }),
    supply_id: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    /** The stock the system had: on creation, then the stock the count replaced on closing. */
    supply_quantity: money('supply_quantity').notNull(),
    /** The count; null until counted. */
    quantity: money('quantity'),
    ...timestamps,
  },
  (t) => [
    check('inventary_details_quantity_not_negative', sql`${t.quantity} IS NULL OR ${t.quantity} >= 0`),
    uniqueIndex('inventary_details_supply_unique').on(t.inventary_id, t.supply_id),
  ],
);
