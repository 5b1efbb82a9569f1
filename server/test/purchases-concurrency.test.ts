import Big from 'big.js';
import { afterAll, describe, expect, it } from 'vitest';
import { withAdministrator } from './helpers';
import { createOrder, createSupply, expectLedgerConsistent, stockOf } from './supply-helpers';
import { buy, putPurchase, useSupply } from './purchase-helpers';

/**
 * A purchase cancelled while its supplies are being used (DESIGN §7.4, §9): on PostgreSQL the
 * requests really run side by side on the pool. Whatever the order the supplies' locks give them,
 * the cancel either reverses everything (no use came before it) or is refused whole, and every
 * unit is accounted for in a consistent ledger.
 */
const session = withAdministrator();
// Runs before withAdministrator's close (Vitest runs after-hooks in reverse order).
afterAll(async () => {
  // Let the pool's sockets close before the scratch database is dropped (as supplies-concurrency).
  await session.app.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
});

describe('supplies used during a purchase cancel', () => {
  it.each([0, 5, 15])('leave the ledger consistent (cancel sent after %i uses)', async (position) => {
    const paper = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const ink = await createSupply(session.app, session.admin, { quantity: 2, unit_value: 10 });
    const orders = await Promise.all([createOrder(session.app, session.admin), createOrder(session.app, session.admin)]);
    const purchase = await buy(session.app, session.admin, [
      { supply_id: paper.id, quantity: 100, total: 5000 },
      { supply_id: ink.id, quantity: 40, total: 4000 },
    ]);
    const uses = Array.from({ length: 30 }, (_, index) => ({
      supply: index % 2 === 0 ? paper : ink,
      order: orders[index % 2]!,
      quantity: 7,
    }));
    const requests = uses.map((use) => () => useSupply(session.app, session.admin, use.order.id, use.supply.id, use.quantity));
    const cancel = () =>
      putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'Devuelta al proveedor' });
    const all = [...requests.slice(0, position), cancel, ...requests.slice(position)];
    const responses = await Promise.all(all.map((send) => send()));
    const cancelResponse = responses[position]!;
    const useResponses = responses.filter((_, index) => index !== position);

    expect([200, 422]).toContain(cancelResponse.statusCode);
    for (const response of useResponses) expect([201, 422], response.body).toContain(response.statusCode);
    const cancelled = cancelResponse.statusCode === 200;
    for (const [supply, opening, bought] of [
      [paper, 0, 100],
      [ink, 2, 40],
    ] as const) {
      const used = useResponses.filter((response, index) => response.statusCode === 201 && uses[index]!.supply.id === supply.id).length * 7;
      const { quantity } = await stockOf(session.app, supply.id);
      expect(new Big(quantity).eq(opening + bought - used - (cancelled ? bought : 0)), `stock of ${supply.name}`).toBe(true);
      await expectLedgerConsistent(session.app, supply.id);
    }
  });
});
