import { useQuery } from '@tanstack/react-query';
import type { RuleActualsResponse, TimeEstimationRuleResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';

/**
 * What the activity form reads of the time-estimation rules (administrators only). The keys sit
 * under the rules' own (`time-estimation-rules`, the rules feature's CRUD resource), so saving or
 * deleting a rule there refreshes the rules a form matches against.
 */
export const ruleQueryKeys = {
  ofActivity: (type: string) => ['time-estimation-rules', 'list', { activity: type }] as const,
  actuals: (id: number) => ['time-estimation-rules', 'actuals', id] as const,
};

/** `GET /time_estimation_rules/search_by_activity/{type}`: a type's rules with their conditions. */
export function useRulesOfActivity(type: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ruleQueryKeys.ofActivity(type),
    queryFn: ({ signal }) => api.get<TimeEstimationRuleResponse[]>(`/time_estimation_rules/search_by_activity/${type}`, { signal }),
    enabled: options.enabled,
  });
}

/** `GET /time_estimation_rules/{id}/actuals`: what the finished activities the rule estimated actually took. */
export function useRuleActuals(id: number | undefined) {
  return useQuery({
    queryKey: ruleQueryKeys.actuals(id ?? 0),
    queryFn: ({ signal }) => api.get<RuleActualsResponse>(`/time_estimation_rules/${id}/actuals`, { signal }),
    enabled: id !== undefined,
  });
}
