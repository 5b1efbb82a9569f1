import Big from 'big.js';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { productionOrders, suppliesUsed } from '../src/db/schema';
import { bearer, withAdministrator } from './helpers';
import { createOrder, createSupply, expectLedgerConsistent, stockOf } from './supply-helpers';

/**
 * Parallel outputs on one supply (DESIGN §9): 50 requests at once, a stock that fits exactly k of
 * them. On PostgreSQL they really run side by side on the pool's 10 connections; the supply
 * row's lock is what makes exactly the ones that fit succeed.
 */
const session = withAdministrator();
// Runs before withAdministrator's close (Vitest runs after-hooks in reverse order).
afterAll(async () => {
  // The pool's end resolves before its ten sockets have closed; dropping the scratch database at
  // once would terminate them mid-close (57P01). Close the app, let the sockets go, then drop.
  await session.app.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
});

const REQUESTS = 50;

describe.each([
  { title: 'on one order', orders: 1, quantity: 1, fits: 17, unitValue: 1234.567891 },
  // Spread over orders, only the supply's lock stands between the requests.
  { title: 'spread over 10 orders, fractional quantities', orders: 10, quantity: 0.3, fits: 23, unitValue: 333.333333 },
])('50 simultaneous supplies used $title', ({ orders: orderCount, quantity, fits, unitValue }) => {
  it(`lets exactly ${fits} through and refuses the rest with 422`, async () => {
    const stock = new Big(quantity).times(fits).toNumber();
    const name = `Tinta concurrente ${orderCount}`;
    const supply = await createSupply(session.app, session.admin, { name, quantity: stock, unit_value: unitValue });
    const orders = await Promise.all(Array.from({ length: orderCount }, () => createOrder(session.app, session.admin)));

    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        session.app.inject({
          method: 'POST',
          url: `/v1/production_orders/${orders[i % orderCount]!.id}/supplies_used`,
          headers: bearer(session.admin),
          payload: { supply_used: { supply_id: supply.id, quantity } },
        }),
      ),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(fits);
    expect(statuses.filter((s) => s === 422)).toHaveLength(REQUESTS - fits);
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      expect(refused.json().message).toBe(`No hay suficiente ${name}: disponibles 0 Pliego.`);
    }

    // The stock is 0, and the ledger agrees: one opening input and one output per success.
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '0.000000', unit_value: new Big(unitValue).toFixed(6) });
    const { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries).toHaveLength(1 + fits);
    expect(entries.filter((e) => e.kind === 'output').every((e) => e.quantity === new Big(quantity).toFixed(6))).toBe(true);

    // Each success was valued at the average, and each order's supplies cost is Σ its values.
    const orderIds = orders.map((o) => o.id);
    const used = await session.app.db
      .select({ order: suppliesUsed.production_order_id, value: sql<string>`${suppliesUsed.value}::text` })
      .from(suppliesUsed)
      .where(inArray(suppliesUsed.production_order_id, orderIds));
    expect(used).toHaveLength(fits);
    const expectedValue = new Big(quantity).times(unitValue).round(6, Big.roundHalfUp);
    expect(used.every((u) => new Big(u.value).eq(expectedValue))).toBe(true);
    for (const order of orders) {
      const [row] = await session.app.db
        .select({ supplies_cost: sql<string>`${productionOrders.supplies_cost}::text` })
        .from(productionOrders)
        .where(eq(productionOrders.id, order.id));
      const sum = used.filter((u) => u.order === order.id).reduce((total, u) => total.plus(u.value), new Big(0));
      expect(new Big(row!.supplies_cost).eq(sum)).toBe(true);
    }
    const outputsTotal = entries.filter((e) => e.kind === 'output').reduce((total, e) => total.plus(e.total), new Big(0));
    expect(outputsTotal.eq(expectedValue.times(fits))).toBe(true);
  });
});

describe('simultaneous corrections', () => {
  it('deleting and adding at once on one supply never loses or invents stock', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 50 });
    const order = await createOrder(session.app, session.admin);
    const created = [];
    for (let i = 0; i < 5; i++) {
      const response = await session.app.inject({
        method: 'POST',
        url: `/v1/production_orders/${order.id}/supplies_used`,
        headers: bearer(session.admin),
        payload: { supply_used: { supply_id: supply.id, quantity: 2 } },
      });
      created.push(response.json().id as number);
    }
    // The stock is 0: the 5 deletes give 10 back while 20 requests of 1 compete for it.
    const responses = await Promise.all([
      ...created.map((id) =>
        session.app.inject({
          method: 'DELETE',
          url: `/v1/production_orders/${order.id}/supplies_used/${id}`,
          headers: bearer(session.admin),
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        session.app.inject({
          method: 'POST',
          url: `/v1/production_orders/${order.id}/supplies_used`,
          headers: bearer(session.admin),
          payload: { supply_used: { supply_id: supply.id, quantity: 1 } },
        }),
      ),
    ]);
    expect(responses.slice(0, 5).every((r) => r.statusCode === 200)).toBe(true);
    const added = responses.slice(5).filter((r) => r.statusCode === 201).length;
    expect(responses.slice(5).every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    const { stock } = await expectLedgerConsistent(session.app, supply.id);
    expect(new Big(stock.quantity).eq(10 - added)).toBe(true);
    const order2 = (
      await session.app.inject({ method: 'GET', url: `/v1/production_orders/${order.id}`, headers: bearer(session.admin) })
    ).json();
    expect(order2.supplies_cost).toBe(added * 50);
  });
});
