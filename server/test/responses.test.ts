import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { activityDefinitions, isMoneyFieldName, monetaryFields, type Role } from '@tintero/domain';
import { activityUsers, lists } from '../src/db/schema';
import { answerOf, jsonSchemaOf } from '../src/plugins/responses';
import { ADMIN_PASSWORD, bearer, createUser, tokenFor, withAdministrator } from './helpers';
import { activityBody, createActivityOrder, createMachine } from './activity-fixtures';
import { createSupply } from './supply-helpers';

/**
 * Every answer is declared (DESIGN §4) and operators and sellers never receive money (DESIGN §5):
 * the OpenAPI describes each route's 2xx answer, and a walk over every route an operator or a
 * seller may call, on real data, checks that no answer carries a field their schema does not
 * declare, nor any money. A route opened to them later and missing from the walk fails here.
 */
const routes: RouteOptions[] = [];
const collect = (route: RouteOptions) => {
  if (route.url.startsWith('/v1/') && !route.url.startsWith('/v1/docs')) routes.push(route);
};
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const key = (method: string, url: string) => `${method} ${url}`;

const session = withAdministrator({}, { onRoute: collect });
const tokens: Partial<Record<Role, string>> = {};
const people = { operator: { id: 0, password: '' }, seller: { id: 0, password: '' } };
const ids = { order: 0, machine: 0, supply: 0, list: 0, activityUser: 0, supplyUsed: 0 };
const activityIds = new Map<string, number>();

beforeAll(async () => {
  const { app } = session.ctx;
  session.admin = await tokenFor(app, 'admin', ADMIN_PASSWORD);
  for (const role of ['operator', 'seller'] as const) {
    const user = await createUser(app, session.admin, { role });
    people[role] = { id: user.id, password: user.password };
    tokens[role] = await tokenFor(app, user.username, user.password);
  }
  // An order in development, one activity of each type with the operator as its worker, a machine, a supply.
  ids.order = (await createActivityOrder(app, session.admin)).id;
  ids.machine = (await createMachine(app, session.admin)).id;
  ids.supply = (await createSupply(app, session.admin)).id;
  for (const definition of activityDefinitions) {
    const body = activityBody(definition, {
      orderId: ids.order,
      machineId: ids.machine,
      supplyId: ids.supply,
      users: [people.operator.id],
    });
    const response = await app.inject({ method: 'POST', url: `/v1/${definition.route}`, headers: bearer(session.admin), payload: body });
    expect(response.statusCode, response.body).toBe(201);
    activityIds.set(definition.route, response.json().id);
  }
  const [list] = await app.db.select({ id: lists.id }).from(lists).where(eq(lists.name, 'types_of_supplies'));
  ids.list = list!.id;
  const dieCut = activityIds.get(activityDefinitions.find((definition) => definition.type === 'die_cut')!.route)!;
  const [worker] = await app.db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .where(and(eq(activityUsers.activity_id, dieCut), eq(activityUsers.user_id, people.operator.id)));
  ids.activityUser = worker!.id;
});

interface Step {
  method: 'GET' | 'POST' | 'PUT';
  /** The route as registered. */
  route: string;
  url: (self: number) => string;
  body?: (self: number) => object;
}

