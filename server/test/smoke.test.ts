import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, tokenFor, bearer, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('signs in and lists users', async () => {
  const token = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.json()[0].username).toBe('admin');
});
