import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  activityTypeName,
  type OperatorActivityRow,
  type OperatorResponse,
  type OperatorSummaryResponse,
  narrowingStates,
  type ReportQuery,
} from '@tintero/domain';
import type { Executor } from '../../db/client';
import { activities, activityUsers, intervals, labourDays, productionOrders, users } from '../../db/schema';
import { onDays, withinDays } from '../../lib/date-ranges';

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
 * screen's panel headers, one request for the whole workshop): the labour roll-up's days in the range
 * (index `labour_days_day_idx`), joined to their activity only to filter by its status.
 */
export async function operatorSummaries(db: Executor, query: ReportQuery): Promise<OperatorSummaryResponse[]> {
  // The join to `activities` only filters by status: skipped when the states let every one through.
  const withStates = narrowingStates(query.states) !== undefined;
  const base = db
    .select({
      user_id: labourDays.user_id,
      intervals: sql<number>`sum(${labourDays.intervals})::int`,
      minutes: sql<string>`sum(${labourDays.minutes})`,
      value: sql<string>`sum(${labourDays.value})`,
    })
    .from(labourDays);
  const rows = await (withStates ? base.innerJoin(activities, eq(activities.id, labourDays.activity_id)) : base)
    .where(and(...onDays(labourDays.day, query), statusIn(query.states)))
    .groupBy(labourDays.user_id)
    .orderBy(asc(labourDays.user_id));
  return rows.map((row) => ({ ...row, minutes: Number(row.minutes), value: Number(row.value) }));
}
