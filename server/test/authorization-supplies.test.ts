import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers';
import { assignToOrder, createOrder, createSupply, supplyPayload } from './supply-helpers';
import { type RouteCase, adminAndOperator, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for supplies, the kardex and the order sub-resources:
 * administrator, an operator working on the order (and on someone else's order), seller,
 * anonymous, and a user disabled after signing in.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids = {
  supply: 0,
  supplyToDisable: 0,
  order: 0,
  otherOrder: 0,
  reviewOrder: 0,
  reviewUsed: 0,
  used: 0,
  usedToDelete: 0,
  otherUsed: 0,
  leftover: 0,
  leftoverToDelete: 0,
  service: 0,
  serviceToDelete: 0,
};

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const actors = await signInActors(app);
  Object.assign(tokens, actors.tokens);
  const admin = actors.tokens.administrator;
  const { operator, disabled } = actors.users;
  ids.supply = (await createSupply(app, admin, { quantity: 1000, unit_value: 10 })).id;
  ids.supplyToDisable = (await createSupply(app, admin, { quantity: 5, unit_value: 10 })).id;
  ids.order = (await createOrder(app, admin)).id;
  ids.otherOrder = (await createOrder(app, admin)).id;
  ids.reviewOrder = (await createOrder(app, admin, { status: 'in_review' })).id;
  // The operator (and the user later disabled) work on the first order, and on one still in review.
  await assignToOrder(app, ids.order, operator.id);
  await assignToOrder(app, ids.reviewOrder, operator.id);
  await assignToOrder(app, ids.order, disabled.id);
  await actors.disableTheDisabled();

  const post = async (orderId: number, path: string, body: object) =>
    (await app.inject({ method: 'POST', url: `/v1/production_orders/${orderId}/${path}`, headers: bearer(admin), payload: body })).json()
      .id as number;
  const used = { supply_used: { supply_id: ids.supply, quantity: 1 } };
  const leftover = { leftover: { supply_id: ids.supply, quantity: 1 } };
  const service = { external_service: { kind: 'Troquel', provider: 'Troqueles S.A.S.', value: 100 } };
  ids.used = await post(ids.order, 'supplies_used', used);
  ids.usedToDelete = await post(ids.order, 'supplies_used', used);
  ids.otherUsed = await post(ids.otherOrder, 'supplies_used', used);
  ids.reviewUsed = await post(ids.reviewOrder, 'supplies_used', used);
  ids.leftover = await post(ids.order, 'leftovers', leftover);
  ids.leftoverToDelete = await post(ids.order, 'leftovers', leftover);
  ids.service = await post(ids.order, 'external_services', service);
  ids.serviceToDelete = await post(ids.order, 'external_services', service);
});
afterAll(() => ctx.close());

const order = (path = '') => `/v1/production_orders/${ids.order}${path}`;
const otherOrder = (path = '') => `/v1/production_orders/${ids.otherOrder}${path}`;
const reviewOrder = (path = '') => `/v1/production_orders/${ids.reviewOrder}${path}`;

