import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  findActivityDefinition,
  type ConsolidatedActivityRow,
  type OperatorActivityRow,
  type OperatorResponse,
  type ReportQuery,
} from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { withFastRows } from '../../lib/fast-rows';
import { activities, activityUsers, intervals, productionOrders, users } from '../../db/schema';
import { withinDays } from '../kardex/date-range';

/**
 * The labour reports (spec part 2 §2 "Operator activity report", "Consolidated activity report";
 * DESIGN §7.8): intervals whose start falls in the days from..to of the workshop's calendar (both
 * included), added up by PostgreSQL. JavaScript only renames columns and turns numeric text into
 * numbers.
 */

const activityName = (type: string) => findActivityDefinition(type)?.name ?? type;

/** Only activities in one of these statuses; every activity when none is asked for. */
const statusIn = (states: ReportQuery['states']) => (states && states.length > 0 ? inArray(activities.status, states) : undefined);

/** Enabled operators by name: the reports' operator filter. */
export async function listOperators(db: Executor): Promise<OperatorResponse[]> {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.enabled, true)))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/** Every interval of the user's activity users, to add up what they logged outside the range too. */
const logged = alias(intervals, 'logged');

/**
 * One row per interval of the user starting in the range (index `intervals_user_start_idx`), with
 * its activity and order, by start. `user_time_spent` is every minute the user logged on that
 * activity, in or out of the range: one grouped subquery over the intervals of just the activity
 * users seen in the range (index `intervals_activity_user_idx`), so it does not grow with history.
 */
export async function operatorActivities(
  db: Executor,
  userId: number,
  query: ReportQuery,
  timeZone: string,
): Promise<OperatorActivityRow[]> {
  const inRange = and(eq(intervals.user_id, userId), ...withinDays(intervals.start_time, query, timeZone));
  const timeSpent = db
    .select({ activity_user_id: logged.activity_user_id, minutes: sql<string>`sum(${logged.minutes})`.as('user_time_spent') })
    .from(logged)
    .where(inArray(logged.activity_user_id, db.select({ id: intervals.activity_user_id }).from(intervals).where(inRange)))
    .groupBy(logged.activity_user_id)
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
    .innerJoin(timeSpent, eq(timeSpent.activity_user_id, intervals.activity_user_id))
    .where(and(inRange, statusIn(query.states)))
    .orderBy(asc(intervals.start_time), asc(intervals.id));
  return rows.map(({ activity_type, user_time_spent, ...row }) => ({
    ...row,
    activity_type,
    activity_name: activityName(activity_type),
    user_time_spent: Number(user_time_spent),
  }));
}

const operatorName = sql<string>`${users.first_name} || ' ' || ${users.last_name}`;

/**
 * Per order, operator and activity, the intervals starting in the range (index
 * `intervals_start_idx`) added up: first start, last end (none while one of them runs), quantity
 * produced, minutes and value. An activity user is one operator on one activity, so the intervals
 * are grouped by it first and only those groups are joined to their activity, order and operator.
 * By order, operator's name and activity.
 *
 * A quarter is some 100 000 intervals in 30 000 groups (the five-year data set of DESIGN §10):
 * with the default 4 MB of `work_mem` the grouping and the sort spilled to disk, so this one read
 * gets 64 MB in its own transaction; its rows are mapped by `withFastRows` (issue 14).
 */
export async function consolidatedActivities(db: Database, query: ReportQuery, timeZone: string): Promise<ConsolidatedActivityRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return consolidatedRows(tx, query, timeZone);
  });
}

async function consolidatedRows(db: Executor, query: ReportQuery, timeZone: string): Promise<ConsolidatedActivityRow[]> {
  // Aliases unlike any column of the joined tables: drizzle names a subquery's fields unqualified.
  const worked = db
    .select({
      activity_user_id: intervals.activity_user_id,
      start_time: sql<string>`min(${intervals.start_time})`.mapWith(intervals.start_time).as('first_start'),
      end_time: sql<string | null>`CASE WHEN bool_or(${intervals.end_time} IS NULL) THEN NULL ELSE max(${intervals.end_time}) END`
        .mapWith(intervals.end_time)
        .as('last_end'),
      quantity_produced: sql<number>`sum(${intervals.quantity_produced})`.mapWith(Number).as('worked_quantity'),
      minutes: sql<number>`sum(${intervals.minutes})`.mapWith(Number).as('worked_minutes'),
      value: sql<number>`sum(${intervals.value})`.mapWith(Number).as('worked_value'),
    })
    .from(intervals)
    .where(and(...withinDays(intervals.start_time, query, timeZone)))
    .groupBy(intervals.activity_user_id)
    .as('worked');
  const statement = db
    .select({
      production_order_id: productionOrders.id,
      production_order_status: productionOrders.status,
      production_order_reference: productionOrders.reference,
      operator: operatorName,
      user_id: users.id,
      activity_id: activities.id,
      activity_type: activities.type,
      activity_status: activities.status,
      start_time: worked.start_time,
      end_time: worked.end_time,
      quantity: activities.quantity,
      quantity_produced: worked.quantity_produced,
      total_estimated_production_time: activities.total_estimated_production_time,
      minutes: worked.minutes,
      value: worked.value,
    })
    .from(worked)
    .innerJoin(activityUsers, eq(activityUsers.id, worked.activity_user_id))
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .innerJoin(users, eq(users.id, activityUsers.user_id))
    .where(statusIn(query.states))
    .orderBy(asc(productionOrders.id), asc(operatorName), asc(users.id), asc(activities.id))
    // Unnamed: the range and states change on every call.
    .prepare('');
  const rows: (Omit<ConsolidatedActivityRow, 'activity_name'> & { activity_name?: string })[] = await withFastRows(statement).execute();
  // Named in place: a copy of each of 30 000 rows is garbage the collector pays for.
  for (const row of rows) row.activity_name = activityName(row.activity_type);
  return rows as ConsolidatedActivityRow[];
}
