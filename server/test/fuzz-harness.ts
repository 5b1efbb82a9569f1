import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, expect } from 'vitest';
import { activityDefinitions, exampleActivityValues } from '@tintero/domain';
import { todayIn } from '../src/lib/dates';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, tokenFor, type TestContext } from './helpers';
import { asUtf8, encode, ENGLISH, mapStrings, withoutReplacementCharacter, type Json } from './fuzz-inputs';
import { schemaArbitraries } from './fuzz-schemas';
import { publishedDescription, type Operation, type PublishedDescription } from './published-description';

/**
 * What fuzz.test.ts sends and checks (see there): the operations of the published description as
 * routes, the rows their path parameters and id fields point at, the calls as administrator and as
 * operator, and the property every answer must have. One app for the file, made as it starts.
 */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
export const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
export const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
export const TIMEOUT = 120_000 * Math.max(1, SCALE);

/** An operation of the description, with what the fuzz sends it. */
export interface Route {
  method: string;
  /** As Fastify registered it: `/v1/users/:id`. */
  url: string;
  params: string[];
  /** The query parameters as one object schema. */
  querystring?: Json;
  body?: Json;
  /** Only to share the budget: operators' own routes get more runs as operator. */
  operatorMay: boolean;
  /** A server-sent events stream never ends: `inject` cannot wait for it. */
  streams: boolean;
}

