import { useQuery } from '@tanstack/react-query';
import type { ActivityStatus, ConsolidatedActivityRow, OperatorActivityRow, OperatorResponse } from '@tintero/domain';
import { api } from '../../../lib/api-client';
import { workKeys } from '../work/api';

/**
 * The labour reports (spec part 2 §7 "Users (operator work and reports)", administrators only):
 * `GET /users/operators`, `GET /users/{id}/operator_activities` and `GET /users/consolidated_activities`,
 * both with `from_date`, `to_date` and `states[]` (nested-bracket query, as the api client writes it).
 */

/** The range and activity statuses a report asks for. */
export interface ReportRange {
  from_date: string;
  to_date: string;
  states: readonly ActivityStatus[];
}

/**
 * Under the shop floor's keys: the interval editor, opened from a report row, refreshes `work`
 * after every change, and the report shows the new times and values at once.
 */
const operatorReports = [...workKeys.all, 'reports', 'operator'] as const;
const consolidatedReports = [...workKeys.all, 'reports', 'consolidated'] as const;

export const reportKeys = {
  operators: ['users', 'operators'] as const,
  operatorAll: operatorReports,
  operator: (userId: number, range: ReportRange) => [...operatorReports, userId, range] as const,
  consolidatedAll: consolidatedReports,
  consolidated: (range: ReportRange) => [...consolidatedReports, range] as const,
};

const reportQuery = (range: ReportRange) => ({ from_date: range.from_date, to_date: range.to_date, states: [...range.states] });

/** The enabled operators, for the operator report's filter. */
export function useOperators() {
  return useQuery({
    queryKey: reportKeys.operators,
    queryFn: ({ signal }) => api.get<OperatorResponse[]>('/users/operators', { signal }),
  });
}

/** One operator's intervals starting in the range (one request per operator: each panel loads its own). */
export function useOperatorActivities(userId: number, range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.operator(userId, range),
    queryFn: ({ signal }) => api.get<OperatorActivityRow[]>(`/users/${userId}/operator_activities`, { query: reportQuery(range), signal }),
    staleTime: 0,
  });
}

/** Per order, operator and activity: the intervals starting in the range, added up. */
export function useConsolidatedActivities(range: ReportRange | null) {
  return useQuery({
    queryKey: reportKeys.consolidated(range ?? { from_date: '', to_date: '', states: [] }),
    queryFn: ({ signal }) => api.get<ConsolidatedActivityRow[]>('/users/consolidated_activities', { query: reportQuery(range!), signal }),
    enabled: range !== null,
    staleTime: 0,
  });
}
