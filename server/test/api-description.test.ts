import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, tokenFor, withAdministrator } from './helpers';
import { publishedDescription, type PublishedDescription } from './published-description';

/**
 * What the published OpenAPI description (/v1/docs/json) says, read as an outside client reads it
 * (issue 20 item 9; docs/decisions/029). The authorization matrix and the fuzz check every answer
 * against it; these are the cases the outside probe named.
 */
const session = withAdministrator();

let operator = '';
let description: PublishedDescription;
beforeAll(async () => {
  const user = await createUser(session.app, session.admin);
  operator = await tokenFor(session.app, user.username, user.password);
  description = await publishedDescription(session.app, session.admin);
});

const responsesOf = (method: string, url: string) => description.operationOf(method, url)!.responses;

describe('each role’s answer', () => {
  it('an operator’s machine, without its hour cost, is valid against the description; so is an administrator’s (sellers read the operators’ answer)', async () => {
    const created = await session.app.inject({
      method: 'POST',
      url: '/v1/machines',
      headers: bearer(session.admin),
      payload: { machine: { name: 'Guillotina', hour_cost: 30_000 } },
    });
    const url = `/v1/machines/${created.json().id}`;
    for (const token of [operator, session.admin]) {
      const answer = await session.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
      expect(description.mismatch('GET', '/v1/machines/:id', answer)).toBeUndefined();
    }
    const schema = responsesOf('GET', '/v1/machines/:id')['200']!.content!['application/json']!.schema as { anyOf: { title: string }[] };
    expect(schema.anyOf.map((branch) => branch.title)).toEqual(['Administradores', 'Operarios y vendedores']);
  });

  it('an operator’s own user, without the hour value, is valid against the description', async () => {
    const me = JSON.parse(Buffer.from(operator.split('.')[1]!, 'base64url').toString()) as { id: number };
    const answer = await session.app.inject({ method: 'GET', url: `/v1/users/${me.id}`, headers: bearer(operator) });
    expect(answer.json()).not.toHaveProperty('hour_value');
    expect(description.mismatch('GET', '/v1/users/:id', answer)).toBeUndefined();
  });
});

describe('every status', () => {
  it('a purchase’s edit documents its 409s with their codes, and the generic errors', () => {
    const responses = responsesOf('PUT', '/v1/purchases/:id');
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415', '422']);
    const conflict = responses['409']!.content!['application/json']!.schema as { properties: { code: { enum: string[] } } };
    // The last: a write whose Idempotency-Key is under way in another request (docs/decisions/046).
    expect(conflict.properties.code.enum).toEqual(['edit_window_closed', 'purchase_cancelled', 'idempotency_key_in_progress']);
  });

  it('every operation but the public ones documents 401; a delete’s 204 has no body', () => {
    const withoutToken = description.operations.filter((operation) => !operation.responses['401']).map((op) => `${op.method} ${op.path}`);
    expect(withoutToken.filter((name) => !name.startsWith('GET /v1/docs'))).toEqual(['GET /v1/health']);
    expect(responsesOf('DELETE', '/v1/machines/:id')['204']).toEqual({ description: 'Sin contenido' });
  });

  it('a refused and an unauthenticated answer are valid against the description', async () => {
    const refused = await session.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(operator) });
    expect(refused.statusCode).toBe(403);
    expect(description.mismatch('GET', '/v1/users', refused)).toBeUndefined();
    const anonymous = await session.app.inject({ method: 'GET', url: '/v1/users' });
    expect(description.mismatch('GET', '/v1/users', anonymous)).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('is documented in both encodings it reads, and answers each as documented', async () => {
    const content = description.operationOf('POST', '/v1/sign_in')!.requestBody!.content;
    expect(Object.keys(content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const form = await session.app.inject({
      method: 'POST',
      url: '/v1/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `auth[username]=admin&auth[password]=${ADMIN_PASSWORD}`,
    });
    expect(form.statusCode).toBe(200);
    expect(description.mismatch('POST', '/v1/sign_in', form)).toBeUndefined();
    const wrong = await session.app.inject({
      method: 'POST',
      url: '/v1/sign_in',
      payload: { auth: { username: 'admin', password: 'no' } },
    });
    expect(wrong.statusCode).toBe(401);
    expect(description.mismatch('POST', '/v1/sign_in', wrong)).toBeUndefined();
  });
});
