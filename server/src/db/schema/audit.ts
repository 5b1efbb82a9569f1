import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * The audit trail (issue 15, docs/decisions/020): who created, changed, cancelled, finished or
 * deleted what, when, from which address, with each field before and after. Written only by the
 * database (row triggers on the audited tables, migration 0013) in the change's own transaction and
 * by the sign-in route; the database refuses UPDATE, DELETE and TRUNCATE on it. No foreign keys:
 * the trail outlives what it names and never blocks a change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at')
      .notNull()
      .default(sql`now()`),
    /** Who acted; null for a failed sign-in and for writes outside a request (seed, migrations). */
    user_id: integer('user_id'),
    ip: text('ip'),
    /** created, updated, deleted, cancelled, finished, closed, disabled, enabled, sign_in, sign_in_failed, locked_out, password_check_failed, sessions_ended (domain AUDIT_ACTIONS). */
    action: varchar('action', { length: 30 }).notNull(),
    /** The resource's route name: `production_orders`, `activities`, `users`. */
    record_type: varchar('record_type', { length: 60 }).notNull(),
    record_id: integer('record_id'),
    /** The record this one belongs to (a purchase detail's purchase): its history shows this event too. */
    parent_type: varchar('parent_type', { length: 60 }),
    parent_id: integer('parent_id'),
    /** `{ field: [before, after] }`; a password only as `[oculto]`. */
    changes: jsonb('changes').notNull().default({}),
    /**
     * The moment the device stated for the action (a shop-floor action tapped offline, DESIGN §12.3,
     * docs/decisions/046): its time came from the device, within the server's bounds; null otherwise.
     */
    device_at: ts('device_at'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_record_idx').on(t.record_type, t.record_id, t.at),
    index('audit_events_parent_idx').on(t.parent_type, t.parent_id, t.at),
    index('audit_events_user_idx').on(t.user_id, t.at),
  ],
);
