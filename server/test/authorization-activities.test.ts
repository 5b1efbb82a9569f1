import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDefinition, activityDefinitions, type AnyActivityDefinition } from '@tintero/domain';
import { bearer, createTestApp, type TestContext } from './helpers';
import { activityBody, caller, createActivityOrder, createMachine, insertSupply } from './activity-fixtures';
import { type RouteCase, adminAndOperator, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for the activity routes, the workers' routes and the
 * machines: administrator, operator (on an activity they work on and on someone else's), seller,
 * anonymous, and a user disabled after signing in. Showing one activity is checked for all 17
 * types; the other route shapes for a sample of types.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof caller>;
let orderId = 0;
/** An order in review: its activities are not the operators' yet, even the ones they are on. */
let reviewOrderId = 0;
let machineId = 0;
let supplyId = 0;
let operatorId = 0;
let otherOperatorId = 0;
let disabledId = 0;

interface TypeIds {
  own: number;
  others: number;
  deletable: number;
  finishable: number;
  inReview: number;
}
const ids = new Map<string, TypeIds>();
const machines = { shown: 0, deletable: 0 };

const SAMPLED = ['pre_press', 'impression', 'die_cut', 'various_activity'] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const actors = await signInActors(app);
  Object.assign(tokens, actors.tokens);
  call = caller(app, () => tokens.administrator!);
  const { operator, other, disabled } = actors.users;
  operatorId = operator.id;
  otherOperatorId = other.id;
  disabledId = disabled.id;
  orderId = (await createActivityOrder(app, actors.tokens.administrator)).id;
  reviewOrderId = (await createActivityOrder(app, actors.tokens.administrator, { status: 'in_review' })).id;
  machineId = (await createMachine(app, actors.tokens.administrator)).id;
  machines.shown = machineId;
  machines.deletable = (await createMachine(app, actors.tokens.administrator)).id;
  supplyId = (await insertSupply(app)).id;

  const create = async (definition: AnyActivityDefinition, users: number[], onOrder = orderId) => {
    const body = activityBody(definition, { orderId: onOrder, machineId, supplyId, users });
    const response = await call('POST', `/v1/${definition.route}`, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as number;
  };
  for (const definition of activityDefinitions) {
    ids.set(definition.type, {
      // The operator and the user disabled later both work on `own`; someone else works on `others`.
      own: await create(definition, [operatorId, disabledId]),
      others: await create(definition, [otherOperatorId]),
      deletable: await create(definition, []),
      finishable: await create(definition, [operatorId]),
      inReview: await create(definition, [operatorId], reviewOrderId),
    });
  }
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

const idsOf = (type: string) => ids.get(type)!;

const showCases: RouteCase[] = activityDefinitions.flatMap((definition) => [
  {
    name: `${definition.route}: show an activity one works on`,
    method: 'GET' as const,
    url: () => `/v1/${definition.route}/${idsOf(definition.type).own}`,
    expected: { administrator: 200, operator: 200, seller: 403, anonymous: 401, disabled: 401 },
  },
  {
    name: `${definition.route}: show someone else's activity`,
    method: 'GET' as const,
    url: () => `/v1/${definition.route}/${idsOf(definition.type).others}`,
    expected: { administrator: 200, operator: 403, seller: 403, anonymous: 401, disabled: 401 },
  },
  {
    name: `${definition.route}: show an activity one works on, of an order not in development`,
    method: 'GET' as const,
    url: () => `/v1/${definition.route}/${idsOf(definition.type).inReview}`,
    expected: { administrator: 200, operator: 403, seller: 403, anonymous: 401, disabled: 401 },
  },
]);

const sampledCases: RouteCase[] = SAMPLED.flatMap((type) => {
  const definition = activityDefinition(type);
  const { route, payloadKey, className } = definition;
  return [
    { name: `${route}: list`, method: 'GET' as const, url: () => `/v1/${route}`, expected: adminOnly(200) },
    {
      name: `${route}: search by production order`,
      method: 'GET' as const,
      url: () => `/v1/${route}/search_by_production_order/${orderId}`,
      expected: adminOnly(200),
    },
    {
      name: `${route}: create`,
      method: 'POST' as const,
      url: () => `/v1/${route}`,
      body: () => activityBody(definition, { orderId, machineId, supplyId }),
      expected: adminOnly(201),
    },
    {
      name: `${route}: update one's own`,
      method: 'PUT' as const,
      url: () => `/v1/${route}/${idsOf(type).own}`,
      body: () => ({ [payloadKey]: { observation: 'revisada' } }),
      expected: adminOnly(200),
    },
    { name: `${route}: delete`, method: 'DELETE' as const, url: () => `/v1/${route}/${idsOf(type).deletable}`, expected: adminOnly(204) },
    {
      name: `${className}: workers and available users`,
      method: 'GET' as const,
      url: () => `/v1/activity_users/${className}/${idsOf(type).own}/users`,
      expected: adminOnly(200),
    },
    {
      name: `${className}: users in the activity`,
      method: 'GET' as const,
      url: () => `/v1/activity_users/${className}/${idsOf(type).own}/users_in_the_activity`,
      expected: adminOnly(200),
    },
    {
      name: `${className}: finish the whole activity one works on`,
      method: 'PUT' as const,
      url: () => `/v1/activity_users/${className}/${idsOf(type).finishable}/finish`,
      expected: adminOnly(200),
    },
  ];
});

let machineNumber = 0;
const machineCases: RouteCase[] = [
  { name: 'list machines', method: 'GET', url: () => '/v1/machines', expected: adminAndOperator(200) },
  { name: 'show a machine', method: 'GET', url: () => `/v1/machines/${machines.shown}`, expected: adminAndOperator(200) },
  {
    name: 'create a machine',
    method: 'POST',
    url: () => '/v1/machines',
    body: () => ({ machine: { name: `Máquina ${++machineNumber}`, hour_cost: 1000 } }),
    expected: adminOnly(201),
  },
  {
    name: 'update a machine',
    method: 'PUT',
    url: () => `/v1/machines/${machines.shown}`,
    body: () => ({ machine: { hour_cost: 61000 } }),
    expected: adminOnly(200),
  },
  { name: 'delete a machine', method: 'DELETE', url: () => `/v1/machines/${machines.deletable}`, expected: adminOnly(204) },
];

describeAuthorizationMatrix([...showCases, ...sampledCases, ...machineCases], () => ({ app: ctx.app, tokens }));

describe('what an operator sees', () => {
  it.each(activityDefinitions.map((definition) => [definition.route, definition] as const))(
    '%s: no money in an activity one works on',
    async (_route, definition) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v1/${definition.route}/${idsOf(definition.type).own}`,
        headers: bearer(tokens.operator!),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      for (const field of ['value', 'machinery_cost', 'hour_value', 'hour_cost']) expect(body).not.toHaveProperty(field);
      expect(body.users.map((user: { id: number }) => user.id)).toContain(operatorId);
    },
  );
});
