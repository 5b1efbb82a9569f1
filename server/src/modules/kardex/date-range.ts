import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, supplyMessages } from '@tintero/domain';

const DAY_MS = 86_400_000;

/**
 * `from_date` and `to_date` (YYYY-MM-DD) of a query string, the latter not before the former, and
 * at most `maxDays` apart when given. Bad values answer 400 with the field named.
 */
export function dateRangeQuery<T extends z.ZodRawShape>(options: { required: boolean; maxDays?: number; extra: T }) {
  const date = options.required ? isoDate() : isoDate().optional();
  return z.object({ from_date: date, to_date: date, ...options.extra }).superRefine((value, ctx) => {
    const { from_date: from, to_date: to } = value as { from_date?: string; to_date?: string };
    if (!from || !to) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to_date'], message: supplyMessages.dateRange });
    else if (options.maxDays && (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > options.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: supplyMessages.rangeTooLong(options.maxDays) });
    }
  });
}

/** The first instant of a calendar day in the workshop's time zone. */
export const startOfDay = (date: string, timeZone: string) => sql`(${date}::date::timestamp AT TIME ZONE ${timeZone})`;
/** The first instant of the day after: ranges include their whole last day. */
export const startOfNextDay = (date: string, timeZone: string) => sql`((${date}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** Conditions putting a timestamp column inside the days from..to of the workshop's calendar. */
export function withinDays(column: SQLWrapper, range: { from_date?: string | undefined; to_date?: string | undefined }, timeZone: string) {
  const conditions: SQL[] = [];
  if (range.from_date) conditions.push(sql`${column} >= ${startOfDay(range.from_date, timeZone)}`);
  if (range.to_date) conditions.push(sql`${column} < ${startOfNextDay(range.to_date, timeZone)}`);
  return conditions;
}
