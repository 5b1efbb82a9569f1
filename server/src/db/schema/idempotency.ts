import { index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';

/**
 * The `Idempotency-Key`s of writes (DESIGN §12.3, docs/decisions/046; plugins/idempotency.ts): one
 * row per user and key, inserted first in the write's own transaction (so it exists exactly when
 * the write committed), its answer stored once sent. A repeat with the same key answers the stored
 * answer; kept 24 hours, then purged by db/upkeep.ts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request's body: the same key with another body is refused. */
    body_hash: varchar('body_hash', { length: 64 }).notNull(),
    /** The answer's status; null between the write's commit and its answer being stored. */
    status: smallint('status'),
    /** The answer's body as it was sent (JSON text); null for a 204. */
    answer: text('answer'),
    /** On the server's clock (app.now()): the key holds 24 hours from here. */
    created_at: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotency_keys_created_at_idx').on(t.created_at)],
);
