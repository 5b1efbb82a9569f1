/**
 * The planning projection (DESIGN §12.2): every unfinished activity, in its lane's sequence, laid
 * back to back into the lane's working hours from now, each also waiting for the earlier steps of
 * its own order. One pure function over plain data, so the server, the tests and (later) the
 * screen's drag preview compute the same plan.
 *
 * Times are wall-clock milliseconds: the workshop's local date and time written as if it were UTC
 * (`Date.UTC(2026, 11, 4, 14)` is 4 December 2026 at 14:00 in the workshop). Shifts and days off
 * are wall-clock facts, so the projection needs no time zone; the caller converts `now` in and the
 * projected moments out with the workshop's zone.
 */

export const DAY_MS = 86_400_000;

/** One weekday's shift: it starts `start_minute` minutes after midnight and lasts `seconds`. */
export interface Shift {
  start_minute: number;
  seconds: number;
}

/** Index 0 is Sunday … 6 Saturday (`Date#getUTCDay` of a wall-clock time); null: no work that day. */
export type WorkingWeek = readonly (Shift | null)[];

/** A lane's working time: its week, and the workshop's days off (`YYYY-MM-DD`). */
export interface WorkCalendar {
  week: WorkingWeek;
  daysOff: ReadonlySet<string>;
}

const shift = (hour: number, hours: number): Shift => ({ start_minute: hour * 60, seconds: hours * 3600 });

/** DESIGN §12.2's default: Monday to Friday from 07:00, 8 hours. */
export const DEFAULT_WEEK: WorkingWeek = [null, shift(7, 8), shift(7, 8), shift(7, 8), shift(7, 8), shift(7, 8), null];

/** `YYYY-MM-DD` of a wall-clock time. */
export const dayKey = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** Midnight (wall clock) of a `YYYY-MM-DD` day. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

const midnightOf = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS;

/** The working window [start, end) of the day beginning at `midnight`, or undefined. */
function windowOf(calendar: WorkCalendar, midnight: number): [number, number] | undefined {
  const todays = calendar.week[new Date(midnight).getUTCDay()];
  if (!todays || todays.seconds <= 0 || calendar.daysOff.has(dayKey(midnight))) return undefined;
  const start = midnight + todays.start_minute * 60_000;
  return [start, start + todays.seconds * 1000];
}

/** How far ahead a lane is looked at before its work is called unplaceable (a week with no hours). */
const HORIZON_DAYS = 3 * 366;

/**
 * Lays `seconds` of work into the calendar's windows from `from` on: where the work starts (the
 * first working moment at or after `from`) and where it ends. Windows of consecutive days that
 * overlap (a night shift running into the morning's) count their common time once. Undefined when
 * the calendar has no working time within the horizon.
 */
export function placeWork(calendar: WorkCalendar, from: number, seconds: number): { start: number; end: number } | undefined {
  let remaining = Math.max(0, seconds) * 1000;
  let cursor = from;
  let start: number | undefined;
  // The day before too: its window may run past midnight into `from`'s day.
  for (let midnight = midnightOf(from) - DAY_MS, days = 0; days <= HORIZON_DAYS; midnight += DAY_MS, days++) {
    const window = windowOf(calendar, midnight);
    if (!window || window[1] <= cursor) continue;
    const begin = Math.max(window[0], cursor);
    start ??= begin;
    const available = window[1] - begin;
    if (available >= remaining) return { start, end: begin + remaining };
    remaining -= available;
    cursor = window[1];
  }
  return undefined;
}

/** Working seconds of the calendar between two wall-clock moments. */
export function workingSecondsBetween(calendar: WorkCalendar, from: number, to: number): number {
  let total = 0;
  let cursor = from;
  for (let midnight = midnightOf(from) - DAY_MS; midnight < to; midnight += DAY_MS) {
    const window = windowOf(calendar, midnight);
    if (!window) continue;
    const begin = Math.max(window[0], cursor);
    const end = Math.min(window[1], to);
    if (end > begin) {
      total += end - begin;
      cursor = end;
    }
  }
  return total / 1000;
}

/** Working seconds per day of a range of days (the planning screen's capacity row). */
export function capacityByDay(calendar: WorkCalendar, fromDay: string, toDay: string): { date: string; seconds: number }[] {
  const days: { date: string; seconds: number }[] = [];
  for (let midnight = dayStart(fromDay); midnight <= dayStart(toDay); midnight += DAY_MS) {
    const window = windowOf(calendar, midnight);
    days.push({ date: dayKey(midnight), seconds: window ? (window[1] - window[0]) / 1000 : 0 });
  }
  return days;
}

/** The first moment of the last working day before `day` (within a month), else the day before's midnight. */
function previousWorkingDayStart(calendar: WorkCalendar, day: string): number {
  for (let midnight = dayStart(day) - DAY_MS, back = 0; back < 31; midnight -= DAY_MS, back++) {
    if (windowOf(calendar, midnight)) return midnight;
  }
  return dayStart(day) - DAY_MS;
}

export type PlanRisk = 'late' | 'at_risk' | 'on_time';

/**
 * `late` when the work ends after its due day (or can never be placed), `at_risk` when it ends on
 * the due day or on the lane's working day before it, else `on_time`; null without a due day.
 */
