import { createHmac, randomBytes } from 'node:crypto';
import type { onSendHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type TokenClaims } from '@tintero/domain';
import type { App } from '../../src/app';
import { API_DOCS_PREFIX } from '../../src/plugins/api-docs';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, tokenFor, type TestContext } from '../helpers';
import { openEventStream } from '../event-stream';
import { publishedDescription, type PublishedDescription } from '../published-description';

/**
 * The authorization table of DESIGN §5. Each area of the API keeps its rows in a plain module of
 * this folder (`RouteCase[]` and the records they point at); `server/test/authorization.test.ts`
 * reads every module and fails for a registered route without a row, and each area's test file
 * runs its rows, once per actor, on one app:
 *
 * - the three signed-in roles: an administrator, an operator (on their own record or someone
 *   else's, as the row's URL decides), a seller;
 * - six callers without a valid session, who always answer 401 with the Spanish message: nobody
 *   (no token), a user disabled after signing in, and four forgeries of the administrator's own
 *   token: expired, signed with another key, `alg: none`, and signed with the server's key but
 *   without `exp` (a token that would never end).
 */
export type SignedInActor = 'administrator' | 'operator' | 'seller';
export type Actor = SignedInActor | 'anonymous' | 'disabled' | 'expired' | 'other_key' | 'alg_none' | 'no_exp';

/** Administrators first: a refused call must be refused before the record is looked at. */
export const ACTORS: readonly Actor[] = [
  'administrator',
  'operator',
  'seller',
  'anonymous',
  'disabled',
  'expired',
  'other_key',
  'alg_none',
  'no_exp',
];

export type Expected = Record<Actor, number>;

/** What each role answers; everyone without a valid session gets 401. */
export function answers(byRole: Record<SignedInActor, number>): Expected {
  return { ...byRole, anonymous: 401, disabled: 401, expired: 401, other_key: 401, alg_none: 401, no_exp: 401 };
}
export const adminOnly = (ok: number) => answers({ administrator: ok, operator: 403, seller: 403 });
export const adminAndOperator = (ok: number) => answers({ administrator: ok, operator: ok, seller: 403 });
export const everyone = (ok: number) => answers({ administrator: ok, operator: ok, seller: ok });
/** A route that needs no token: whatever token comes (none, a forged one) is not even read. */
export const publicRoute = (ok: number): Expected => ({
  administrator: ok,
  operator: ok,
  seller: ok,
  anonymous: ok,
  disabled: ok,
  expired: ok,
  other_key: ok,
  alg_none: ok,
  no_exp: ok,
});

export interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route this row covers, exactly as registered (`/v1/users/:id`); the request must reach it. */
  route: string;
  /**
   * On a route with a path parameter that operators or sellers may call, whose record the URL
   * names: the caller's own, someone else's, or a catalogue that is nobody's (machines, lists).
   * authorization.test.ts asks such a route for both an `own` and an `others` row (or a `shared` one).
   */
  record?: 'own' | 'others' | 'shared';
  /** The URL to call; rows on "one's own record" give each actor theirs. */
  url: (actor: Actor) => string;
  body?: (actor: Actor) => unknown;
  expected: Expected;
  /** Answers with an event stream once allowed: `app.inject` would wait forever, so it is opened over HTTP. */
  stream?: boolean;
}

/** The rows of one area and the records they point at. */
export interface AuthorizationArea {
  cases: RouteCase[];
  /** Creates what the rows point at; runs signed in, before the disabled user is disabled. */
  setup?: (app: App, actors: Actors) => Promise<void>;
}

/** The header the test app sets on every answer: which registered route answered it. */
const MATCHED_ROUTE = 'x-test-matched-route';

/** For `createTestApp`'s onRoute: every answer names the route that produced it (even a 401 of the auth hook). */
export function markMatchedRoute(route: RouteOptions) {
  const mark: onSendHookHandler = async (request, reply, payload) => {
    reply.header(MATCHED_ROUTE, request.routeOptions.url);
    return payload;
  };
  route.onSend = [mark, ...[route.onSend ?? []].flat()];
}

export type Actors = Awaited<ReturnType<typeof signInActors>>;

