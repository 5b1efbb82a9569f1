import type { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDate, messages, queryWhole } from '@tintero/domain';

/**
 * Schemas of path and query parameters (a bad one answers 400 with the field named) and of the
 * wrapped bodies. Every string goes through the domain's `safeString`: no NUL byte or lone
 * surrogate reaches the database from a URL either.
 */

/** A row id in the path or the query string (spec part 1 §2). */
export const queryId = () => queryWhole(1);

/** `{id}` path parameters are integers (spec part 1 §2). */
export const idParams = z.object({ id: queryId() });

/** A date `YYYY-MM-DD` of a query string. */
export const queryDate = () => isoDate();

/** `true`/`false` in a query string. */
export const queryBoolean = z.enum(['true', 'false'], { error: messages.invalid }).transform((value) => value === 'true');

/** The schema each wrapped body's fields are validated with, found from the body (the fuzz test reads it). */
const innerSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A request body wrapped in its resource key (`{ "user": {...} }`, DESIGN §4). The service
 * validates the inside with `inner`, or with the variant of it that who asks or today's date
 * selects, answering 422 with field errors; the API description shows `inner`'s fields.
 */
export const wrappedBody = <K extends string>(key: K, inner: z.ZodType) => {
  // The keys are only looked up, never stored: `inner` keeps its own fields and drops the rest.
  const fields = z.record(z.string(), z.unknown(), { error: messages.notAnObject });
  innerSchemas.set(fields, inner);
  return z.object({ [key]: fields } as Record<K, typeof fields>, { error: messages.http.wrappedBody(key) });
};

/**
 * A body that is the record itself, not wrapped (the shop-floor calls of spec part 2 §7:
 * `{ "quantity_produced": 3 }`): any object passes the route, and the service validates it with
 * `inner` (422 with field errors); the API description shows `inner`'s fields.
 */
export function plainBody(inner: z.ZodType): z.ZodRecord<z.ZodString, z.ZodUnknown>;
/** `optional`: a request may come with no body at all (a start, unless it states its moment; Fastify reads none as null). */
export function plainBody(
  inner: z.ZodType,
  options: { optional: true },
): z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
export function plainBody(inner: z.ZodType, options: { optional?: boolean } = {}) {
  const record = z.record(z.string(), z.unknown(), { error: messages.notAnObject });
  const fields = options.optional ? record.nullish() : record;
  innerSchemas.set(fields, inner);
  return fields;
}

/** The fields' schema of a body made by `plainBody`, if it is one. */
export const plainBodyInner = (body: unknown): z.ZodType | undefined => (body instanceof z.ZodType ? innerSchemas.get(body) : undefined);

/** The wrapper key and the fields' schema of a body made by `wrappedBody`, if it is one. */
export function wrappedBodyParts(body: unknown): { key: string; inner: z.ZodType } | undefined {
  if (!(body instanceof z.ZodObject)) return undefined;
  const entries = Object.entries(body.shape as Record<string, z.ZodType>);
  if (entries.length !== 1) return undefined;
  const [key, fields] = entries[0]!;
  const inner = innerSchemas.get(fields);
  return inner ? { key, inner } : undefined;
}

/** The fields of an inner schema as OpenAPI 3.0 describes them. */
function describeFields(inner: z.ZodType) {
  const { $schema: _dialect, ...described } = z.toJSONSchema(inner, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });
  return described;
}

/**
 * The OpenAPI transform with each wrapped body described by its inner schema's fields rather than
 * as a free-form object. It runs only when the API description is asked for.
 */
export const withWrappedFields =
  (transform: typeof jsonSchemaTransform): typeof jsonSchemaTransform =>
  (document) => {
    const result = transform(document);
    const plain = plainBodyInner(document.schema?.body);
    if (plain) (result.schema as { body?: object }).body = describeFields(plain);
    const parts = wrappedBodyParts(document.schema?.body);
    const body = (result.schema as { body?: { properties?: Record<string, object> } } | undefined)?.body;
    const wrapper = parts ? body?.properties?.[parts.key] : undefined;
    if (parts && body?.properties && wrapper) body.properties[parts.key] = { ...wrapper, ...describeFields(parts.inner) };
    return result;
  };