export function riskOf(calendar: WorkCalendar, end: number | null, dueDay: string | null): PlanRisk | null {
  if (dueDay === null) return null;
  if (end === null || end > dayStart(dueDay) + DAY_MS) return 'late';
  return end > previousWorkingDayStart(calendar, dueDay) ? 'at_risk' : 'on_time';
}

/** An unfinished activity as the projection sees it. */
export interface PlanItem {
  /** Unique across lanes (`impression:42`). */
  key: string;
  order_id: number;
  /** Its type's place in the process (the registry's `order`): it waits for every lower step of its order. */
  step: number;
  remaining_seconds: number;
  /** Time runs on it now: first in its lane, and it waits for nothing. */
  running: boolean;
  /** The activity's due day, else its order's delivery day (`YYYY-MM-DD`), or null. */
  due_day: string | null;
}

export interface PlanLane<Item extends PlanItem = PlanItem> {
  key: string;
  calendar: WorkCalendar;
  /** In the planned sequence; running items are moved first, keeping their order. */
  items: readonly Item[];
}

export interface ProjectedItem<Item extends PlanItem = PlanItem> {
  item: Item;
  lane: string;
  position: number;
  /** Wall-clock milliseconds; null when the lane has no working time ahead. */
  projected_start: number | null;
  projected_end: number | null;
  risk: PlanRisk | null;
  /**
   * Placed without waiting for an earlier step still unplaced: the lanes' sequences made two
   * orders wait on each other (A's step behind B's in one lane, B's behind A's in another).
   */
  forced: boolean;
}

interface LaneRun<Item extends PlanItem> {
  lane: PlanLane<Item>;
  queue: Item[];
  next: number;
  free: number;
}

const earliestDue = (a: PlanItem, b: PlanItem) => (a.due_day ?? '9999').localeCompare(b.due_day ?? '9999');

/**
 * Projects every lane from `now` (wall clock). Each lane's items are placed one after the other;
 * an item starts once its lane is free and (unless it runs) every earlier step of its order has
 * ended, at the first working moment after both. When no lane's next item can start because each
 * waits on another lane's later item, the waiting item due first is placed anyway (`forced`).
 */
export function projectPlan<Item extends PlanItem>(lanes: readonly PlanLane<Item>[], now: number): ProjectedItem<Item>[] {
  const runs: LaneRun<Item>[] = lanes.map((lane) => ({
    lane,
    queue: [...lane.items.filter((item) => item.running), ...lane.items.filter((item) => !item.running)],
    next: 0,
    free: now,
  }));
  const ofOrder = new Map<number, Item[]>();
  for (const run of runs) for (const item of run.queue) ofOrder.set(item.order_id, [...(ofOrder.get(item.order_id) ?? []), item]);
  const ends = new Map<string, number | null>();
  const projected: ProjectedItem<Item>[] = [];

  /** The earlier steps' latest end (null: one cannot be placed), or undefined while one is unplaced. */
  const earlierStepsEnd = (item: Item): number | null | undefined => {
    let latest: number | null = Number.NEGATIVE_INFINITY;
    for (const other of ofOrder.get(item.order_id)!) {
      if (other.step >= item.step) continue;
      if (!ends.has(other.key)) return undefined;
      const end = ends.get(other.key)!;
      latest = end === null || latest === null ? null : Math.max(latest, end);
    }
    return latest;
  };

  const place = (run: LaneRun<Item>, item: Item, forced: boolean) => {
    const waitFor = item.running ? Number.NEGATIVE_INFINITY : earlierStepsEnd(item);
    const from = waitFor === null ? Number.POSITIVE_INFINITY : Math.max(run.free, waitFor ?? Number.NEGATIVE_INFINITY);
    const placed = Number.isFinite(from) ? placeWork(run.lane.calendar, from, item.remaining_seconds) : undefined;
    const end = placed?.end ?? null;
    ends.set(item.key, end);
    projected.push({
      item,
      lane: run.lane.key,
      position: run.next,
      projected_start: placed?.start ?? null,
      projected_end: end,
      risk: riskOf(run.lane.calendar, end, item.due_day),
      forced,
    });
    run.next++;
    // A lane whose work cannot be placed stays unplaceable: what follows has no start either.
    run.free = end ?? Number.POSITIVE_INFINITY;
  };

  for (;;) {
    let placedAny = false;
    for (const run of runs) {
      while (run.next < run.queue.length) {
        const head = run.queue[run.next]!;
        if (!head.running && earlierStepsEnd(head) === undefined) break;
        place(run, head, false);
        placedAny = true;
      }
    }
    if (placedAny) continue;
    const waiting = runs.filter((run) => run.next < run.queue.length);
    if (waiting.length === 0) break;
    const first = waiting.reduce((best, run) => (earliestDue(run.queue[run.next]!, best.queue[best.next]!) < 0 ? run : best));
    place(first, first.queue[first.next]!, true);
  }
  return projected;
}

/** Each order's projected completion: its last activity's end (null when one cannot be placed). */
export function orderCompletions(projected: readonly ProjectedItem[]): Map<number, number | null> {
  const completions = new Map<number, number | null>();
  for (const { item, projected_end } of projected) {
    const before = completions.get(item.order_id);
    completions.set(
      item.order_id,
      before === null || projected_end === null ? null : Math.max(before ?? Number.NEGATIVE_INFINITY, projected_end),
    );
  }
  return completions;
}
