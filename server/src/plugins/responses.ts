import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { monetaryFields, type ResponsesByRole, type Role } from '@tintero/domain';
import { anyErrorBodySchema, declareErrorAnswers, documentedAnswers } from '../lib/error-answers';

/**
 * Every answer is written from its declared schema (DESIGN §4, §5), in one place:
 *
 * - a route declares its 2xx answers in `schema.response` (zod schemas from `@tintero/domain`), which
 *   the OpenAPI description at /v1/docs shows; `byRole({ administrator, operator, seller })` adds the
 *   narrower answer of each other role that may call it (no money); the errors its kind answers are
 *   added to it when it registers (`declareErrorAnswers`), so error bodies are written the same way;
 * - each schema is compiled once into Fastify's fast serializer (fast-json-stringify, from the JSON
 *   Schema zod generates), which writes only the declared fields: a field that is not declared never
 *   leaves the server, whatever a service returns;
 * - on a route other roles may call, the caller's role picks the serializer of its variant;
 *   administrators (and public routes) get the declared one;
 * - the server refuses to start when a route other roles may call declares no answer, or when an
 *   operator's or a seller's answer declares a monetary field;
 * - with `check` (the tests), every answer is also validated by its zod schema, and the full answer
 *   must be exactly what the service returned (no undeclared field dropped, no value coerced), so a
 *   service and its schema cannot drift apart unnoticed. Zod is kept out of production: the compiled
 *   serializer is several times faster than checking and `JSON.stringify`.
 *
 * Handlers return the full answer and never look at the role to shape it.
 */

type OtherRole = Exclude<Role, 'administrator'>;
type Serializer = (payload: unknown) => string;

const variantsOf = new WeakMap<z.ZodType, Partial<Record<OtherRole, z.ZodType>>>();

/**
 * A route's answer per role, for `schema.response`: administrators' is the declared one, the
 * others' are looked up when the route is registered. Roles a route admits without their own
 * variant get the administrators' answer, which must then carry no money.
 */
export function byRole<Full extends z.ZodType>(variants: ResponsesByRole<Full>): Full {
  // A copy (the same schema may be declared elsewhere alone, or with other variants) that tells
  // the OpenAPI reader what the other roles do not get.
  const declared = variants.administrator.describe(describeVariants(variants)) as Full;
  variantsOf.set(declared, { operator: variants.operator, seller: variants.seller });
  return declared;
}

/** The fields a JSON Schema declares, as paths (`data[].unit_value`). */
function fieldPaths(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const own = Object.entries(node.properties ?? {}).flatMap(([name, field]) => {
    const where = path ? `${path}.${name}` : name;
    return [where, ...fieldPaths(field, where)];
  });
  return [
    ...own,
    ...fieldPaths(node.items, path ? `${path}[]` : path),
    ...(node.anyOf ?? []).flatMap((branch) => fieldPaths(branch, path)),
  ];
}

const ROLE_NAMES: Record<OtherRole, string> = { operator: 'Operarios', seller: 'Vendedores' };

/** "Administradores: todos los campos. Operarios: sin hour_cost." */
function describeVariants(variants: ResponsesByRole): string {
  const full = fieldPaths(jsonSchemaOf(variants.administrator));
  const lines = (Object.keys(ROLE_NAMES) as OtherRole[]).flatMap((role) => {
    const variant = variants[role];
    if (!variant) return [];
    const kept = new Set(fieldPaths(jsonSchemaOf(variant)));
    const dropped = full.filter((field) => !kept.has(field));
    return [`${ROLE_NAMES[role]}: ${dropped.length > 0 ? `sin ${dropped.join(', ')}` : 'la misma respuesta'}.`];
  });
  return ['Administradores: todos los campos.', ...lines].join(' ');
}

/** The schema each role gets from a declared answer (the tests walk them). */
export function answerOf(declared: z.ZodType, role: Role): z.ZodType {
  return role === 'administrator' ? declared : (variantsOf.get(declared)?.[role] ?? declared);
}

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' });
const jsonSchemas = new WeakMap<z.ZodType, ReturnType<typeof toJsonSchema>>();
/**
 * The JSON Schema the serializer is compiled from (OpenAPI 3.0 flavour: `nullable`, which it reads
 * fast), made once per schema: the same schemas (error bodies, shared rows) are declared on many routes.
 * Callers must not change it.
 */
