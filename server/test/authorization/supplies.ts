import { bearer } from '../helpers';
import { assignToOrder, createOrder, createSupply, supplyPayload } from '../supply-helpers';
import { type AuthorizationArea, type RouteCase, adminAndOperator, adminOnly } from './matrix';

/**
 * The rows of supplies, the kardex and the order sub-resources: administrators, except the supplies
 * used of an order an operator works on (and the autocomplete they need to add ink).
 */
export const supplyIds = {
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
const ids = supplyIds;

export const order = (path = '') => `/v1/production_orders/${ids.order}${path}`;
const otherOrder = (path = '') => `/v1/production_orders/${ids.otherOrder}${path}`;
const reviewOrder = (path = '') => `/v1/production_orders/${ids.reviewOrder}${path}`;

const cases: RouteCase[] = [
  // Supplies and the kardex: administrators only, but the autocomplete that operators need to add ink.
  { name: 'list supplies', method: 'GET', route: '/v1/supplies', url: () => '/v1/supplies', expected: adminOnly(200) },
  {
    name: 'search supplies (autocomplete)',
    method: 'GET',
    route: '/v1/supplies/search',
    url: () => '/v1/supplies/search?filter=prop',
    expected: adminAndOperator(200),
  },
  {
    name: 'supplies history',
    method: 'GET',
    route: '/v1/supplies/history',
    url: () => '/v1/supplies/history?from_date=2026-01-01&to_date=2026-01-31',
    expected: adminOnly(200),
  },
  {
    name: 'export the supplies history to Excel',
    method: 'GET',
    route: '/v1/supplies/history/export_to_excel',
    url: () => '/v1/supplies/history/export_to_excel?from_date=2026-01-01&to_date=2026-01-31',
    expected: adminOnly(200),
  },
  {
    name: 'export supplies to Excel',
    method: 'GET',
    route: '/v1/supplies/export_to_excel',
    url: () => '/v1/supplies/export_to_excel',
    expected: adminOnly(200),
  },
  { name: 'read a supply', method: 'GET', route: '/v1/supplies/:id', url: () => `/v1/supplies/${ids.supply}`, expected: adminOnly(200) },
  {
    name: 'create a supply',
    method: 'POST',
    route: '/v1/supplies',
    url: () => '/v1/supplies',
    body: () => ({ supply: supplyPayload() }),
    expected: adminOnly(201),
  },
  {
    name: 'update a supply',
    method: 'PUT',
    route: '/v1/supplies/:id',
    url: () => `/v1/supplies/${ids.supply}`,
    body: () => ({ supply: { stock_minimum: 5 } }),
    expected: adminOnly(200),
  },
  // It has movements: it is disabled, and disabling again answers 200 too.
  {
    name: 'delete a supply',
    method: 'DELETE',
    route: '/v1/supplies/:id',
    url: () => `/v1/supplies/${ids.supplyToDisable}`,
    expected: adminOnly(200),
  },
  {
    name: "a supply's kardex",
    method: 'GET',
    route: '/v1/kardexes',
    url: () => `/v1/kardexes?supply_id=${ids.supply}&from_date=2026-01-01&to_date=2026-12-31`,
    expected: adminOnly(200),
  },
  {
    name: "export a supply's kardex to Excel",
    method: 'GET',
    route: '/v1/kardexes/export_to_excel',
    url: () => `/v1/kardexes/export_to_excel?supply_id=${ids.supply}&from_date=2026-01-01&to_date=2026-12-31`,
    expected: adminOnly(200),
  },
  {
    name: 'consolidated kardex',
    method: 'GET',
    route: '/v1/kardexes/consolidated',
    url: () => '/v1/kardexes/consolidated?from_date=2026-01-01&to_date=2026-03-31',
    expected: adminOnly(200),
  },

  // Supplies used: operators list, read and add on orders they work on.
  {
    name: 'supplies used of an order one works on',
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'own',
    url: () => order('/supplies_used'),
    expected: adminAndOperator(200),
  },
  {
    name: "supplies used of someone else's order",
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'others',
    url: () => otherOrder('/supplies_used'),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'a supply used of an order one works on',
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    record: 'own',
    url: () => order(`/supplies_used/${ids.used}`),
    expected: adminAndOperator(200),
  },
  {
    name: "a supply used of someone else's order",
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    record: 'others',
    url: () => otherOrder(`/supplies_used/${ids.otherUsed}`),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'add a supply used to an order one works on',
    method: 'POST',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'own',
    url: () => order('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: adminAndOperator(201),
  },
  {
    name: "add a supply used to someone else's order",
    method: 'POST',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'others',
    url: () => otherOrder('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: { ...adminAndOperator(201), operator: 403 },
  },
  // Operators work only on orders in development (DESIGN §7.2), even the ones they are assigned to.
  {
    name: 'supplies used of an order one works on, not in development',
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'own',
    url: () => reviewOrder('/supplies_used'),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'a supply used of an order one works on, not in development',
    method: 'GET',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    record: 'own',
    url: () => reviewOrder(`/supplies_used/${ids.reviewUsed}`),
    expected: { ...adminAndOperator(200), operator: 403 },
  },
  {
    name: 'add a supply used to an order one works on, not in development',
    method: 'POST',
    route: '/v1/production_orders/:id/supplies_used',
    record: 'own',
    url: () => reviewOrder('/supplies_used'),
    body: () => ({ supply_used: { supply_id: ids.supply, quantity: 1 } }),
    expected: { ...adminAndOperator(201), operator: 409 },
  },
  {
    name: 'change a supply used',
    method: 'PUT',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    url: () => order(`/supplies_used/${ids.used}`),
    body: () => ({ supply_used: { quantity: 0.5 } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete a supply used',
    method: 'DELETE',
    route: '/v1/production_orders/:id/supplies_used/:supply_used_id',
    url: () => order(`/supplies_used/${ids.usedToDelete}`),
    expected: adminOnly(200),
  },

  // Leftovers and external services: administrators only.
  {
    name: 'leftovers of an order',
    method: 'GET',
    route: '/v1/production_orders/:id/leftovers',
    url: () => order('/leftovers'),
    expected: adminOnly(200),
  },
  {
    name: 'a leftover',
    method: 'GET',
    route: '/v1/production_orders/:id/leftovers/:leftover_id',
    url: () => order(`/leftovers/${ids.leftover}`),
    expected: adminOnly(200),
  },
  {
    name: 'add a leftover',
    method: 'POST',
    route: '/v1/production_orders/:id/leftovers',
    url: () => order('/leftovers'),
    body: () => ({ leftover: { supply_id: ids.supply, quantity: 1 } }),
    expected: adminOnly(201),
  },
  {
    name: 'change a leftover',
    method: 'PUT',
    route: '/v1/production_orders/:id/leftovers/:leftover_id',
    url: () => order(`/leftovers/${ids.leftover}`),
    body: () => ({ leftover: { quantity: 0.5 } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete a leftover',
    method: 'DELETE',
    route: '/v1/production_orders/:id/leftovers/:leftover_id',
    url: () => order(`/leftovers/${ids.leftoverToDelete}`),
    expected: adminOnly(200),
  },
  {
    name: 'external services of an order',
    method: 'GET',
    route: '/v1/production_orders/:id/external_services',
    url: () => order('/external_services'),
    expected: adminOnly(200),
  },
  {
    name: 'an external service',
    method: 'GET',
    route: '/v1/production_orders/:id/external_services/:external_service_id',
    url: () => order(`/external_services/${ids.service}`),
    expected: adminOnly(200),
  },
  {
    name: 'add an external service',
    method: 'POST',
    route: '/v1/production_orders/:id/external_services',
    url: () => order('/external_services'),
    body: () => ({ external_service: { kind: 'Plastificado', provider: 'Plásticos', value: 5 } }),
    expected: adminOnly(201),
  },
  {
    name: 'change an external service',
    method: 'PUT',
    route: '/v1/production_orders/:id/external_services/:external_service_id',
    url: () => order(`/external_services/${ids.service}`),
    body: () => ({ external_service: { value: 7 } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete an external service',
    method: 'DELETE',
    route: '/v1/production_orders/:id/external_services/:external_service_id',
    url: () => order(`/external_services/${ids.serviceToDelete}`),
    expected: adminOnly(200),
  },
];

export const suppliesArea: AuthorizationArea = {
  cases,
  async setup(app, actors) {
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
  },
};
