import Fastify, { type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneyAmount, type Role } from '@tintero/domain';
import type { CurrentUser } from '../src/plugins/auth';
import { byRole, responsesPlugin } from '../src/plugins/responses';

/** The one way answers are written (plugins/responses.ts), on a bare Fastify app. */
const full = z.object({ id: z.int(), name: z.string(), price: moneyAmount() });
const priced = byRole({ administrator: full, operator: full.omit({ price: true }) });
const OPERATORS = { access: { roles: ['operator'] as Role[] } };

async function appWith(check: boolean, answer: () => unknown, declare: (app: ReturnType<typeof Fastify>) => void = () => undefined) {
  const app = Fastify();
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
  app.addHook('onRequest', async (request) => {
    request.currentUser = { id: 1, role: request.headers['x-role'] as Role, first_name: 'A', last_name: 'B' };
  });
  await app.register(responsesPlugin, { check });
  app.get('/thing', { config: OPERATORS, schema: { response: { 200: priced } } }, async () => answer());
  declare(app);
  await app.ready();
  return app;
}
const ask = async (app: ReturnType<typeof Fastify>, role: Role) => app.inject({ url: '/thing', headers: { 'x-role': role } });

describe('answers', () => {
  it('carry only the declared fields, picked by the caller’s role', async () => {
    const app = await appWith(false, () => ({ id: 1, name: 'Tinta', price: 5, secret: 'x' }));
    expect((await ask(app, 'administrator')).json()).toEqual({ id: 1, name: 'Tinta', price: 5 });
    expect((await ask(app, 'operator')).json()).toEqual({ id: 1, name: 'Tinta' });
    await app.close();
  });

  it('under check, an answer that drifts from its schema fails (a field not declared, a string for a number)', async () => {
    const extra = await appWith(true, () => ({ id: 1, name: 'Tinta', price: 5, secret: 'x' }));
    expect((await ask(extra, 'administrator')).statusCode).toBe(500);
    await extra.close();
    const wrongType = await appWith(true, () => ({ id: '1', name: 'Tinta', price: 5 }));
    expect((await ask(wrongType, 'operator')).statusCode).toBe(500);
    expect((await ask(wrongType, 'administrator')).statusCode).toBe(500);
    await wrongType.close();
    const right = await appWith(true, () => ({ id: 1, name: 'Tinta', price: 5 }));
    expect((await ask(right, 'operator')).json()).toEqual({ id: 1, name: 'Tinta' });
    await right.close();
  });

  it('the server refuses to start with money declared to operators, or with no answer declared to them', async () => {
    await expect(
      appWith(
        false,
        () => null,
        (app) => app.get('/priced', { config: OPERATORS, schema: { response: { 200: full } } }, async () => null),
      ),
    ).rejects.toThrow(/money \(price\)/);
    await expect(
      appWith(
        false,
        () => null,
        (app) => app.get('/bare', { config: OPERATORS }, async () => null),
      ),
    ).rejects.toThrow(/declares no answer/);
  });

  it('error bodies are declared on every /v1 route and leave through their schema: a 404 carries no undeclared field', async () => {
    let declared: Record<string, unknown> = {};
    const app = await appWith(
      false,
      () => null,
      (app) => {
        app.addHook('onRoute', (route: RouteOptions) => {
          if (route.method === 'GET' && route.url === '/v1/things/:id')
            declared = (route.schema?.response ?? {}) as Record<string, unknown>;
        });
        app.get(
          '/v1/things/:id',
          { config: OPERATORS, schema: { response: { 200: priced } } },
          async (_request: FastifyRequest, reply: FastifyReply) => reply.status(404).send({ message: 'No existe', secret: 'x' }),
        );
      },
    );
    expect(Object.keys(declared)).toEqual(['200', '400', '401', '403', '404', '414']);
    for (const role of ['administrator', 'operator'] as const) {
      const answer = await app.inject({ url: '/v1/things/1', headers: { 'x-role': role } });
      expect([answer.statusCode, answer.json()]).toEqual([404, { message: 'No existe' }]);
    }
    await app.close();
  });

  it('an answer of several shapes is written by the shape its discriminator names', async () => {
    const shapes = z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), a: z.int() }),
      z.object({ type: z.literal('b'), b: z.int() }),
    ]);
    const union = Fastify();
    await union.register(responsesPlugin, { check: false });
    union.get('/b', { schema: { response: { 200: shapes } } }, async () => ({ type: 'b', a: 1, b: 2 }));
    expect((await union.inject({ url: '/b' })).json()).toEqual({ type: 'b', b: 2 });
    await union.close();
  });

  it('the server refuses to start when an event stream would carry money to operators (issue 20 item 10e)', async () => {
    const stream = { 200: { content: { 'text/event-stream': { schema: full } } } };
    await expect(
      appWith(
        false,
        () => null,
        (app) => app.get('/stream', { config: OPERATORS, schema: { response: stream } }, async () => null),
      ),
    ).rejects.toThrow(/GET \/stream would answer operators money \(price\)/);
  });

  it('fails closed for an operator on a status the route does not declare (issue 20 item 10d)', async () => {
    // A 2xx not declared: never written unfiltered, a 500 instead.
    const created = await appWith(
      false,
      () => null,
      (app) =>
        app.post(
          '/created',
          { config: OPERATORS, schema: { response: { 200: priced } } },
          async (_request: FastifyRequest, reply: FastifyReply) => reply.status(201).send({ id: 1, name: 'Tinta', price: 5 }),
        ),
    );
    const answer = await created.inject({ method: 'POST', url: '/created', headers: { 'x-role': 'operator' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('price');
    // An error not declared: only an error's fields leave.
    const failing = await appWith(
      false,
      () => null,
      (app) =>
        app.get(
          '/failing',
          { config: OPERATORS, schema: { response: { 200: priced } } },
          async (_request: FastifyRequest, reply: FastifyReply) => reply.status(418).send({ message: 'No', price: 5, id: 1 }),
        ),
    );
    const refused = await failing.inject({ url: '/failing', headers: { 'x-role': 'operator' } });
    expect(refused.statusCode).toBe(418);
    expect(refused.json()).toEqual({ message: 'No' });
    await created.close();
    await failing.close();
  });

  it('under check, a status the route does not document fails (a 500 naming it)', async () => {
    const app = await appWith(
      true,
      () => null,
      (declare) =>
        declare.get('/v1/thing/:id', { schema: { response: { 200: full } } }, async (_request: FastifyRequest, reply: FastifyReply) =>
          reply.status(409).send({ message: 'No', code: 'x' }),
        ),
    );
    const answer = await app.inject({ url: '/v1/thing/1' });
    expect(answer.statusCode).toBe(500);
    await app.close();
  });
});
