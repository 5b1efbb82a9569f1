import { asc, eq, isNull, sql } from 'drizzle-orm';
import {
  activityTypeName,
  BOARD_FIRST_ITEMS,
  boardLaneKey,
  compareNames,
  fullName,
  MAX_INTEGER,
  type BoardFilters,
  type BoardLaneQuery,
  type ShopFloorFold,
  type ShopFloorLane,
  type ShopFloorLanePage,
  type ShopFloorSnapshot,
} from '@tintero/domain';
import type { Database } from '../../db/client';
import { activities, activityUsers, intervals, machines, productionOrders, users } from '../../db/schema';
import { withFastRows } from '../../lib/fast-rows';
import { preparedPerDatabase } from '../../lib/prepared';
import { staleSince } from '../operator-work/queries';
import { todayIn } from '../../lib/dates';
import { applyBoardFilters } from './board-filters';
import { enabledOperators, foldedLanes, foldedWindow, presentFolded } from './folds';

/**
 * The live board (issue 13; DESIGN §11; issue 22 item 4; docs/decisions/032), shaped for the screen:
 * every open interval (at most one per operator: read whole), those open longer than
 * MAX_OPEN_INTERVAL_HOURS (the threshold of `GET /v1/intervals/stale`), and per lane the count of
 * its paused and pending activities with the first few (folds.ts); the rest of a lane on demand. The
 * filters are applied here, so counts are those of what is shown. No money. Nothing scans history:
 * open intervals and unfinished activities have their own partial indexes
 * (`intervals_one_open_per_user`, `activities_unfinished_order_idx`).
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
  first_name: string;
  last_name: string;
}

/** A row as the board shows it: the activity's Spanish name and the operator's full name. */
function present<Row extends RawRow>({ first_name, last_name, ...row }: Row) {
  return { ...row, activity_name: activityTypeName(row.activity_type), operator: fullName({ first_name, last_name }) };
}

/** Open intervals, oldest first, with the start of each (the board counts from it). */
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
  return rows.map(present);
}

export interface BoardOptions {
  maxOpenIntervalHours: number;
  timeZone: string;
}

const emptyFold = (): ShopFloorFold => ({ count: 0, overdue: 0, items: [] });

/** Names as people count them: "Máquina 2" before "Máquina 10"; the key settles equal names. */
const byName = (a: { name: string; key: string }, b: { name: string; key: string }) =>
  compareNames(a.name, b.name) || a.key.localeCompare(b.key);

const laneName = (row: { machine_id: number | null; machine: string | null; activity_type: string }) =>
  row.machine_id !== null ? (row.machine ?? '') : activityTypeName(row.activity_type);

type FoldedLane = Awaited<ReturnType<typeof foldedLanes>>[number];

/** What the filters offer: every lane on the board (the folded work's, and the running work's) and every enabled operator. */
async function filterChoices(
  db: Database,
  runningRows: Awaited<ReturnType<typeof running>>,
  foldedLanesOnBoard: Promise<FoldedLane[]>,
): Promise<ShopFloorSnapshot['choices']> {
  const [lanes, operators] = await Promise.all([foldedLanesOnBoard, enabledOperators(db)]);
  const laneChoices = new Map<string, { key: string; name: string; machine: boolean }>();
  for (const row of [...runningRows, ...lanes.map((lane) => ({ ...lane, activity_type: lane.activity_type ?? '' }))]) {
    const key = boardLaneKey(row);
    if (!laneChoices.has(key)) laneChoices.set(key, { key, name: laneName(row), machine: row.machine_id !== null });
  }
  const people = new Map(operators.map((operator) => [operator.id, operator.name]));
  for (const row of runningRows) people.set(row.user_id, row.operator);
  return {
    lanes: [...laneChoices.values()].sort((a, b) => Number(b.machine) - Number(a.machine) || byName(a, b)),
    operators: [...people]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => byName({ name: a.name, key: String(a.id) }, { name: b.name, key: String(b.id) })),
  };
}

/** The board as computed, shared by the boards asking at once (shared-answers.ts); `answerAt` makes it an answer. */
export type BoardState = Omit<ShopFloorSnapshot, 'server_time' | 'stale_intervals' | 'running'> & {
  running: Awaited<ReturnType<typeof running>>;
};