/** A JWT signed with HS256 under `secret`, or unsigned with `alg: none`. */
function encodeToken(claims: object, signing: { secret: string } | 'none') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: signing === 'none' ? 'none' : 'HS256', typ: 'JWT' });
  const unsigned = `${header}.${part(claims)}`;
  if (signing === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', signing.secret).update(unsigned).digest('base64url')}`;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenClaims & { iat: number };

/**
 * The people of a matrix, signed in: the administrator, an operator, another operator (whose
 * records are "someone else's"), a seller, a user who signs in and is then disabled by
 * `disableTheDisabled()` (after the area has given them whatever they would own), and the four
 * forgeries of the administrator's token. `idOf(actor)` is the user each actor is.
 */
export async function signInActors(app: App, jwtSecret: string) {
  const administrator = await tokenFor(app, 'admin', ADMIN_PASSWORD);
  const operator = await createUser(app, administrator);
  const other = await createUser(app, administrator);
  const seller = await createUser(app, administrator, { role: 'seller' });
  const disabled = await createUser(app, administrator);
  const { iat, exp, ...adminClaims } = claimsOf(administrator);
  const tokens: Record<Exclude<Actor, 'anonymous'>, string> = {
    administrator,
    operator: await tokenFor(app, operator.username, operator.password),
    seller: await tokenFor(app, seller.username, seller.password),
    disabled: await tokenFor(app, disabled.username, disabled.password),
    // Signed with the server's own key, but issued a lifetime and a minute ago.
    expired: app.jwt.sign(adminClaims, { clockTimestamp: (iat - (exp! - iat) - 60) * 1000 }),
    other_key: encodeToken({ ...adminClaims, iat, exp }, { secret: randomBytes(32).toString('hex') }),
    alg_none: encodeToken({ ...adminClaims, iat, exp }, 'none'),
    // The server's own key and algorithm, no lifetime: only the missing `exp` refuses it.
    no_exp: encodeToken({ ...adminClaims, iat }, { secret: jwtSecret }),
  };
  const users = { administrator: { id: adminClaims.id }, operator, other, seller, disabled };
  const idOf = (actor: Actor) =>
    actor === 'operator' || actor === 'seller' || actor === 'disabled' ? users[actor].id : users.administrator.id;
  const disableTheDisabled = async () => {
    await app.inject({ method: 'DELETE', url: `/v1/users/${disabled.id}`, headers: bearer(administrator) });
  };
  return { tokens, users, idOf, disableTheDisabled };
}

const WITHOUT_SESSION: ReadonlySet<Actor> = new Set(['anonymous', 'disabled', 'expired', 'other_key', 'alg_none', 'no_exp']);

async function call(app: App, route: RouteCase, actor: Actor, token: string | undefined) {
  const headers = token ? bearer(token) : {};
  const url = route.url(actor);
  const response = await app.inject({ method: route.method, url, headers, payload: route.body?.(actor) as object });
  return { status: response.statusCode, body: response.body, headers: response.headers, json: () => response.json(), raw: response };
}

const descriptions = new WeakMap<App, Promise<PublishedDescription>>();
/** The description each matrix's app publishes, fetched once as its administrator. */
function describedBy(app: App, administratorToken: string) {
  let description = descriptions.get(app);
  if (!description) {
    description = publishedDescription(app, administratorToken);
    descriptions.set(app, description);
  }
  return description;
}

/** One test per row and actor, on the app and actors that `session()` gives once set up. */
export function describeAuthorizationMatrix(cases: RouteCase[], session: () => { app: App; tokens: Partial<Record<Actor, string>> }) {
  describe.each(cases)('$method $name', (route) => {
    const actors = ACTORS.map((actor) => [actor, route.expected[actor]] as const);
    it.each(actors)('as %s answers %i', async (actor, status) => {
      const { app, tokens } = session();
      const token = actor === 'anonymous' ? undefined : tokens[actor]!;
      if (route.stream && status < 300) {
        const stream = await openEventStream(app, token!);
        stream.close();
        expect(stream.status).toBe(status);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        return;
      }
      const response = await call(app, route, actor, token);
      expect(response.status, response.body).toBe(status);
      // Every answer, status and body, as the published OpenAPI description says (issue 20 item 9);
      // the docs page and the description's own routes are what it leaves out (@fastify/swagger hides them).
      if (route.route !== API_DOCS_PREFIX && !route.route.startsWith(`${API_DOCS_PREFIX}/`)) {
        const description = await describedBy(app, tokens.administrator!);
        expect(description.mismatch(route.method, route.route, response.raw)).toBeUndefined();
      }
      expect(response.headers[MATCHED_ROUTE], 'the row reaches the route it names').toBe(route.route);
      if (status >= 400) expect(response.json().message).toMatch(/\S/);
      if (WITHOUT_SESSION.has(actor) && status === 401) expect(response.json().message).toBe(messages.http.unauthorized);
    });
  });
}

/**
 * Runs an area's rows on one app: signs the actors in, lets the area create its records, disables
 * the disabled user and checks every row as every actor. Returns what the file's other tests need.
 */
export function describeArea(area: AuthorizationArea) {
  let ctx: TestContext;
  let actors: Actors;
  beforeAll(async () => {
    ctx = await createTestApp({}, { onRoute: markMatchedRoute });
    actors = await signInActors(ctx.app, ctx.jwtSecret);
    await area.setup?.(ctx.app, actors);
    await actors.disableTheDisabled();
  });
  afterAll(() => ctx.close());
  describeAuthorizationMatrix(area.cases, () => ({ app: ctx.app, tokens: actors.tokens }));
  return () => ({ app: ctx.app, actors, tokens: actors.tokens });
}
