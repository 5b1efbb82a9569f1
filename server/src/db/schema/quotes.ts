import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps, ts } from './columns';
import { timeEstimationRules } from './estimation';
import { users } from './people';
import { machines, productionOrders } from './production';
import { supplies } from './stock';

/**
 * The workshop's settings (DESIGN §12.1): one row, id 1, written by the first `PUT /v1/settings`.
 * No migration inserts it (a restored backup would then carry it twice): until saved, the server
 * reads the domain's DEFAULT_SETTINGS.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    workshop_name: varchar('workshop_name', { length: 160 }),
    standard_hour_rate: money('standard_hour_rate').notNull().default(0),
    quote_valid_days: integer('quote_valid_days').notNull().default(15),
    quote_terms: text('quote_terms'),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('settings_one_row', sql`${t.id} = 1`),
    check('settings_values_valid', sql`${t.standard_hour_rate} >= 0 AND ${t.quote_valid_days} BETWEEN 1 AND 365`),
  ],
);

/**
 * Quotes (DESIGN §12.1, docs/decisions/041): `number` is sequential (max + 1 under a transaction
 * lock, no gaps); `status` is stored draft/sent/accepted/rejected, `expired` is read from
 * `valid_until` by the server's clock. Once converted, `production_order_id` links the order and the
 * quote is read only.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    client: varchar('client', { length: 256 }).notNull(),
    contact: varchar('contact', { length: 256 }),
    reference: varchar('reference', { length: 256 }),
    description: text('description'),
    delivery_day: date('delivery_day', { mode: 'string' }),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20, enum: ['draft', 'sent', 'accepted', 'rejected'] })
      .notNull()
      .default('draft'),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => users.id),
    observation: text('observation'),
    /**
     * The chosen option once accepted. No foreign key: quotes and their options would point at each
     * other, and the backup orders tables by their keys (the service keeps it one of the quote's own).
     */
    accepted_option_id: integer('accepted_option_id'),
    production_order_id: integer('production_order_id').references(() => productionOrders.id),
    converted_by: integer('converted_by').references(() => users.id),
    converted_at: ts('converted_at'),
    /** When it was last sent, and when it was accepted or rejected: insights count by these. */
    sent_at: ts('sent_at'),
    decided_at: ts('decided_at'),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotes_number_unique').on(t.number),
    uniqueIndex('quotes_production_order_unique').on(t.production_order_id),
    index('quotes_created_at_idx').on(t.created_at, t.id),
    index('quotes_seller_created_at_idx').on(t.seller_id, t.created_at),
    // The administrators' Home: accepted quotes not yet converted.
    index('quotes_waiting_conversion_idx')
      .on(t.decided_at)
      .where(sql`${t.status} = 'accepted' AND ${t.production_order_id} IS NULL`),
  ],
);

/**
 * An option (a price break) of a quote: its quantity and either a markup or a typed price. Its
 * costs are recomputed from its planned work, the machines' hour costs, the supplies' average unit
 * values and the standard hour rate in the transaction of every change to it (as order totals are,
 * DESIGN §7.1), so a sent quote keeps the price the client saw.
 */
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    /** The markup asked for (null: 0), ignored while a price is typed. */
    markup_percent: money('markup_percent'),
    /** A price typed by hand; null: cost × (1 + markup / 100). */
    typed_price: money('typed_price'),
    labour_cost: money('labour_cost').notNull().default(0),
    machinery_cost: money('machinery_cost').notNull().default(0),
    supplies_cost: money('supplies_cost').notNull().default(0),
    third_party_cost: money('third_party_cost').notNull().default(0),
    cost_total: money('cost_total').notNull().default(0),
    price: money('price').notNull().default(0),
    unit_price: money('unit_price').notNull().default(0),
    /** Seconds: Σ of the activities' estimates. */
    estimated_total_time: integer('estimated_total_time').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('quote_options_quantity_positive', sql`${t.quantity} > 0`), index('quote_options_quote_idx').on(t.quote_id, t.position)],
);

/** A planned activity of an option: one table for the 17 types, as `activities` (details jsonb). */
export const quoteActivities = pgTable(
  'quote_activities',
  {
    id: serial('id').primaryKey(),
    option_id: integer('option_id')
      .notNull()
      .references(() => quoteOptions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    quantity: money('quantity'),
    observation: text('observation'),
    machine_id: integer('machine_id').references(() => machines.id),
    was_made_by_third: boolean('was_made_by_third').notNull().default(false),
    third: varchar('third', { length: 160 }),
    value: money('value'),
    time_before_production: integer('time_before_production').notNull().default(0),
    estimated_production_time: integer('estimated_production_time').notNull().default(0),
    total_estimated_production_time: integer('total_estimated_production_time').notNull().default(0),
    time_estimation_rule_id: integer('time_estimation_rule_id').references(() => timeEstimationRules.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default({}),
    labour_cost: money('labour_cost').notNull().default(0),
    machinery_cost: money('machinery_cost').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('quote_activities_option_idx').on(t.option_id, t.id)],
);

/** A planned supply: valued at the supply's average unit value when the option was last computed. */
export const quoteSupplies = pgTable(
  'quote_supplies',
  {
    id: serial('id').primaryKey(),
    option_id: integer('option_id')
      .notNull()
      .references(() => quoteOptions.id, { onDelete: 'cascade' }),
    supply_id: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    quantity: money('quantity').notNull(),
    unit_value: money('unit_value').notNull().default(0),
    total_value: money('total_value').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('quote_supplies_quantity_positive', sql`${t.quantity} > 0`), index('quote_supplies_option_idx').on(t.option_id, t.id)],
);

export const quoteExternalServices = pgTable(
  'quote_external_services',
  {
    id: serial('id').primaryKey(),
    option_id: integer('option_id')
      .notNull()
      .references(() => quoteOptions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 300 }).notNull(),
    provider: varchar('provider', { length: 300 }).notNull(),
    value: money('value').notNull(),
    observation: text('observation'),
    ...timestamps,
  },
  (t) => [index('quote_external_services_option_idx').on(t.option_id, t.id)],
);
