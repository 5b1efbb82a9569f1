import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, ts, timestamps } from './columns';
import { users } from './people';
import { supplies } from './stock';

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
