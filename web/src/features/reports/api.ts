import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REPORT_PAGE_SIZES,
  type TableFormat,
  type ActivityStatus,
  type ConsolidatedActivitiesPage,
  type OperatorActivityRow,
  type OperatorResponse,
  type OperatorSummaryResponse,
} from '@tintero/domain';
import { api } from '../../lib/api-client';
import { fetchTableFile } from '../../lib/table-download';
import { reportKeys as reportRoots, userKeys } from '../../lib/query-keys';

/**
 * The labour reports (spec part 2 §7 "Users (operator work and reports)", administrators only):
 * `GET /users/operators`, `GET /users/{id}/operator_activities` and `GET /users/consolidated_activities`,
 * both with `from_date`, `to_date` and `states[]` (nested-bracket query, as the api client writes it);
 * the consolidated one a page at a time with the totals of the range, and its spreadsheet.
 */

/** The range and activity statuses a report asks for. */
export interface ReportRange {
  from_date: string;
  to_date: string;
  states: readonly ActivityStatus[];
}

export const reportKeys = {
  ...reportRoots,
  operators: userKeys.operators,
  operator: (userId: number, range: ReportRange) => [...reportRoots.operatorAll, userId, range] as const,
  // Under operatorAll: searching again and the interval editor's saves refresh it with the panels.
  summaries: (range: ReportRange) => [...reportRoots.operatorAll, 'summaries', range] as const,
  consolidated: (range: ReportRange, page: number) => [...reportRoots.consolidatedAll, range, page] as const,
};

const reportQuery = (range: ReportRange) => ({ from_date: range.from_date, to_date: range.to_date, states: [...range.states] });

/** The enabled operators, for the operator report's filter. */
export function useOperators() {
  return useQuery({
    queryKey: reportKeys.operators,
    queryFn: ({ signal }) => api.get<OperatorResponse[]>('/users/operators', { signal }),
  });
}

/**
 * Every operator's intervals in the range counted and added up, in one request (issue 23 item 2):
 * what each closed panel's header says before its rows are asked for.
 */
export function useOperatorSummaries(range: ReportRange, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: reportKeys.summaries(range),
    queryFn: ({ signal }) => api.get<OperatorSummaryResponse[]>('/users/operator_summaries', { query: reportQuery(range), signal }),
    staleTime: 0,
  });
}

/**
 * One operator's intervals starting in the range (one request per operator: each panel loads its
 * own, once it is open).
 */
export function useOperatorActivities(userId: number, range: ReportRange, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: reportKeys.operator(userId, range),
    queryFn: ({ signal }) => api.get<OperatorActivityRow[]>(`/users/${userId}/operator_activities`, { query: reportQuery(range), signal }),
    staleTime: 0,
  });
}

/**
 * One page of the consolidated report (per order, operator and activity: the intervals starting in
 * the range, added up) and the totals of the whole range; the last page stays on screen while the
 * next one loads.
 */
export function useConsolidatedActivities(range: ReportRange | null, page: number) {
  return useQuery({
    queryKey: reportKeys.consolidated(range ?? { from_date: '', to_date: '', states: [] }, page),
    queryFn: ({ signal }) =>
      api.get<ConsolidatedActivitiesPage>('/users/consolidated_activities', {
        query: { ...reportQuery(range!), page, per_page: REPORT_PAGE_SIZES.consolidated },
        signal,
      }),
    enabled: range !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Every row of the range as a streamed file (`GET /v1/users/consolidated_activities/export_to_excel`). */
export const fetchConsolidatedExport = (range: ReportRange, format: TableFormat) =>
  fetchTableFile('/users/consolidated_activities/export_to_excel', reportQuery(range), format, 'actividades-consolidadas');
