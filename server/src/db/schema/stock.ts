import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { naturalOrderOf, plainKeyOf } from '../../lib/search';
import { money, ts, timestamps } from './columns';
import { users } from './people';
import { productionOrders } from './production';

/** Supplies: `unit_value` is the moving average cost; `quantity` the stock, never negative (DESIGN §7.4). */
export const supplies = pgTable(
  'supplies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /**
     * The name lowercased and without accents (lib/search.ts plainKey), stored so that the list's
     * sort and search read an index instead of computing it on every row (issue 14).
     */
    name_key: text('name_key').notNull().generatedAlwaysAs(plainKeyOf('name')),
    /** The same key in natural order (lib/search.ts naturalOrderOf): what the list sorts names by. */
    name_order: text('name_order').notNull().generatedAlwaysAs(naturalOrderOf('name')),
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
    // The list's name order (byte order, as on PGlite) and prefix searches: lib/search nameOrder.
    index('supplies_name_key_idx').on(sql`${t.name_key} COLLATE "C"`, t.id),
    // The name sort (natural order): the list's pages, the export's batches and the autocomplete.
    index('supplies_name_order_idx').on(sql`${t.name_order} COLLATE "C"`, t.id),
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
