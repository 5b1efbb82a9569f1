import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { kardexEntries, leftovers, supplies, suppliesUsed } from '../src/db/schema';
import { HttpError } from '../src/lib/http-errors';
import { inTransaction } from '../src/lib/transaction';
import { recordInput, recordOutput } from '../src/modules/kardex/ledger';
import { bearer, withAdministrator } from './helpers';
import { createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';

/**
 * Property tests of the ledger against the database: random sequences of movements, checked
 * after every step against an independent model in exact decimals.
 */
const session = withAdministrator();

const decimal = (min: number, max: number) => fc.integer({ min, max }).map((n) => new Big(n).div(1_000_000).toFixed());
const round6 = (value: Big) => value.round(6, Big.roundHalfUp);

type Step =
  | { kind: 'purchase'; quantity: string; total: string }
  | { kind: 'leftover'; quantity: string }
  | { kind: 'consume'; quantity: string }
  | { kind: 'cancel-purchase' };

const ledgerStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), quantity: decimal(1, 50_000_000), total: decimal(0, 5_000_000_000_000) }),
  fc.record({ kind: fc.constant('leftover' as const), quantity: decimal(1, 20_000_000) }),
  fc.record({ kind: fc.constant('consume' as const), quantity: decimal(1, 60_000_000) }),
  fc.constant({ kind: 'cancel-purchase' as const }),
);

async function is422(work: Promise<unknown>) {
  try {
    await work;
    return false;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return true;
    throw error;
  }
}

