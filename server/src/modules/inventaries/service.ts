import Big from 'big.js';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  inventaryCreateSchema,
  inventaryDetailSchema,
  inventaryMessages,
  inventaryUpdateSchema,
  lastDayOfMonth,
  toDecimalString,
} from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { inventaries, inventaryDetails, supplies } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { lockSupplies, recordInput, recordOutput } from '../kardex/ledger';
import { listInventaries, readDetail, readInventary } from './queries';

/**
 * Monthly inventories (DESIGN §7.6): one `in_creation` at a time, never dated before the last
 * closed one; creating snapshots every enabled supply's stock; closing sets each counted supply's
 * stock to its count through `InventaryDetail` entries of the ledger, at the current average, in
 * one transaction. Closed inventories are read-only (409 `inventary_closed`).
 */

const alreadyOpen = () => conflict('inventary_in_creation', inventaryMessages.alreadyOpen);

/** 422 when (year, month) lies before the last closed inventory's. */
async function assertNotBeforeLastClosed(tx: Transaction, year: number, month: number) {
  const [last] = await tx
    .select({ year: inventaries.year, month: inventaries.month })
    .from(inventaries)
    .where(eq(inventaries.status, 'closed'))
    .orderBy(desc(inventaries.year), desc(inventaries.month))
    .limit(1);
  if (last && year * 12 + month < last.year * 12 + last.month) {
    const message = inventaryMessages.beforeLastClosed(last.month, last.year);
    throw unprocessable({ month: [message] }, message);
  }
}

export async function createInventary(db: Database, actor: CurrentUser, input: unknown, now: Date) {
  const data = parseOrThrow(inventaryCreateSchema, input);
  const stamp = sqlTimestamp(now);
  try {
    return await inTransaction(db, async (tx) => {
      const [open] = await tx.select({ id: inventaries.id }).from(inventaries).where(eq(inventaries.status, 'in_creation'));
      if (open) throw alreadyOpen();
      await assertNotBeforeLastClosed(tx, data.year, data.month);
      const [row] = await tx
        .insert(inventaries)
        .values({
          year: data.year,
          month: data.month,
          status: 'in_creation',
          deadline: lastDayOfMonth(data.year, data.month),
          created_by: actor.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning({ id: inventaries.id });
      const id = row!.id;
      // The snapshot: every enabled supply's stock as the system has it now.
      await tx.execute(sql`
        INSERT INTO ${inventaryDetails} (inventary_id, supply_id, supply_quantity, created_at, updated_at)
        SELECT ${id}::int, ${supplies.id}, ${supplies.quantity}, ${stamp}::timestamptz, ${stamp}::timestamptz FROM ${supplies} WHERE ${supplies.status} = 1`);
      return readInventary(tx, id);
    });
  } catch (error) {
    // Two creations at once: the partial unique index lets one through.
    if (uniqueViolation(error) === 'inventaries_one_in_creation') throw alreadyOpen();
    throw error;
  }
}

/** Locks an inventory still in creation: 404, 409 when closed. */
async function lockOpenInventary(tx: Transaction, id: number, mode: 'update' | 'share' = 'update') {
  const [row] = await tx
    .select({ id: inventaries.id, status: inventaries.status, year: inventaries.year, month: inventaries.month })
    .from(inventaries)
    .where(eq(inventaries.id, id))
    .for(mode);
  if (!row) throw notFound(inventaryMessages.notFound);
  if (row.status !== 'in_creation') throw conflict('inventary_closed', inventaryMessages.closed);
  return row;
}

/**
 * Closing: for every counted detail whose count differs from the supply's stock now, one
 * adjustment (an input or an output at the current average) that sets the stock to the count;
 * each counted detail keeps the stock it replaced in `supply_quantity`.
 */
async function close(tx: Transaction, id: number, actor: CurrentUser, stamp: string) {
  const counted = await tx
    .select({ id: inventaryDetails.id, supply_id: inventaryDetails.supply_id, quantity: sql<string>`${inventaryDetails.quantity}::text` })
    .from(inventaryDetails)
    .where(and(eq(inventaryDetails.inventary_id, id), isNotNull(inventaryDetails.quantity)))
    .orderBy(inventaryDetails.supply_id);
  const locked = await lockSupplies(
    tx,
    counted.map((detail) => detail.supply_id),
  );
  for (const detail of counted) {
    const stock = locked.get(detail.supply_id)!.quantity;
    const difference = new Big(detail.quantity).minus(stock);
    const request = {
      supplyId: detail.supply_id,
      quantity: difference.abs().toFixed(),
      source: { type: 'InventaryDetail' as const, id: detail.id },
      actorId: actor.id,
      // The count is what is on the shelves, whatever the supply's status.
      allowDisabled: true,
    };
    if (difference.gt(0)) await recordInput(tx, request);
    if (difference.lt(0)) await recordOutput(tx, request);
    await tx
      .update(inventaryDetails)
      .set({ supply_quantity: sql`${toDecimalString(stock)}::numeric`, updated_at: stamp })
      .where(eq(inventaryDetails.id, detail.id));
  }
  await tx.update(inventaries).set({ status: 'closed', closed_by: actor.id, closed_at: stamp }).where(eq(inventaries.id, id));
}

export async function updateInventary(db: Database, actor: CurrentUser, id: number, input: unknown, now: Date) {
  const data = parseOrThrow(inventaryUpdateSchema, input);
  const stamp = sqlTimestamp(now);
  return inTransaction(db, async (tx) => {
    const current = await lockOpenInventary(tx, id);
    const year = data.year ?? current.year;
    const month = data.month ?? current.month;
    if (year !== current.year || month !== current.month) await assertNotBeforeLastClosed(tx, year, month);
    const changes: Partial<typeof inventaries.$inferInsert> = { year, month, deadline: lastDayOfMonth(year, month), updated_at: stamp };
    if (data.observation !== undefined) changes.observation = data.observation;
    await tx.update(inventaries).set(changes).where(eq(inventaries.id, id));
    if (data.status === 'closed') await close(tx, id, actor, stamp);
    return readInventary(tx, id);
  });
}

/** One counted quantity, while the inventory is in creation (closing waits for it, and it for closing). */
export async function updateInventaryDetail(db: Database, inventaryId: number, detailId: number, input: unknown, now: Date) {
  const data = parseOrThrow(inventaryDetailSchema, input);
  return inTransaction(db, async (tx) => {
    await lockOpenInventary(tx, inventaryId, 'share');
    const [row] = await tx
      .update(inventaryDetails)
      .set({ quantity: sql`${toDecimalString(data.quantity)}::numeric`, updated_at: sqlTimestamp(now) })
      .where(and(eq(inventaryDetails.id, detailId), eq(inventaryDetails.inventary_id, inventaryId)))
      .returning({ id: inventaryDetails.id });
    if (!row) throw notFound(inventaryMessages.detailNotFound);
    return readDetail(tx, inventaryId, detailId);
  });
}

/** Deletes an inventory in creation (its details go with it) and answers the refreshed list. */
export async function deleteInventary(db: Database, id: number) {
  return inTransaction(db, async (tx) => {
    await lockOpenInventary(tx, id);
    await tx.delete(inventaries).where(eq(inventaries.id, id));
    return listInventaries(tx);
  });
}