const cases: RouteCase[] = [
  // Supplies and the kardex: administrators only, but the autocomplete that operators need to add ink.
  { name: 'list supplies', method: 'GET', url: () => '/v1/supplies', expected: adminOnly(200) },
  { name: 'search supplies (autocomplete)', method: 'GET', url: () => '/v1/supplies/search?filter=prop', expected: adminAndOperator(200) },
  {
    name: 'supplies history',
    method: 'GET',
    url: () => '/v1/supplies/history?from_date=2026-01-01&to_date=2026-01-31',
    expected: adminOnly(200),
  },
  {
    name: 'export the supplies history to Excel',
    method: 'GET',
    url: () => '/v1/supplies/history/export_to_excel?from_date=2026-01-01&to_date=2026-01-31',
    expected: adminOnly(200),
  },
  { name: 'export supplies to Excel', method: 'GET', url: () => '/v1/supplies/export_to_excel', expected: adminOnly(200) },
  { name: 'read a supply', method: 'GET', url: () => `/v1/supplies/${ids.supply}`, expected: adminOnly(200) },
  {
    name: 'create a supply',
    method: 'POST',
    url: () => '/v1/supplies',
    body: () => ({ supply: supplyPayload() }),
    expected: adminOnly(201),
  },
  {
    name: 'update a supply',
    method: 'PUT',
    url: () => `/v1/supplies/${ids.supply}`,
    body: () => ({ supply: { stock_minimum: 5 } }),
    expected: adminOnly(200),
  },
  // It has movements: it is disabled, and disabling again answers 200 too.
  { name: 'delete a supply', method: 'DELETE', url: () => `/v1/supplies/${ids.supplyToDisable}`, expected: adminOnly(200) },
  {
    name: "a supply's kardex",
    method: 'GET',
    url: () => `/v1/kardexes?supply_id=${ids.supply}&from_date=2026-01-01&to_date=2026-12-31`,
    expected: adminOnly(200),
  },
  {
    name: "export a supply's kardex to Excel",
    method: 'GET',
    url: () => `/v1/kardexes/export_to_excel?supply_id=${ids.supply}&from_date=2026-01-01&to_date=2026-12-31`,
    expected: adminOnly(200),
  },
  {
    name: 'consolidated kardex',
    method: 'GET',
    url: () => '/v1/kardexes/consolidated?from_date=2026-01-01&to_date=2026-03-31',
    expected: adminOnly(200),
  },

  // Supplies used: operators list, read and add on orders they work on.
  { name: 'supplies used of an order one works on', method: 'GET', url: () => order('/supplies_used'), expected: adminAndOperator(200) },
  {
    name: "supplies used of someone else's order",
    method: 'GET',
    url: () => otherOrder('/supplies_used'),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'a supply used of an order one works on',
    method: 'GET',
    url: () => order(`/supplies_used/${ids.used}`),
    expected: adminAndOperator(200),
  },
  {
    name: "a supply used of someone else's order",
    method: 'GET',
    url: () => otherOrder(`/supplies_used/${ids.otherUsed}`),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'add a supply used to an order one works on',
    method: 'POST',
    url: () => order('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: adminAndOperator(201),
  },
  {
    name: "add a supply used to someone else's order",
    method: 'POST',
    url: () => otherOrder('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: { ...adminAndOperator(201), operator: 403 },
  },
  // Operators work only on orders in development (DESIGN §7.2), even the ones they are assigned to.
  {
    name: 'supplies used of an order one works on, not in development',
    method: 'GET',
    url: () => reviewOrder('/supplies_used'),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'a supply used of an order one works on, not in development',
    method: 'GET',
    url: () => reviewOrder(`/supplies_used/${ids.reviewUsed}`),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'add a supply used to an order one works on, not in development',
    method: 'POST',
    url: () => reviewOrder('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: { ...adminAndOperator(201), operator: 409 },
  },
  {
    name: 'change a supply used',
    method: 'PUT',
    url: () => order(`/supplies_used/${ids.used}`),
    body: () => ({ supply_used: { quantity: 0.5 } }),
    expected: adminOnly(200),
  },
  { name: 'delete a supply used', method: 'DELETE', url: () => order(`/supplies_used/${ids.usedToDelete}`), expected: adminOnly(200) },

  // Leftovers and external services: administrators only.
  { name: 'leftovers of an order', method: 'GET', url: () => order('/leftovers'), expected: adminOnly(200) },
  { name: 'a leftover', method: 'GET', url: () => order(`/leftovers/${ids.leftover}`), expected: adminOnly(200) },
  {
    name: 'add a leftover',
    method: 'POST',
    url: () => order('/leftovers'),
    body: () => ({ leftover: { supply_id: ids.supply, quantity: 1 } }),
    expected: adminOnly(201),
  },
  {
    name: 'change a leftover',
    method: 'PUT',
    url: () => order(`/leftovers/${ids.leftover}`),
    body: () => ({ leftover: { quantity: 0.5 } }),
    expected: adminOnly(200),
  },
  { name: 'delete a leftover', method: 'DELETE', url: () => order(`/leftovers/${ids.leftoverToDelete}`), expected: adminOnly(200) },
  { name: 'external services of an order', method: 'GET', url: () => order('/external_services'), expected: adminOnly(200) },
  { name: 'an external service', method: 'GET', url: () => order(`/external_services/${ids.service}`), expected: adminOnly(200) },
  {
    name: 'add an external service',
    method: 'POST',
    url: () => order('/external_services'),
    body: () => ({ external_service: { kind: 'Plastificado', provider: 'Plásticos', value: 5 } }),
    expected: adminOnly(201),
  },
  {
    name: 'change an external service',
    method: 'PUT',
    url: () => order(`/external_services/${ids.service}`),
    body: () => ({ external_service: { value: 7 } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete an external service',
    method: 'DELETE',
    url: () => order(`/external_services/${ids.serviceToDelete}`),
    expected: adminOnly(200),
  },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));

describe('what operators receive', () => {
  it('supplies used without value or unit value, and the autocomplete without money', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: order('/supplies_used'), headers: bearer(tokens.operator!) })).json();
    expect(list.length).toBeGreaterThan(0);
    for (const record of list) {
      expect(record).not.toHaveProperty('value');
      expect(record).not.toHaveProperty('unit_value');
    }
    const one = (
      await ctx.app.inject({ method: 'GET', url: order(`/supplies_used/${ids.used}`), headers: bearer(tokens.operator!) })
    ).json();
    expect(Object.keys(one)).not.toContain('value');
    const found = (
      await ctx.app.inject({ method: 'GET', url: '/v1/supplies/search?filter=prop', headers: bearer(tokens.operator!) })
    ).json();
    expect(found.length).toBeGreaterThan(0);
    for (const supply of found) expect(Object.keys(supply).sort()).toEqual(['id', 'name', 'quantity', 'unit_of_measurement']);
  });
});
