import { asc, eq, sql } from 'drizzle-orm';
import {
  fitsLedger,
  planInput,
  planOutput,
  supplyMessages,
  type DecimalLike,
  type KardexSourceType,
  type MovementCost,
  type PlannedMovement,
} from '@tintero/domain';
import type { Executor } from '../../db/client';
import { kardexEntries, supplies } from '../../db/schema';
import { unprocessable } from '../../lib/http-errors';
import { anyOf } from '../../lib/any-of';
import { recomputeSupplyDays } from './supply-days';

/**
 * The stock ledger (DESIGN §7.4): the only code that changes a supply's stock or average cost.
 * Every movement, now and later (supplies, supplies used, leftovers, purchases, inventories), goes
 * through `recordInput` or `recordOutput` inside the caller's transaction: the supply row is
 * locked, the movement is planned by the pure arithmetic of `@tintero/domain`, the supply is
 * updated and exactly one kardex entry is appended with the balance and average after it, and
 * the supply's day of the stock roll-up recomputed (supply-days.ts).
 * Entries are never edited or deleted (a trigger enforces it); corrections are new entries.
 */

export interface LedgerSource {
  type: KardexSourceType;
  id: number;
}

export interface MovementRequest {
  supplyId: number;
  quantity: DecimalLike;
  source: LedgerSource;
  productionOrderId?: number | null;
  /** Who records it (kardex `created_by`). */
  actorId: number | null;
  /**
   * Disabled supplies refuse new consumption and new stock (422 on `supply_id`). Corrections that
   * undo (part of) an earlier movement, and a new supply's opening stock, pass this: a mistake can
   * always be put right.
   */
  allowDisabled?: boolean;
  /** Names of the fields a 422 points at, for callers whose form nests them (purchase details). */
  fields?: { supply?: string; quantity?: string };
}

export interface LockedSupply {
  id: number;
  name: string;
  status: number;
  unit_of_measurement: string;
  /** Exact decimals as text: the arithmetic never goes through a float. */
  quantity: string;
  unit_value: string;
}

export interface RecordedMovement {
  entryId: number;
  supply: LockedSupply;
  movement: PlannedMovement;
  /** The movement's total as a number, for the record it values (a supply used's `value`). */
  total: number;
}

const lockedColumns = {
  id: supplies.id,
  name: supplies.name,
  status: supplies.status,
  unit_of_measurement: supplies.unit_of_measurement,
  quantity: sql<string>`${supplies.quantity}::text`,
  unit_value: sql<string>`${supplies.unit_value}::text`,
};

/**
 * Locks supply rows (`SELECT ... FOR UPDATE`) in id order. A transaction that moves several
 * supplies calls this first, so two of them never wait on each other in opposite orders.
 */
export async function lockSupplies(tx: Executor, supplyIds: readonly number[]): Promise<Map<number, LockedSupply>> {
  const ids = [...new Set(supplyIds)].sort((a, b) => a - b);
  const locked = new Map<number, LockedSupply>();
  if (ids.length === 0) return locked;
  const rows = await tx.select(lockedColumns).from(supplies).where(anyOf(supplies.id, ids)).orderBy(asc(supplies.id)).for('update');
  for (const row of rows) locked.set(row.id, row);
  return locked;
}

/**
 * Locks one supply for a movement: 422 on the supply field when it does not exist, or when it is
 * disabled and the movement is not a correction. Callers may call it early (before inserting the
 * record a movement belongs to); the ledger calls it again, which costs nothing under the lock.
 */
export async function lockSupply(
  tx: Executor,
  request: Pick<MovementRequest, 'supplyId' | 'allowDisabled' | 'fields'>,
): Promise<LockedSupply> {
  const [row] = await tx.select(lockedColumns).from(supplies).where(eq(supplies.id, request.supplyId)).for('update');
  const supplyField = request.fields?.supply ?? 'supply_id';
  if (!row) throw unprocessable({ [supplyField]: [supplyMessages.notFound] }, supplyMessages.notFound);
  if (row.status !== 1 && !request.allowDisabled) {
    const message = supplyMessages.disabled(row.name);
    throw unprocessable({ [supplyField]: [message] }, message);
  }
  return row;
}

async function append(tx: Executor, request: MovementRequest, supply: LockedSupply, movement: PlannedMovement): Promise<RecordedMovement> {
  if (!fitsLedger(movement)) {
    throw unprocessable({ [request.fields?.quantity ?? 'quantity']: [supplyMessages.movementTooLarge] }, supplyMessages.movementTooLarge);
  }
  await tx
    .update(supplies)
    .set({ quantity: sql`${movement.balance}::numeric`, unit_value: sql`${movement.averageCost}::numeric` })
    .where(eq(supplies.id, supply.id));
  const [entry] = await tx
    .insert(kardexEntries)
    .values({
      supply_id: supply.id,
      kind: movement.kind,
      quantity: sql`${movement.quantity}::numeric`,
      unit_value: sql`${movement.unitValue}::numeric`,
      total: sql`${movement.total}::numeric`,
      balance: sql`${movement.balance}::numeric`,
      average_cost: sql`${movement.averageCost}::numeric`,
      source_type: request.source.type,
      source_id: request.source.id,
      production_order_id: request.productionOrderId ?? null,
      // The clock at the moment of the movement, taken under the supply's lock: entries of one
      // supply are ordered alike by made_on and by id, and each balance follows the one before.
      made_on: sql`clock_timestamp()`,
      created_by: request.actorId,
    })
    .returning({ id: kardexEntries.id });
  // The stock roll-up of the entry's day, in the same transaction (docs/decisions/035).
  await recomputeSupplyDays(tx, supply.id, entry!.id);
  return { entryId: entry!.id, supply, movement, total: Number(movement.total) };
}

/**
 * An input: a purchase (`cost: { total }`, which moves the average), the opening stock of a new
 * supply (`cost: { unitValue }`), or a leftover / positive adjustment at the current average
 * (no cost, the average stays).
 */
export async function recordInput(tx: Executor, request: MovementRequest & { cost?: MovementCost }): Promise<RecordedMovement> {
  const supply = await lockSupply(tx, request);
  const movement = planInput({ quantity: supply.quantity, averageCost: supply.unit_value }, request.quantity, request.cost);
  return append(tx, request, supply, movement);
}

/**
 * An output: consumption at the current average (that total is a supply used's value), or the
 * reversal of an earlier input at its own cost (`cost: { total }`). More than the stock is
 * refused with a 422 naming the supply and what is available.
 */
export async function recordOutput(tx: Executor, request: MovementRequest & { cost?: { total: DecimalLike } }): Promise<RecordedMovement> {
  const supply = await lockSupply(tx, request);
  const plan = planOutput({ quantity: supply.quantity, averageCost: supply.unit_value }, request.quantity, request.cost);
  if (!plan.ok) {
    const message = supplyMessages.insufficientStock(supply.name, plan.available, supply.unit_of_measurement);
    throw unprocessable({ [request.fields?.quantity ?? 'quantity']: [message] }, message);
  }
  return append(tx, request, supply, plan.movement);
}
