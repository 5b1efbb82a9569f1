import Fastify from 'fastify';
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
});
