import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Keys whose values never reach the log, wherever they appear: credentials and tokens. Pino
 * replaces them in request headers, bodies and any object logged beside a message.
 */
const SECRET_KEYS = ['password', 'password_confirmation', 'current_password', 'password_hash', 'authorization', 'jwt', 'token'];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** What a database error may say in the log: where and why it failed, never the values it carried. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/**
 * Errors as the log shows them. A failed query (DrizzleQueryError) carries its parameters in its
 * message and stack (`params: $argon2id$...`): only the SQL text (placeholders, no values), the SQL
 * state and the database's own fields are kept. The driver's `detail` and `where` are dropped:
 * they repeat the row's values (`Key (username)=(ana)`).
 */
export function serializeError(error: unknown): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as (Error & Record<string, unknown>) | undefined;
    const database = Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((key) => cause?.[key] !== undefined).map((key) => [key, cause?.[key]]),
    );
    const firstStackFrame = error.stack?.indexOf('\n    at ') ?? -1;
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${error.query}${cause?.message ? ` (${cause.message})` : ''}`,
      sqlState: cause?.code,
      ...database,
      stack: firstStackFrame >= 0 ? error.stack?.slice(firstStackFrame + 1) : undefined,
    };
  }
  const logged: LoggedError = { type: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) logged.cause = serializeError(error.cause);
  return logged;
}

/** The logger options every app gets: credentials redacted, errors serialized without values. */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: {
      ...(base as { serializers?: object }).serializers,
      err: serializeError as (error: Error) => LoggedError & { stack: string },
    },
  };
}

/**
 * Request logging (issue 14: a line per request cost 20–30 % of light-read throughput at
 * LOG_LEVEL=info): Fastify's two lines per request are off (`disableRequestLogging`); instead one
 * compact line per answer, at debug level (LOG_LEVEL=debug shows every request), and at error level
 * whatever the level for a 5xx. Failed requests' errors are logged by plugins/errors.ts as before.
 * The health check's 503 while the database opens is no failure: a supervisor polls it at start.
 */
export function logResponses(app: FastifyInstance): void {
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const failed = status >= 500 && !(status === 503 && request.url.startsWith('/v1/health'));
    if (failed || everyRequest) {
      const line = { method: request.method, url: request.url, statusCode: status, ms: Math.round(reply.elapsedTime) };
      if (failed) request.log.error(line, 'respuesta');
      else request.log.debug(line, 'respuesta');
    }
    done();
  });
}
