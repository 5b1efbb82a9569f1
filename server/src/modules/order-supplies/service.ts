import { eq, sql } from 'drizzle-orm';
import { externalServiceCreateSchema, externalServiceUpdateSchema, isNotBeforeToday, supplyMessages } from '@tintero/domain';
import type { Database } from '../../db/client';
import { externalServices } from '../../db/schema';
import { fieldError } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { recomputeOrderCosts } from '../production-orders/costs';
import { lockOpenOrder } from '../production-orders/guards';
import { findExternalServiceRow } from './queries';

/**
 * The writes of an order's external services (spec part 2 §3), one transaction each: their value
 * is part of the order's third-party cost (DESIGN §7.1), recomputed in the transaction of every
 * change. Supplies used and leftovers move stock: their writes are in movement-records.ts.
 */

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
    return findExternalServiceRow(tx, orderId, row!.id);
  });
}

/** A due date is checked against today only when it changes. */
export async function updateExternalService(db: Database, orderId: number, id: number, input: unknown, today: string) {
  const data = parseOrThrow(externalServiceUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await findExternalServiceRow(tx, orderId, id, { forUpdate: true });
    if (data.due_date && data.due_date !== current.due_date && !isNotBeforeToday(data.due_date, today)) {
      throw fieldError('due_date', supplyMessages.dueDateBeforeToday);
    }
    await tx
      .update(externalServices)
      .set({ ...data, updated_at: sql`now()` })
      .where(eq(externalServices.id, id));
    await recomputeOrderCosts(tx, orderId);
    return findExternalServiceRow(tx, orderId, id);
  });
}

export async function deleteExternalService(db: Database, orderId: number, id: number) {
  return inTransaction(db, async (tx) => {
    await lockOpenOrder(tx, orderId);
    const current = await findExternalServiceRow(tx, orderId, id, { forUpdate: true });
    await tx.delete(externalServices).where(eq(externalServices.id, id));
    await recomputeOrderCosts(tx, orderId);
    return current;
  });
}
