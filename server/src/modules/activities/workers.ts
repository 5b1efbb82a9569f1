import { and, asc, eq, sql } from 'drizzle-orm';
import { activityMessages, fullName, type AnyActivityDefinition } from '@tintero/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { activities, activityUsers, intervals, users } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { recomputeOrderCosts } from '../production-orders/costs';
import { publishWorkEvent } from '../../lib/work-events';
import { findPresented, workersOf } from './presenter';
import { findActivityRow, lockActivity } from './rows';
import { closeOpenIntervalsOfActivity, recomputeActivityTotals } from './work-totals';
import { anyOf } from '../../lib/any-of';

/** The workers of an activity (`/activity_users`): who is assigned, who may join, and finishing it. */

/** True when the user is a worker of the activity. */
export async function isWorkerOf(db: Executor, userId: number, activityId: number) {
  const [row] = await db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .where(and(eq(activityUsers.activity_id, activityId), eq(activityUsers.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The user ids of the activity's workers, in the order they joined. */
export async function workerIdsOf(tx: Executor, activityId: number) {
  const rows = await tx
    .select({ user_id: activityUsers.user_id })
    .from(activityUsers)
    .where(eq(activityUsers.activity_id, activityId))
    .orderBy(asc(activityUsers.id));
  return rows.map((row) => row.user_id);
}

/**
 * Makes the activity's workers exactly `wanted`. A worker with recorded time cannot leave
 * (409): time data is never lost (DESIGN §7.3).
 */
export async function syncWorkers(tx: Transaction, activityId: number, wanted: number[], current: number[]) {
  const leaving = current.filter((id) => !wanted.includes(id));
  if (leaving.length > 0) {
    const [withTime] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name })
      .from(intervals)
      .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
      .innerJoin(users, eq(users.id, activityUsers.user_id))
      .where(and(eq(activityUsers.activity_id, activityId), anyOf(activityUsers.user_id, leaving)))
      .limit(1);
    if (withTime) throw conflict('worker_has_intervals', activityMessages.workerHasIntervals(fullName(withTime)));
    await tx.delete(activityUsers).where(and(eq(activityUsers.activity_id, activityId), anyOf(activityUsers.user_id, leaving)));
  }
  const joining = wanted.filter((id) => !current.includes(id));
  if (joining.length > 0) await tx.insert(activityUsers).values(joining.map((user_id) => ({ activity_id: activityId, user_id })));
}

/** `users_in_the_activity` and `available_users` (enabled operators not in it) of an activity. */
export async function workersOfActivity(db: Database, definition: AnyActivityDefinition, id: number) {
  const row = await findActivityRow(db, definition, id);
  const inTheActivity = row.was_made_by_third ? [] : ((await workersOf(db, [id])).get(id) ?? []);
  const available = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        eq(users.role, 'operator'),
        eq(users.enabled, true),
        sql`NOT EXISTS (SELECT 1 FROM ${activityUsers} WHERE ${activityUsers.activity_id} = ${id} AND ${activityUsers.user_id} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  return { users_in_the_activity: inTheActivity, available_users: available };
}

/**
 * Finishes the whole activity (DESIGN §7.3): closes its open intervals, marks every worker and
 * the activity finished with its end time, recomputes its time, value and machinery cost, and the
 * order's totals. It cannot be undone.
 */
export async function finishActivity(db: Database, definition: AnyActivityDefinition, id: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const current = await lockActivity(tx, definition, id);
    if (current.status === 'finished') throw conflict('activity_finished', activityMessages.alreadyFinished);
    await closeOpenIntervalsOfActivity(tx, id, now);
    await tx
      .update(activityUsers)
      .set({ status: 'finished', updated_at: sql`now()` })
      .where(eq(activityUsers.activity_id, id));
    await tx
      .update(activities)
      .set({
        status: 'finished',
        end_time: sql`COALESCE(${activities.end_time}, ${sqlTimestamp(now)}::timestamptz)`,
        updated_at: sql`now()`,
      })
      .where(eq(activities.id, id));
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, current.production_order_id);
    await publishWorkEvent(tx, {
      kind: 'activity_finished',
      production_order_id: current.production_order_id,
      activity_id: id,
      activity_user_id: null,
      user_id: null,
      at: now.toISOString(),
    });
    return findPresented(tx, definition, id);
  });
}
