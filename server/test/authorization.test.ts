import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityUsers } from '../src/db/schema';
import { bearer, createTestApp, userPayload, type TestContext } from './helpers';
import { type RouteCase, adminAndOperator, adminOnly, describeAuthorizationMatrix, everyone, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for every route of the foundation: administrator,
 * operator (own record and someone else's), seller, anonymous, and a user disabled after signing in.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let operatorId = 0;
let otherOperatorId = 0;
let sellerId = 0;
let listId = 0;
let orderId = 0;
let otherOrderId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const actors = await signInActors(app);
  Object.assign(tokens, actors.tokens);
  const { operator, other, seller, disabled } = actors.users;
  operatorId = operator.id;
  otherOperatorId = other.id;
  sellerId = seller.id;
  await actors.disableTheDisabled();
  const list = await app.inject({
    method: 'GET',
    url: '/v1/lists/seek_the_first_one_by_name/types_of_documents',
    headers: bearer(actors.tokens.administrator),
  });
  listId = list.json().id;
  const order = (
    await app.inject({
      method: 'POST',
      url: '/v1/production_orders',
      headers: bearer(actors.tokens.administrator),
      payload: { production_order: orderPayload },
    })
  ).json();
  const otherOrder = (
    await app.inject({
      method: 'POST',
      url: '/v1/production_orders',
      headers: bearer(actors.tokens.administrator),
      payload: { production_order: orderPayload },
    })
  ).json();
  orderId = order.id;
  otherOrderId = otherOrder.id;
  // The operator (and the user later disabled) work on the first order only.
  const [activity] = await app.db.insert(activities).values({ type: 'die_cut', production_order_id: orderId, quantity: 10 }).returning();
  await app.db.insert(activityUsers).values([
    { activity_id: activity!.id, user_id: operator.id },
    { activity_id: activity!.id, user_id: disabled.id },
  ]);
});

const orderPayload = {
  client: 'Cliente',
  reference: 'Ref',
  quantity: 10,
  unit_value: 100,
  delivery_day: '2026-12-01',
  status: 'developing',
};
afterAll(() => ctx.close());

const cases: RouteCase[] = [
  { name: 'list users', method: 'GET', url: () => '/v1/users', expected: adminOnly(200) },
  { name: 'list enabled users', method: 'GET', url: () => '/v1/users?enabled=true', expected: adminOnly(200) },
  { name: 'list operators', method: 'GET', url: () => '/v1/users/operators', expected: adminOnly(200) },
  { name: 'create a user', method: 'POST', url: () => '/v1/users', body: () => ({ user: userPayload() }), expected: adminOnly(201) },
  {
    name: "read someone else's user",
    method: 'GET',
    url: () => `/v1/users/${otherOperatorId}`,
    expected: adminOnly(200),
  },
  {
    name: "update someone else's user",
    method: 'PUT',
    url: () => `/v1/users/${otherOperatorId}`,
    body: () => ({ user: { phone: '3005556677', current_password: 'secreto-123' } }),
    expected: adminOnly(200),
  },
  { name: 'disable a user', method: 'DELETE', url: () => `/v1/users/${otherOperatorId}`, expected: adminOnly(200) },
  { name: 'list orders of a month', method: 'GET', url: () => '/v1/production_orders?month=1&year=2026', expected: adminOnly(200) },
  { name: 'orders in developing', method: 'GET', url: () => '/v1/production_orders/orders_in_developing', expected: adminOnly(200) },
  { name: 'read an order', method: 'GET', url: () => `/v1/production_orders/${orderId}`, expected: adminOnly(200) },
  {
    name: 'the operator view of an order one works on',
    method: 'GET',
    url: () => `/v1/production_orders/${orderId}/short`,
    expected: { administrator: 200, operator: 200, seller: 403, anonymous: 401, disabled: 401 },
  },
  {
    name: "the operator view of someone else's order",
    method: 'GET',
    url: () => `/v1/production_orders/${otherOrderId}/short`,
    expected: { administrator: 200, operator: 403, seller: 403, anonymous: 401, disabled: 401 },
  },
  {
    name: 'create an order',
    method: 'POST',
    url: () => '/v1/production_orders',
    body: () => ({ production_order: orderPayload }),
    expected: adminOnly(201),
  },
  {
    name: 'update an order',
    method: 'PUT',
    url: () => `/v1/production_orders/${orderId}`,
    body: () => ({ production_order: { observation: 'editada' } }),
    expected: adminOnly(200),
  },
  { name: 'recalculate costs', method: 'PUT', url: () => `/v1/production_orders/${orderId}/recalculate_costs`, expected: adminOnly(200) },
  { name: 'the help dialog’s version and contact', method: 'GET', url: () => '/v1/about', expected: everyone },
  {
    name: 'find a list by name',
    method: 'GET',
    url: () => '/v1/lists/seek_the_first_one_by_name/types_of_documents',
    expected: adminAndOperator(200),
  },
  { name: "a list's items", method: 'GET', url: () => `/v1/lists/${listId}/items`, expected: adminAndOperator(200) },
  { name: 'items by list name', method: 'GET', url: () => '/v1/items?list_name=types_of_documents', expected: adminAndOperator(200) },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));

describe('own record', () => {
  it('an operator and a seller read their own user, without the hour value', async () => {
    for (const [actor, id] of [
      ['operator', operatorId],
      ['seller', sellerId],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/v1/users/${id}`, headers: bearer(tokens[actor]!) });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(id);
      expect(response.json()).not.toHaveProperty('hour_value');
    }
  });

  it('an operator updates their own contact data', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/users/${operatorId}`,
      headers: bearer(tokens.operator!),
      payload: { user: { phone: '3009998877', current_password: 'secreto-123' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe('3009998877');
  });

  it('an operator cannot disable themselves or anyone', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: `/v1/users/${operatorId}`, headers: bearer(tokens.operator!) });
    expect(response.statusCode).toBe(403);
  });

  it('a disabled user cannot read even their own record', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/v1/users/${operatorId}`, headers: bearer(tokens.disabled!) });
    expect(response.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('rejects a token signed with another secret, a tampered one and alg none', async () => {
    const [header, payload] = tokens.administrator!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, id: operatorId })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${tokens.administrator!.split('.')[2]}`, `${none}.${payload}.`, 'garbage']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
  });
});
