import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  activityDefinitions,
  activityMessages,
  activityTypeName,
  findActivityDefinition,
  workMessages,
  type ActivityInDevelopment,
  type ActivityUserState,
  type Interval,
  type StaleInterval,
  type UserActivity,
  textKey,
} from '@tintero/domain';
import { planRanks } from '../planning/queries';
import type { Executor } from '../../db/client';
import { activities, activityUsers, intervals, productionOrders, users } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { containsPattern, plainKey } from '../../lib/search';
import { findPresented } from '../activities/presenter';

/**
 * What the shop-floor screens read (spec part 2 §2 "Operator home", §3): the user's current
 * activities, the one their time runs on, an activity user's activity and intervals, the state a
 * report of work answers, and the intervals left open too long. They return the whole answer; the
 * routes declare it per role (the operator's without money) and the server writes only what the
 * caller's variant declares. The writes are by topic: timer.ts, interval-editor.ts, departures.ts.
 */

const editor = alias(users, 'editor');

const intervalColumns = {
  id: intervals.id,
  activity_user_id: intervals.activity_user_id,
  user_id: intervals.user_id,
  start_time: intervals.start_time,
  end_time: intervals.end_time,
  quantity_produced: intervals.quantity_produced,
  minutes: intervals.minutes,
  value: intervals.value,
  updated_at: intervals.updated_at,
  editor_id: editor.id,
  editor_first_name: editor.first_name,
  editor_last_name: editor.last_name,
};

export const selectIntervals = (db: Executor) =>
  db.select(intervalColumns).from(intervals).leftJoin(editor, eq(editor.id, intervals.updated_by));

type IntervalRow = Awaited<ReturnType<ReturnType<typeof selectIntervals>['execute']>>[number];

/** An interval as the API shows it: who last changed it by hand as a person. */
export function presentInterval(row: IntervalRow): Interval {
  const { editor_id, editor_first_name, editor_last_name, ...interval } = row;
  const updated_by = editor_id === null ? null : { id: editor_id, first_name: editor_first_name!, last_name: editor_last_name! };
  return { ...interval, updated_by };
}

/** One interval, or undefined. */
export async function findInterval(db: Executor, id: number) {
  const [row] = await selectIntervals(db).where(eq(intervals.id, id));
  return row ? presentInterval(row) : undefined;
}

/** The intervals of an activity user, in the order they began. */
export async function listIntervals(db: Executor, activityUserId: number) {
  const rows = await selectIntervals(db)
    .where(eq(intervals.activity_user_id, activityUserId))
    .orderBy(asc(intervals.start_time), asc(intervals.id));
  return rows.map(presentInterval);
}

/**
 * What start, pause, finish_by_user and save_observation answer: the worker, their activity and
 * the interval touched, in one statement (the interval left-joined by its id, or by nothing).
 */
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
      interval: intervalColumns,
    })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .leftJoin(intervals, intervalId === undefined ? sql`false` : eq(intervals.id, intervalId))
    .leftJoin(editor, eq(editor.id, intervals.updated_by))
    .where(eq(activityUsers.id, activityUserId));
  if (!row) throw notFound(workMessages.activityUserNotFound);
  const { interval, ...state } = row;
  return { ...state, interval: interval?.id == null ? null : presentInterval(interval as IntervalRow), server_time: now.toISOString() };
}

/** The activity of an activity user, as its type shows it (`findPresented`). */
export async function activityOfWorker(db: Executor, refs: { activity_id: number; activity_type: string }) {
  const definition = findActivityDefinition(refs.activity_type);
  if (!definition) throw notFound(activityMessages.unknownType);
  return findPresented(db, definition, refs.activity_id);
}

const userActivityColumns = {
  activity_user_id: activityUsers.id,
  activity_id: activities.id,
  activity_type: activities.type,
  production_order_id: activities.production_order_id,
  reference: productionOrders.reference,
  activity_status: activities.status,
  user_status: activityUsers.status,
  due_date: activities.due_date,
  total_estimated_production_time: activities.total_estimated_production_time,
  time_spent: activities.time_spent,
  quantity: activities.quantity,
  quantity_produced: activities.quantity_produced,
  observation: activityUsers.observation,
  activity_observation: activities.observation,
};

const selectUserActivities = (db: Executor) =>
  db
    .select(userActivityColumns)
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id));

