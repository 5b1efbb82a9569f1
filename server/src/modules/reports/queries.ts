import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  activityTypeName,
  type OperatorActivityRow,
  type OperatorResponse,
  type OperatorSummaryResponse,
  narrowingStates,
  type ReportQuery,
} from '@tintero/domain';
import { rowsOf, type Executor } from '../../db/client';
import { activities, activityUsers, intervals, labourDays, productionOrders, users } from '../../db/schema';
import { onDays, withinDays } from '../../lib/date-ranges';
import { labourPerPerson } from '../activities/labour-days';

/**
 * The labour reports (spec part 2 §2 "Operator activity report", "Consolidated activity report";
 * DESIGN §7.8): intervals whose start falls in the days from..to of the workshop's calendar (both
 * included), added up by PostgreSQL. JavaScript only renames columns and turns numeric text into
 * numbers.
 */

/** Only activities in one of these statuses; every activity when none, or all, are asked for. */
const statusIn = (states: ReportQuery['states']) => {
  const narrowing = narrowingStates(states);
  return narrowing ? inArray(activities.status, [...narrowing]) : undefined;
};

/** Enabled operators by name: the reports' operator filter. */
export async function listOperators(db: Executor): Promise<OperatorResponse[]> {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.enabled, true)))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/**
 * One row per interval of the user starting in the range (index `intervals_user_start_idx`), with
 * its activity and order, by start. `user_time_spent` is every minute the user logged on that
 * activity, in or out of the range: the labour roll-up's days of just the activities seen in the
 * range (`labour_days`, its primary key), a few rows per activity whatever the history.
 */
export async function operatorActivities(
  db: Executor,
  userId: number,
  query: ReportQuery,
  timeZone: string,
): Promise<OperatorActivityRow[]> {
  const inRange = and(eq(intervals.user_id, userId), ...withinDays(intervals.start_time, query, timeZone));
  const timeSpent = db
    .select({ activity_id: labourDays.activity_id, minutes: sql<string>`sum(${labourDays.minutes})`.as('user_time_spent') })
    .from(labourDays)
    .where(
      and(
        eq(labourDays.user_id, userId),
        inArray(
          labourDays.activity_id,
          db
            .select({ id: labourDays.activity_id })
            .from(labourDays)
            .where(and(eq(labourDays.user_id, userId), ...onDays(labourDays.day, query))),
        ),
      ),
    )
    .groupBy(labourDays.activity_id)
    .as('time_spent');
  const rows = await db
    .select({
      interval_id: intervals.id,
      activity_user_id: intervals.activity_user_id,
      user_id: intervals.user_id,
      activity_id: activities.id,
      activity_type: activities.type,
      production_order_id: productionOrders.id,
      production_order_status: productionOrders.status,
      reference: productionOrders.reference,
      start_time: intervals.start_time,
      end_time: intervals.end_time,
      quantity: activities.quantity,
      quantity_produced: activities.quantity_produced,
      interval_quantity_produced: intervals.quantity_produced,
      status: activities.status,
      total_estimated_production_time: activities.total_estimated_production_time,
      minutes: intervals.minutes,
      value: intervals.value,
      user_time_spent: timeSpent.minutes,
    })
    .from(intervals)
    .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .innerJoin(timeSpent, eq(timeSpent.activity_id, activities.id))
    .where(and(inRange, statusIn(query.states)))
    .orderBy(asc(intervals.start_time), asc(intervals.id));
  return rows.map(({ activity_type, user_time_spent, ...row }) => ({
    ...row,
    activity_type,
    activity_name: activityTypeName(activity_type),
    user_time_spent: Number(user_time_spent),
  }));
}

/**
 * Every user's intervals starting in the range, counted and added up per user (the operator report
 * screen's panel headers, one request for the whole workshop). When the states let every activity
 * through (what the screen sends), from the labour per person (`labourPerPerson`: months and the
 * days at the range's ends); narrowed by state, from the range's labour days (index
 * `labour_days_day_idx`) joined to their activity.
 */
export async function operatorSummaries(db: Executor, query: ReportQuery): Promise<OperatorSummaryResponse[]> {
  const rows = narrowingStates(query.states)
    ? await db
        .select({
          user_id: labourDays.user_id,
          intervals: sql<number>`sum(${labourDays.intervals})::int`,
          minutes: sql<string>`sum(${labourDays.minutes})`,
          value: sql<string>`sum(${labourDays.value})`,
        })
        .from(labourDays)
        .innerJoin(activities, eq(activities.id, labourDays.activity_id))
        .where(and(...onDays(labourDays.day, query), statusIn(query.states)))
        .groupBy(labourDays.user_id)
        .orderBy(asc(labourDays.user_id))
    : await rowsOf<{ user_id: number; intervals: number; minutes: string; value: string }>(
        db,
        sql`SELECT w.user_id, sum(w.intervals)::int AS intervals, sum(w.minutes) AS minutes, sum(w.value) AS value
            FROM ${labourPerPerson(query)} w GROUP BY w.user_id HAVING sum(w.intervals) > 0 ORDER BY w.user_id`,
      );
  return rows.map((row) => ({ ...row, minutes: Number(row.minutes), value: Number(row.value) }));
}
