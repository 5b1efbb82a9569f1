import type { Database } from '../db/client';

/**
 * A statement prepared once per database handle, for hot read paths: it is neither rebuilt by the
 * query builder nor re-planned by PostgreSQL on each request. (Tests open several databases, so
 * the statement is kept per handle.) Only for reads outside a transaction: a transaction has its
 * own handle.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
