/**
 * What PostgreSQL said when it refused a statement, read the one way: its SQLSTATE and constraint,
 * wherever the driver's error sits (Drizzle wraps it as the `cause` of its own, a pool error may
 * wrap it again). Services turn them into answers (a unique name → 422 on the field, an interval
 * overlap → 409); the retry of `inTransaction` and the backup's command line read them too.
 */
interface DatabaseError {
  code: string;
  constraint?: unknown;
}

/** The driver's error inside `error` or its causes: the first that carries a SQLSTATE. */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (`23505`, `40001`, ...), or undefined when it is none. */
export const pgCode = (error: unknown): string | undefined => databaseErrorOf(error)?.code;

/** The unique index behind a 23505 violation ('' when unnamed), to turn it into a field error. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseErrorOf(error);
  if (found?.code !== '23505') return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}