describe('the ledger inside transactions', () => {
  // Each run has its own supply, and supply names are unique.
  let runs = 0;
  it('keeps stock, balances and the moving average equal to the model after every movement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ledgerStep, { minLength: 1, maxLength: 14 }), async (steps) => {
        runs += 1;
        const [supply] = await session.app.db
          .insert(supplies)
          .values({ name: `Propiedad ${runs}`, quantity: 0, unit_value: 0 })
          .returning();
        const supplyId = supply!.id;
        const model = { quantity: new Big(0), average: new Big(0), entries: 0, inputs: new Big(0), outputs: new Big(0) };
        const purchases: { quantity: string; total: string }[] = [];
        let sourceId = 0;
        for (const s of steps) {
          sourceId += 1;
          const base = { supplyId, source: { type: 'PurchaseDetail' as const, id: sourceId }, actorId: null };
          if (s.kind === 'purchase') {
            await inTransaction(session.app.db, (tx) => recordInput(tx, { ...base, quantity: s.quantity, cost: { total: s.total } }));
            const value = model.quantity.times(model.average).plus(s.total);
            model.quantity = model.quantity.plus(s.quantity);
            model.average = round6(value.div(model.quantity));
            model.inputs = model.inputs.plus(s.quantity);
            model.entries += 1;
            purchases.push(s);
          } else if (s.kind === 'leftover') {
            await inTransaction(session.app.db, (tx) =>
              recordInput(tx, { ...base, source: { type: 'Leftover', id: sourceId }, quantity: s.quantity }),
            );
            model.quantity = model.quantity.plus(s.quantity);
            model.inputs = model.inputs.plus(s.quantity);
            model.entries += 1;
          } else if (s.kind === 'consume') {
            const refused = await is422(
              inTransaction(session.app.db, (tx) =>
                recordOutput(tx, { ...base, source: { type: 'SupplyUsed', id: sourceId }, quantity: s.quantity }),
              ),
            );
            expect(refused).toBe(model.quantity.lt(s.quantity));
            if (!refused) {
              model.quantity = model.quantity.minus(s.quantity);
              model.outputs = model.outputs.plus(s.quantity);
              model.entries += 1;
            }
          } else {
            const purchase = purchases.pop();
            if (!purchase) continue;
            const refused = await is422(
              inTransaction(session.app.db, (tx) =>
                recordOutput(tx, { ...base, quantity: purchase.quantity, cost: { total: purchase.total } }),
              ),
            );
            expect(refused).toBe(model.quantity.lt(purchase.quantity));
            if (!refused) {
              const rest = model.quantity.minus(purchase.quantity);
              if (rest.gt(0)) {
                const value = model.quantity.times(model.average).minus(purchase.total);
                model.average = value.lte(0) ? new Big(0) : round6(value.div(rest));
              }
              model.quantity = rest;
              model.outputs = model.outputs.plus(purchase.quantity);
              model.entries += 1;
            }
          }
          // After every step: the stock is the model's and Σ inputs − Σ outputs, the average is
          // the model's, every balance is the running one, and refused outputs left no entry.
          const { entries, stock } = await expectLedgerConsistent(session.app, supplyId);
          expect(entries).toHaveLength(model.entries);
          expect(new Big(stock.quantity).eq(model.quantity)).toBe(true);
          expect(new Big(stock.quantity).eq(model.inputs.minus(model.outputs))).toBe(true);
          expect(new Big(stock.unit_value).eq(model.average), `average ${stock.unit_value} vs ${model.average.toFixed()}`).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

type ApiStep =
  | { kind: 'use'; quantity: string }
  | { kind: 'return'; quantity: string }
  | { kind: 'change'; pick: number; quantity: string }
  | { kind: 'delete'; pick: number };

/** A record's quantity: sometimes 0, which moves nothing until it is changed (docs/decisions/005). */
const recordQuantity = (max: number) => fc.oneof({ arbitrary: fc.constant('0'), weight: 1 }, { arbitrary: decimal(1, max), weight: 3 });

const apiStep: fc.Arbitrary<ApiStep> = fc.oneof(
  fc.record({ kind: fc.constant('use' as const), quantity: recordQuantity(8_000_000) }),
  fc.record({ kind: fc.constant('return' as const), quantity: recordQuantity(3_000_000) }),
  fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), quantity: recordQuantity(8_000_000) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('supplies used and leftovers through the API', () => {
  it('keep the ledger, the records and the order costs in agreement after every request', async () => {
    await fc.assert(
      fc.asyncProperty(
        decimal(0, 12_000_000),
        decimal(0, 5_000_000_000),
        fc.array(apiStep, { minLength: 1, maxLength: 12 }),
        async (opening, cost, steps) => {
          const supply = await createSupply(session.app, session.admin, { quantity: Number(opening), unit_value: Number(cost) });
          const order = await createOrder(session.app, session.admin);
          const records: { path: 'supplies_used' | 'leftovers'; id: number }[] = [];
          const deleted: { path: 'supplies_used' | 'leftovers'; id: number }[] = [];
          for (const s of steps) {
            const before = { stock: await stockOf(session.app, supply.id), entries: (await entriesOf(session.app, supply.id)).length };
            let response;
            if (s.kind === 'use' || s.kind === 'return') {
              const path = s.kind === 'use' ? 'supplies_used' : 'leftovers';
              const key = s.kind === 'use' ? 'supply_used' : 'leftover';
              response = await session.app.inject({
                method: 'POST',
                url: `/v1/production_orders/${order.id}/${path}`,
                headers: bearer(session.admin),
                payload: { [key]: { supply_id: supply.id, quantity: Number(s.quantity) } },
              });
              if (response.statusCode === 201) records.push({ path, id: response.json().id });
            } else {
              if (records.length === 0) continue;
              const record = records[s.pick % records.length]!;
              const url = `/v1/production_orders/${order.id}/${record.path}/${record.id}`;
              if (s.kind === 'change') {
                const key = record.path === 'supplies_used' ? 'supply_used' : 'leftover';
                response = await session.app.inject({
                  method: 'PUT',
                  url,
                  headers: bearer(session.admin),
                  payload: { [key]: { quantity: Number(s.quantity) } },
                });
              } else {
                response = await session.app.inject({ method: 'DELETE', url, headers: bearer(session.admin) });
                if (response.statusCode === 200) deleted.push(...records.splice(records.indexOf(record), 1));
              }
            }
            expect([200, 201, 422], response.body).toContain(response.statusCode);
            const { entries, stock } = await expectLedgerConsistent(session.app, supply.id);
            if (response.statusCode === 422) {
              // A refused request leaves no trace.
              expect(response.json().message).toMatch(/^No hay suficiente .*: disponibles .+ Pliego\.$/);
              expect(stock).toEqual(before.stock);
              expect(entries).toHaveLength(before.entries);
            } else {
              // One request, one entry at most (no change of quantity, or a record at 0, writes none).
              expect(entries.length - before.entries).toBeLessThanOrEqual(1);
              if ((s.kind === 'use' || s.kind === 'return') && s.quantity === '0') expect(entries).toHaveLength(before.entries);
            }
            await expectRecordsAgreeWithLedger(order.id, supply.id);
            // A deleted record's entries cancel out exactly: what it took, it gave back.
            for (const record of deleted) {
              const net = await netOfSource(record.path === 'supplies_used' ? 'SupplyUsed' : 'Leftover', record.id, supply.id);
              expect([net.quantity.toFixed(), net.total.toFixed()]).toEqual(['0', '0']);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});

/** Σ inputs − Σ outputs of one record's entries, in quantity and in money. */
async function netOfSource(source: 'SupplyUsed' | 'Leftover', sourceId: number, supplyId: number) {
  const entries = await session.app.db
    .select({
      kind: kardexEntries.kind,
      quantity: sql<string>`${kardexEntries.quantity}::text`,
      total: sql<string>`${kardexEntries.total}::text`,
    })
    .from(kardexEntries)
    .where(and(eq(kardexEntries.source_type, source), eq(kardexEntries.source_id, sourceId), eq(kardexEntries.supply_id, supplyId)));
  const net = (field: 'quantity' | 'total') =>
    entries.reduce((sum, e) => (e.kind === 'input' ? sum.plus(e[field]) : sum.minus(e[field])), new Big(0));
  return { quantity: net('quantity'), total: net('total') };
}

/**
 * Each record's value is the signed sum of its entries' totals (outputs count for a supply used,
 * inputs for a leftover) and its quantity their signed quantities; the order's stored costs are
 * the sums of its records' values.
 */
async function expectRecordsAgreeWithLedger(orderId: number, supplyId: number) {
  for (const [table, source, sign] of [
    [suppliesUsed, 'SupplyUsed', 'output'],
    [leftovers, 'Leftover', 'input'],
  ] as const) {
    const records = await session.app.db
      .select({ id: table.id, quantity: sql<string>`${table.quantity}::text`, value: sql<string>`${table.value}::text` })
      .from(table)
      .where(eq(table.production_order_id, orderId));
    for (const record of records) {
      // Inputs count positive in the net: a leftover's record is its net, a supply used's its negation.
      const net = await netOfSource(source, record.id, supplyId);
      const direction = sign === 'input' ? 1 : -1;
      expect(net.quantity.times(direction).eq(record.quantity)).toBe(true);
      expect(net.total.times(direction).eq(record.value)).toBe(true);
    }
  }
  const order = (
    await session.app.inject({ method: 'GET', url: `/v1/production_orders/${orderId}`, headers: bearer(session.admin) })
  ).json();
  const sum = async (table: typeof suppliesUsed | typeof leftovers) => {
    const [row] = await session.app.db
      .select({ total: sql<string>`COALESCE(sum(${table.value}), 0)::text` })
      .from(table)
      .where(eq(table.production_order_id, orderId));
    return Number(row!.total);
  };
  expect(order.supplies_cost).toBe(await sum(suppliesUsed));
  expect(order.leftovers_value).toBe(await sum(leftovers));
}
