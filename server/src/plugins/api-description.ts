import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@tintero/domain';
import { accessOf, documentedAnswers, takesKey, type DescribedRoute } from '../lib/error-answers';
import { withWrappedFields } from '../lib/route-schemas';
import { answerOf } from './responses';

/**
 * The OpenAPI description (`/v1/docs/json`) says what the server answers, so that a client
 * generated from it, or a fuzzer reading it, finds every real answer valid (docs/decisions/029):
 *
 * - every status a route answers: the errors its kind answers (lib/error-answers.ts, derived once)
 *   and what it declares itself (its 2xx, a 409 with its rules' codes, a 429 where throttled);
 * - a route other roles may call answers `anyOf` its roles' answers, one titled branch per distinct
 *   answer ("Administradores", "Operarios y vendedores"): an operator's answer, which lacks the money
 *   an administrator's requires, is valid against the description, and a client reads which is whose;
 * - a 204 declares no body at all;
 * - wrapped bodies show their fields (lib/route-schemas.ts), and a route that says it reads a form
 *   (`schema.consumes`: sign-in) shows both encodings;
 * - every write of a signed-in user declares the optional `Idempotency-Key` header (docs/decisions/046).
 *
 * @fastify/swagger calls `describeOperation` once per route and `describeDocument` once, when the
 * description is first asked for; nothing here runs on a request.
 */

/** In this order: administrators' answer first, the widest. */
const ROLE_TITLES: Record<Role, string> = { administrator: 'Administradores', operator: 'Operarios', seller: 'Vendedores' };

const titleOf = (roles: Role[]) => {
  const names = roles.map((role) => ROLE_TITLES[role]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} y ${names.at(-1)!.toLowerCase()}`;
};

/** The roles that may call a route: administrators always, the others as its access says. */
function rolesOf(route: DescribedRoute): Role[] {
  const access = accessOf(route);
  if (access.public) return [];
  return (Object.keys(ROLE_TITLES) as Role[]).filter((role) => role === 'administrator' || access.roles?.includes(role));
}

/** One answer per distinct schema among the roles', each titled by whose it is; the declared one when all agree. */
export function answerByRole(declared: z.ZodType, roles: Role[]): z.ZodType {
  const byAnswer = new Map<z.ZodType, Role[]>();
  for (const role of roles) {
    const answer = answerOf(declared, role);
    byAnswer.set(answer, [...(byAnswer.get(answer) ?? []), role]);
  }
  if (byAnswer.size <= 1) return declared;
  const branches = [...byAnswer].map(([answer, whose]) => answer.meta({ title: titleOf(whose) }));
  return z.union(branches as [z.ZodType, z.ZodType, ...z.ZodType[]]).describe(declared.description ?? 'Según el rol de quien pregunta');
}

const describeSchemas = withWrappedFields(jsonSchemaTransform);

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as nothing more than the enum (3.0.3's
 * clarification; ajv does so too), so a nullable enum, which zod writes without null, must list it.
 */
function nullInNullableEnums(node: unknown) {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const child of Object.values(node)) nullInNullableEnums(child);
}
type Document = Parameters<typeof jsonSchemaTransform>[0];

/** Every write of a signed-in user takes an `Idempotency-Key` (plugins/idempotency.ts, docs/decisions/046). */
const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Opcional. Una clave única por acción (un UUID): repetida en 24 horas con el mismo cuerpo, responde la primera respuesta sin volver a actuar (encabezado Idempotent-Replayed); con otro cuerpo, 422; mientras la primera se procesa, 409 idempotency_key_in_progress.',
    },
  },
};

/** @fastify/swagger's `transform`: one route's operation. */
export function describeOperation(document: Document) {
  const route = (document as Document & { route?: DescribedRoute }).route ?? { url: document.url, schema: document.schema };
  const schema = document.schema as (Document['schema'] & { hide?: boolean }) | undefined;
  if (!schema || schema.hide) return describeSchemas(document);
  const roles = rolesOf(route);
  const answers = Object.fromEntries(
    Object.entries(documentedAnswers({ ...route, schema })).map(([status, declared]) => [
      status,
      status.startsWith('2') && declared instanceof z.ZodType && !(declared instanceof z.ZodNull)
        ? answerByRole(declared, roles)
        : declared,
    ]),
  );
  const result = describeSchemas({ ...document, schema: { ...schema, response: answers } });
  nullInNullableEnums(result.schema);
  if (takesKey(route)) (result.schema as { headers?: object }).headers = IDEMPOTENCY_HEADER;
  const described = (result.schema as { response?: Record<string, unknown> }).response ?? {};
  for (const [status, declared] of Object.entries(answers)) {
    // `type: 'null'` is how @fastify/swagger leaves an answer's content out: a 204 has no body.
    if (declared instanceof z.ZodNull) described[status] = { type: 'null', description: declared.description ?? 'Sin contenido' };
  }
  return result;
}

/** @fastify/swagger's `transformObject`: the whole description, once its operations are in. */
export const describeDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  return {
    ...openapiObject,
    info: {
      ...openapiObject.info!,
      description: [
        openapiObject.info?.description,
        'Cada operación declara todo lo que responde: sus errores (cuerpo `{ message }`; `code` en un 409, `errors` por campo en un 422) y, donde otros roles pueden llamarla, la respuesta de cada rol como una rama de `anyOf` con su título: los operarios y vendedores nunca reciben campos de dinero.',
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
  };
};