/** Every route an operator or a seller may call, in an order that works (add ink before reading it). */
const walk = (): Step[] => [
  { method: 'GET', route: '/v1/users/:id', url: (self) => `/v1/users/${self}` },
  {
    method: 'PUT',
    route: '/v1/users/:id',
    url: (self) => `/v1/users/${self}`,
    body: (self) => ({
      user: { mobile: '3009876543', current_password: self === people.seller.id ? people.seller.password : people.operator.password },
    }),
  },
  { method: 'GET', route: '/v1/about', url: () => '/v1/about' },
  { method: 'GET', route: '/v1/settings/public', url: () => '/v1/settings/public' },
  { method: 'GET', route: '/v1/production_orders/:id/short', url: () => `/v1/production_orders/${ids.order}/short` },
  ...activityDefinitions.map((definition): Step => ({
    method: 'GET',
    route: `/v1/${definition.route}/:id`,
    url: () => `/v1/${definition.route}/${activityIds.get(definition.route)}`,
  })),
  { method: 'GET', route: '/v1/machines', url: () => '/v1/machines' },
  { method: 'GET', route: '/v1/machines/:id', url: () => `/v1/machines/${ids.machine}` },
  {
    method: 'GET',
    route: '/v1/lists/seek_the_first_one_by_name/:name',
    url: () => '/v1/lists/seek_the_first_one_by_name/types_of_supplies',
  },
  { method: 'GET', route: '/v1/lists/:id/items', url: () => `/v1/lists/${ids.list}/items` },
  { method: 'GET', route: '/v1/items', url: () => '/v1/items?list_name=types_of_supplies' },
  {
    method: 'GET',
    route: '/v1/time_estimation_rules/search_by_activity/:activity',
    url: () => '/v1/time_estimation_rules/search_by_activity/die_cut',
  },
  { method: 'GET', route: '/v1/supplies/search', url: () => '/v1/supplies/search?filter=propal' },
  {
    method: 'POST',
    route: '/v1/production_orders/:id/supplies_used',
    url: () => `/v1/production_orders/${ids.order}/supplies_used`,
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 2 } }),
  },
  { method: 'GET', route: '/v1/production_orders/:id/supplies_used', url: () => `/v1/production_orders/${ids.order}/supplies_used` },
  {
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    url: () => `/v1/production_orders/${ids.order}/supplies_used/${ids.supplyUsed}`,
  },
  // The shop floor (spec part 2 §7): the operator's own activities and work time.
  { method: 'GET', route: '/v1/users/:id/current_activities', url: (self) => `/v1/users/${self}/current_activities` },
  { method: 'GET', route: '/v1/activity_users/:id/get_activity', url: () => `/v1/activity_users/${ids.activityUser}/get_activity` },
  { method: 'POST', route: '/v1/activity_users/:id/intervals/start', url: () => `/v1/activity_users/${ids.activityUser}/intervals/start` },
  {
    method: 'GET',
    route: '/v1/users/:id/current_activity_in_development',
    url: (self) => `/v1/users/${self}/current_activity_in_development`,
  },
  { method: 'GET', route: '/v1/activity_users/:id/intervals', url: () => `/v1/activity_users/${ids.activityUser}/intervals` },
  {
    method: 'PUT',
    route: '/v1/activity_users/:id/intervals/pause',
    url: () => `/v1/activity_users/${ids.activityUser}/intervals/pause`,
    body: () => ({ quantity_produced: 3 }),
  },
  {
    method: 'PUT',
    route: '/v1/activity_users/:id/save_observation',
    url: () => `/v1/activity_users/${ids.activityUser}/save_observation`,
    body: () => ({ observation: 'Troquel revisado' }),
  },
  {
    method: 'PUT',
    route: '/v1/activity_users/:id/intervals/finish_by_user',
    url: () => `/v1/activity_users/${ids.activityUser}/intervals/finish_by_user`,
    body: () => ({ quantity_produced: 0 }),
  },
  // Last: it ends the sessions of the token that walks.
  { method: 'POST', route: '/v1/users/:id/end_sessions', url: (self) => `/v1/users/${self}/end_sessions` },
];

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

/** The fields of an answer its JSON Schema does not declare, as paths. */
function undeclared(value: unknown, schema: JsonSchema, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const verdicts = branches.map((branch) => undeclared(value, branch, path));
    return verdicts.reduce((best, verdict) => (verdict.length < best.length ? verdict : best));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => undeclared(item, schema.items ?? {}, `${path}[${index}]`));
  const properties = schema.properties ?? {};
  return Object.entries(value).flatMap(([name, field]) =>
    properties[name] ? undeclared(field, properties[name], `${path}.${name}`) : [`${path}.${name}`],
  );
}

/** Numeric fields of an answer named as money, as paths: independent of any schema. */
function moneyIn(value: unknown, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, field]) => [
    ...(typeof field === 'number' && isMoneyFieldName(name) && !Array.isArray(value) ? [`${path}.${name}`] : []),
    ...moneyIn(field, `${path}.${name}`),
  ]);
}

const rolesOf = (route: RouteOptions) => (route.config?.access?.roles ?? []).filter((role) => role !== 'administrator');
const responsesOf = (route: RouteOptions) => (route.schema?.response ?? {}) as Record<string, z.ZodType>;

