import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withinTotalsLimits } from '../production-orders/costs';

/**
 * Recomputes one activity from its closed intervals (DESIGN §7.1, §7.3): time spent (minutes),
 * labour value = Σ interval values unless a third party made it (then the value is typed by hand),
 * machinery cost = time spent / 60 × the machine's hour cost. Call it in the transaction of every
 * change to the activity's intervals, workers or machine, then `recomputeOrderCosts`.
 */
export async function recomputeActivityTotals(tx: Executor, activityId: number) {
  await withinTotalsLimits(() =>
    tx.execute(sql`
    UPDATE activities a SET
      time_spent = w.minutes,
      value = CASE WHEN a.was_made_by_third THEN a.value ELSE w.value END,
      machinery_cost = round(w.minutes / 60 * COALESCE((SELECT m.hour_cost FROM machines m WHERE m.id = a.machine_id), 0), 6)
    FROM (
      SELECT COALESCE(sum(i.minutes), 0) AS minutes, COALESCE(sum(i.value), 0) AS value
      FROM intervals i
      JOIN activity_users au ON au.id = i.activity_user_id
      WHERE au.activity_id = ${activityId} AND i.end_time IS NOT NULL
    ) w
    WHERE a.id = ${activityId}`),
  );
}

/**
 * Closes every open interval of an activity now: minutes worked (6 decimals) and value = minutes /
 * 60 × the worker's hour value at this moment (DESIGN §7.3).
 */
export async function closeOpenIntervalsOfActivity(tx: Executor, activityId: number) {
  await tx.execute(sql`
    UPDATE intervals i SET
      end_time = now(),
      minutes = open.minutes,
      value = round(open.minutes / 60 * open.hour_value, 6),
      updated_at = now()
    FROM (
      SELECT i2.id, round(greatest(extract(epoch FROM (now() - i2.start_time))::numeric, 0) / 60, 6) AS minutes, u.hour_value
      FROM intervals i2
      JOIN activity_users au ON au.id = i2.activity_user_id
      JOIN users u ON u.id = i2.user_id
      WHERE au.activity_id = ${activityId} AND i2.end_time IS NULL
    ) open
    WHERE i.id = open.id`);
}
