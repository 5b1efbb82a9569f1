import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import {
  isoDate,
  LEDGER_PER_PAGE_MAX,
  ledgerRangeError,
  messages,
  safeString,
  supplyMessages,
  describedPageFields,
  pageFields,
} from '@tintero/domain';
import { queryId } from './route-schemas';

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

/**
 * Conditions putting a date column of a roll-up (a workshop day, `labour_days.day`) inside the days
 * from..to, both included: the same days `withinDays` finds by the timestamps they were added up from.
 */
export function onDays(column: SQLWrapper, range: { from_date?: string | undefined; to_date?: string | undefined }) {
  const conditions: SQL[] = [];
  if (range.from_date) conditions.push(sql`${column} >= ${range.from_date}::date`);
  if (range.to_date) conditions.push(sql`${column} <= ${range.to_date}::date`);
  return conditions;
}

export interface DayRange {
  from_date: string;
  to_date: string;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const firstOfMonth = (date: Date, monthsLater: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1));

/**
 * The days from..to (both included) as a month roll-up reads them: the calendar months wholly
 * inside (`months`: their first days, from..to; none when no month is whole) and the days left at
 * either end (`days`: none, one or two ranges, read from the day rows). Together they are exactly
 * the range's days, each once.
 */
export function wholeMonthsAndEdges(range: DayRange): { months?: DayRange; days: DayRange[] } {
  const from = utcDay(range.from_date);
  const to = utcDay(range.to_date);
  const firstWhole = from.getUTCDate() === 1 ? from : firstOfMonth(from, 1);
  const endsItsMonth = firstOfMonth(to, 1).getTime() - to.getTime() === DAY_MS;
  const lastWhole = firstOfMonth(to, endsItsMonth ? 0 : -1);
  if (firstWhole > lastWhole) return { days: [range] };
  const days: DayRange[] = [];
  if (firstWhole > from) days.push({ from_date: range.from_date, to_date: isoDay(new Date(firstWhole.getTime() - DAY_MS)) });
  const afterLast = firstOfMonth(lastWhole, 1);
  if (afterLast <= to) days.push({ from_date: isoDay(afterLast), to_date: range.to_date });
  return { months: { from_date: isoDay(firstWhole), to_date: isoDay(lastWhole) }, days };
}

/**
 * The rows of a range from a month roll-up and the day roll-up it adds up (docs/decisions/037): the
 * whole months from `months` (a select given its condition on `monthColumn`), the days at the ends
 * from `days` (on `dayColumn`), as one parenthesised UNION ALL to read FROM. Both selects name the
 * same columns; a range always has months, end days or both.
 */
export function monthsAndDaysOf(
  range: DayRange,
  months: { column: SQLWrapper; select: (condition: SQL) => SQL },
  days: { column: SQLWrapper; select: (condition: SQL) => SQL },
): SQL {
  const split = wholeMonthsAndEdges(range);
  const parts: SQL[] = [];
  if (split.months)
    parts.push(months.select(sql`${months.column} BETWEEN ${split.months.from_date}::date AND ${split.months.to_date}::date`));
  if (split.days.length > 0) {
    const edges = split.days.map((edge) => sql`${days.column} BETWEEN ${edge.from_date}::date AND ${edge.to_date}::date`);
    parts.push(days.select(sql`(${sql.join(edges, sql` OR `)})`));
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/**
 * The query string of a server-paged ledger list (one supply's kardex, the supplies history) as
 * the route lets it through: any text, so that a missing date or a range too long reaches the
 * handler, whose `ledgerPageSchema` answers 422 on the field (as the labour reports do). It still
 * documents the parameters.
 */
export const ledgerPageQuerystring = z.object({
  from_date: safeString().optional().describe('Primer día (YYYY-MM-DD, en APP_TIME_ZONE), incluido; obligatorio'),
  to_date: safeString().optional().describe('Último día (YYYY-MM-DD), incluido; obligatorio, a lo sumo 366 días después'),
  supply_id: safeString().optional().describe('Id del insumo'),
  ...describedPageFields(LEDGER_PER_PAGE_MAX),
});

/** The same query as the export of such a list reads it: the range and the supply, no page. */
export const ledgerExportQuerystring = ledgerPageQuerystring.omit({ page: true, per_page: true });

export interface LedgerPageQuery {
  from_date: string;
  to_date: string;
  supply_id?: number | undefined;
  page: number;
  per_page: number;
}

/**
 * Both dates required, in order and at most `LEDGER_RANGE_MAX_DAYS` apart (422 on `to_date`); the
 * supply when `supplyRequired`; `page` from 1 and `per_page` up to the maximum, `perPage` if absent.
 */
/** A row id that must be there: "required" when missing, the id's own messages otherwise. */
const requiredId = z
  .unknown()
  .transform((value, ctx): unknown => {
    if (value === undefined || value === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    return value;
  })
  .pipe(queryId());

export const ledgerPageSchema = (options: { supplyRequired: boolean; perPage: number }) => {
  return z
    .object({
      from_date: isoDate(messages.required),
      to_date: isoDate(messages.required),
      supply_id: options.supplyRequired ? requiredId : queryId().optional(),
      ...pageFields({ max: LEDGER_PER_PAGE_MAX, perPage: options.perPage }),
    })
    .superRefine((query, ctx) => {
      if (options.supplyRequired && query.supply_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['supply_id'], message: messages.required });
      // Only two real dates are compared (a date that failed its format has its own message).
      if (!isoDate().safeParse(query.from_date).success || !isoDate().safeParse(query.to_date).success) return;
      const error = ledgerRangeError(query.from_date, query.to_date);
      if (error) ctx.addIssue({ code: 'custom', path: ['to_date'], message: error });
    });
};
