import { and, eq, isNull } from 'drizzle-orm';
import { activityMessages, isOrderClosed, messages, workMessages } from '@tintero/domain';
import type { Executor, Transaction } from '../../db/client';
import { activities, activityUsers, intervals, productionOrders, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { CurrentUser } from '../../plugins/auth';

/**
 * Who may act on an activity user (`/activity_users/{id}/...`, DESIGN §5): administrators on
 * every one, operators only on their own (403 otherwise). An operator reads their activity only
 * while its order is in development, or while their time runs on it, so a running interval can
 * always be seen and paused.
 */

export interface ActivityUserRefs {
  id: number;
  user_id: number;
  activity_id: number;
  production_order_id: number;
  order_status: string;
  activity_type: string;
}

export async function findActivityUser(db: Executor, id: number): Promise<ActivityUserRefs> {
  const [row] = await db
    .select({
      id: activityUsers.id,
      user_id: activityUsers.user_id,
      activity_id: activityUsers.activity_id,
      production_order_id: activities.production_order_id,
      order_status: productionOrders.status,
      activity_type: activities.type,
    })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .where(eq(activityUsers.id, id));
  if (!row) throw notFound(workMessages.activityUserNotFound);
  return row;
}

/** The activity user, if the actor may act on it: theirs, or any for an administrator. */
export async function activityUserFor(db: Executor, actor: CurrentUser, id: number) {
  const refs = await findActivityUser(db, id);
  if (actor.role !== 'administrator' && refs.user_id !== actor.id) throw forbidden(workMessages.notYours);
  return refs;
}

/** As `activityUserFor`, for reading: an operator's order must be in development, or their time run on it. */
export async function readableActivityUserFor(db: Executor, actor: CurrentUser, id: number) {
  const refs = await activityUserFor(db, actor, id);
  if (actor.role === 'administrator' || refs.order_status === 'developing') return refs;
  const [running] = await db
    .select({ id: intervals.id })
    .from(intervals)
    .where(and(eq(intervals.activity_user_id, id), isNull(intervals.end_time)));
  if (!running) throw forbidden(activityMessages.notYours);
  return refs;
}

/**
 * Locks what a change of work time touches, in one statement and always in the same order (the
 * order, then the activity, then the worker: PostgreSQL locks a row's tables in the order `OF`
 * names them), so two writers never wait on each other: 409 when the order is finished or
 * cancelled, the activity is a third party's, or (unless `allowFinished`) finished. The rows come
 * back as they are once locked. None: one of them was deleted since the request found it (404).
 */
export async function lockWork(tx: Transaction, refs: ActivityUserRefs, options: { allowFinished?: boolean } = {}) {
  const [row] = await tx
    .select({ order: productionOrders, activity: activities, worker: activityUsers })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .where(eq(activityUsers.id, refs.id))
    .for('update', { of: [productionOrders, activities, activityUsers] });
  if (!row) throw notFound(workMessages.activityUserNotFound);
  const { order, activity, worker } = row;
  if (isOrderClosed(order.status)) throw conflict('order_closed', messages.productionOrders.closed);
  if (activity.was_made_by_third) throw conflict('activity_made_by_third', workMessages.thirdParty);
  if (activity.status === 'finished' && !options.allowFinished) throw conflict('activity_finished', workMessages.activityFinished);
  return { order, activity, worker };
}

/** The worker's user, shared-locked: a disable (which takes it for update first) cannot pass a start. */
export async function lockWorkerUser(tx: Transaction, userId: number) {
  const [user] = await tx.select({ enabled: users.enabled }).from(users).where(eq(users.id, userId)).for('share');
  if (!user?.enabled) throw conflict('user_disabled', workMessages.userDisabled);
}