export async function fuzzHarness() {
  const operatorRoutes = new Set<string>();
  function collect(route: RouteOptions) {
    const roles = (route.config as { access?: { roles?: readonly string[] } } | undefined)?.access?.roles ?? [];
    if (roles.includes('operator')) for (const method of [route.method].flat()) operatorRoutes.add(`${method} ${route.url}`);
  }

  const ctx: TestContext = await createTestApp({}, { onRoute: collect });
  afterAll(() => ctx.close());

  let description: PublishedDescription;
  const routes: Route[] = [];

  /** What the fuzz needs of one operation of the description. */
  function routeOf(operation: Operation): Route {
    const url = operation.path.replace(/\{([A-Za-z_]+)\}/g, ':$1');
    const parameters = operation.parameters ?? [];
    const query = parameters.filter((parameter) => parameter.in === 'query');
    return {
      method: operation.method,
      url,
      params: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      querystring:
        query.length > 0
          ? {
              type: 'object',
              properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema as Json])),
              required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
            }
          : undefined,
      body: operation.requestBody?.content['application/json']?.schema as Json | undefined,
      operatorMay: operatorRoutes.has(`${operation.method} ${url}`),
      streams: Object.values(operation.responses).some((answer) => answer.content?.['text/event-stream']),
    };
  }

  let admin = '';
  let operator = '';
  /** Ids of existing rows: what path parameters and id fields point at. */
  const ids = {
    operator: 0,
    user: 0,
    machine: 0,
    supplyTarget: 0,
    supplyStock: 0,
    orderTarget: 0,
    orderWork: 0,
    supplyUsed: 0,
    leftover: 0,
    externalService: 0,
    activities: new Map<string, number>(),
  };

  /**
   * A valid record of each wrapped body (by its key), from the same fixtures the setup writes with:
   * the fuzz mutates a field or two of it, so the writes that get through reach the database.
   */
  const baselines = new Map<string, fc.Arbitrary<Record<string, unknown>>>();
  const serial = fc.integer({ min: 1, max: 999_999_999 });
  /** A valid query of the routes whose parameters depend on each other (date ranges, a month). */
  const queryBaselines = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    admin = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    description = await publishedDescription(ctx.app, admin);
    routes.push(...description.operations.filter((operation) => !operation.path.startsWith('/v1/docs')).map(routeOf));
    const operatorUser = await createUser(ctx.app, admin);
    ids.operator = operatorUser.id;
    operator = await tokenFor(ctx.app, operatorUser.username, operatorUser.password);
    ids.user = (await createUser(ctx.app, admin)).id;
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as Record<string, unknown> });
      if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
      return (response.json() as { id: number }).id;
    };
    ids.machine = await post('/v1/machines', { machine: { name: 'Heidelberg fuzz', hour_cost: 50_000 } });
    const supply = (name: string) => ({ supply: { name, stock_minimum: 1, quantity: 1_000_000, unit_value: 10, type_supply: 'paper' } });
    ids.supplyTarget = await post('/v1/supplies', supply('Insumo objetivo'));
    ids.supplyStock = await post('/v1/supplies', supply('Insumo con stock'));
    const order = { client: 'Cliente', reference: 'Ref', quantity: 10, unit_value: 100, delivery_day: '2030-01-01', status: 'developing' };
    ids.orderTarget = await post('/v1/production_orders', { production_order: order });
    ids.orderWork = await post('/v1/production_orders', { production_order: order });
    const refs = { productionOrderId: ids.orderWork, machineId: ids.machine, supplyId: ids.supplyStock };
    for (const definition of activityDefinitions) {
      const example = exampleActivityValues(definition, refs);
      ids.activities.set(definition.route, await post(`/v1/${definition.route}`, { [definition.payloadKey]: example }));
      baselines.set(definition.payloadKey, fc.constant(example));
    }
    // The operator works on the order through an activity no fuzzed path points at.
    const dieCut = activityDefinitions.find((definition) => definition.type === 'die_cut')!;
    await post('/v1/die_cuts', { die_cut: exampleActivityValues(dieCut, { ...refs, users: [ids.operator] }) });
    const movement = { supply_id: ids.supplyStock, quantity: 1 };
    ids.supplyUsed = await post(`/v1/production_orders/${ids.orderWork}/supplies_used`, { supply_used: movement });
    ids.leftover = await post(`/v1/production_orders/${ids.orderWork}/leftovers`, { leftover: movement });
    const service = { kind: 'Troquel', provider: 'Proveedor', value: 10, total_estimated_production_time: 3600 };
    ids.externalService = await post(`/v1/production_orders/${ids.orderWork}/external_services`, { external_service: service });

    baselines.set(
      'user',
      serial.map((n) => ({
        first_name: 'Ana',
        last_name: 'Pérez',
        gender: 'F',
        role: 'operator',
        hour_value: 12_000,
        username: `fuzz${n}`,
        identification_number: `9${n}`,
        email: `f${n}@taller.co`,
        password: 'secreto-123',
        password_confirmation: 'secreto-123',
      })),
    );
    baselines.set(
      'machine',
      serial.map((n) => ({ name: `Máquina ${n}`, hour_cost: 50_000 })),
    );
    baselines.set(
      'supply',
      serial.map((n) => supply(`Insumo ${n}`).supply),
    );
    baselines.set('production_order', fc.constant(order));
    baselines.set('supply_used', fc.constant(movement));
    baselines.set('leftover', fc.constant(movement));
    baselines.set('external_service', fc.constant(service));

    const today = todayIn('America/Bogota');
    const range = { from_date: `${today.slice(0, 8)}01`, to_date: today };
    queryBaselines.set('/v1/supplies/history', range);
    queryBaselines.set('/v1/kardexes', { ...range, supply_id: String(ids.supplyStock) });
    queryBaselines.set('/v1/kardexes/consolidated', range);
    queryBaselines.set('/v1/production_orders', { year: today.slice(0, 4), month: String(Number(today.slice(5, 7))) });
    queryBaselines.set('/v1/supplies', { page: '1', per_page: '10', search: 'insumo', sort: 'name', order: 'asc' });
  });

  /** The row a path parameter of a route points at. */
  function pathValue(url: string, param: string, asOperator: boolean): string {
    const activityRoute = url.split('/')[2]!;
    switch (param) {
      case 'supply_used_id':
        return String(ids.supplyUsed);
      case 'leftover_id':
        return String(ids.leftover);
      case 'external_service_id':
        return String(ids.externalService);
      case 'name':
        return 'activities';
      case 'type':
        return 'DieCut';
      case 'activity_id':
        return String(ids.activities.get('die_cuts'));
    }
    if (url.startsWith('/v1/users/')) return String(asOperator ? ids.operator : ids.user);
    if (url.startsWith('/v1/machines/')) return String(ids.machine);
    if (url.startsWith('/v1/supplies/')) return String(ids.supplyTarget);
    if (url.startsWith('/v1/lists/')) return '1';
    if (url === '/v1/production_orders/:id') return String(ids.orderTarget);
    if (url.startsWith('/v1/production_orders/') || url.includes('/search_by_production_order/')) return String(ids.orderWork);
    return String(ids.activities.get(activityRoute) ?? 1);
  }

  const fillPath = (route: Route, asOperator: boolean) =>
    route.url.replace(/:([a-z_]+)/g, (_match, param: string) => pathValue(route.url, param, asOperator));

  // ---------------------------------------------------------------------------------------------
  // Values

  /** Ids of existing rows by the name of the field that carries them. */
  const knownIds = (name: string): number[] => {
    switch (name) {
      case 'production_order_id':
        return [ids.orderWork];
      case 'machine_id':
        return [ids.machine];
      case 'supply_id':
        return [ids.supplyStock];
      case 'users':
        return [ids.operator, ids.user];
      default:
        return [];
    }
  };

  const { bodyOf, queryOf } = schemaArbitraries({ knownIds, baselines });

  // ---------------------------------------------------------------------------------------------
  // Calls and the property every answer must have

  type Answer = Awaited<ReturnType<typeof ctx.app.inject>>;

  function expectWellAnswered(route: Route, answer: Answer, request: string) {
    expect(answer.statusCode, `${request} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
    // The status is documented for the operation, and the body valid against what it documents.
    expect(description.mismatch(route.method, route.url, answer), request).toBeUndefined();
    if (answer.statusCode >= 400) {
      expect(answer.headers['content-type'], request).toMatch(/^application\/json/);
      const body = answer.json() as { message?: unknown; errors?: Record<string, unknown[]> };
      expect(typeof body.message, request).toBe('string');
      expect(body.message, request).not.toMatch(ENGLISH);
      for (const list of Object.values(body.errors ?? {})) {
        for (const message of list) {
          expect(typeof message, request).toBe('string');
          expect(message, request).not.toMatch(ENGLISH);
        }
      }
    } else if (/^application\/json/.test(String(answer.headers['content-type']))) {
      // Nothing sent is ever stored mangled: no lone surrogate turned into U+FFFD.
      expect(answer.body, request).not.toContain('\ufffd');
    }
  }

  const stats = new Map<string, Record<number, number>>();
  afterAll(() => {
    if (process.env.FUZZ_STATS) for (const [route, counts] of stats) console.log(route, JSON.stringify(counts));
  });

  /** How a body travels: JSON mostly, now and then form-encoded with nested brackets (as sign-in is). */
  type Encoding = 'json' | 'form';
  const encodings = fc.constantFrom<Encoding>('json', 'json', 'json', 'json', 'json', 'form');

  async function send(route: Route, actor: string, url: string, token: string, payload?: unknown, encoding: Encoding = 'json') {
    const { method } = route;
    const name = `${actor} ${label(route)}`;
    const hasBody = payload !== undefined;
    const sent = mapStrings(payload, encoding === 'form' ? asUtf8 : withoutReplacementCharacter);
    const text = !hasBody ? undefined : encoding === 'form' ? qs.stringify(sent, { encoder: encode }) : JSON.stringify(sent);
    const contentType = encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const answer = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...bearer(token), ...(hasBody ? { 'content-type': contentType } : {}) },
      payload: text,
    });
    const counts = stats.get(name) ?? {};
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    stats.set(name, counts);
    expectWellAnswered(route, answer, `${actor}: ${method} ${url} ${contentType} ${text?.slice(0, 300) ?? ''}`);
  }

  /** One seed per route, derived from the fixed one: routes do not all draw the same sequence. */
  const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

  const check = <Ts extends [unknown, ...unknown[]]>(name: string, property: fc.IAsyncPropertyWithHooks<Ts>, numRuns: number) =>
    fc.assert(property, { seed: seedOf(name), numRuns, endOnFailure: true });

  const label = (route: Route) => `${route.method} ${route.url}`;
  const bodyRoutes = () => routes.filter((route) => route.body);
  const queryRoutes = () => routes.filter((route) => route.querystring);
  const paramRoutes = () => routes.filter((route) => route.params.length > 0);

  return {
    /** The tokens and the description are set before the tests run (in beforeAll). */
    get admin() {
      return admin;
    },
    get operator() {
      return operator;
    },
    get description() {
      return description;
    },
    routes,
    queryBaselines,
    bodyOf,
    queryOf,
    fillPath,
    encodings,
    send,
    seedOf,
    check,
    label,
    bodyRoutes,
    queryRoutes,
    paramRoutes,
  };
}