/**
 * The board for these filters at `now`: a few reads (open intervals, the folded work's counts and
 * first items, the lanes and operators on the board, the first items' workers), whatever the size
 * of the workshop.
 */
export async function boardState(db: Database, now: Date, options: BoardOptions, filters: BoardFilters): Promise<BoardState> {
  const today = todayIn(options.timeZone, now);
  const everyRunning = await running(db);
  const applied = await applyBoardFilters(db, filters, everyRunning);
  const window = foldedWindow(db, applied.folded, today, 0, BOARD_FIRST_ITEMS).then((rows) => presentFolded(db, rows, activityTypeName));
  // Unfiltered, every folded lane has its first items in the window: no read of its own.
  const lanesOnBoard = applied.narrows
    ? foldedLanes(db)
    : window.then((rows) =>
        rows.map((row) => ({
          machine_id: row.machine_id,
          machine: row.machine,
          activity_type: row.machine_id === null ? row.activity_type : null,
        })),
      );
  const [folded, choices] = await Promise.all([window, filterChoices(db, everyRunning, lanesOnBoard)]);
  const runningRows = everyRunning.filter(applied.running);
  const lanes = new Map<string, ShopFloorLane>();
  const laneOf = (row: { machine_id: number | null; machine: string | null; activity_type: string }) => {
    const key = boardLaneKey(row);
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { key, name: laneName(row), running: 0, paused: emptyFold(), pending: emptyFold() }));
    return lane;
  };
  for (const row of runningRows) laneOf(row).running += 1;
  for (const { lane: _lane, fold, count, overdue, ...item } of folded) {
    const lane = laneOf(item)[fold];
    lane.count = count;
    lane.overdue = overdue;
    lane.items.push(item);
  }
  const sum = (fold: 'paused' | 'pending') => [...lanes.values()].reduce((total, lane) => total + lane[fold].count, 0);
  return {
    today,
    running: runningRows,
    totals: { running: runningRows.length, paused: sum('paused'), pending: sum('pending') },
    // What runs first: a wall screen shows the machines at work at its top, then the others.
    lanes: [...lanes.values()].sort((a, b) => Number(b.running > 0) - Number(a.running > 0) || byName(a, b)),
    choices,
  };
}

/**
 * The answer at `now` (`GET /v1/shop_floor`): its own `server_time` even when the board was computed
 * a moment before for another screen (each answer sets the browser's idea of the server's clock), and
 * the intervals open longer than MAX_OPEN_INTERVAL_HOURS then.
 */
export function answerAt(state: BoardState, now: Date, maxOpenIntervalHours: number): ShopFloorSnapshot {
  const since = staleSince(now, maxOpenIntervalHours).getTime();
  return {
    ...state,
    server_time: now.toISOString(),
    running: state.running.map(({ interval_id: _interval, ...row }) => row),
    stale_intervals: state.running.filter((row) => Date.parse(row.start_time) < since),
  };
}

/** More of one lane's paused or pending activities (`GET /v1/shop_floor/lanes/{lane}`), after `offset`. */
export async function shopFloorLanePage(
  db: Database,
  now: Date,
  options: BoardOptions,
  lane: string,
  query: BoardLaneQuery,
): Promise<ShopFloorLanePage> {
  const applied = await applyBoardFilters(db, { ...query, machine: lane }, await running(db));
  const today = todayIn(options.timeZone, now);
  const status = query.status === 'paused' ? sql`${activities.status} = 'paused'` : sql`${activities.status} = 'pending'`;
  const conditions = sql`${applied.folded} AND ${status}`;
  const items = await presentFolded(
    db,
    // An offset near the largest integer must not overflow the position it is compared with.
    await foldedWindow(db, conditions, today, query.offset, Math.min(query.offset + query.limit, MAX_INTEGER)),
    activityTypeName,
  );
  // Past the lane's end the window is empty: its first row still tells the count.
  const count = items[0]?.count ?? (await foldedWindow(db, conditions, today, 0, 1))[0]?.fold_count ?? 0;
  const next = query.offset + items.length;
  return {
    items: items.map(({ lane: _lane, fold: _fold, count: _count, overdue: _overdue, ...item }) => item),
    count,
    next_offset: next < count ? next : null,
  };
}
