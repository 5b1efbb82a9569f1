import { afterAll, beforeAll } from 'vitest';
import { todayIn } from '../src/lib/dates';
import { createTestApp, type TestContext } from './helpers';
import { createSupply } from './supply-helpers';
import { buy, purchasePayload } from './purchase-helpers';
import { type RouteCase, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';

/**
 * The authorization matrix of DESIGN §5 for purchases and inventories: administrators only; operators and sellers
 * 403, anonymous visitors and a user disabled after signing in 401.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids = { supply: 0, purchase: 0, detail: 0, inventary: 0, inventaryDetail: 0 };
const today = todayIn('America/Bogota');

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const actors = await signInActors(app);
  Object.assign(tokens, actors.tokens);
  const admin = actors.tokens.administrator;
  ids.supply = (await createSupply(app, admin, { quantity: 10, unit_value: 10 })).id;
  const purchase = await buy(app, admin, [{ supply_id: ids.supply, quantity: 5, total: 50 }], { purchased_at: today });
  ids.purchase = purchase.id;
  ids.detail = purchase.details[0]!.id;
  const inventary = await app.inject({
    method: 'POST',
    url: '/v1/inventaries',
    headers: { authorization: `Bearer ${admin}` },
    payload: { inventary: { year: 2026, month: 1 } },
  });
  ids.inventary = inventary.json().id;
  ids.inventaryDetail = inventary.json().details[0].id;
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

const cases: RouteCase[] = [
  { name: 'list purchases', method: 'GET', url: () => '/v1/purchases', expected: adminOnly(200) },
  { name: 'list purchases of a month', method: 'GET', url: () => '/v1/purchases?month=1&year=2026', expected: adminOnly(200) },
  { name: 'read a purchase', method: 'GET', url: () => `/v1/purchases/${ids.purchase}`, expected: adminOnly(200) },
  {
    name: 'read a purchase by detail',
    method: 'GET',
    url: () => `/v1/purchases/show_by_detail_id/${ids.detail}`,
    expected: adminOnly(200),
  },
  { name: "a purchase's details", method: 'GET', url: () => `/v1/purchases/${ids.purchase}/purchase_details`, expected: adminOnly(200) },
  {
    name: 'create a purchase',
    method: 'POST',
    url: () => '/v1/purchases',
    body: () => ({ purchase: purchasePayload([{ supply_id: ids.supply, quantity: 1, total: 10 }], { purchased_at: today }) }),
    expected: adminOnly(201),
  },
  {
    name: 'update a purchase',
    method: 'PUT',
    url: () => `/v1/purchases/${ids.purchase}`,
    body: () => ({ purchase: { company: 'Proveedor' } }),
    expected: adminOnly(200),
  },

  // Inventories, in an order that leaves each call its record: reads, the count, the update, the
  // delete (administrators first, so the others are refused before the record is looked at), and a
  // new one once no other is in creation.
  { name: 'list inventories', method: 'GET', url: () => '/v1/inventaries', expected: adminOnly(200) },
  { name: 'the inventory in creation', method: 'GET', url: () => '/v1/inventaries/opened', expected: adminOnly(200) },
  { name: 'read an inventory', method: 'GET', url: () => `/v1/inventaries/${ids.inventary}`, expected: adminOnly(200) },
  {
    name: 'read an inventory by detail',
    method: 'GET',
    url: () => `/v1/inventaries/show_by_detail_id/${ids.inventaryDetail}`,
    expected: adminOnly(200),
  },
  {
    name: "an inventory's details",
    method: 'GET',
    url: () => `/v1/inventaries/${ids.inventary}/inventary_details`,
    expected: adminOnly(200),
  },
  {
    name: 'count a supply',
    method: 'PUT',
    url: () => `/v1/inventaries/${ids.inventary}/inventary_details/${ids.inventaryDetail}`,
    body: () => ({ inventary_detail: { quantity: 4 } }),
    expected: adminOnly(200),
  },
  {
    name: 'update an inventory',
    method: 'PUT',
    url: () => `/v1/inventaries/${ids.inventary}`,
    body: () => ({ inventary: { observation: 'Conteo' } }),
    expected: adminOnly(200),
  },
  { name: 'delete an inventory', method: 'DELETE', url: () => `/v1/inventaries/${ids.inventary}`, expected: adminOnly(200) },
  {
    name: 'create an inventory',
    method: 'POST',
    url: () => '/v1/inventaries',
    body: () => ({ inventary: { year: 2026, month: 2 } }),
    expected: adminOnly(201),
  },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));
