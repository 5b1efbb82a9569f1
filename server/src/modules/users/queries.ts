import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { preparedPerDatabase } from '../../lib/prepared';

/**
 * Users as the API reads them: the list by name, one user (plain or locked for a write); writes
 * are in service.ts.
 */

export type UserRow = typeof users.$inferSelect;

/**
 * A user as the API shows it: never the hash or the token version. What each role receives of it
 * is declared by `userResponses` (the hour value, administrators only).
 */
export function presentUser(row: UserRow) {
  const { password_hash: _hash, token_version: _tv, ...user } = row;
  return user;
}

export type PresentedUser = ReturnType<typeof presentUser>;

const byName = [asc(users.first_name), asc(users.last_name), asc(users.id)];

export async function listUsers(db: Database, filter: { enabled?: boolean }) {
  const where = filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled);
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(...byName);
}

const selectUserById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user'),
);

/** The plain read of one user (outside a transaction). */
export async function readUser(db: Database, id: number) {
  const [row] = await selectUserById(db).execute({ id });
  if (!row) throw notFound('El usuario no existe.');
  return row;
}

export async function findUser(db: Executor, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('El usuario no existe.');
  return row;
}