describe('every answer is declared', () => {
  it('every route declares its 2xx answers (a streamed file, its content type)', () => {
    const undeclaredRoutes = routes
      .filter((route) => !Object.keys(responsesOf(route)).some((status) => status.startsWith('2')))
      .map((route) => key(methodsOf(route).join(','), route.url));
    expect(undeclaredRoutes).toEqual([]);
  });

  it('and the OpenAPI at /v1/docs describes each of them', async () => {
    const docs = (await session.app.inject({ method: 'GET', url: '/v1/docs/json', headers: bearer(session.admin) })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(docs.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        const described = success.some(([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema));
        if (!described) missing.push(key(method.toUpperCase(), path));
      }
    }
    expect(Object.keys(docs.paths).length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

/**
 * Routes that answer a role money on purpose (`access.money`): a seller's own quotes (DESIGN §12.1,
 * docs/decisions/041), walked with their answers by quotes.test.ts and the authorization table.
 */
const paysRole = (route: RouteOptions, role: Role) => (route.config?.access?.money ?? []).includes(role);

describe.each(['operator', 'seller'] as const)('what a %s receives', (role) => {
  const open = () => routes.filter((route) => rolesOf(route).includes(role) && !paysRole(route, role));

  it('only quote routes answer them money, and those keep wages and stock out', () => {
    const paid = routes.filter((route) => rolesOf(route).includes(role) && paysRole(route, role));
    expect(
      paid.every((route) => route.url.startsWith('/v1/quotes')),
      paid.map((route) => route.url).join(', '),
    ).toBe(true);
    if (role === 'operator') expect(paid).toEqual([]);
    const fields = paid.flatMap((route) =>
      Object.values(responsesOf(route))
        .filter((declared) => declared instanceof z.ZodType)
        .flatMap((declared) => monetaryFields(jsonSchemaOf(answerOf(declared, role)))),
    );
    expect(fields.filter((field) => /hour_value|hour_cost|stock|\.quantity$/.test(field) && !field.includes('supplies[]'))).toEqual([]);
  });

  it('no answer of theirs declares a monetary field', () => {
    const found = open().flatMap((route) =>
      Object.values(responsesOf(route))
        .filter((declared) => declared instanceof z.ZodType)
        .flatMap((declared) => monetaryFields(jsonSchemaOf(answerOf(declared, role))).map((field) => `${route.url}: ${field}`)),
    );
    expect(found).toEqual([]);
  });

  it('every route they may call is walked, and answers only declared fields, no money', async () => {
    const steps = walk().filter((step) => open().some((route) => route.url === step.route && methodsOf(route).includes(step.method)));
    const walked = new Set(steps.map((step) => key(step.method, step.route)));
    // A stream (the work events, text/event-stream) never ends, so `inject` cannot walk it; it carries
    // no schema-serialized answer, and shop-floor.test.ts checks its events carry no money.
    const streamed = (route: RouteOptions) =>
      Object.entries(responsesOf(route)).every(([status, declared]) => !status.startsWith('2') || !(declared instanceof z.ZodType));
    const notWalked = open()
      .filter((route) => !streamed(route))
      .flatMap((route) =>
        methodsOf(route)
          .map((method) => key(method, route.url))
          .filter((k) => !walked.has(k)),
      );
    expect(notWalked, 'add these routes to the walk').toEqual([]);
    const self = people[role].id;
    for (const step of steps) {
      const response = await session.app.inject({
        method: step.method,
        url: step.url(self),
        headers: bearer(tokens[role]!),
        payload: step.body?.(self),
      });
      const name = key(step.method, step.route);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      if (response.statusCode === 204) continue;
      const body: unknown = response.json();
      if (step.route.endsWith('/supplies_used') && step.method === 'POST') ids.supplyUsed = (body as { id: number }).id;
      const route = open().find((candidate) => candidate.url === step.route && methodsOf(candidate).includes(step.method))!;
      const schema = answerOf(responsesOf(route)[String(response.statusCode)]!, role);
      expect(undeclared(body, jsonSchemaOf(schema) as JsonSchema), name).toEqual([]);
      expect(moneyIn(body), name).toEqual([]);
    }
  });
});

describe('administrators still receive the money', () => {
  it('of an activity, a machine, a user and a supply used', async () => {
    const get = async (url: string) => (await session.app.inject({ method: 'GET', url, headers: bearer(session.admin) })).json();
    const [route, id] = [...activityIds.entries()][0]!;
    expect(Object.keys(await get(`/v1/${route}/${id}`))).toEqual(expect.arrayContaining(['value', 'machinery_cost']));
    expect((await get(`/v1/machines/${ids.machine}`)).hour_cost).toBe(60000);
    expect((await get(`/v1/users/${people.operator.id}`)).hour_value).toBe(12500.5);
    const added = await session.app.inject({
      method: 'POST',
      url: `/v1/production_orders/${ids.order}/supplies_used`,
      headers: bearer(session.admin),
      payload: { supply_used: { supply_id: ids.supply, quantity: 2 } },
    });
    expect(added.json()).toMatchObject({ quantity: 2, value: 2000, unit_value: 1000 });
    expect(await get(`/v1/production_orders/${ids.order}/supplies_used`)).toContainEqual(expect.objectContaining({ value: 2000 }));
    expect(moneyIn(await get(`/v1/production_orders/${ids.order}`))).toEqual(expect.arrayContaining(['$.unit_value', '$.total_cost']));
  });
});
