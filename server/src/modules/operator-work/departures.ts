import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { activities, activityUsers, intervals, productionOrders } from '../../db/schema';
import { withinTotalsLimits } from '../production-orders/costs';
import { closingSet } from '../activities/work-totals';
import { rollUpWork } from './roll-up';
import { publishWorkEvent, workerEvent } from '../../lib/work-events';
import { anyOf } from '../../lib/any-of';

/**
 * What disabling a user does to their work (spec part 1 §4, part 2 §9: "a disabled user is removed
 * from current activities and cannot be assigned"; docs/decisions/009). Call it in the disabling
 * transaction, after the user's row is locked for update (a start takes it shared first, so none
 * slips in between):
 * - their running interval closes now (0 units: nobody reported any);
 * - on every unfinished activity of an open order, they leave it if they logged no time there,
 *   and stay marked done if they did (time data is never lost), so "every worker done → the
 *   activity is finished" is never blocked by someone who left;
 * - each activity touched and its order roll up.
 */
export async function releaseDisabledWorker(tx: Transaction, userId: number, now: Date) {
  const rows = await tx
    .select({
      id: activityUsers.id,
      activity_id: activityUsers.activity_id,
      production_order_id: activities.production_order_id,
      has_time: sql<boolean>`EXISTS (SELECT 1 FROM ${intervals} WHERE ${intervals.activity_user_id} = ${activityUsers.id})`,
    })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .where(
      and(
        eq(activityUsers.user_id, userId),
        ne(activities.status, 'finished'),
        inArray(productionOrders.status, ['in_review', 'developing']),
      ),
    )
    .orderBy(asc(activities.production_order_id), asc(activities.id));
  if (rows.length === 0) return;

  // The orders first, in id order, as every write of work time locks them.
  const orderIds = [...new Set(rows.map((row) => row.production_order_id))];
  await tx
    .select({ id: productionOrders.id })
    .from(productionOrders)
    .where(anyOf(productionOrders.id, orderIds))
    .orderBy(asc(productionOrders.id))
    .for('update');

  await withinTotalsLimits(() =>
    tx.execute(sql`
      UPDATE intervals i SET ${closingSet(now, sql`u.hour_value`)}
      FROM users u
      WHERE u.id = i.user_id AND i.user_id = ${userId} AND i.end_time IS NULL`),
  );
  const leaving = rows.filter((row) => !row.has_time).map((row) => row.id);
  const staying = rows.filter((row) => row.has_time).map((row) => row.id);
  if (leaving.length > 0) await tx.delete(activityUsers).where(anyOf(activityUsers.id, leaving));
  if (staying.length > 0) {
    await tx.update(activityUsers).set({ status: 'finished', updated_at: now.toISOString() }).where(anyOf(activityUsers.id, staying));
  }
  const touched = new Map(rows.map((row) => [row.activity_id, row]));
  for (const refs of touched.values()) await rollUpWork(tx, refs, now);
  // The board and the order screens drop the worker who left.
  for (const row of rows) await publishWorkEvent(tx, workerEvent('work_finished', { ...row, user_id: userId }, now));
}
