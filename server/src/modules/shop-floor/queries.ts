import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { activityTypeName, fullName, type ShopFloorRow, type ShopFloorSnapshot } from '@tintero/domain';
import type { Database } from '../../db/client';
import { activities, activityUsers, intervals, machines, productionOrders, users } from '../../db/schema';
import { withFastRows } from '../../lib/fast-rows';
import { preparedPerDatabase } from '../../lib/prepared';
import { staleSince } from '../operator-work/queries';
import { personNameOrNull } from '../../lib/people';

/**
 * The live board's snapshot (issue 13; DESIGN §11), read by SQL in three queries: what runs (open
 * intervals), what is paused, and what is pending (issue 22 item 4: the board groups them by lane). Intervals open too long are the running ones older
 * than MAX_OPEN_INTERVAL_HOURS, by the same threshold as `GET /v1/intervals/stale`. No money.
 * Every open board reads it again on each work event: the three reads are prepared once, mapped by
 * `withFastRows`, and never scan history (open intervals and unfinished activities have their
 * own partial indexes, `intervals_one_open_per_user` and `activities_unfinished_order_idx`).
 */

const activityColumns = {
  activity_id: activities.id,
  activity_type: activities.type,
  activity_status: activities.status,
  production_order_id: activities.production_order_id,
  reference: productionOrders.reference,
  machine_id: activities.machine_id,
  machine: machines.name,
  due_date: activities.due_date,
  total_estimated_production_time: activities.total_estimated_production_time,
  time_spent: activities.time_spent,
};

const workerColumns = { activity_user_id: activityUsers.id, user_id: users.id, first_name: users.first_name, last_name: users.last_name };

interface RawRow {
  activity_type: string;
  first_name: string | null;
  last_name: string | null;
}

/** A row as the board shows it: the activity's Spanish name and the operator's full name. */
function present<Row extends RawRow>({ first_name, last_name, ...row }: Row) {
  return {
    ...row,
    activity_name: activityTypeName(row.activity_type),
    operator: personNameOrNull(first_name, last_name),
  };
}

/** Open intervals, oldest first, with the start of each (the board counts from it). */
// Written out, not bound: a prepared statement's generic plan can use the partial index
// `activities_unfinished_order_idx` only when its condition is in the SQL itself.
const unfinishedActivity = sql`${activities.status} <> 'finished'`;
const pausedActivity = sql`${activities.status} = 'paused'`;
const pendingActivity = sql`${activities.status} = 'pending'`;

const runningRows = preparedPerDatabase((db) =>
  db
    .select({ ...activityColumns, ...workerColumns, interval_id: intervals.id, start_time: intervals.start_time })
    .from(intervals)
    .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .innerJoin(users, eq(users.id, intervals.user_id))
    .leftJoin(machines, eq(machines.id, activities.machine_id))
    .where(isNull(intervals.end_time))
    .orderBy(asc(intervals.start_time), asc(intervals.id))
    .prepare('shop_floor_running'),
);

async function running(db: Database) {
  const rows = await withFastRows(runningRows(db)).execute();
  return rows.map((row) => ({ ...present(row), operator: fullName(row) }));
}

/** Workers not done with a paused activity of an order in development (nobody can resume any other). */
const pausedRows = preparedPerDatabase((db) =>
  db
    .select({ ...activityColumns, ...workerColumns, start_time: activities.start_time })
    .from(activityUsers)
    .innerJoin(activities, eq(activities.id, activityUsers.activity_id))
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .innerJoin(users, eq(users.id, activityUsers.user_id))
    .leftJoin(machines, eq(machines.id, activities.machine_id))
    .where(and(pausedActivity, ne(activityUsers.status, 'finished'), eq(productionOrders.status, 'developing')))
    .orderBy(asc(activities.production_order_id), asc(activities.id), asc(activityUsers.id))
    .prepare('shop_floor_paused'),
);

async function paused(db: Database): Promise<ShopFloorRow[]> {
  const rows = await withFastRows(pausedRows(db)).execute();
  return rows.map((row) => ({ ...present(row), operator: fullName(row) }));
}

/**
 * Pending activities (nobody has worked on them yet) of orders in development, one row per worker or
 * one with none, due soonest first (no due date last). With paused and running work this is every
 * unfinished activity of the orders in development: the board folds it into counts per lane.
 */
const pendingRows = preparedPerDatabase((db) =>
  db
    .select({
      ...activityColumns,
      activity_user_id: activityUsers.id,
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      start_time: activities.start_time,
    })
    .from(activities)
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .leftJoin(activityUsers, eq(activityUsers.activity_id, activities.id))
    .leftJoin(users, eq(users.id, activityUsers.user_id))
    .leftJoin(machines, eq(machines.id, activities.machine_id))
    .where(and(eq(productionOrders.status, 'developing'), unfinishedActivity, pendingActivity))
    .orderBy(sql`${activities.due_date} ASC NULLS LAST`, asc(activities.id), sql`${activityUsers.id} ASC NULLS FIRST`)
    .prepare('shop_floor_pending'),
);

async function pending(db: Database) {
  const rows = await withFastRows(pendingRows(db)).execute();
  return rows.map(present);
}

export async function shopFloorSnapshot(db: Database, now: Date, options: { maxOpenIntervalHours: number }): Promise<ShopFloorSnapshot> {
  const [runningRows, pausedRows, pendingRows] = await Promise.all([running(db), paused(db), pending(db)]);
  const since = staleSince(now, options.maxOpenIntervalHours).getTime();
  return {
    server_time: now.toISOString(),
    running: runningRows.map(({ interval_id: _interval, ...row }) => row),
    paused: pausedRows,
    pending: pendingRows,
    stale_intervals: runningRows.filter((row) => Date.parse(row.start_time) < since),
  };
}
