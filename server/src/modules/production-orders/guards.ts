import { and, eq } from 'drizzle-orm';
import { isOrderClosed, messages } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { activities, activityUsers, productionOrders } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { CurrentUser } from '../../plugins/auth';

/**
 * The checks every module makes before it reads or writes what hangs from a production order
 * (its activities, supplies used, leftovers, external services): the order exists, is open, and
 * an operator works on it while it is in development (DESIGN §5, §7.2).
 */

export async function findOrderRow(db: Executor, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(productionOrders).where(eq(productionOrders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(messages.productionOrders.notFound);
  return row;
}

/** True when the user is a worker on any activity of the order. */
export async function worksOnOrder(db: Executor, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .where(and(eq(activityUsers.user_id, userId), eq(activities.production_order_id, orderId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Operators work only on orders in `developing` (DESIGN §7.2): what belongs to another order is
 * not theirs to read (403), nor to add to (409, the order's state forbids it).
 */
export function assertOrderInDevelopment(order: { status: string }, intent: 'read' | 'write') {
  if (order.status === 'developing') return;
  const message = messages.productionOrders.notDeveloping;
  throw intent === 'write' ? conflict('order_not_developing', message) : forbidden(message);
}

/**
 * Refuses any write under a finished or cancelled order (DESIGN §7.2). Every write under an
 * order calls it first inside its transaction: it locks the order row.
 */
export async function lockOpenOrder(tx: Executor, orderId: number) {
  const order = await findOrderRow(tx, orderId, { forUpdate: true });
  if (isOrderClosed(order.status)) throw conflict('order_closed', messages.productionOrders.closed);
  return order;
}

/**
 * An operator reaches what hangs from an order only when they work on it (403 with `notYours`
 * otherwise) and the order is in development; administrators always do.
 */
export async function assertOperatorOnOrder(db: Database, actor: CurrentUser, orderId: number, intent: 'read' | 'write', notYours: string) {
  if (actor.role === 'administrator') return;
  const order = await findOrderRow(db, orderId);
  if (!(await worksOnOrder(db, actor.id, orderId))) throw forbidden(notYours);
  assertOrderInDevelopment(order, intent);
}
