import { z } from 'zod';
import type { Role } from '@tintero/domain';

/**
 * The error answers of every route (plugins/errors.ts writes them), as the API description shows
 * them and as the tests hold the server to: every body carries a Spanish `message`; a 409 names its
 * rule in `code`, a 422 its fields in `errors`, a 400 what it could not read in `errors` when it can.
 *
 * The statuses every route of a kind answers are derived here, once (docs/decisions/029), and
 * declared in its `schema.response` when it registers (`declareErrorAnswers`); a route declares
 * only what is its own: a 409 with the codes of its rules (`conflictResponse`), a 429 where it is
 * throttled (`tooManyRequestsResponse`).
 */
const message = z.string().describe('Qué pasó, en español');
const fieldMessages = z.record(z.string(), z.array(z.string())).describe('Mensajes por campo');
/** An error answer with only its message, described for the route's description. */
export const errorResponse = (description: string) => z.object({ message }).describe(description);
const errorBody = errorResponse;

/** A route's 409 answer, for `schema.response[409]`: the codes of the rules it may refuse by. */
export const conflictResponse = (...codes: [string, ...string[]]) =>
  z
    .object({ message, code: z.enum(codes).describe('La regla que el estado del registro impide') })
    .describe('El estado del registro no lo permite');

/** A 422 of a route without a body (a stock rule on a delete), for `schema.response[422]`. */
export const validationErrorResponse = (description: string) => z.object({ message, errors: fieldMessages }).describe(description);

/** The 422 of a change of work without a body whose totals would pass their columns (production-orders/costs.ts). */
export const totalsLimitResponse = validationErrorResponse('Los totales de la orden pasarían su límite');

/** A throttled route's 429 answer, for `schema.response[429]` (a `Retry-After` header says when to try again). */
export const tooManyRequestsResponse = errorBody(
  'Demasiados intentos: el encabezado Retry-After dice en cuántos segundos volver a intentar',
);

/** Any error answer: what leaves for an operator when the route declares nothing for its status. */
export const anyErrorBodySchema = z.object({
  message,
  code: z.string().optional(),
  errors: fieldMessages.optional(),
  request_id: z.string().optional(),
});

const ERRORS = {
  400: z.object({ message, errors: fieldMessages.optional() }).describe('Parámetros de la ruta o de la consulta, o cuerpo, ilegibles'),
  401: errorBody('Sin sesión válida: falta el token, venció, fue revocado o el usuario está deshabilitado'),
  403: errorBody('El rol o la persona no puede hacer esto (o el registro no es suyo)'),
  404: errorBody('El registro no existe'),
  413: errorBody('Cuerpo demasiado grande'),
  414: errorBody('Un parámetro de la ruta es demasiado largo'),
  415: errorBody('Tipo de contenido no admitido (JSON o formulario)'),
  422: z.object({ message, errors: fieldMessages }).describe('Datos inválidos: mensajes por campo'),
} as const;

/** What the description and the response checks need of a route (Fastify's RouteOptions fits). */
export interface DescribedRoute {
  url: string;
  method?: string | string[];
  config?: unknown;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown; hide?: boolean };
}

interface Access {
  public?: boolean;
  roles?: readonly Role[];
}

export const accessOf = (route: DescribedRoute): Access => (route.config as { access?: Access } | undefined)?.access ?? {};

/**
 * The error statuses a route answers by its kind: 401 unless public; 403 unless public or open to
 * every role without a record in its path (roles refused, someone else's record, an order operators
 * may not see); 400, 404 and 414 (a parameter longer than Fastify reads) with path parameters; 400
 * and 422 with a query string (checked by the route: 400, or by the handler: 422 on the field), and
 * 404 when it names a record (`supply_id`); 400, 413, 415 and 422 with a body.
 */
export function genericErrorAnswers(route: DescribedRoute): Record<number, z.ZodType> {
  if (!route.url.startsWith('/v1/')) return {};
  const access = accessOf(route);
  const schema = route.schema ?? {};
  const hasParams = route.url.includes('/:');
  const everyRole = (['operator', 'seller'] as const).every((role) => access.roles?.includes(role));
  const statuses: (keyof typeof ERRORS)[] = [];
  if (!access.public) statuses.push(401);
  if (!access.public && !(everyRole && !hasParams)) statuses.push(403);
  if (hasParams || schema.querystring || schema.body) statuses.push(400);
  if (hasParams) statuses.push(404, 414);
  else if (namesRecordInQuery(schema.querystring)) statuses.push(404);
  if (schema.body) statuses.push(413, 415);
  if (schema.body || schema.querystring) statuses.push(422);
  return Object.fromEntries(statuses.map((status) => [status, ERRORS[status]]));
}

/** A query string that points at a record (`supply_id`): an unknown one is a 404 like a path's. */
const namesRecordInQuery = (querystring: unknown) =>
  querystring instanceof z.ZodObject && Object.keys(querystring.shape).some((name) => name.endsWith('_id'));

/** Every answer a route documents, by status: the generic errors, then what the route declares itself. */
export function documentedAnswers(route: DescribedRoute): Record<string, unknown> {
  const answers = { ...genericErrorAnswers(route), ...((route.schema?.response ?? {}) as Record<string, unknown>) };
  return takesKey(route) ? { ...answers, ...idempotencyAnswers(answers) } : answers;
}

/** A write of a signed-in user under /v1: it takes an `Idempotency-Key` (plugins/idempotency.ts). */
export const takesKey = (route: DescribedRoute) =>
  !accessOf(route).public &&
  route.url.startsWith('/v1/') &&
  [route.method ?? []].flat().some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()));

const IN_PROGRESS_CODE = 'idempotency_key_in_progress';

/**
 * What the `Idempotency-Key` adds to a write's answers (docs/decisions/046): a 422 on the header
 * (malformed, or used on another request) where the route had none, and its 409 code beside the
 * route's own rules.
 */
function idempotencyAnswers(answers: Record<string, unknown>): Record<number, z.ZodType> {
  const declared = answers[409];
  const code = declared instanceof z.ZodObject ? (declared.shape as { code?: unknown }).code : undefined;
  const codes = code instanceof z.ZodEnum ? (code.options as string[]) : [];
  const conflicts = codes.includes(IN_PROGRESS_CODE)
    ? declared
    : codes.length > 0
      ? conflictResponse(codes[0]!, ...codes.slice(1), IN_PROGRESS_CODE)
      : conflictResponse(IN_PROGRESS_CODE);
  return { 409: conflicts as z.ZodType, 422: (answers[422] as z.ZodType | undefined) ?? ERRORS[422] };
}

/**
 * The one way a route's errors are declared: an `onRoute` hook (plugins/responses.ts) writes every
 * answer `documentedAnswers` lists into the route's `schema.response` before Fastify compiles it, so
 * each error body leaves through its schema's serializer like a 2xx (a 422's `errors`, a 409's
 * `code`, nothing undeclared) and is checked by zod in tests, and the description shows the same.
 * A route still writes only its own (409, 429); routes outside /v1 and hidden ones are left alone.
 */
export function declareErrorAnswers(route: DescribedRoute) {
  if (!route.url.startsWith('/v1/') || route.schema?.hide) return;
  const response = documentedAnswers(route);
  if (Object.keys(response).length === 0) return;
  if (route.schema) route.schema.response = response;
  else route.schema = { response };
}
