import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileSegments } from './fuzz-inputs';
import { fuzzHarness, runs, TIMEOUT, type Route } from './fuzz-harness';

/**
 * A schema-driven fuzzer of the whole API (issues 8 and 20), reading the OpenAPI description the
 * server publishes at /v1/docs/json as an outside client would: every operation, as administrator
 * and as operator, with bodies, query strings and path parameters generated from the description's
 * schemas, mixing valid records and plausible values with hostile ones: NUL bytes, lone surrogates,
 * numbers beyond any column, wrong types, arrays for objects, very long strings, deep nesting.
 * Whatever comes in, the answer is never a 5xx, its status is one the description documents for the
 * operation, its body is valid against what that status documents (ajv), and every 4xx says in
 * Spanish what went wrong.
 *
 * Deterministic: one fixed seed (FUZZ_SEED overrides it); FUZZ_RUNS scales the runs (1: about half
 * a minute per database, CI's budget). On failure fast-check prints the seed and the counterexample.
 */
const fuzz = await fuzzHarness();
const { routes, queryBaselines, bodyOf, queryOf, fillPath, encodings, send, seedOf, check, label, bodyRoutes, queryRoutes, paramRoutes } =
  fuzz;

describe('the operations of the published description', () => {
  it('are all found, with their schemas', async () => {
    expect(routes.length).toBeGreaterThan(190);
    // 17 activity types × create and update, and every other write of the API.
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(49);
    // The nine query strings of the report, at least; a new one is fuzzed as soon as it is registered.
    expect(queryRoutes().map(label)).toEqual(
      expect.arrayContaining([
        'GET /v1/items',
        'GET /v1/kardexes',
        'GET /v1/kardexes/consolidated',
        'GET /v1/production_orders',
        'GET /v1/supplies',
        'GET /v1/supplies/export_to_excel',
        'GET /v1/supplies/history',
        'GET /v1/supplies/search',
        'GET /v1/users',
      ]),
    );
    // Every body shows its fields, wrapped or plain (the shop-floor calls).
    for (const route of bodyRoutes()) expect(Object.keys(route.body!.properties ?? {}), label(route)).not.toEqual([]);
    const docs = fuzz.description.document as { paths: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const pause = docs.paths['/v1/activity_users/{id}/intervals/pause'].put.requestBody.content['application/json'].schema;
    expect(pause).toMatchObject({ type: 'object', required: ['quantity_produced'] });
    const machine = docs.paths['/v1/machines'].post.requestBody.content['application/json'].schema.properties.machine;
    expect(machine).toMatchObject({ type: 'object', required: ['name', 'hour_cost'] });
    expect(Object.keys(machine.properties)).toEqual(['name', 'hour_cost', 'working_week']);
  });
});

describe('fuzzed bodies never answer 5xx, and answer 4xx in Spanish', () => {
  it(
    'as administrator, on every write route',
    async () => {
      for (const route of bodyRoutes()) {
        const name = `admin ${label(route)}`;
        const url = fillPath(route, false);
        // Sign-in hashes a password on every call: a few runs say enough.
        const numRuns = runs(route.url === '/v1/sign_in' ? 4 : 12);
        await check(
          name,
          fc.asyncProperty(bodyOf(route.body!), encodings, (body, encoding) => send(route, 'admin', url, fuzz.admin, body, encoding)),
          numRuns,
        );
      }
    },
    TIMEOUT,
  );

  it(
    'as operator, on every write route (a few runs where operators are refused)',
    async () => {
      for (const route of bodyRoutes()) {
        const name = `operator ${label(route)}`;
        const url = fillPath(route, true);
        const numRuns = runs(route.operatorMay ? 30 : 2);
        await check(
          name,
          fc.asyncProperty(bodyOf(route.body!), encodings, (body, encoding) => send(route, 'operator', url, fuzz.operator, body, encoding)),
          numRuns,
        );
      }
    },
    TIMEOUT,
  );
});

describe('fuzzed query strings never answer 5xx, and answer 4xx in Spanish', () => {
  it(
    'as administrator and as operator, on every route that reads a query string',
    async () => {
      for (const route of queryRoutes()) {
        const url = fillPath(route, false);
        const queries = queryOf(route.querystring!, queryBaselines.get(route.url));
        for (const [actor, token, numRuns] of [
          ['admin', fuzz.admin, runs(30)],
          ['operator', fuzz.operator, runs(route.operatorMay ? 20 : 3)],
        ] as const) {
          const name = `${actor} ${label(route)}`;
          await check(
            name,
            fc.asyncProperty(queries, (query) => send(route, actor, `${url}?${query}`, token)),
            numRuns,
          );
        }
      }
    },
    TIMEOUT,
  );
});

describe('hostile path parameters never answer 5xx, and answer 4xx in Spanish', () => {
  it(
    'on every route with parameters',
    async () => {
      for (const route of paramRoutes()) {
        const name = `path ${label(route)}`;
        const params = [...route.url.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
        const segments = fc.tuple(...params.map(() => hostileSegments));
        const fill = (values: string[]) => {
          let index = 0;
          return route.url.replace(/:([a-z_]+)/g, () => values[index++]!);
        };
        await check(
          name,
          fc.asyncProperty(segments, (values) => send(route, 'admin', fill(values), fuzz.admin, route.body ? {} : undefined)),
          runs(4),
        );
      }
    },
    TIMEOUT,
  );
});

describe('every operation answers as its description says', () => {
  it(
    'as operator and as administrator, on the records the fixtures made (last: it deletes some)',
    async () => {
      // Ending one's sessions ends the operator's token: last, so every other call is made signed in.
      const endsSessions = (route: Route) => route.url.endsWith('/end_sessions');
      const walk = routes.filter((candidate) => !candidate.streams).sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));
      for (const route of walk) {
        for (const [actor, token] of [
          ['operator', fuzz.operator],
          ['admin', fuzz.admin],
        ] as const) {
          const query = queryBaselines.get(route.url);
          const url = `${fillPath(route, actor === 'operator')}${query ? `?${new URLSearchParams(query)}` : ''}`;
          const body = route.body ? fc.sample(bodyOf(route.body), { seed: seedOf(label(route)), numRuns: 1 })[0] : undefined;
          await send(route, actor, url, token, body);
        }
      }
    },
    TIMEOUT,
  );
});
