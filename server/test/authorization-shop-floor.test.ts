import { describe, expect, it } from 'vitest';
import { STREAMS_PER_USER } from '../src/modules/shop-floor/hub';
import { bearer } from './helpers';
import { describeArea } from './authorization/matrix';
import { shopFloorArea } from './authorization/shop-floor';
import { openEventStream } from './event-stream';

/** The authorization rows of the live shop floor (authorization/shop-floor.ts). */
const session = describeArea(shopFloorArea);

describe('the open streams limit (429)', () => {
  it("answers 429 only to the user at their limit, after the role check: the others' answers do not change", async () => {
    const { app, tokens } = session();
    const held = [];
    for (let index = 0; index < STREAMS_PER_USER.operator; index++) held.push(await openEventStream(app, tokens.operator));
    try {
      const refused = await app.inject({ method: 'GET', url: '/v1/events', headers: bearer(tokens.operator) });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      for (const actor of ['seller', 'disabled', 'expired', 'other_key', 'alg_none', 'no_exp'] as const) {
        const response = await app.inject({ method: 'GET', url: '/v1/events', headers: bearer(tokens[actor]) });
        expect(response.statusCode, actor).toBe(actor === 'seller' ? 403 : 401);
      }
      expect((await app.inject({ method: 'GET', url: '/v1/events' })).statusCode).toBe(401);
      const admin = await openEventStream(app, tokens.administrator);
      admin.close();
      expect(admin.status).toBe(200);
    } finally {
      for (const stream of held) stream.close();
    }
  });
});
