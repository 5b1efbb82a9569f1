/**
 * Ranges of whole days as the filters send them: `YYYY-MM-DD`, a day of the workshop's calendar
 * (no zone; the server reads them in APP_TIME_ZONE).
 */

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (YYYY-MM-DD), both included. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** `YYYY-MM-DD` plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` days that end on `today`, both included: what a filtered screen shows when it opens. */
export const lastDaysRange = (today: string, days: number) => ({ from_date: addDays(today, -(days - 1)), to_date: today });
