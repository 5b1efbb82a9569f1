import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, RulePageQuery, TableFormat, TimeEstimationRuleListItem, TimeEstimationRuleResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { createResource } from '../../lib/resource';
import { fetchTableFile } from '../../lib/table-download';

/**
 * Time-estimation rules through the CRUD factory: `/v1/time_estimation_rules`, bodies wrapped in
 * `time_estimation_rule`. The activity form keeps a type's rules under this resource's list key
 * (`['time-estimation-rules', 'list', { activity }]`), so a saved or deleted rule refreshes them too.
 */
export const rulesResource = createResource<TimeEstimationRuleResponse, RulePageQuery>({
  name: 'time-estimation-rules',
  path: '/time_estimation_rules',
  wrapper: 'time_estimation_rule',
});

export type { RulePageQuery, RuleSort } from '@tintero/domain';

/** Server-paged list (DESIGN §4). */
export type RulePage = Page<TimeEstimationRuleListItem>;

const { keys } = rulesResource;
/** One page of `GET /v1/time_estimation_rules`; the last page stays shown while the next loads. */
export function useRulesPage(query: RulePageQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.get<RulePage>('/time_estimation_rules', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useRule = rulesResource.useOne;
export const useCreateRule = () => rulesResource.useCreate<Record<string, unknown>>();
export const useUpdateRule = () => rulesResource.useUpdate<Record<string, unknown>>();
/** `DELETE /v1/time_estimation_rules/{id}` answers 204. */
export const useDeleteRule = rulesResource.useRemove;

/**
 * `DELETE /v1/time_estimation_rules/{id}/time_estimation_rule_conditions/{condition}` (204; never the
 * last one, 409 `last_condition`). The lists follow; the rule's own record is left to the form
 * showing it, which rebases on what was deleted (a reload would throw away what is typed there).
 */
export function useDeleteRuleCondition(ruleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conditionId: number) =>
      api.delete<null>(`/time_estimation_rules/${ruleId}/time_estimation_rule_conditions/${conditionId}`),
    onSuccess: async () => {
      // Stale, not reloaded while shown: the next opening asks again.
      await client.invalidateQueries({ queryKey: keys.detail(ruleId), refetchType: 'none' });
      await client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/**
 * `GET /v1/time_estimation_rules/export_to_excel`: a streamed file (lib/table-download.ts) of
 * the rules searched and sorted as the list shows them.
 */
export const fetchRulesExport = (query: Omit<RulePageQuery, 'page' | 'per_page'>, format: TableFormat) =>
  fetchTableFile('/time_estimation_rules/export_to_excel', query, format, 'reglas_de_estimacion');
