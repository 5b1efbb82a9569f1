import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import {
  proportionalValue,
  supplyMessages,
  supplyMovementRecordSchema,
  supplyMovementRecordUpdateSchema,
  supplyUsedSchema,
  toDecimalString,
  type DecimalLike,
  type SupplyMovementRecordInput,
} from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { momentOf, type WorkClock } from '../../lib/stated-at';
import { sqlTimestamp } from '../../lib/clock';
import type { CurrentUser } from '../../plugins/auth';
import { recomputeOrderCosts } from '../production-orders/costs';
import { lockOpenOrder } from '../production-orders/guards';
import { lockSupplies, lockSupply, recordInput, recordOutput, type MovementRequest } from '../kardex/ledger';
import { editableSql, findPresentedRecord, type MovementRecordKind } from './queries';

/**
 * Supplies used and leftovers of an order (DESIGN §7.4, spec part 2 §3): records that move stock.
 * A supply used takes stock out at the average cost (its `value` is what the order is charged);
 * a leftover puts stock back at the average cost (its `value` is what the order is credited).
 *
 * A record may be made with quantity 0 (spec part 2 §4): it moves no stock, writes no kardex
 * entry and is worth 0 until it is given a quantity, and stays editable while it is 0.
 *
 * Changing one (within an hour of creation, or while its quantity is 0) writes one correcting
 * entry for the difference: more quantity moves stock at the current average, as a new record
 * would (from 0 to N: one entry of N); less quantity undoes that part at the record's own unit
 * value, so the record keeps its unit value, an emptied record (back to 0, or deleted) gives back
 * exactly its value, and the record's value is always the signed sum of its kardex entries.
 * Changing the supply undoes the record on the old supply and records it anew on the new one (two
 * entries; none for a side whose quantity is 0).
 *
 * These are the records' writes, one transaction each; their reads are in queries.ts.
 */

interface RecordState {
  id: number;
  production_order_id: number;
  supply_id: number;
  quantity: string;
  value: string;
}

/**
 * More quantity on the record: a movement at the current average, as a new record would make.
 * Quantity 0 moves nothing (no entry, value 0), but the supply must still be one that may be used.
 */
async function increase(
  tx: Transaction,
  kind: MovementRecordKind,
  record: RecordState,
  supplyId: number,
  quantity: DecimalLike,
  actorId: number,
) {
  if (new Big(quantity).eq(0)) {
    await lockSupply(tx, { supplyId });
    return 0;
  }
  const request: MovementRequest = {
    supplyId,
    quantity,
    source: { type: kind.sourceType, id: record.id },
    productionOrderId: record.production_order_id,
    actorId,
  };
  const moved = kind.consumes ? await recordOutput(tx, request) : await recordInput(tx, request);
  return moved.movement.total;
}

/** Less quantity on the record: undoes that part at the record's own unit value. */
async function decrease(tx: Transaction, kind: MovementRecordKind, record: RecordState, part: DecimalLike, actorId: number) {
  const total = proportionalValue(record.value, record.quantity, part);
  const request: MovementRequest & { cost: { total: string } } = {
    supplyId: record.supply_id,
    quantity: part,
    cost: { total },
    source: { type: kind.sourceType, id: record.id },
    productionOrderId: record.production_order_id,
    actorId,
    allowDisabled: true,
  };
  const moved = kind.consumes ? await recordInput(tx, request) : await recordOutput(tx, request);
  return moved.movement.total;
}

/** Locks the record (after its order) and refuses it once its edit window has closed. */
async function lockEditableRecord(tx: Transaction, kind: MovementRecordKind, orderId: number, id: number): Promise<RecordState> {
  const { table } = kind;
  const [row] = await tx
    .select({
      id: table.id,
      production_order_id: table.production_order_id,
      supply_id: table.supply_id,
      quantity: sql<string>`${table.quantity}::text`,
      value: sql<string>`${table.value}::text`,
      editable: editableSql(table),
    })
    .from(table)
    .where(and(eq(table.id, id), eq(table.production_order_id, orderId)))
    .for('update');
  if (!row) throw notFound(kind.notFoundMessage);
  if (!row.editable) throw conflict('edit_window_closed', supplyMessages.editWindowClosed);
  return row;
}

