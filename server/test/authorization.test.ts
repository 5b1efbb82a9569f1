import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import type { AuthorizationArea } from './authorization/matrix';
import { foundation } from './authorization/foundation';
import { activitiesArea } from './authorization/activities';
import { operatorWork } from './authorization/operator-work';
import { suppliesArea } from './authorization/supplies';
import { purchasesArea } from './authorization/purchases';
import { rulesArea } from './authorization/rules';
import { reportsArea } from './authorization/reports';
import { shopFloorArea } from './authorization/shop-floor';
import { sessionsArea } from './authorization/sessions';
import { apiDocsArea } from './authorization/api-docs';
import { quotesArea } from './authorization/quotes';
import { planningArea } from './authorization/planning';

/**
 * Authorization complete by construction (issue 15): every route the server registers has a row in
 * the authorization table (the modules of server/test/authorization/, each run by its
 * authorization-<area>.test.ts), so a new route cannot land without saying who may call it. A
 * route missing here fails with its method and URL; add its rows to its area's module (a new area
 * is a new module listed in AREAS and a three-line test file that runs it). docs/decisions/021.
 */
const AREAS: Record<string, AuthorizationArea> = {
  foundation,
  activities: activitiesArea,
  'operator-work': operatorWork,
  supplies: suppliesArea,
  purchases: purchasesArea,
  rules: rulesArea,
  reports: reportsArea,
  'shop-floor': shopFloorArea,
  sessions: sessionsArea,
  'api-docs': apiDocsArea,
  quotes: quotesArea,
  planning: planningArea,
};

interface Registered {
  method: string;
  url: string;
  access: { public?: boolean; roles?: readonly string[] };
}

/** Registered routes that need no row, each with the reason. */
const EXCEPTIONS: { reason: string; applies: (route: Registered) => boolean }[] = [
  {
    reason: "Fastify's automatic HEAD twin of a GET route: the same config and hooks (checked below)",
    applies: (route) => route.method === 'HEAD',
  },
  {
    reason: "outside the API: the SPA's files, served to anyone and holding no data (none registered without a web build)",
    applies: (route) => !route.url.startsWith('/v1/'),
  },
];

/**
 * The only routes anyone may call without a token: sign-in, the health check, and the API docs'
 * page with swagger-ui's files (the description itself is administrators' only: docs/decisions/028).
 */
const PUBLIC_ROUTES = [
  'POST /v1/sign_in',
  'GET /v1/health',
  'GET /v1/docs',
  'GET /v1/docs/static/index.html',
  'GET /v1/docs/static/swagger-initializer.js',
  'GET /v1/docs/static/*',
  'GET /v1/docs/static/theme/tintero-session.js',
  'GET /v1/docs/static/theme/tintero-session.css',
];

const seen: { method: string; url: string; route: RouteOptions }[] = [];
const ctx = await createTestApp(
  {},
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url, route });
    },
  },
);
afterAll(() => ctx.close());
// The access is read once the app is built: a plugin's own onRoute hook (the API docs open their
// page) runs after this one and may still set it.
const registered: Registered[] = seen.map(({ method, url, route }) => {
  const access = (route.config as { access?: Registered['access'] } | undefined)?.access ?? {};
  return { method, url, access };
});

const key = (method: string, url: string) => `${method} ${url}`;
const rows = Object.entries(AREAS).flatMap(([area, { cases }]) => cases.map((row) => ({ area, ...row })));
const rowsOf = (route: Registered) => rows.filter((row) => key(row.method, row.route) === key(route.method, route.url));
const checked = () => registered.filter((route) => !EXCEPTIONS.some((exception) => exception.applies(route)));

describe('the authorization table', () => {
  it('has a row for every route the server registers', () => {
    expect(checked().length, 'the routes were seen as they were registered').toBeGreaterThan(150);
    const missing = checked()
      .filter((route) => rowsOf(route).length === 0)
      .map((route) => key(route.method, route.url));
    expect(missing, 'routes without a row in server/test/authorization/').toEqual([]);
  });

  it('names only routes the server registers', () => {
    const known = new Set(registered.map((route) => key(route.method, route.url)));
    const stale = rows.filter((row) => !known.has(key(row.method, row.route))).map((row) => `${row.area}: ${key(row.method, row.route)}`);
    expect(stale).toEqual([]);
  });

  // A route with an id that only administrators may call needs no such pair: the auth hook refuses
  // the other roles before the route reads any record, whoever's it is.
  it("has rows on one's own record and on someone else's for every route with an id that operators or sellers may call", () => {
    const withoutBoth = checked()
      .filter((route) => route.url.includes('/:') && (route.access.roles ?? []).length > 0)
      .filter((route) => {
        const records = new Set(rowsOf(route).map((row) => row.record));
        return !records.has('shared') && !(records.has('own') && records.has('others'));
      })
      .map((route) => key(route.method, route.url));
    expect(withoutBoth).toEqual([]);
  });

  it('opens only sign-in, the health check and the API docs page to callers without a token', () => {
    const open = registered.filter((route) => route.access.public && route.method !== 'HEAD').map((route) => key(route.method, route.url));
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('gives every HEAD twin the access of its GET', () => {
    const differing = registered
      .filter((route) => route.method === 'HEAD')
      .filter((head) => {
        // A prefix's root route (`/v1/docs`) has a HEAD twin under its URL with a slash too.
        const get = registered.find((route) => route.method === 'GET' && (route.url === head.url || `${route.url}/` === head.url));
        return !get || JSON.stringify(get.access) !== JSON.stringify(head.access);
      })
      .map((route) => route.url);
    expect(differing).toEqual([]);
  });
});
