import {
  BOARD_FIRST_ITEMS,
  boardLaneKey,
  boardOrderText,
  compareNames,
  textKey,
  type BoardFold,
  type ShopFloorFolded,
  type ShopFloorLane,
  type ShopFloorLanePage,
  type ShopFloorRow,
  type ShopFloorSnapshot,
} from '@tintero/domain';

/**
 * What the board's web tests give the fake server: the workshop as rows, one per worker (a pending
 * activity may have none), and the fake server's answers made from them as the server makes its
 * own (server/src/modules/shop-floor): the filters applied, lanes counted, the first few listed,
 * the rest a page at a time. The server's own tests hold it to the real rules.
 */
export type OpenRow = Omit<ShopFloorRow, 'user_id' | 'operator' | 'activity_user_id'> & {
  user_id: number | null;
  operator: string | null;
  activity_user_id: number | null;
};

export interface Board {
  running: ShopFloorRow[];
  paused: OpenRow[];
  pending: OpenRow[];
  stale_intervals: ShopFloorSnapshot['stale_intervals'];
}

interface Filters {
  machine: string | null;
  operator: number | null;
  order: string;
}

const filtersOf = (url: URL): Filters => ({
  machine: url.searchParams.get('machine'),
  operator: url.searchParams.has('operator') ? Number(url.searchParams.get('operator')) : null,
  order: url.searchParams.get('order') ?? '',
});

/** Which rows the filters keep: the order's number when an order on the board has it, else part of a reference. */
function keeper(board: Board, filters: Filters) {
  const key = textKey(boardOrderText(filters.order));
  const all = [...board.running, ...board.paused, ...board.pending];
  const id = /^\d+$/.test(key) ? Number(key) : null;
  const byNumber = id !== null && all.some((row) => row.production_order_id === id);
  return (row: OpenRow) =>
    (filters.machine === null || boardLaneKey(row) === filters.machine) &&
    (filters.operator === null || row.user_id === filters.operator) &&
    (key === '' || (byNumber ? row.production_order_id === id : textKey(row.reference).includes(key)));
}

/** One entry per activity kept (an activity kept for one worker still names all), due soonest first. */
function folded(rows: OpenRow[], keep: (row: OpenRow) => boolean): ShopFloorFolded[] {
  const kept = new Set(rows.filter(keep).map((row) => row.activity_id));
  const byActivity = new Map<number, ShopFloorFolded>();
  for (const row of rows.filter((each) => kept.has(each.activity_id))) {
    const { activity_user_id: _au, user_id: _user, operator, start_time: _start, ...item } = row;
    const entry = byActivity.get(row.activity_id) ?? { ...item, operators: [] };
    if (operator && !entry.operators.includes(operator)) entry.operators.push(operator);
    byActivity.set(row.activity_id, entry);
  }
  return [...byActivity.values()].sort(
    (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.activity_id - b.activity_id,
  );
}

const laneName = (row: OpenRow) => (row.machine_id !== null ? (row.machine ?? '') : row.activity_name);
const byName = (a: { name: string; key: string }, b: { name: string; key: string }) =>
  compareNames(a.name, b.name) || a.key.localeCompare(b.key);

export function boardAnswer(board: Board, url: URL, now: Date, today: string): ShopFloorSnapshot {
  const keep = keeper(board, filtersOf(url));
  const running = board.running.filter(keep);
  const lanes = new Map<string, ShopFloorLane>();
  const laneOf = (row: OpenRow) => {
    const key = boardLaneKey(row);
    const fold = () => ({ count: 0, overdue: 0, items: [] as ShopFloorFolded[] });
    if (!lanes.has(key)) lanes.set(key, { key, name: laneName(row), running: 0, paused: fold(), pending: fold() });
    return lanes.get(key)!;
  };
  for (const row of running) laneOf(row).running += 1;
  for (const fold of ['paused', 'pending'] as const) {
    for (const item of folded(board[fold], keep)) {
      const lane = laneOf({ ...item, user_id: null, operator: null, activity_user_id: null, start_time: null })[fold];
      lane.count += 1;
      if (item.due_date !== null && item.due_date < today) lane.overdue += 1;
      if (lane.items.length < BOARD_FIRST_ITEMS) lane.items.push(item);
    }
  }
  const sum = (fold: BoardFold) => [...lanes.values()].reduce((total, lane) => total + lane[fold].count, 0);
  const all = [...board.running, ...board.paused, ...board.pending];
  const choices = new Map(
    all.map((row) => [boardLaneKey(row), { key: boardLaneKey(row), name: laneName(row), machine: row.machine_id !== null }]),
  );
  const operators = new Map(all.filter((row) => row.user_id !== null).map((row) => [row.user_id!, row.operator!]));
  return {
    server_time: now.toISOString(),
    today,
    running,
    stale_intervals: board.stale_intervals.filter(keep),
    totals: { running: running.length, paused: sum('paused'), pending: sum('pending') },
    lanes: [...lanes.values()].sort((a, b) => Number(b.running > 0) - Number(a.running > 0) || byName(a, b)),
    choices: {
      lanes: [...choices.values()].sort((a, b) => Number(b.machine) - Number(a.machine) || byName(a, b)),
      operators: [...operators].map(([id, name]) => ({ id, name })).sort((a, b) => compareNames(a.name, b.name)),
    },
  };
}

/** `GET /v1/shop_floor/lanes/{lane}`: a page of one lane's paused or pending activities. */
export function lanePage(board: Board, url: URL): ShopFloorLanePage {
  const lane = decodeURIComponent(url.pathname.split('/').at(-1)!);
  const fold = url.searchParams.get('status') as BoardFold;
  const offset = Number(url.searchParams.get('offset'));
  const limit = Number(url.searchParams.get('limit'));
  const keep = keeper(board, { ...filtersOf(url), machine: lane });
  const items = folded(board[fold], keep);
  const next = offset + limit;
  return { items: items.slice(offset, next), count: items.length, next_offset: next < items.length ? next : null };
}
