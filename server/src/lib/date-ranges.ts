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
const dayBefore = (date: Date) => new Date(date.getTime() - DAY_MS);

/**
 * The days from..to (both included) as a month roll-up reads them, with as few rows as it can:
 * `months` (their first days) are read whole, `days` are added from the day rows and `less` are
 * taken away from them. A month the range covers whole is read whole; a month it covers in part
 * is read as its days in the range, or, when those are more than the days it leaves out, as the
 * whole month less the days left out (the current month up to today: the month less the days still
 * to come, which hold nothing yet). Months + days − less are exactly the range's days, each once.
 */
export function monthsDaysAndLess(range: DayRange): { months: string[]; days: DayRange[]; less: DayRange[] } {
  const from = utcDay(range.from_date);
  const to = utcDay(range.to_date);
  const split = { months: [] as string[], days: [] as DayRange[], less: [] as DayRange[] };
  for (let first = firstOfMonth(from, 0); first <= to; first = firstOfMonth(first, 1)) {
    const last = dayBefore(firstOfMonth(first, 1));
    const start = from > first ? from : first;
    const end = to < last ? to : last;
    const inRange = (end.getTime() - start.getTime()) / DAY_MS + 1;
    const inMonth = (last.getTime() - first.getTime()) / DAY_MS + 1;
    if (inRange > inMonth - inRange) {
      split.months.push(isoDay(first));
      if (start > first) split.less.push({ from_date: isoDay(first), to_date: isoDay(dayBefore(start)) });
      if (end < last) split.less.push({ from_date: isoDay(new Date(end.getTime() + DAY_MS)), to_date: isoDay(last) });
    } else {
      split.days.push({ from_date: isoDay(start), to_date: isoDay(end) });
    }
  }
  return split;
}

/** Calendar months a span of a long read may touch: thirteen, so that a year not aligned on months is one span. */
const SPAN_MONTHS = 13;

/**
 * from..to cut into consecutive spans, in order, each within `SPAN_MONTHS` calendar months and
 * starting on a month's first day after the first: a read over years runs one statement per span,
 * so that no statement holds PGlite's one connection for long (issue 23 item 3), and only the
 * range's own ends read day rows. A range within thirteen months (a year from any day) is one span.
 */
export function yearSpans(range: DayRange): DayRange[] {
  const spans: DayRange[] = [];
  const to = utcDay(range.to_date);
  for (let start = utcDay(range.from_date); start <= to;) {
    const blockEnd = dayBefore(firstOfMonth(start, SPAN_MONTHS));
    const end = blockEnd < to ? blockEnd : to;
    spans.push({ from_date: isoDay(start), to_date: isoDay(end) });
    start = new Date(end.getTime() + DAY_MS);
  }
  return spans;
}

/** `column` within one of the ranges (false for none): a few BETWEENs on its index. */
function withinAny(column: SQLWrapper, ranges: DayRange[]): SQL {
  if (ranges.length === 0) return sql`false`;
  return sql`(${sql.join(
    ranges.map((range) => sql`${column} BETWEEN ${range.from_date}::date AND ${range.to_date}::date`),
    sql` OR `,
  )})`;
}

/** A roll-up table and the date column that keys it (a month's first day, or a day). */
interface RollUpSource {
  table: SQLWrapper;
  column: SQLWrapper;
}

/**
 * The rows of a range from a month roll-up and the day roll-up it adds up (docs/decisions/037), as
 * one parenthesised UNION ALL to read FROM (`monthsDaysAndLess`): the months' rows, the days' rows,
 * and the left-out days' rows with their sums negated. Both tables have the `keys` and `sums`
 * columns; the reader groups by the keys and adds the sums up. A key whose rows cancel out adds up
 * to zero: include a count among the sums (`intervals`, `entries`) and keep the groups where it is
 * above zero.
 */
export function monthsAndDaysOf(
  range: DayRange,
  columns: { keys: string[]; sums: string[] },
  months: RollUpSource,
  days: RollUpSource,
): SQL {
  const split = monthsDaysAndLess(range);
  const keys = columns.keys.map((name) => sql`${sql.identifier(name)}`);
  const sums = columns.sums.map((name) => sql`${sql.identifier(name)}`);
  const select = (source: RollUpSource, values: SQL[], where: SQL) =>
    sql`SELECT ${sql.join([...keys, ...values], sql`, `)} FROM ${source.table} WHERE ${where}`;
  // Only the first and the last month can be read as days, so the months read whole follow each other.
  const monthFirsts = split.months.length > 0 ? [{ from_date: split.months[0]!, to_date: split.months.at(-1)! }] : [];
  const parts = [select(months, sums, withinAny(months.column, monthFirsts)), select(days, sums, withinAny(days.column, split.days))];
  if (split.less.length > 0) {
    const negated = sums.map((name) => sql`-${name} AS ${name}`);
    parts.push(select(days, negated, withinAny(days.column, split.less)));
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
