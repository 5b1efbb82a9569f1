import { and, eq } from 'drizzle-orm';
import { activityMessages, type ActivityType, type AnyActivityDefinition } from '@tintero/domain';
import type { Executor, Transaction } from '../../db/client';
import { activities, productionOrders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { lockOpenOrder } from '../production-orders/guards';

export type ActivityRow = typeof activities.$inferSelect;

/** The row of an activity of this type (404 for another type's id), locked when asked. */
export async function findActivityRow(db: Executor, definition: AnyActivityDefinition, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.type, definition.type)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(activityMessages.notFound);
  return row;
}

/**
 * Locks the activity's order (409 when finished or cancelled), then the activity itself: the
 * order first, as every write under an order does, so two writers never wait on each other.
 */
export async function lockActivity(tx: Transaction, definition: AnyActivityDefinition, id: number) {
  const { production_order_id } = await findActivityRow(tx, definition, id);
  await lockOpenOrder(tx, production_order_id);
  return findActivityRow(tx, definition, id, { forUpdate: true });
}

/**
 * Where an activity lives, from its id alone (any type): its type, its order and the order's
 * status, which a job ticket's URL needs to open it on the order's screens (404 when unknown).
 */
export async function findActivityPlace(db: Executor, id: number) {
  const [place] = await db
    .select({
      id: activities.id,
      type: activities.type,
      production_order_id: activities.production_order_id,
      production_order_status: productionOrders.status,
    })
    .from(activities)
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .where(eq(activities.id, id));
  if (!place) throw notFound(activityMessages.notFound);
  // The column holds only the registry's types (every write goes through a type's route).
  return { ...place, type: place.type as ActivityType };
}
