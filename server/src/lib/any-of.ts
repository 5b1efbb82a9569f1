import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = ANY($1::int[])`: a list of ids sent as ONE bind parameter, an array. Drizzle's
 * `inArray(column, ids)` sends one parameter per id, and PostgreSQL's protocol refuses more than
 * 65 535 of them ("bind message has N parameter formats but 0 parameters"), so any list whose
 * length grows with the data goes through here. An empty list matches nothing.
 */
export function anyOf(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${sql.param([...ids])}::int[])`;
}