type UserActivityRow = Awaited<ReturnType<ReturnType<typeof selectUserActivities>['execute']>>[number];

function toUserActivity(row: UserActivityRow): UserActivity {
  return { id: row.activity_user_id, ...row, name: activityTypeName(row.activity_type) };
}

/**
 * Activity or order number (all digits, an optional "N.º"), the order's reference or client, or the
 * Spanish name of the activity type: what is printed on the job ticket and said at the press.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const wanted = textKey(text);
  const types = activityDefinitions.filter((definition) => textKey(definition.name).includes(wanted)).map((d) => d.type);
  const conditions: (SQL | undefined)[] = [
    sql`${plainKey(productionOrders.reference)} LIKE ${containsPattern(text)}`,
    sql`${plainKey(productionOrders.client)} LIKE ${containsPattern(text)}`,
  ];
  const number = /^(?:#|n\.?\s*[ºo°]?\.?)?\s*(\d{1,9})$/i.exec(text)?.[1];
  if (number !== undefined) conditions.push(eq(productionOrders.id, Number(number)), eq(activities.id, Number(number)));
  if (types.length > 0) conditions.push(inArray(activities.type, types));
  return or(...conditions);
}

/**
 * The user's current activities: of orders in development, that they work on and have not
 * finished, in the plan's order (next first; docs/decisions/045), then soonest due first (no due
 * date last) for what the plan leaves out (third-party work).
 */
export async function currentActivities(db: Executor, userId: number, search?: string, plan?: { now: Date; timeZone: string }) {
  const rows = await selectUserActivities(db)
    .where(
      and(
        eq(activityUsers.user_id, userId),
        eq(productionOrders.status, 'developing'),
        ne(activityUsers.status, 'finished'),
        ne(activities.status, 'finished'),
        searchCondition(search),
      ),
    )
    .orderBy(sql`${activities.due_date} ASC NULLS LAST`, asc(activities.id));
  if (plan && rows.length > 1) {
    const ranks = await planRanks(db, plan.now, plan.timeZone);
    const rankOf = (row: UserActivityRow) => ranks.get(row.activity_id) ?? Number.POSITIVE_INFINITY;
    // Array#sort is stable: rows the plan leaves out keep the due-date order among themselves.
    rows.sort((a, b) => rankOf(a) - rankOf(b));
  }
  return rows.map(toUserActivity);
}

/** The activity the user's time runs on, with the interval and the server's clock; null when none. */
export async function activityInDevelopment(db: Executor, userId: number, now: Date): Promise<ActivityInDevelopment | null> {
  const [running] = await db
    .select({ id: intervals.id, start_time: intervals.start_time, activity_user_id: intervals.activity_user_id })
    .from(intervals)
    .where(and(eq(intervals.user_id, userId), isNull(intervals.end_time)));
  if (!running) return null;
  const [row] = await selectUserActivities(db).where(eq(activityUsers.id, running.activity_user_id));
  if (!row) return null;
  return { ...toUserActivity(row), interval: { id: running.id, start_time: running.start_time }, server_time: now.toISOString() };
}

/** An interval open since before this is stale (MAX_OPEN_INTERVAL_HOURS); the live board flags the same ones. */
export const staleSince = (now: Date, maxHours: number) => new Date(now.getTime() - maxHours * 3_600_000);

/** Intervals open for more than `maxHours` (someone forgot to pause), oldest first. */
export async function staleIntervals(db: Executor, now: Date, maxHours: number): Promise<StaleInterval[]> {
  const since = staleSince(now, maxHours);
  const rows = await db
    .select({
      id: intervals.id,
      activity_user_id: intervals.activity_user_id,
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      activity_id: activities.id,
      activity_type: activities.type,
      production_order_id: activities.production_order_id,
      reference: productionOrders.reference,
      start_time: intervals.start_time,
    })
    .from(intervals)
    .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .innerJoin(users, eq(users.id, intervals.user_id))
    .where(and(isNull(intervals.end_time), lt(intervals.start_time, sqlTimestamp(since))))
    .orderBy(asc(intervals.start_time), asc(intervals.id));
  return rows.map(({ user_id, first_name, last_name, ...row }) => ({
    ...row,
    user: { id: user_id, first_name, last_name },
    name: activityTypeName(row.activity_type),
    hours_open: Math.floor((now.getTime() - Date.parse(row.start_time)) / 3_600_000),
  }));
}
