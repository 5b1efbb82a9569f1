import { and, asc, eq, sql } from 'drizzle-orm';
import { externalServiceCreateSchema, externalServiceUpdateSchema, isNotBeforeToday, supplyMessages } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { externalServices } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { recomputeOrderCosts } from '../production-orders/costs';
import { findOrderRow, lockOpenOrder } from '../production-orders/guards';

/**
 * External services of an order (spec part 2 §3): work bought outside, whose value is part of the
 * order's third-party cost (DESIGN §7.1), recomputed in the transaction of every change.
 */

export async function listExternalServices(db: Database, orderId: number) {
  await findOrderRow(db, orderId);
  return db.select().from(externalServices).where(eq(externalServices.production_order_id, orderId)).orderBy(asc(externalServices.id));
}

async function findRow(db: Executor, orderId: number, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(externalServices)
    .where(and(eq(externalServices.id, id), eq(externalServices.production_order_id, orderId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(supplyMessages.externalServiceNotFound);
  return row;
}

export async function findExternalService(db: Database, orderId: number, id: number) {
  await findOrderRow(db, orderId);
  return findRow(db, orderId, id);
}

/** `today` is the workshop's date (APP_TIME_ZONE): a new due date cannot be earlier. */
export async function createExternalService(db: Database, orderId: number, input: unknown, today: string) {
  const data = parseOrThrow(externalServiceCreateSchema(today), input);
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const [row] = await tx
      .insert(externalServices)
      .values({ ...data, production_order_id: orderId })
      .returning({ id: externalServices.id });
    await recomputeOrderCosts(tx, orderId);
    return findRow(tx, orderId, row!.id);
  });
}

/** A due date is checked against today only when it changes. */
export async function updateExternalService(db: Database, orderId: number, id: number, input: unknown, today: string) {
  const data = parseOrThrow(externalServiceUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await findRow(tx, orderId, id, { forUpdate: true });
    if (data.due_date && data.due_date !== current.due_date && !isNotBeforeToday(data.due_date, today)) {
      throw fieldError('due_date', supplyMessages.dueDateBeforeToday);
    }
    await tx
      .update(externalServices)
      .set({ ...data, updated_at: sql`now()` })
      .where(eq(externalServices.id, id));
    await recomputeOrderCosts(tx, orderId);
    return findRow(tx, orderId, id);
  });
}

export async function deleteExternalService(db: Database, orderId: number, id: number) {
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await findRow(tx, orderId, id, { forUpdate: true });
    await tx.delete(externalServices).where(eq(externalServices.id, id));
    await recomputeOrderCosts(tx, orderId);
    return current;
  });
}
