import {
  ACTIVITY_STATUSES,
  defaultReportRange,
  isoDate,
  messages,
  reportRangeError,
  type ActivityStatus,
  type ReportKind,
} from '@tintero/domain';
import { paths } from '../../config/paths';
import type { ReportRange } from './api';

/**
 * The reports keep their filter in the URL, so a report can be bookmarked, shared and reloaded:
 *
 * - `/activities` and `/consolidated_activities`: one month ago to today in the workshop's zone,
 *   every enabled operator, every status; the report runs at once.
 * - `/activities/{user_id}/{from}/{to}` (what the users list links to) and
 *   `/consolidated_activities/{from}/{to}`: those dates (and that one operator).
 * - A search for several operators (or all of them) cannot be said in the operator path, so it
 *   lands on the list URL with the dates in the query: `/activities?from_date=…&to_date=…`, plus
 *   `operators=5,8` unless every enabled operator was chosen.
 * - `states=pending,paused` on any of them, only when not every status is checked.
 *
 * A range the URL brings that the report refuses (a to date past the limit, say) fills the filter
 * and marks it, and nothing is asked of the server.
 */

export const ALL_STATES: readonly ActivityStatus[] = ACTIVITY_STATUSES;

/** The operator report's filter: `operatorIds` null means every enabled operator. */
export interface OperatorReportFilter extends ReportRange {
  operatorIds: number[] | null;
}

export interface RangeErrors {
  from_date?: string;
  to_date?: string;
}

const isStatus = (value: string): value is ActivityStatus => (ALL_STATES as readonly string[]).includes(value);

/** `states=pending,paused`: the statuses named, in their usual order; absent or none valid, every one. */
export function readStates(search: URLSearchParams): ActivityStatus[] {
  const named = (search.get('states') ?? '').split(',').filter(isStatus);
  return named.length === 0 ? [...ALL_STATES] : ALL_STATES.filter((state) => named.includes(state));
}

const allStates = (states: readonly ActivityStatus[]) => ALL_STATES.every((state) => states.includes(state));

/** `operators=5,8`: positive whole ids; absent or none valid, null (every enabled operator). */
function readOperatorIds(search: URLSearchParams): number[] | null {
  const ids = (search.get('operators') ?? '')
    .split(',')
    .filter((text) => /^\d{1,10}$/.test(text))
    .map(Number)
    .filter((id) => id > 0);
  return ids.length === 0 ? null : [...new Set(ids)];
}

/** What the operator report's URL asks for (`user_id` and the dates from the path, when it has them). */
export function readOperatorReport(
  params: { user_id?: string; from_date?: string; to_date?: string },
  search: URLSearchParams,
  today: string,
): OperatorReportFilter {
  const defaults = defaultReportRange(today);
  const states = readStates(search);
  if (params.user_id) {
    return { from_date: params.from_date ?? '', to_date: params.to_date ?? '', states, operatorIds: [Number(params.user_id)] };
  }
  return {
    from_date: search.get('from_date') ?? defaults.from_date,
    to_date: search.get('to_date') ?? defaults.to_date,
    states,
    operatorIds: readOperatorIds(search),
  };
}

/** What the consolidated report's URL asks for. */
export function readConsolidatedReport(
  params: { from_date?: string; to_date?: string },
  search: URLSearchParams,
  today: string,
): ReportRange {
  const range = params.from_date && params.to_date ? { from_date: params.from_date, to_date: params.to_date } : defaultReportRange(today);
  return { ...range, states: readStates(search) };
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
};

const statesParam = (states: readonly ActivityStatus[]) => (allStates(states) ? undefined : states.join(','));

/** The URL of an operator report: one operator's path, or the list URL with the dates (and operators) in the query. */
export function operatorReportUrl(filter: OperatorReportFilter): string {
  const states = statesParam(filter.states);
  if (filter.operatorIds?.length === 1) {
    return withQuery(paths.activities.filtered(filter.operatorIds[0]!, filter.from_date, filter.to_date), { states });
  }
  return withQuery(paths.activities.list, {
    from_date: filter.from_date,
    to_date: filter.to_date,
    operators: filter.operatorIds ? filter.operatorIds.join(',') : undefined,
    states,
  });
}

export function consolidatedReportUrl(range: ReportRange): string {
  return withQuery(paths.consolidatedActivities.filtered(range.from_date, range.to_date), { states: statesParam(range.states) });
}

/**
 * What keeps a report's range from being asked (spec part 2 §5): both dates required (a date that is
 * not one reads as missing, as the server's schema says), the to date not before the from date and
 * within the report's months, marked on the to date. The pieces of the server's `reportQuerySchema`,
 * the range compared only once both dates are real ones.
 */
export function rangeErrors(kind: ReportKind, range: { from_date: string; to_date: string }): RangeErrors {
  const errors: RangeErrors = {};
  const from = isoDate(messages.required).safeParse(range.from_date);
  const to = isoDate(messages.required).safeParse(range.to_date);
  if (!from.success) errors.from_date = from.error.issues[0]?.message ?? messages.required;
  if (!to.success) errors.to_date = to.error.issues[0]?.message ?? messages.required;
  const rangeError = from.success && to.success ? reportRangeError(kind, range.from_date, range.to_date) : undefined;
  if (rangeError) errors.to_date = rangeError;
  return errors;
}
