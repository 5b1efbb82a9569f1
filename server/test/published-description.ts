import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { App } from '../src/app';
import { bearer } from './helpers';

/**
 * The OpenAPI description the server publishes at `/v1/docs/json`, as an outside client reads it:
 * fetched over HTTP with an administrator's token, and every answer checked against it with ajv
 * (not against the server's own zod schemas): its status must be documented for the operation,
 * and its body valid against what that status documents (docs/decisions/029).
 */
export interface Operation {
  method: string;
  /** The OpenAPI path, `/v1/users/{id}`. */
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
export type Schema = Record<string, unknown>;

export interface PublishedDescription {
  document: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  operations: Operation[];
  operationOf: (method: string, url: string) => Operation | undefined;
  /** Why an answer does not match the description, or undefined when it does. */
  mismatch: (method: string, url: string, answer: Answer) => string | undefined;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

// ajv-formats is CommonJS with a default export; under NodeNext resolution it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** `/v1/users/:id` (Fastify) → `/v1/users/{id}` (OpenAPI). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

export async function publishedDescription(app: App, administratorToken: string): Promise<PublishedDescription> {
  const response = await app.inject({ method: 'GET', url: '/v1/docs/json', headers: bearer(administratorToken) });
  if (response.statusCode !== 200) throw new Error(`/v1/docs/json answered ${response.statusCode}`);
  const document = response.json() as PublishedDescription['document'];
  // OpenAPI 3.0 schemas: `nullable` is ajv's own OpenAPI keyword; other annotations are not keywords.
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Schema) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  const operationOf = (method: string, url: string) => operations.find((op) => op.method === method && op.path === openApiPath(url));

  const mismatch = (method: string, url: string, answer: Answer): string | undefined => {
    const operation = operationOf(method, url);
    const where = `${method} ${openApiPath(url)}`;
    if (!operation) return `${where} is not in the description`;
    const documented = operation.responses[String(answer.statusCode)];
    if (!documented) {
      return `${where} answered ${answer.statusCode}, not documented (documented: ${Object.keys(operation.responses).join(', ')}): ${answer.body.slice(0, 300)}`;
    }
    if (!documented.content)
      return answer.body === '' ? undefined : `${where} ${answer.statusCode} documents no body but sent ${answer.body.slice(0, 100)}`;
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = documented.content[type];
    if (!media)
      return `${where} ${answer.statusCode} answered ${type || 'no content type'}, documented: ${Object.keys(documented.content).join(', ')}`;
    if (type !== 'application/json') return undefined;
    const validate = validatorOf(`${where} ${answer.statusCode}`, media.schema);
    if (validate(JSON.parse(answer.body))) return undefined;
    return `${where} ${answer.statusCode}: ${ajv.errorsText(validate.errors?.slice(0, 5))}; body ${answer.body.slice(0, 300)}`;
  };
  return { document, operations, operationOf, mismatch };
}
