import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ADMIN_PASSWORD, bearer, createUser, tokenFor } from './helpers';

/**
 * The authorization matrix of DESIGN §5, shared by the authorization test files: each route is
 * called as an administrator, an operator (on their own record or someone else's, as the case's
 * URL decides), a seller, an anonymous visitor and a user disabled after signing in.
 */
export type Actor = 'administrator' | 'operator' | 'seller' | 'anonymous' | 'disabled';

export interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  expected: Record<Actor, number>;
}

export const adminOnly = (ok: number): Record<Actor, number> => ({
  administrator: ok,
  operator: 403,
  seller: 403,
  anonymous: 401,
  disabled: 401,
});
export const adminAndOperator = (ok: number): Record<Actor, number> => ({
  administrator: ok,
  operator: ok,
  seller: 403,
  anonymous: 401,
  disabled: 401,
});
export const everyone: Record<Actor, number> = { administrator: 200, operator: 200, seller: 200, anonymous: 401, disabled: 401 };

/** One test per route and actor; `session()` gives the app and the actors' tokens once set up. */
export function describeAuthorizationMatrix(cases: RouteCase[], session: () => { app: App; tokens: Partial<Record<Actor, string>> }) {
  describe.each(cases)('$method $name', (route) => {
    // Administrators go first: a refused call must be refused before the record is looked at.
    it.each(Object.entries(route.expected) as [Actor, number][])('as %s answers %i', async (actor, status) => {
      const { app, tokens } = session();
      const headers = actor === 'anonymous' ? {} : bearer(tokens[actor]!);
      const response = await app.inject({ method: route.method, url: route.url(), headers, payload: route.body?.() as object });
      expect(response.statusCode, response.body).toBe(status);
      if (status >= 400) expect(response.json().message).toMatch(/\S/);
    });
  });
}

/**
 * The people of a matrix, signed in: the administrator, an operator, another operator (whose
 * records are "someone else's"), a seller, and a user who signs in and is then disabled by
 * `disableTheDisabled()` — after the test has given them whatever they would own.
 */
export async function signInActors(app: App) {
  const administrator = await tokenFor(app, 'admin', ADMIN_PASSWORD);
  const operator = await createUser(app, administrator);
  const other = await createUser(app, administrator);
  const seller = await createUser(app, administrator, { role: 'seller' });
  const disabled = await createUser(app, administrator);
  const tokens: Record<Exclude<Actor, 'anonymous'>, string> = {
    administrator,
    operator: await tokenFor(app, operator.username, operator.password),
    seller: await tokenFor(app, seller.username, seller.password),
    disabled: await tokenFor(app, disabled.username, disabled.password),
  };
  const disableTheDisabled = async () => {
    await app.inject({ method: 'DELETE', url: `/v1/users/${disabled.id}`, headers: bearer(administrator) });
  };
  return { tokens, users: { operator, other, seller, disabled }, disableTheDisabled };
}
