import { and, eq, sql } from 'drizzle-orm';
import { contractValue, contractValueFits, messages, productionOrderCreateSchema, productionOrderUpdateSchema } from '@tintero/domain';
import type { Database } from '../../db/client';
import { activities, activityUsers, intervals, productionOrders } from '../../db/schema';
import { conflict, fieldError } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { recalculateOrderFromScratch } from './costs';
import { findOrderRow, lockOpenOrder } from './guards';
import { findOrder } from './queries';

export async function createOrder(db: Database, actor: CurrentUser, input: unknown) {
  const data = parseOrThrow(productionOrderCreateSchema, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(productionOrders)
      .values({
        ...data,
        contract_number: data.contract_number === null ? null : Number(data.contract_number),
        contract_value: contractValue(data.quantity, data.unit_value),
        created_by: actor.id,
        last_changed_status_by: actor.id,
        last_changed_status_at: sql`now()`,
      })
      .returning({ id: productionOrders.id });
    return findOrder(tx, row!.id);
  });
}

export async function updateOrder(db: Database, actor: CurrentUser, id: number, input: unknown) {
  const data = parseOrThrow(productionOrderUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    const current = await lockOpenOrder(tx, id);
    const merged = { ...current, ...data };
    if (!contractValueFits(merged.quantity, merged.unit_value)) {
      throw fieldError('unit_value', messages.productionOrders.contractValueTooLarge);
    }
    if (merged.status === 'finished' && (merged.actual_amount === null || merged.actual_amount === undefined)) {
      throw fieldError('actual_amount', messages.productionOrders.actualAmountRequired);
    }
    // A closed order refuses every write: time still running on it could never be paused.
    if (merged.status === 'finished' || merged.status === 'cancelled') {
      const [running] = await tx
        .select({ id: intervals.id })
        .from(intervals)
        .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
        .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
        .where(and(eq(activities.production_order_id, id), sql`${intervals.end_time} IS NULL`))
        .limit(1);
      if (running) throw conflict('interval_running', messages.productionOrders.intervalRunning);
    }
    const statusChanged = data.status !== undefined && data.status !== current.status;
    await tx
      .update(productionOrders)
      .set({
        ...data,
        contract_number:
          data.contract_number === undefined ? undefined : data.contract_number === null ? null : Number(data.contract_number),
        contract_value: contractValue(merged.quantity, merged.unit_value),
        ...(statusChanged ? { last_changed_status_by: actor.id, last_changed_status_at: sql`now()` } : {}),
        ...(statusChanged && data.status === 'cancelled' ? { cancelled_by: actor.id, cancelled_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(productionOrders.id, id));
    return findOrder(tx, id);
  });
}

export async function recalculateCosts(db: Database, id: number) {
  return inTransaction(db, async (tx) => {
    await findOrderRow(tx, id, { forUpdate: true });
    await recalculateOrderFromScratch(tx, id);
    return findOrder(tx, id);
  });
}
