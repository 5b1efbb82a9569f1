import { sql, type SQL } from 'drizzle-orm';
import { boardLaneKey, type BoardFold, type ShopFloorFolded } from '@tintero/domain';
import { rowsOf, type Database } from '../../db/client';
import { activities, machines, productionOrders } from '../../db/schema';
import { anyOf } from '../../lib/any-of';
import { personNameSql } from '../../lib/people';

/**
 * The board's folded work (docs/decisions/032): the paused and pending activities of the orders in
 * development, counted per lane by SQL and listed a window at a time, never shipped whole. A lane is
 * a machine, or an activity type without one. At five years a workshop holds some 6 000 of them;
 * the board's answer carries their counts and the first few of each lane.
 */

/**
 * What folds: an unfinished activity (the partial index `activities_unfinished_order_idx`, its
 * condition written out so a generic plan can use it) of an order in development, paused with a
 * worker not done with it (nobody can resume it otherwise) or pending.
 */
export const foldable = sql`${activities.status} <> 'finished'
  AND ${activities.status} IN ('paused', 'pending')
  AND ${productionOrders.status} = 'developing'
  AND (${activities.status} = 'pending'
    OR EXISTS (SELECT 1 FROM activity_users au WHERE au.activity_id = ${activities.id} AND au.status <> 'finished'))`;

/** The lane's activity type: null for a machine's lane, whatever the activity's type. */
const laneType = sql`CASE WHEN ${activities.machine_id} IS NULL THEN ${activities.type} END`;
const fold = sql`PARTITION BY ${activities.machine_id}, ${laneType}, ${activities.status}`;
/** Due soonest first (no due date last), then the oldest activity: the order a count lists them in. */
const boardOrder = sql`${activities.due_date} ASC NULLS LAST, ${activities.id} ASC`;

interface FoldedRow extends Omit<ShopFloorFolded, 'operators' | 'activity_name'> {
  position: number;
  fold_count: number;
  fold_overdue: number;
}

/**
 * The folded activities the conditions leave, ranked within their lane and fold, those ranked
 * after `from` up to `to` (1-based), each with its fold's count and overdue count. Windows over a
 * few thousand index-found rows: the sort never leaves memory.
 */
export async function foldedWindow(db: Database, conditions: SQL, today: string, from: number, to: number) {
  const rows = await rowsOf<FoldedRow>(
    db,
    sql`SELECT * FROM (
      SELECT ${activities.id} AS activity_id, ${activities.type} AS activity_type, ${activities.status} AS activity_status,
        ${activities.production_order_id} AS production_order_id, ${productionOrders.reference} AS reference,
        ${activities.machine_id} AS machine_id, ${machines.name} AS machine, ${activities.due_date}::text AS due_date,
        ${activities.total_estimated_production_time} AS total_estimated_production_time,
        ${activities.time_spent}::float8 AS time_spent,
        (row_number() OVER (${fold} ORDER BY ${boardOrder}))::int AS position,
        (count(*) OVER (${fold}))::int AS fold_count,
        (count(*) FILTER (WHERE ${activities.due_date} < ${today}::date) OVER (${fold}))::int AS fold_overdue
      FROM ${activities}
      JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
      LEFT JOIN ${machines} ON ${machines.id} = ${activities.machine_id}
      WHERE ${foldable} AND ${conditions}
    ) ranked
    WHERE position > ${from} AND position <= ${to}
    ORDER BY position`,
  );
  return rows;
}

/** The workers each activity names (those not done with it), by their order of assignment. */
async function operatorsOf(db: Database, activityIds: number[]): Promise<Map<number, string[]>> {
  const byActivity = new Map<number, string[]>();
  if (activityIds.length === 0) return byActivity;
  const rows = await rowsOf<{ activity_id: number; name: string }>(
    db,
    sql`SELECT au.activity_id, ${personNameSql('u')} AS name
      FROM activity_users au JOIN users u ON u.id = au.user_id
      WHERE ${anyOf(sql`au.activity_id`, activityIds)} AND au.status <> 'finished'
      ORDER BY au.id`,
  );
  for (const { activity_id, name } of rows) byActivity.set(activity_id, [...(byActivity.get(activity_id) ?? []), name]);
  return byActivity;
}

/** The rows as the board lists them: the activity's Spanish name and its workers. */
export async function presentFolded(
  db: Database,
  rows: FoldedRow[],
  activityName: (type: string) => string,
): Promise<(ShopFloorFolded & { lane: string; fold: BoardFold; count: number; overdue: number })[]> {
  const operators = await operatorsOf(
    db,
    rows.map((row) => row.activity_id),
  );
  return rows.map(({ position: _position, fold_count, fold_overdue, ...row }) => ({
    ...row,
    activity_name: activityName(row.activity_type),
    operators: operators.get(row.activity_id) ?? [],
    lane: boardLaneKey(row),
    fold: row.activity_status as BoardFold,
    count: fold_count,
    overdue: fold_overdue,
  }));
}

/** Every lane of the folded work, whatever the filters: what the machine filter offers. */
export async function foldedLanes(db: Database) {
  return rowsOf<{ machine_id: number | null; machine: string | null; activity_type: string }>(
    db,
    sql`SELECT DISTINCT ${activities.machine_id} AS machine_id, ${machines.name} AS machine, ${laneType} AS activity_type
      FROM ${activities}
      JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
      LEFT JOIN ${machines} ON ${machines.id} = ${activities.machine_id}
      WHERE ${foldable}`,
  );
}

/** Every operator named on the folded work, whatever the filters: what the operator filter offers. */
export async function foldedOperators(db: Database) {
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`SELECT DISTINCT u.id, ${personNameSql('u')} AS name
      FROM ${activities}
      JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
      JOIN activity_users au ON au.activity_id = ${activities.id} AND au.status <> 'finished'
      JOIN users u ON u.id = au.user_id
      WHERE ${foldable}`,
  );
}