/**
 * A new record. With `clock` (a supply used, the shop floor's "add ink"), it may state the moment
 * it was tapped offline (`at`, lib/stated-at.ts): the record is dated then; its kardex entry keeps
 * the moment the ledger wrote it, since entries are in the order they moved stock (docs/decisions/046).
 */
export async function createRecord(
  db: Database,
  kind: MovementRecordKind,
  actor: CurrentUser,
  orderId: number,
  input: unknown,
  clock?: WorkClock,
) {
  const { at, ...data }: SupplyMovementRecordInput & { at?: string } = parseOrThrow(
    clock ? supplyUsedSchema : supplyMovementRecordSchema,
    input,
  );
  const dated = clock && at !== undefined ? { created_at: sqlTimestamp(momentOf(at, clock)) } : {};
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    await lockSupply(tx, { supplyId: data.supply_id });
    const [row] = await tx
      .insert(kind.table)
      .values({
        production_order_id: orderId,
        supply_id: data.supply_id,
        quantity: data.quantity,
        value: 0,
        created_by: actor.id,
        ...dated,
      })
      .returning({ id: kind.table.id });
    const record: RecordState = { id: row!.id, production_order_id: orderId, supply_id: data.supply_id, quantity: '0', value: '0' };
    const total = await increase(tx, kind, record, data.supply_id, data.quantity, actor.id);
    await tx
      .update(kind.table)
      .set({ value: sql`${total}::numeric` })
      .where(eq(kind.table.id, record.id));
    await recomputeOrderCosts(tx, orderId);
    return findPresentedRecord(tx, kind, orderId, record.id);
  });
}

export async function updateRecord(
  db: Database,
  kind: MovementRecordKind,
  actor: CurrentUser,
  orderId: number,
  id: number,
  input: unknown,
) {
  const data = parseOrThrow(supplyMovementRecordUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await lockEditableRecord(tx, kind, orderId, id);
    const supplyId = data.supply_id ?? current.supply_id;
    const quantity = data.quantity === undefined ? new Big(current.quantity) : new Big(data.quantity);
    let value = new Big(current.value);
    if (supplyId !== current.supply_id) {
      await lockSupplies(tx, [current.supply_id, supplyId]);
      if (new Big(current.quantity).gt(0)) value = value.minus(await decrease(tx, kind, current, current.quantity, actor.id));
      value = value.plus(await increase(tx, kind, current, supplyId, quantity.toFixed(), actor.id));
    } else {
      const difference = quantity.minus(current.quantity);
      if (difference.gt(0)) value = value.plus(await increase(tx, kind, current, supplyId, difference.toFixed(), actor.id));
      if (difference.lt(0)) value = value.minus(await decrease(tx, kind, current, difference.abs().toFixed(), actor.id));
    }
    await tx
      .update(kind.table)
      .set({
        supply_id: supplyId,
        quantity: sql`${toDecimalString(quantity)}::numeric`,
        value: sql`${toDecimalString(value)}::numeric`,
        updated_at: sql`now()`,
      })
      .where(eq(kind.table.id, id));
    await recomputeOrderCosts(tx, orderId);
    return findPresentedRecord(tx, kind, orderId, id);
  });
}

export async function deleteRecord(db: Database, kind: MovementRecordKind, actor: CurrentUser, orderId: number, id: number) {
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await lockEditableRecord(tx, kind, orderId, id);
    const presented = findPresentedRecord(tx, kind, orderId, id);
    if (new Big(current.quantity).gt(0)) await decrease(tx, kind, current, current.quantity, actor.id);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recomputeOrderCosts(tx, orderId);
    return presented;
  });
}
