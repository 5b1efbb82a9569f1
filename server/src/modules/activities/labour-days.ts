import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { labourDays, labourMonths } from '../../db/schema';
import { monthsAndDaysOf, type DayRange } from '../../lib/date-ranges';

/**
 * The labour roll-up (`labour_days`, docs/decisions/031): per activity user and workshop day, the
 * intervals starting that day in the zone `roll_up_settings` names (APP_TIME_ZONE, kept so by
 * roll-ups/rebuild.ts), added up. The labour reports and insights read it instead of the intervals.
 *
 * An activity has a handful of intervals, so a change of any of them recomputes the activity's
 * rows whole from its intervals: one statement pair, whatever the change was (a start, a pause, an
 * edit, a delete, a whole-activity finish, a disabled worker's interval closed).
 */

/** The rows of the activities `which` selects (`au.activity_id ...`), computed from their intervals. */
const labourDaysOf = (which: SQL) => sql`
  INSERT INTO labour_days (activity_id, user_id, day, production_order_id, activity_type, intervals, minutes, value,
                           quantity_produced, first_start, last_end)
  SELECT au.activity_id, au.user_id, (i.start_time AT TIME ZONE z.time_zone)::date, a.production_order_id, a.type,
         count(*), sum(i.minutes), sum(i.value), sum(i.quantity_produced), min(i.start_time),
         CASE WHEN bool_or(i.end_time IS NULL) THEN NULL ELSE max(i.end_time) END
  FROM intervals i
  JOIN activity_users au ON au.id = i.activity_user_id
  JOIN activities a ON a.id = au.activity_id
  CROSS JOIN roll_up_settings z
  WHERE ${which}
  GROUP BY au.activity_id, au.user_id, (i.start_time AT TIME ZONE z.time_zone)::date, a.production_order_id, a.type`;

/** Recomputes one activity's labour days from its intervals; in the transaction of the change. */
export async function recomputeLabourDays(tx: Executor, activityId: number) {
  await tx.execute(sql`DELETE FROM labour_days WHERE activity_id = ${activityId}`);
  await tx.execute(labourDaysOf(sql`au.activity_id = ${activityId}`));
}

/**
 * Every labour day again from every interval, in the zone `roll_up_settings` names. The table is
 * locked first (EXCLUSIVE: reads go on, writes of time wait), so a change committing meanwhile is
 * neither lost nor counted twice.
 */
export async function rebuildLabourDays(tx: Executor) {
  await tx.execute(sql`LOCK TABLE labour_days IN EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM labour_days`);
  await tx.execute(labourDaysOf(sql`true`));
}

/**
 * Labour per person over a range of days, as rows to add up by `user_id` (`intervals`, `minutes`,
 * `value`): the months from `labour_months`, the days at the range's ends from `labour_days`
 * (`monthsAndDaysOf`, docs/decisions/037). A month of the five-year data set is a row per person
 * instead of ~380 days per day. Keep the people whose `intervals` add up above 0: a month less its
 * left-out days can cancel out.
 */
export const labourPerPerson = (range: DayRange) =>
  monthsAndDaysOf(
    range,
    { keys: ['user_id'], sums: ['intervals', 'minutes', 'value'] },
    { table: labourMonths, column: labourMonths.month },
    { table: labourDays, column: labourDays.day },
  );
