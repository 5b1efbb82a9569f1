import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sqlTimestamp } from '../../lib/clock';
import { withinTotalsLimits } from '../production-orders/costs';
import { recomputeLabourDays } from './labour-days';

/**
 * Recomputes one activity from its closed intervals (DESIGN §7.1, §7.3): time spent (minutes),
 * labour value = Σ interval values unless a third party made it (then the value is typed by hand),
 * machinery cost = time spent / 60 × the machine's hour cost, and the quantity produced, of each
 * worker and of the activity, = Σ the quantities reported on the intervals; and its labour days
 * (`labour_days`, the reports' roll-up: labour-days.ts). Call it in the transaction of every change
 * to the activity's intervals, workers or machine, then `recomputeOrderCosts`.
 */
export async function recomputeActivityTotals(tx: Executor, activityId: number) {
  await withinTotalsLimits(async () => {
    await tx.execute(sql`
    UPDATE activity_users au SET
      quantity_produced = COALESCE((SELECT sum(i.quantity_produced) FROM intervals i WHERE i.activity_user_id = au.id), 0)
    WHERE au.activity_id = ${activityId}`);
    await tx.execute(sql`
    UPDATE activities a SET
      time_spent = w.minutes,
      value = CASE WHEN a.was_made_by_third THEN a.value ELSE w.value END,
      machinery_cost = round(w.minutes / 60 * COALESCE((SELECT m.hour_cost FROM machines m WHERE m.id = a.machine_id), 0), 6),
      quantity_produced = w.quantity_produced
    FROM (
      SELECT COALESCE(sum(i.minutes) FILTER (WHERE i.end_time IS NOT NULL), 0) AS minutes,
             COALESCE(sum(i.value) FILTER (WHERE i.end_time IS NOT NULL), 0) AS value,
             COALESCE(sum(i.quantity_produced), 0) AS quantity_produced
      FROM intervals i
      JOIN activity_users au ON au.id = i.activity_user_id
      WHERE au.activity_id = ${activityId}
    ) w
    WHERE a.id = ${activityId}`);
    await recomputeLabourDays(tx, activityId);
  });
}

/**
 * The SET list that closes a running interval at `end` (never before its start: two processes'
 * clocks a hair apart count one millisecond): minutes worked (6 decimals), the worker's hour value
 * at this moment (`hourValue`, read from the statement's FROM), and value = minutes / 60 × that
 * hour value (DESIGN §7.3); `quantityProduced` is added to what the interval carries.
 */
export const closingSet = (end: Date, hourValue: SQL, quantityProduced: number = 0) => {
  const endTime = sql`greatest(${sqlTimestamp(end)}::timestamptz, i.start_time + interval '1 millisecond')`;
  const minutes = sql`round(extract(epoch FROM (${endTime} - i.start_time))::numeric / 60, 6)`;
  return sql`
    end_time = ${endTime},
    minutes = ${minutes},
    hour_value = ${hourValue},
    value = round(${minutes} / 60 * ${hourValue}, 6),
    quantity_produced = i.quantity_produced + ${quantityProduced}::numeric,
    updated_at = ${sqlTimestamp(end)}::timestamptz`;
};

/** Closes every open interval of an activity at `now` (finishing the whole activity). */
export async function closeOpenIntervalsOfActivity(tx: Executor, activityId: number, now: Date) {
  await withinTotalsLimits(() =>
    tx.execute(sql`
    UPDATE intervals i SET ${closingSet(now, sql`open.hour_value`)}
    FROM (
      SELECT i2.id, u.hour_value
      FROM intervals i2
      JOIN activity_users au ON au.id = i2.activity_user_id
      JOIN users u ON u.id = i2.user_id
      WHERE au.activity_id = ${activityId} AND i2.end_time IS NULL
    ) open
    WHERE i.id = open.id`),
  );
}

/**
 * The workers' and the activity's status from their intervals (spec part 2 §4, DESIGN §7.3): a
 * worker with a running interval is `developing`, with recorded time `paused`, else `pending`;
 * `finished` stays. The activity is `developing` while anyone works on it; `finished` (with its
 * end time) once it has workers, every one of them is done and at least one who finished is still
 * enabled (a worker marked done because they were disabled never finishes an activity alone,
 * docs/decisions/009); else `paused` once time was recorded, else `pending`. Its start time is
 * its first interval's. A finished activity stays finished.
 */
export async function recomputeWorkStatus(tx: Executor, activityId: number, now: Date) {
  await tx.execute(sql`
    UPDATE activity_users au SET status = CASE
      WHEN au.status = 'finished' THEN 'finished'
      WHEN EXISTS (SELECT 1 FROM intervals i WHERE i.activity_user_id = au.id AND i.end_time IS NULL) THEN 'developing'
      WHEN EXISTS (SELECT 1 FROM intervals i WHERE i.activity_user_id = au.id) THEN 'paused'
      ELSE 'pending' END
    WHERE au.activity_id = ${activityId}`);
  await tx.execute(sql`
    UPDATE activities a SET
      status = s.status,
      end_time = CASE WHEN s.status = 'finished' AND a.status <> 'finished' THEN ${sqlTimestamp(now)}::timestamptz ELSE a.end_time END,
      start_time = CASE WHEN a.status = 'finished' THEN COALESCE(s.first_start, a.start_time) ELSE s.first_start END
    FROM (
      SELECT
        CASE
          WHEN act.status = 'finished' THEN 'finished'
          WHEN w.running > 0 THEN 'developing'
          WHEN w.workers > 0 AND w.finished = w.workers AND w.finished_enabled > 0 THEN 'finished'
          WHEN w.first_start IS NOT NULL THEN 'paused'
          ELSE 'pending'
        END AS status,
        w.first_start
      FROM activities act,
      LATERAL (
        SELECT
          count(*) AS workers,
          count(*) FILTER (WHERE au.status = 'finished') AS finished,
          count(*) FILTER (WHERE au.status = 'finished' AND u.enabled) AS finished_enabled,
          count(*) FILTER (WHERE au.status = 'developing') AS running,
          (SELECT min(i.start_time) FROM intervals i JOIN activity_users x ON x.id = i.activity_user_id WHERE x.activity_id = act.id)
            AS first_start
        FROM activity_users au JOIN users u ON u.id = au.user_id
        WHERE au.activity_id = act.id
      ) w
      WHERE act.id = ${activityId}
    ) s
    WHERE a.id = ${activityId}`);
}
