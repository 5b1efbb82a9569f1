import Big from 'big.js';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kardexEntries, purchaseDetails } from '../src/db/schema';
import { manualClock, withAdministrator } from './helpers';
import { createOrder, createSupply, entriesOf, expectLedgerConsistent } from './supply-helpers';
import { buy, putPurchase, useSupply, type PurchaseAnswer } from './purchase-helpers';

/**
 * Random sequences of purchases, edits, cancels and consumption against the ledger's invariants
 * (DESIGN §7.4): each balance is Σ inputs − Σ outputs and never negative; after every entry the
 * stock's value (balance × average) is the value before it plus or minus the entry's total (to
 * the rounding of the average, floored at 0); and the signed entries of each purchase detail add
 * up exactly to what the detail holds now (nothing once removed or cancelled).
 */
const clock = manualClock('2026-11-20T15:00:00Z');
const session = withAdministrator({}, { now: clock.now });

type Step =
  | { kind: 'buy'; supply: number; quantity: number; total: number }
  | { kind: 'edit'; pick: number; quantity: number; total: number; supply: number; add: boolean; drop: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'use'; supply: number; quantity: number };

const quantity = fc.integer({ min: 1, max: 4000 }).map((n) => n / 100);
const total = fc.integer({ min: 0, max: 50_000_000 }).map((n) => n / 100);
const supplyPick = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), supply: supplyPick, quantity, total }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    quantity,
    total,
    supply: supplyPick,
    add: fc.boolean(),
    drop: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('use' as const), supply: supplyPick, quantity }),
);

async function expectValueFollowsEntries(supplyId: number) {
  const entries = await entriesOf(session.app, supplyId);
  let value = new Big(0);
  for (const entry of entries) {
    const after = new Big(entry.balance).times(entry.average_cost);
    const expected = entry.kind === 'input' ? value.plus(entry.total) : value.minus(entry.total);
    if (!new Big(entry.balance).eq(0)) {
      const floored = expected.lt(0) ? new Big(0) : expected;
      // The average is rounded to 6 decimals: the value is exact to half a millionth per unit.
      expect(after.minus(floored).abs().lte(new Big(entry.balance).times('0.0000005').plus('0.000001')), `entry ${entry.id}`).toBe(true);
    }
    value = after;
  }
}

async function expectDetailsMatchEntries(purchase: PurchaseAnswer, cancelled: boolean) {
  const rows = await session.app.db
    .select({
      id: purchaseDetails.id,
      quantity: sql<string>`${purchaseDetails.quantity}::text`,
      total: sql<string>`${purchaseDetails.total}::text`,
      removed: sql<boolean>`${purchaseDetails.removed_at} IS NOT NULL`,
      moved: sql<string>`(SELECT coalesce(sum(CASE WHEN ${kardexEntries.kind} = 'input' THEN ${kardexEntries.quantity} ELSE -${kardexEntries.quantity} END), 0)::text FROM ${kardexEntries} WHERE ${kardexEntries.source_type} = 'PurchaseDetail' AND ${kardexEntries.source_id} = "purchase_details"."id")`,
      valued: sql<string>`(SELECT coalesce(sum(CASE WHEN ${kardexEntries.kind} = 'input' THEN ${kardexEntries.total} ELSE -${kardexEntries.total} END), 0)::text FROM ${kardexEntries} WHERE ${kardexEntries.source_type} = 'PurchaseDetail' AND ${kardexEntries.source_id} = "purchase_details"."id")`,
    })
    .from(purchaseDetails)
    .where(eq(purchaseDetails.purchase_id, purchase.id));
  for (const row of rows) {
    const held = cancelled || row.removed;
    expect(new Big(row.moved).eq(held ? 0 : row.quantity), `detail ${row.id} quantity ${JSON.stringify(row)}`).toBe(true);
    expect(new Big(row.valued).eq(held ? 0 : row.total), `detail ${row.id} total`).toBe(true);
  }
}

describe('purchases against the ledger', () => {
  it('keep every invariant through random buys, edits, cancels and consumption', async () => {
    const order = await createOrder(session.app, session.admin);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        clock.set('2026-11-20T15:00:00Z');
        const supplies = [
          await createSupply(session.app, session.admin, { quantity: 10, unit_value: 1000 }),
          await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 }),
        ];
        const purchases: { answer: PurchaseAnswer; cancelled: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'buy') {
            purchases.push({
              answer: await buy(session.app, session.admin, [{ supply_id: supplies[s.supply]!.id, quantity: s.quantity, total: s.total }]),
              cancelled: false,
            });
          } else if (s.kind === 'use') {
            expect([201, 422]).toContain(
              (await useSupply(session.app, session.admin, order.id, supplies[s.supply]!.id, s.quantity)).statusCode,
            );
          } else if (purchases.length > 0) {
            const target = purchases[s.pick % purchases.length]!;
            const body =
              s.kind === 'cancel'
                ? { status: 'cancelled', observation: 'Prueba' }
                : {
                    details: [
                      ...target.answer.details
                        .filter((_, index) => !(s.drop && index === 0 && (s.add || target.answer.details.length > 1)))
                        .map((d, index) =>
                          index === 0 ? { id: d.id, supply_id: supplies[s.supply]!.id, quantity: s.quantity, total: s.total } : d,
                        ),
                      ...(s.add ? [{ supply_id: supplies[1 - s.supply]!.id, quantity: s.quantity, total: s.total }] : []),
                    ].map((d: { id?: number; supply_id: number; quantity: number; total: number }) => ({
                      id: d.id,
                      supply_id: d.supply_id,
                      quantity: d.quantity,
                      total: d.total,
                    })),
                  };
            const response = await putPurchase(session.app, session.admin, target.answer.id, body);
            expect([200, 409, 422], response.body).toContain(response.statusCode);
            if (response.statusCode === 200) {
              target.answer = response.json() as PurchaseAnswer;
              target.cancelled = s.kind === 'cancel';
            }
          }
          clock.advanceMinutes(30);
        }
        for (const supply of supplies) {
          await expectLedgerConsistent(session.app, supply.id);
          await expectValueFollowsEntries(supply.id);
        }
        for (const purchase of purchases) {
          await expectDetailsMatchEntries(purchase.answer, purchase.cancelled);
          const details = purchase.answer.details.reduce((sum, d) => sum.plus(d.total), new Big(0));
          expect(new Big(purchase.answer.total).eq(details)).toBe(true);
        }
      }),
      { seed: 20261120, numRuns: 12 },
    );
  });
});
