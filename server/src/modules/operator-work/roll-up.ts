import { eq } from 'drizzle-orm';
import { workMessages, type ActivityUserState, type Interval } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { activities, activityUsers } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { pgCode } from '../../lib/pg-errors';
import { recomputeOrderCosts } from '../production-orders/costs';
import { recomputeActivityTotals, recomputeWorkStatus } from '../activities/work-totals';
import { findInterval } from './queries';

/**
 * Every change of work time ends here, in its own transaction (DESIGN §7.1, §7.3): the workers'
 * and the activity's status, the activity's time spent, labour value, machinery cost and quantity
 * produced, then the order's costs and times.
 */
export async function rollUpWork(tx: Executor, refs: { activity_id: number; production_order_id: number }, now: Date) {
  await recomputeWorkStatus(tx, refs.activity_id, now);
  await recomputeActivityTotals(tx, refs.activity_id);
  await recomputeOrderCosts(tx, refs.production_order_id);
}

/** What start, pause, finish_by_user and save_observation answer: the worker, their activity and the interval touched. */
export async function workerState(
  tx: Executor,
  activityUserId: number,
  intervalId: number | undefined,
  now: Date,
): Promise<ActivityUserState & { interval: Interval | null }> {
  const [row] = await tx
    .select({
      activity_user_id: activityUsers.id,
      user_id: activityUsers.user_id,
      activity_id: activityUsers.activity_id,
      user_status: activityUsers.status,
      activity_status: activities.status,
      quantity_produced: activityUsers.quantity_produced,
      observation: activityUsers.observation,
    })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .where(eq(activityUsers.id, activityUserId));
  if (!row) throw notFound(workMessages.activityUserNotFound);
  const interval = intervalId === undefined ? null : ((await findInterval(tx, intervalId)) ?? null);
  return { ...row, interval, server_time: now.toISOString() };
}

/** 23505 on the one-open-interval index, 23P01 on the no-overlap constraint: what a write of time hit. */
export function intervalRuleViolated(error: unknown): 'one_open' | 'overlap' | undefined {
  const code = pgCode(error);
  if (code === '23505') return 'one_open';
  if (code === '23P01') return 'overlap';
  return undefined;
}
