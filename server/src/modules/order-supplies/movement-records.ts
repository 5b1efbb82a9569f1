import Big from 'big.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  proportionalValue,
  SUPPLY_RECORD_EDIT_WINDOW_SECONDS,
  supplyMessages,
  supplyMovementRecordSchema,
  supplyMovementRecordUpdateSchema,
  toDecimalString,
  type DecimalLike,
} from '@tintero/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { leftovers, supplies, suppliesUsed, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { recomputeOrderCosts } from '../production-orders/costs';
import { findOrderRow, lockOpenOrder } from '../production-orders/guards';
import { lockSupplies, lockSupply, recordInput, recordOutput, type MovementRequest } from '../kardex/ledger';
import { personNameOrNull } from '../../lib/people';

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
 */

/** Both tables have the same columns; the services treat them alike through this type. */
type RecordTable = typeof suppliesUsed;

export interface MovementRecordKind {
  table: RecordTable;
  sourceType: 'SupplyUsed' | 'Leftover';
  /** True: the record consumes stock (supply used). False: it returns stock (leftover). */
  consumes: boolean;
  notFoundMessage: string;
}

export const supplyUsedKind: MovementRecordKind = {
  table: suppliesUsed,
  sourceType: 'SupplyUsed',
  consumes: true,
  notFoundMessage: supplyMessages.supplyUsedNotFound,
};

export const leftoverKind: MovementRecordKind = {
  table: leftovers as unknown as RecordTable,
  sourceType: 'Leftover',
  consumes: false,
  notFoundMessage: supplyMessages.leftoverNotFound,
};

const editableSql = (table: RecordTable) =>
  sql<boolean>`(${table.quantity} = 0 OR ${table.created_at} > now() - make_interval(secs => ${SUPPLY_RECORD_EDIT_WINDOW_SECONDS}))`;

function selectRecords(db: Executor, kind: MovementRecordKind) {
  const { table } = kind;
  return db
    .select({
      id: table.id,
      production_order_id: table.production_order_id,
      supply_id: table.supply_id,
      supply_name: supplies.name,
      unit_of_measurement: supplies.unit_of_measurement,
      quantity: table.quantity,
      value: table.value,
      /** value / quantity when the quantity is above 0, else 0 (spec part 2 §3). */
      unit_value: sql<number>`CASE WHEN ${table.quantity} > 0 THEN round(${table.value} / ${table.quantity}, 6) ELSE 0 END`.mapWith(Number),
      /** Whether it may still be changed or deleted: the web shows read-only rows otherwise. */
      editable: editableSql(table),
      created_by_first_name: users.first_name,
      created_by_last_name: users.last_name,
      created_at: table.created_at,
      updated_at: table.updated_at,
    })
    .from(table)
    .innerJoin(supplies, eq(supplies.id, table.supply_id))
    .leftJoin(users, eq(users.id, table.created_by));
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** A record with its creator's name; operators receive it without value and unit value (`movementRecordResponses`). */
export function presentRecord({ created_by_first_name, created_by_last_name, ...record }: RecordRow) {
  return { ...record, created_by: personNameOrNull(created_by_first_name, created_by_last_name) };
}

export async function listRecords(db: Database, kind: MovementRecordKind, orderId: number) {
  await findOrderRow(db, orderId);
  const rows = await selectRecords(db, kind).where(eq(kind.table.production_order_id, orderId)).orderBy(desc(kind.table.id));
  return rows.map(presentRecord);
}

async function findRecordRow(db: Executor, kind: MovementRecordKind, orderId: number, id: number) {
  const [row] = await selectRecords(db, kind).where(and(eq(kind.table.id, id), eq(kind.table.production_order_id, orderId)));
  if (!row) throw notFound(kind.notFoundMessage);
  return row;
}

export async function findRecord(db: Database, kind: MovementRecordKind, orderId: number, id: number) {
  await findOrderRow(db, orderId);
  return presentRecord(await findRecordRow(db, kind, orderId, id));
}

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

export async function createRecord(db: Database, kind: MovementRecordKind, actor: CurrentUser, orderId: number, input: unknown) {
  const data = parseOrThrow(supplyMovementRecordSchema, input);
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    await lockSupply(tx, { supplyId: data.supply_id });
    const [row] = await tx
      .insert(kind.table)
      .values({ production_order_id: orderId, supply_id: data.supply_id, quantity: data.quantity, value: 0, created_by: actor.id })
      .returning({ id: kind.table.id });
    const record: RecordState = { id: row!.id, production_order_id: orderId, supply_id: data.supply_id, quantity: '0', value: '0' };
    const total = await increase(tx, kind, record, data.supply_id, data.quantity, actor.id);
    await tx
      .update(kind.table)
      .set({ value: sql`${total}::numeric` })
      .where(eq(kind.table.id, record.id));
    await recomputeOrderCosts(tx, orderId);
    return presentRecord(await findRecordRow(tx, kind, orderId, record.id));
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
    return presentRecord(await findRecordRow(tx, kind, orderId, id));
  });
}

export async function deleteRecord(db: Database, kind: MovementRecordKind, actor: CurrentUser, orderId: number, id: number) {
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await lockEditableRecord(tx, kind, orderId, id);
    const presented = presentRecord(await findRecordRow(tx, kind, orderId, id));
    if (new Big(current.quantity).gt(0)) await decrease(tx, kind, current, current.quantity, actor.id);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recomputeOrderCosts(tx, orderId);
    return presented;
  });
}