export function jsonSchemaOf(schema: z.ZodType) {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = toJsonSchema(schema);
    jsonSchemas.set(schema, json);
  }
  return json;
}

const compiled = new Map<string, Serializer>();
/** The compiled serializer of a schema, as production writes its answers (the bench measures it too). */
export function fastSerializer(schema: z.ZodType): Serializer {
  if (schema instanceof z.ZodDiscriminatedUnion) return byDiscriminator(schema);
  const json = JSON.stringify(jsonSchemaOf(schema));
  let serializer = compiled.get(json);
  if (!serializer) {
    serializer = fastJson(JSON.parse(json) as Parameters<typeof fastJson>[0]) as Serializer;
    compiled.set(json, serializer);
  }
  return serializer;
}

/**
 * One of several shapes chosen by a field (an activity by its `type`): the serializer of the shape
 * the answer names. A JSON Schema `anyOf` would have fast-json-stringify try each shape in turn, and
 * refuse an answer whose full form carries fields a narrower shape drops.
 */
function byDiscriminator(union: z.ZodDiscriminatedUnion): Serializer {
  const key = union._zod.def.discriminator;
  const byValue = new Map<unknown, Serializer>();
  for (const option of union.options as z.ZodObject[]) {
    const serialize = fastSerializer(option);
    for (const value of (option.shape[key] as z.ZodLiteral).values) byValue.set(value, serialize);
  }
  return (payload) => {
    const value = (payload as Record<string, unknown> | null)?.[key];
    const serialize = byValue.get(value);
    if (!serialize) throw new Error(`No answer is declared for ${key} = ${JSON.stringify(value)}`);
    return serialize(payload);
  };
}

/** The first place where two JSON values differ, as a path. */
function firstDifference(written: unknown, expected: unknown, path = '$'): string | undefined {
  if (isDeepStrictEqual(written, expected)) return undefined;
  if (typeof written !== 'object' || typeof expected !== 'object' || written === null || expected === null) {
    return `${path}: ${JSON.stringify(written)} instead of ${JSON.stringify(expected)}`;
  }
  const keys = new Set([...Object.keys(written), ...Object.keys(expected)]);
  for (const key of keys) {
    const a = (written as Record<string, unknown>)[key];
    const b = (expected as Record<string, unknown>)[key];
    if (a === undefined) return `${path}.${key} is not declared in the answer's schema`;
    const difference = firstDifference(a, b, `${path}.${key}`);
    if (difference) return difference;
  }
  return path;
}

class ResponseMismatch extends Error {
  /** A 500 whatever status the answer was about to have (it may be an error answer that drifted). */
  readonly statusCode = 500;
  constructor(route: string, detail: string) {
    super(`The answer of ${route} does not match its schema: ${detail}`);
  }
}

/**
 * A serializer compiled on its first answer, not when its route registers: compiling the ~200
 * routes' answers took most of the server's start (DESIGN §10: it answers within 1 s of start).
 * Compiling them all right after listening instead left some 500 MB of garbage beside the
 * database opening, which doubled the start's peak memory; a route's first answer pays a few
 * milliseconds once.
 */
function lazySerializer(schema: z.ZodType): Serializer {
  let serialize: Serializer | undefined;
  return (payload) => (serialize ??= fastSerializer(schema))(payload);
}

/** The serializer of one answer; with `check`, also zod's verdict (`full`: the whole answer, nothing dropped). */
function serializerFor(schema: z.ZodType, options: { check: boolean; route: string; full: boolean }): Serializer {
  if (!options.check) return lazySerializer(schema);
  const serialize = fastSerializer(schema);
  return (payload) => {
    const parsed = schema.safeParse(payload);
    const failure = parsed.success
      ? firstDifference(JSON.parse(serialize(payload)), JSON.parse(JSON.stringify(options.full ? payload : parsed.data)))
      : z.prettifyError(parsed.error);
    if (failure) {
      const error = new ResponseMismatch(options.route, failure);
      console.error(error.message);
      throw error;
    }
    return serialize(payload);
  };
}

/** The fields of an error answer, and nothing else (an undeclared error to a role that is not an administrator). */
const errorSerializer = fastSerializer(anyErrorBodySchema);

