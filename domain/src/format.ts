import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { displayTimeZone } from './display-zone';

export { DEFAULT_APP_TIME_ZONE, setDisplayTimeZone } from './display-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Now, in the zone timestamps are shown in (its date is "today" for the workshop). */
export function nowInDisplayZone(): Dayjs {
  return dayjs().tz(displayTimeZone());
}

/** Today as `YYYY-MM-DD` in the zone timestamps are shown in. */
export function todayInDisplayZone(): string {
  return nowInDisplayZone().format('YYYY-MM-DD');
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One formatter per zone, made once: dayjs's `tz()` builds a new Intl formatter on every call
 * (about 2 ms each on a tablet's slower CPU, once per timestamp of every table row drawn).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A timestamp's day and time on the wall clock of `zone`, or null when it is not a date. */
function wallClock(value: string | Date, zone: string) {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(zone, format);
  }
  const date = value instanceof Date ? value : dayjs(value).toDate();
  if (Number.isNaN(date.getTime())) return null;
  const part: Record<string, string> = {};
  for (const { type, value: text } of format.formatToParts(date)) part[type] = text;
  return part;
}

/** `DD/MM/YYYY HH:mm` of a timestamp in `zone` (the server's exports write the same, in its APP_TIME_ZONE). */
export function formatDateTimeIn(value: string | Date, zone: string): string {
  const part = wallClock(value, zone);
  return part ? `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}` : '';
}

/** Seconds as `HH:MM:SS` (hours may exceed 24). Negative values keep their sign. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds === null || totalSeconds === undefined || Number.isNaN(totalSeconds)) return '00:00:00';
  const sign = totalSeconds < 0 ? '-' : '';
  const abs = Math.round(Math.abs(totalSeconds));
  const hours = Math.floor(abs / 3600);
  const minutes = Math.floor((abs % 3600) / 60);
  const seconds = abs % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * Dates (a day, no time) show as `YYYY-MM-DD` (spec part 2 §9). A plain date is a calendar day and
 * is never shifted by a zone; a timestamp shows its day in the display zone.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return value;
  const part = wallClock(value, displayTimeZone());
  return part ? `${part.year}-${part.month}-${part.day}` : '';
}

/**
 * Timestamps show in the display zone as day/month/year hours:minutes, `DD/MM/YYYY HH:mm`: the
 * spec says so of created_at (part 2 §9), and every other timestamp (updated_at beside it, kardex
 * dates, status changes) reads the same way so a screen never mixes two.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return formatDateTimeIn(value, displayTimeZone());
}

/**
 * A timestamp as the wall-clock time of the display zone, `YYYY-MM-DD HH:mm:ss`: what a date-time
 * picker holds, so an interval typed at a tablet in another zone still means the workshop's hour.
 */
export function toDisplayWallTime(value: string | Date): string {
  return dayjs(value).tz(displayTimeZone()).format('YYYY-MM-DD HH:mm:ss');
}

/** A wall-clock time of the display zone (`YYYY-MM-DD HH:mm[:ss]`) as ISO 8601 with its offset. */
export function fromDisplayWallTime(wall: string): string {
  return dayjs.tz(wall, displayTimeZone()).format('YYYY-MM-DDTHH:mm:ssZ');
}
