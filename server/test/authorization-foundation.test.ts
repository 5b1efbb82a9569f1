import { describe, expect, it } from 'vitest';
import { bearer } from './helpers';
import { describeArea } from './authorization/matrix';
import { foundation } from './authorization/foundation';

/** The authorization rows of the foundation (authorization/foundation.ts), and what the rows cannot say. */
const session = describeArea(foundation);

describe('own record', () => {
  it('an operator and a seller read their own user, without the hour value', async () => {
    const { app, actors } = session();
    for (const actor of ['operator', 'seller'] as const) {
      const response = await app.inject({ method: 'GET', url: `/v1/users/${actors.idOf(actor)}`, headers: bearer(actors.tokens[actor]) });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(actors.idOf(actor));
      expect(response.json()).not.toHaveProperty('hour_value');
    }
  });
});

describe('tokens', () => {
  it("the matrix's expired token differs from the administrator's only in its time: the server's own signature", async () => {
    const { app, actors } = session();
    const claims = app.jwt.verify<{ id: number; exp: number }>(actors.tokens.expired, { ignoreExpiration: true } as object);
    expect(claims.id).toBe(actors.users.administrator.id);
    expect(claims.exp * 1000).toBeLessThan(Date.now());
  });

  it("the matrix's token without exp carries the administrator's claims under the server's own signature: only the missing exp refuses it", async () => {
    const { app, actors } = session();
    const claims = app.jwt.verify<{ id: number; exp?: number }>(actors.tokens.no_exp, { requiredClaims: [] } as object);
    expect(claims.id).toBe(actors.users.administrator.id);
    expect(claims.exp).toBeUndefined();
    const response = await app.inject({ method: 'GET', url: '/v1/users', headers: bearer(actors.tokens.no_exp) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a token whose claims were changed under the original signature, and garbage', async () => {
    const { app, actors } = session();
    const [header, payload, signature] = actors.tokens.administrator.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, id: actors.users.operator.id })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, 'garbage']) {
      const response = await app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
  });
});
