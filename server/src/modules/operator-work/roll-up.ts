import type { Executor } from '../../db/client';
import { pgCode } from '../../lib/pg-errors';
import { recomputeOrderCosts } from '../production-orders/costs';
import { recomputeActivityTotals, recomputeWorkStatus } from '../activities/work-totals';
import { recomputeLabourDays } from '../activities/labour-days';

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

/**
 * What a start changes: the statuses and the labour days (an interval that runs is counted there,
 * with no end). The totals add up closed intervals only and what intervals produced, and a new
 * interval has no minutes and nothing produced yet, so the activity's and the order's totals stay
 * as they are: three statements fewer on the shop floor's most frequent write. The roll-up
 * property tests compare every total with one rebuilt from the raw rows after random starts.
 */
export async function rollUpStart(tx: Executor, refs: { activity_id: number }, now: Date) {
  await recomputeWorkStatus(tx, refs.activity_id, now);
  await recomputeLabourDays(tx, refs.activity_id);
}

/** 23505 on the one-open-interval index, 23P01 on the no-overlap constraint: what a write of time hit. */
export function intervalRuleViolated(error: unknown): 'one_open' | 'overlap' | undefined {
  const code = pgCode(error);
  if (code === '23505') return 'one_open';
  if (code === '23P01') return 'overlap';
  return undefined;
}
