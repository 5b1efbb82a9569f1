import { sql, type SQL } from 'drizzle-orm';
import { boardLaneKey, type BoardFold, type ShopFloorFolded } from '@tintero/domain';
import { rowsOf, type Database } from '../../db/client';
import { activities, productionOrders } from '../../db/schema';
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
 * condition written out so a generic plan can use it) of an order in development, paused or
 * pending. A paused activity stays until it is finished, even when every worker it has is done
 * with it (their part finished, then disabled): someone has to give it to another.
 */
export const foldable = sql`${activities.status} <> 'finished'
  AND ${activities.status} IN ('paused', 'pending')
  AND ${productionOrders.status} = 'developing'`;

/** The lane's activity type: null for a machine's lane, whatever the activity's type. */
const laneType = sql`CASE WHEN ${activities.machine_id} IS NULL THEN ${activities.type} END`;

interface FoldedRow extends Omit<ShopFloorFolded, 'operators' | 'activity_name'> {
  position: number;
  fold_count: number;
  fold_overdue: number;
}

/**
 * The folded activities the conditions leave, ranked within their lane and fold (due soonest
 * first, no due date last, then the oldest), those ranked after `from` up to `to` (1-based), each
 * with its fold's count and overdue count. The ranking reads only narrow columns of the few
 * thousand unfinished activities; the rows kept are then read whole, by their ids.
 */
export async function foldedWindow(db: Database, conditions: SQL, today: string, from: number, to: number) {
  return rowsOf<FoldedRow>(
    db,
    sql`WITH folded AS (
      SELECT ${activities.id} AS id, ${activities.machine_id} AS machine_id, ${laneType} AS lane_type,
        ${activities.status} AS status, ${activities.due_date} AS due_date
      FROM ${activities} JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
      WHERE ${foldable} AND ${conditions}
    ), ranked AS (
      SELECT id,
        (row_number() OVER (fold ORDER BY due_date ASC NULLS LAST, id ASC))::int AS position,
        (count(*) OVER fold)::int AS fold_count,
        (count(*) FILTER (WHERE due_date < ${today}::date) OVER fold)::int AS fold_overdue
      FROM folded
      WINDOW fold AS (PARTITION BY machine_id, lane_type, status)
    )
    SELECT a.id AS activity_id, a.type AS activity_type, a.status AS activity_status,
      a.production_order_id, po.reference, a.machine_id, m.name AS machine, a.due_date::text AS due_date,
      a.total_estimated_production_time, a.time_spent::float8 AS time_spent,
      ranked.position, ranked.fold_count, ranked.fold_overdue
    FROM ranked
    JOIN activities a ON a.id = ranked.id
    JOIN production_orders po ON po.id = a.production_order_id
    LEFT JOIN machines m ON m.id = a.machine_id
    WHERE ranked.position > ${from} AND ranked.position <= ${to}
    ORDER BY a.machine_id, a.type, a.status, ranked.position`,
  );
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
  return rowsOf<{ machine_id: number | null; machine: string | null; activity_type: string | null }>(
    db,
    sql`SELECT lanes.machine_id, m.name AS machine, lanes.activity_type FROM (
        SELECT DISTINCT ${activities.machine_id} AS machine_id, ${laneType} AS activity_type
        FROM ${activities} JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
        WHERE ${foldable}
      ) lanes LEFT JOIN machines m ON m.id = lanes.machine_id`,
  );
}

/**
 * The workshop's enabled operators: what the operator filter offers. Not only those on the board:
 * finding them would read every worker of the unfinished activities, and looking for someone with
 * nothing to do is a question too ("Nada en la planta coincide").
 */
export async function enabledOperators(db: Database) {
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`SELECT u.id, ${personNameSql('u')} AS name FROM users u WHERE u.role = 'operator' AND u.enabled`,
  );
}