/** The zod schemas of a content-typed answer (`{ content: { 'text/event-stream': { schema } } }`). */
function contentSchemasOf(declared: unknown): z.ZodType[] {
  const content = (declared as { content?: Record<string, { schema?: unknown }> } | null)?.content ?? {};
  return Object.values(content)
    .map((media) => media.schema)
    .filter((schema): schema is z.ZodType => schema instanceof z.ZodType);
}

/** The server refuses to start when a role that is not an administrator would be sent money. */
function refuseMoney(route: string, role: OtherRole, schemas: z.ZodType[]) {
  const money = schemas.flatMap((schema) => monetaryFields(jsonSchemaOf(schema)));
  if (money.length > 0) throw new Error(`${route} would answer ${role}s money (${money.join(', ')}): declare their variant with byRole()`);
}

/**
 * Under check (the tests): an answer whose status the route's description does not declare fails
 * the test that caused it (a 500 naming the route and the status), as an undeclared field does.
 */
function checkDocumentedStatuses(route: RouteOptions) {
  if (!route.url.startsWith('/v1/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
  const documented = new Set(Object.keys(documentedAnswers(route)).map(Number));
  const name = `${String(route.method)} ${route.url}`;
  const checkStatus = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    if (status < 500 && !documented.has(status)) {
      const error = new ResponseMismatch(name, `status ${status} is not declared in its description (${JSON.stringify(payload)})`);
      console.error(error.message);
      throw error;
    }
    return payload;
  };
  route.preSerialization = [checkStatus, ...hooksOf(route.preSerialization)] as RouteOptions['preSerialization'];
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export const responsesPlugin = fp(
  async (app: FastifyInstance, options: { check: boolean }) => {
    const { check } = options;

    // The declared answer of every route and status: administrators', and everyone's on public routes.
    app.setSerializerCompiler(({ schema, method, url }) => {
      if (schema instanceof z.ZodType) return serializerFor(schema, { check, route: `${method} ${url}`, full: true });
      return fastJson(schema as Parameters<typeof fastJson>[0]) as Serializer;
    });

    // Every error a route answers is declared in its schema.response (lib/error-answers.ts), first:
    // Fastify then writes an error body through its schema's serializer too, and the hooks below see it.
    app.addHook('onRoute', (route: RouteOptions) => declareErrorAnswers(route));

    // Under check, an answer's status must be one the route's description declares (docs/decisions/029).
    if (check) app.addHook('onRoute', (route: RouteOptions) => checkDocumentedStatuses(route));

    // Routes other roles may call: the caller's role picks its answer.
    app.addHook('onRoute', (route: RouteOptions) => {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      const roles = (route.config?.access?.roles ?? []).filter((role): role is OtherRole => role !== 'administrator');
      if (roles.length === 0) return;
      const name = `${String(route.method)} ${route.url}`;
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
        throw new Error(`${name} opens itself to ${roles.join(', ')} but declares no answer: give it schema.response (ARCHITECTURE.md)`);
      }
      const paidRoles = new Set(route.config?.access?.money ?? []);
      const byStatus = new Map<number, Partial<Record<OtherRole, Serializer>>>();
      for (const [status, declared] of Object.entries(responses)) {
        if (!(declared instanceof z.ZodType)) {
          // A file or a stream (content-typed answer) is never serialized, but what it carries is
          // declared (the work events' data): it must carry no money either.
          for (const role of roles) if (!paidRoles.has(role)) refuseMoney(name, role, contentSchemasOf(declared));
          continue;
        }
        const serializers: Partial<Record<OtherRole, Serializer>> = {};
        for (const role of roles) {
          const schema = answerOf(declared, role);
          if (!paidRoles.has(role)) refuseMoney(name, role, [schema]);
          serializers[role] = serializerFor(schema, { check, route: `${name} (${role})`, full: schema === declared });
        }
        byStatus.set(Number(status), serializers);
      }
      const pickByRole = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const role = request.currentUser?.role;
        if (!role || role === 'administrator') return payload;
        const declared = byStatus.get(reply.statusCode)?.[role];
        // Fail closed: an error the route does not declare leaves with an error's fields only, and
        // any other answer it does not declare is never written for this role (a 500 instead).
        if (!declared && reply.statusCode < 400) throw new Error(`${name} answered ${reply.statusCode} to a ${role}, undeclared for them`);
        reply.serializer(declared ?? errorSerializer);
        return payload;
      };
      route.preSerialization = [...hooksOf(route.preSerialization), pickByRole] as RouteOptions['preSerialization'];
    });
  },
  { name: 'responses' },
);
