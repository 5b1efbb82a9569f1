import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers';
import { type Actor, adminAndOperator, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';
import { openEventStream } from './event-stream';

/**
 * The authorization matrix of DESIGN §5 for the live shop floor: the snapshot is for
 * administrators; the events stream for administrators and operators (each operator's stream
 * carries only their own work: shop-floor.test.ts); sellers 403, anonymous visitors and a user
 * disabled after signing in 401, in JSON, before any stream starts.
 */
let ctx: TestContext;
const tokens: Partial<Record<Actor, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await signInActors(ctx.app);
  Object.assign(tokens, actors.tokens);
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

describeAuthorizationMatrix([{ name: 'the board', method: 'GET', url: () => '/v1/shop_floor', expected: adminOnly(200) }], () => ({
  app: ctx.app,
  tokens,
}));

// `app.inject` waits for the end of an answer, and a stream never ends: those allowed are checked over HTTP.
describe('GET /v1/events', () => {
  it.each(Object.entries(adminAndOperator(200)) as [Actor, number][])('as %s answers %i', async (actor, status) => {
    if (status === 200) {
      const stream = await openEventStream(ctx.app, tokens[actor]!);
      stream.close();
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      return;
    }
    const headers = actor === 'anonymous' ? {} : bearer(tokens[actor]!);
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/events', headers });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(/\S/);
  });
});
