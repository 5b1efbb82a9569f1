import Big from 'big.js';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { activities, activityUsers, kardexEntries, supplies } from '../src/db/schema';
import { bearer } from './helpers';

/** Test helpers of supplies, the kardex and the order sub-resources. */

export const orderPayload = (overrides: Record<string, unknown> = {}) => ({
  client: 'Cartones del Valle',
  reference: 'Caja plegadiza 12x8',
  quantity: 1000,
  unit_value: 350.5,
  delivery_day: '2026-12-15',
  status: 'developing',
  ...overrides,
});

export async function createOrder(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/production_orders',
    headers: bearer(token),
    payload: { production_order: orderPayload(overrides) },
  });
  if (response.statusCode !== 201) throw new Error(`create order failed: ${response.body}`);
  return response.json() as { id: number; reference: string; supplies_cost: number; leftovers_value: number };
}

let supplySequence = 0;
export const supplyPayload = (overrides: Record<string, unknown> = {}) => {
  supplySequence += 1;
  return {
    name: `Propalcote 300 #${supplySequence}`,
    unit_of_measurement: 'Pliego',
    stock_minimum: 10,
    type_supply: 'paper',
    quantity: 100,
    unit_value: 1000,
    ...overrides,
  };
};

export async function createSupply(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/supplies',
    headers: bearer(token),
    payload: { supply: supplyPayload(overrides) },
  });
  if (response.statusCode !== 201) throw new Error(`create supply failed: ${response.body}`);
  return response.json() as { id: number; name: string; quantity: number; unit_value: number; total_value: number; status: number };
}

/** Puts a user to work on an order: a die-cut activity with the user as its worker. */
export async function assignToOrder(app: App, orderId: number, userId: number) {
  const [activity] = await app.db.insert(activities).values({ type: 'die_cut', production_order_id: orderId, quantity: 10 }).returning();
  await app.db.insert(activityUsers).values({ activity_id: activity!.id, user_id: userId });
}

/** The supply's stock and average as exact decimal strings. */
export async function stockOf(app: App, supplyId: number) {
  const [row] = await app.db
    .select({ quantity: sql<string>`${supplies.quantity}::text`, unit_value: sql<string>`${supplies.unit_value}::text` })
    .from(supplies)
    .where(eq(supplies.id, supplyId));
  return row!;
}

export async function entriesOf(app: App, supplyId: number) {
  return app.db
    .select({
      id: kardexEntries.id,
      kind: kardexEntries.kind,
      quantity: sql<string>`${kardexEntries.quantity}::text`,
      total: sql<string>`${kardexEntries.total}::text`,
      balance: sql<string>`${kardexEntries.balance}::text`,
      average_cost: sql<string>`${kardexEntries.average_cost}::text`,
      source_type: kardexEntries.source_type,
      source_id: kardexEntries.source_id,
      made_on: kardexEntries.made_on,
    })
    .from(kardexEntries)
    .where(eq(kardexEntries.supply_id, supplyId))
    .orderBy(asc(kardexEntries.id));
}

/**
 * The ledger's own consistency: entries in id order are in made_on order, each balance is the
 * running Σ inputs − Σ outputs, never negative, and the last one is the supply's stock.
 */
export async function expectLedgerConsistent(app: App, supplyId: number) {
  const entries = await entriesOf(app, supplyId);
  const stock = await stockOf(app, supplyId);
  let running = new Big(0);
  let previousMadeOn = '';
  for (const entry of entries) {
    running = entry.kind === 'input' ? running.plus(entry.quantity) : running.minus(entry.quantity);
    expect(running.gte(0)).toBe(true);
    expect(new Big(entry.balance).eq(running), `balance of entry ${entry.id}`).toBe(true);
    expect(new Date(entry.made_on).getTime()).toBeGreaterThanOrEqual(previousMadeOn ? new Date(previousMadeOn).getTime() : 0);
    previousMadeOn = entry.made_on;
  }
  expect(new Big(stock.quantity).eq(running)).toBe(true);
  if (entries.length > 0) expect(new Big(stock.unit_value).eq(entries[entries.length - 1]!.average_cost)).toBe(true);
  return { entries, stock };
}
