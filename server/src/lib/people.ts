import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fullName } from '@tintero/domain';
import { users } from '../db/schema';

/**
 * People appear in answers by name, "first last" (the domain's `fullName`), written here once for
 * SQL and for rows read with a left join. Names are stored trimmed and never empty (the domain's
 * `requiredText`), so SQL joins them with one space as `fullName` does.
 */

/** A person's name in SQL: the columns of `users` (or of an alias of it), or a table alias of raw SQL (`'u'`). */
export function personNameSql(person: { first_name: AnyColumn; last_name: AnyColumn } | string): SQL<string> {
  if (typeof person === 'string') {
    const table = sql.identifier(person);
    return sql<string>`${table}.first_name || ' ' || ${table}.last_name`;
  }
  return sql<string>`${person.first_name} || ' ' || ${person.last_name}`;
}

/**
 * The name of the user a column of `table` names, or null, as a subquery. Both sides are qualified:
 * a single-table select renders its columns unqualified.
 */
export const personNameById = (table: string, column: AnyColumn) =>
  sql<
    string | null
  >`(SELECT ${personNameSql('person')} FROM ${users} person WHERE person.id = ${sql.identifier(table)}.${sql.identifier(column.name)})`;

/** The name of a person read through a left join: null when the row names nobody. */
export const personNameOrNull = (first: string | null, last: string | null): string | null =>
  first === null ? null : fullName({ first_name: first, last_name: last ?? '' });
