import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { boardLaneKey, boardLaneOf, boardOrderText, MAX_INTEGER, textKey, type BoardFilters } from '@tintero/domain';
import { rowsOf, type Database } from '../../db/client';
import { activities, productionOrders } from '../../db/schema';
import { containsPattern, plainKey } from '../../lib/search';
import { foldable } from './folds';

/**
 * The board's filters applied by the server (docs/decisions/032), so that a lane's counts are those
 * of what the screen shows: SQL conditions for the folded work, a predicate for the running rows
 * (a few dozen, already read whole).
 */

interface RunningRow {
  machine_id: number | null;
  activity_type: string;
  user_id: number;
  production_order_id: number;
  reference: string;
}

export interface AppliedFilters {
  /** Conditions on `activities` and `production_orders` for the folded work. */
  folded: SQL;
  running: (row: RunningRow) => boolean;
  /** Whether any filter leaves folded work out (else the folded window holds every lane). */
  narrows: boolean;
}

/** A lane's activities: its machine's, or those of its type without a machine. */
export function laneCondition(key: string): SQL {
  const lane = boardLaneOf(key);
  return 'machine_id' in lane
    ? eq(activities.machine_id, lane.machine_id)
    : and(isNull(activities.machine_id), eq(activities.type, lane.activity_type))!;
}

/** Whether an order with this number has folded work on the board (a running one is checked in memory). */
async function foldsOfOrder(db: Database, orderId: number) {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (
      SELECT 1 FROM ${activities} JOIN ${productionOrders} ON ${productionOrders.id} = ${activities.production_order_id}
      WHERE ${foldable} AND ${activities.production_order_id} = ${orderId}) AS found`,
  );
  return row?.found === true;
}

/**
 * The order filter: the order with that number when one is on the board, else part of a reference
 * ("8" is order 8, not every reference holding an 8; "2026" finds the references of 2026 when no
 * order 2026 is at work). Accents and case aside, as every search.
 */
async function orderFilter(db: Database, text: string | undefined, running: RunningRow[]) {
  const typed = boardOrderText(text);
  const key = textKey(typed);
  if (key === '') return null;
  const id = /^\d{1,10}$/.test(key) && Number(key) <= MAX_INTEGER ? Number(key) : null;
  if (id !== null && (running.some((row) => row.production_order_id === id) || (await foldsOfOrder(db, id)))) {
    return { folded: eq(activities.production_order_id, id), running: (row: RunningRow) => row.production_order_id === id };
  }
  return {
    folded: sql`${plainKey(productionOrders.reference)} LIKE ${containsPattern(typed)}`,
    running: (row: RunningRow) => textKey(row.reference).includes(key),
  };
}

/** The filters as SQL and as a predicate; `running` is every running row, to tell an order on the board. */
export async function applyBoardFilters(
  db: Database,
  filters: Omit<BoardFilters, 'machine'> & { machine?: string | undefined },
  running: RunningRow[],
): Promise<AppliedFilters> {
  const folded: SQL[] = [];
  const checks: ((row: RunningRow) => boolean)[] = [];
  if (filters.machine !== undefined) {
    const lane = filters.machine;
    folded.push(laneCondition(lane));
    checks.push((row) => boardLaneKey(row) === lane);
  }
  if (filters.operator !== undefined) {
    const operator = filters.operator;
    // An activity kept for its operator still lists all its workers.
    folded.push(
      sql`EXISTS (SELECT 1 FROM activity_users au WHERE au.activity_id = ${activities.id} AND au.user_id = ${operator} AND au.status <> 'finished')`,
    );
    checks.push((row) => row.user_id === operator);
  }
  const order = await orderFilter(db, filters.order, running);
  if (order) {
    folded.push(order.folded);
    checks.push(order.running);
  }
  return {
    folded: folded.length > 0 ? and(...folded)! : sql`TRUE`,
    running: (row) => checks.every((check) => check(row)),
    narrows: folded.length > 0,
  };
}
