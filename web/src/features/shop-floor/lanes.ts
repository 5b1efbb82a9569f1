import { compareNames, textKey, type ShopFloorOpenRow, type ShopFloorRow, type ShopFloorSnapshot } from '@tintero/domain';

/**
 * The board's lanes (issue 22 item 4; DESIGN §12.2's lanes): every unfinished activity of an order
 * in development sits in the lane of its machine or, without one, of its activity type. A lane
 * draws its running work as cards and folds its paused and pending activities into counts, so a
 * workshop of a thousand unfinished activities stays a page of a few dozen lanes.
 */

/** One activity folded into a count, with every worker the snapshot names on it. */
export interface FoldedActivity {
  row: ShopFloorOpenRow;
  operators: string[];
}

export interface Lane {
  /** `m<machine id>` or `t-<activity type>`: the URL's `machine` filter. */
  key: string;
  name: string;
  running: ShopFloorRow[];
  paused: FoldedActivity[];
  pending: FoldedActivity[];
}

/** The filters in the URL: a lane, an operator (user id) and an order (its number, else part of its reference). */
export interface BoardFilters {
  lane: string | null;
  operator: number | null;
  order: string;
}

interface LaneRow {
  machine_id: number | null;
  machine: string | null;
  activity_type: string;
  activity_name: string;
}

export const laneKey = (row: LaneRow) => (row.machine_id !== null ? `m${row.machine_id}` : `t-${row.activity_type}`);
const laneName = (row: LaneRow) => (row.machine_id !== null ? (row.machine ?? '') : row.activity_name);

/** Names as people count them: "Máquina 2" before "Máquina 10". */
const byName = (a: { name: string; key: string }, b: { name: string; key: string }) =>
  compareNames(a.name, b.name) || a.key.localeCompare(b.key);

/**
 * Whether a row belongs to the order the person typed: its number exactly when an order on the
 * board has that number, else a part of its reference ("8" is order 8, not every reference with
 * an 8 in it; "2026" finds the references of 2026 when no order 2026 is at work).
 */
function orderMatcher(text: string, board: ShopFloorSnapshot): (row: { production_order_id: number; reference: string }) => boolean {
  const key = textKey(text.replace(/^n\.?\s*º?\s*/i, ''));
  if (key === '') return () => true;
  const id = /^\d+$/.test(key) ? Number(key) : null;
  const onBoard = (row: { production_order_id: number }) => row.production_order_id === id;
  if (id !== null && (board.running.some(onBoard) || board.paused.some(onBoard) || board.pending.some(onBoard))) return onBoard;
  return (row) => textKey(row.reference).includes(key);
}

/** Rows of one activity (one per worker) folded into one entry, in the order they came. */
function fold(rows: ShopFloorOpenRow[]): FoldedActivity[] {
  const byActivity = new Map<number, FoldedActivity>();
  for (const row of rows) {
    const entry = byActivity.get(row.activity_id);
    if (!entry) byActivity.set(row.activity_id, { row, operators: row.operator ? [row.operator] : [] });
    else if (row.operator && !entry.operators.includes(row.operator)) entry.operators.push(row.operator);
  }
  return [...byActivity.values()];
}

/**
 * The lanes the filters leave, those with running work first, each part by name (machines and
 * types alike), each with what it holds. An
 * operator filter keeps the activities that operator works on; a lane with nothing left is left out.
 */
export function boardLanes(board: ShopFloorSnapshot, filters: BoardFilters): Lane[] {
  const ofOrder = orderMatcher(filters.order, board);
  const keep = (row: ShopFloorOpenRow) =>
    (filters.lane === null || laneKey(row) === filters.lane) &&
    ofOrder(row) &&
    (filters.operator === null || row.user_id === filters.operator);
  // An activity kept for its operator still lists all its workers.
  const keptActivities = (rows: ShopFloorOpenRow[]) => {
    const ids = new Set(rows.filter(keep).map((row) => row.activity_id));
    return rows.filter((row) => ids.has(row.activity_id));
  };
  const lanes = new Map<string, Lane>();
  const laneOf = (row: LaneRow) => {
    const key = laneKey(row);
    let lane = lanes.get(key);
    if (!lane) {
      lane = { key, name: laneName(row), running: [], paused: [], pending: [] };
      lanes.set(key, lane);
    }
    return lane;
  };
  for (const row of board.running.filter(keep)) laneOf(row).running.push(row);
  for (const entry of fold(keptActivities(board.paused))) laneOf(entry.row).paused.push(entry);
  for (const entry of fold(keptActivities(board.pending))) laneOf(entry.row).pending.push(entry);
  // What runs first: a wall screen shows the machines at work at its top, then the others.
  return [...lanes.values()].sort((a, b) => Number(b.running.length > 0) - Number(a.running.length > 0) || byName(a, b));
}

export interface FilterChoices {
  lanes: { group: string; items: { value: string; label: string }[] }[];
  operators: { value: string; label: string }[];
}

/** What the filters offer: every lane (machines, then types without a machine) and every operator on the board. */
export function filterChoices(board: ShopFloorSnapshot, groups: { machines: string; types: string }): FilterChoices {
  const lanes = new Map<string, { key: string; name: string; machine: boolean }>();
  const operators = new Map<number, string>();
  for (const row of [...board.running, ...board.paused, ...board.pending]) {
    const key = laneKey(row);
    if (!lanes.has(key)) lanes.set(key, { key, name: laneName(row), machine: row.machine_id !== null });
    if (row.user_id !== null && row.operator) operators.set(row.user_id, row.operator);
  }
  const sorted = [...lanes.values()].sort(byName);
  const items = (machine: boolean) =>
    sorted.filter((lane) => lane.machine === machine).map((lane) => ({ value: lane.key, label: lane.name }));
  return {
    lanes: [
      { group: groups.machines, items: items(true) },
      { group: groups.types, items: items(false) },
    ].filter((group) => group.items.length > 0),
    operators: [...operators]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => byName({ name: a.label, key: a.value }, { name: b.label, key: b.value })),
  };
}

/** Today in the workshop's zone (`YYYY-MM-DD`) at the server's now. */
export const todayIn = (timeZone: string | undefined, now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Whether a due date is passed (`overdue`), today (`today`) or neither. */
export function dueState(dueDate: string | null, today: string): 'overdue' | 'today' | null {
  if (dueDate === null || dueDate > today) return null;
  return dueDate < today ? 'overdue' : 'today';
}
