import { todayIn } from '../../src/lib/dates';
import { bearer } from '../helpers';
import { createSupply } from '../supply-helpers';
import { buy, purchasePayload } from '../purchase-helpers';
import { type AuthorizationArea, type RouteCase, adminOnly } from './matrix';

/** The rows of purchases and inventories: administrators only. */
const ids = { supply: 0, purchase: 0, detail: 0, inventary: 0, inventaryDetail: 0 };
const today = todayIn('America/Bogota');

const cases: RouteCase[] = [
  { name: 'list purchases', method: 'GET', route: '/v1/purchases', url: () => '/v1/purchases', expected: adminOnly(200) },
  {
    name: 'list purchases of a month',
    method: 'GET',
    route: '/v1/purchases',
    url: () => '/v1/purchases?month=1&year=2026',
    expected: adminOnly(200),
  },
  {
    name: 'read a purchase',
    method: 'GET',
    route: '/v1/purchases/:id',
    url: () => `/v1/purchases/${ids.purchase}`,
    expected: adminOnly(200),
  },
  {
    name: 'read a purchase by detail',
    method: 'GET',
    route: '/v1/purchases/show_by_detail_id/:id',
    url: () => `/v1/purchases/show_by_detail_id/${ids.detail}`,
    expected: adminOnly(200),
  },
  {
    name: "a purchase's details",
    method: 'GET',
    route: '/v1/purchases/:id/purchase_details',
    url: () => `/v1/purchases/${ids.purchase}/purchase_details`,
    expected: adminOnly(200),
  },
  {
    name: 'create a purchase',
    method: 'POST',
    route: '/v1/purchases',
    url: () => '/v1/purchases',
    body: () => ({ purchase: purchasePayload([{ supply_id: ids.supply, quantity: 1, total: 10 }], { purchased_at: today }) }),
    expected: adminOnly(201),
  },
  {
    name: 'update a purchase',
    method: 'PUT',
    route: '/v1/purchases/:id',
    url: () => `/v1/purchases/${ids.purchase}`,
    body: () => ({ purchase: { company: 'Proveedor' } }),
    expected: adminOnly(200),
  },

  // Inventories, in an order that leaves each call its record: reads, the count, the update, the
  // delete (administrators first, so the others are refused before the record is looked at), and a
  // new one once no other is in creation.
  { name: 'list inventories', method: 'GET', route: '/v1/inventaries', url: () => '/v1/inventaries', expected: adminOnly(200) },
  {
    name: 'the inventory in creation',
    method: 'GET',
    route: '/v1/inventaries/opened',
    url: () => '/v1/inventaries/opened',
    expected: adminOnly(200),
  },
  {
    name: 'read an inventory',
    method: 'GET',
    route: '/v1/inventaries/:id',
    url: () => `/v1/inventaries/${ids.inventary}`,
    expected: adminOnly(200),
  },
  {
    name: 'read an inventory by detail',
    method: 'GET',
    route: '/v1/inventaries/show_by_detail_id/:id',
    url: () => `/v1/inventaries/show_by_detail_id/${ids.inventaryDetail}`,
    expected: adminOnly(200),
  },
  {
    name: "an inventory's details",
    method: 'GET',
    route: '/v1/inventaries/:id/inventary_details',
    url: () => `/v1/inventaries/${ids.inventary}/inventary_details`,
    expected: adminOnly(200),
  },
  {
    name: 'count a supply',
    method: 'PUT',
    route: '/v1/inventaries/:id/inventary_details/:detail_id',
    url: () => `/v1/inventaries/${ids.inventary}/inventary_details/${ids.inventaryDetail}`,
    body: () => ({ inventary_detail: { quantity: 4 } }),
    expected: adminOnly(200),
  },
  {
    name: 'update an inventory',
    method: 'PUT',
    route: '/v1/inventaries/:id',
    url: () => `/v1/inventaries/${ids.inventary}`,
    body: () => ({ inventary: { observation: 'Conteo' } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete an inventory',
    method: 'DELETE',
    route: '/v1/inventaries/:id',
    url: () => `/v1/inventaries/${ids.inventary}`,
    expected: adminOnly(200),
  },
  {
    name: 'create an inventory',
    method: 'POST',
    route: '/v1/inventaries',
    url: () => '/v1/inventaries',
    body: () => ({ inventary: { year: 2026, month: 2 } }),
    expected: adminOnly(201),
  },
];

export const purchasesArea: AuthorizationArea = {
  cases,
  async setup(app, actors) {
    const admin = actors.tokens.administrator;
    ids.supply = (await createSupply(app, admin, { quantity: 10, unit_value: 10 })).id;
    const purchase = await buy(app, admin, [{ supply_id: ids.supply, quantity: 5, total: 50 }], { purchased_at: today });
    ids.purchase = purchase.id;
    ids.detail = purchase.details[0]!.id;
    const inventary = await app.inject({
      method: 'POST',
      url: '/v1/inventaries',
      headers: bearer(admin),
      payload: { inventary: { year: 2026, month: 1 } },
    });
    ids.inventary = inventary.json().id;
    ids.inventaryDetail = inventary.json().details[0].id;
  },
};
