import { dayKey, dayStart, type WorkCalendar } from '@tintero/domain';

/**
 * Where a wall-clock moment falls on the timeline (docs/decisions/045): one column per day some
 * lane works, each column a lane's shift of that day, so a bar's width is its working time and
 * nights, weekends and holidays take no room.
 */
export const DAY_WIDTH = 84;

export interface Columns {
  days: string[];
  index: Map<string, number>;
}

export function columnsOf(capacities: { date: string; seconds: number }[][]): Columns {
  const working = new Set<string>();
  for (const capacity of capacities) for (const day of capacity) if (day.seconds > 0) working.add(day.date);
  const days = [...working].sort();
  return { days, index: new Map(days.map((day, index) => [day, index])) };
}

function windowOf(calendar: WorkCalendar, day: string): [number, number] | null {
  const midnight = dayStart(day);
  const shift = calendar.week[new Date(midnight).getUTCDay()];
  if (!shift || shift.seconds <= 0 || calendar.daysOff.has(day)) return null;
  const start = midnight + shift.start_minute * 60_000;
  return [start, start + shift.seconds * 1000];
}

/** The x (px) of a moment on a lane's row. */
export function xOf(columns: Columns, calendar: WorkCalendar, wall: number): number {
  const day = dayKey(wall);
  const column = columns.index.get(day);
  if (column === undefined) {
    const next = columns.days.findIndex((each) => each > day);
    return (next < 0 ? columns.days.length : next) * DAY_WIDTH;
  }
  const window = windowOf(calendar, day);
  if (!window) return column * DAY_WIDTH;
  const fraction = Math.min(1, Math.max(0, (wall - window[0]) / (window[1] - window[0])));
  return (column + fraction) * DAY_WIDTH;
}

/** `YYYY-MM-DD HH:MM` of a wall-clock moment. */
export const wallText = (wall: number | null) => (wall === null ? '—' : new Date(wall).toISOString().slice(0, 16).replace('T', ' '));
