import type { TimeEstimationRuleListItem, TimeEstimationRuleResponse } from '@tintero/domain';

/** A rule as the API answers it (die cuts of 1000 units or more), for component tests. */
export function ruleFixture(overrides: Partial<TimeEstimationRuleResponse> = {}): TimeEstimationRuleResponse {
  const id = overrides.id ?? 4;
  return {
    id,
    name: 'Troquelado de tiraje largo',
    activity: 'die_cut',
    activity_name: 'Troquelado',
    time_before_production: 1800,
    estimated_production_time: 3,
    conditions: [
      { id: 10, time_estimation_rule_id: id, field: 'quantity', comparator: '>=', value: '1000' },
      { id: 11, time_estimation_rule_id: id, field: 'type_of_cut', comparator: '==', value: 'total_cut' },
    ],
    created_at: '2026-03-02T15:04:05.000Z',
    updated_at: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of the rules list: the rule and how its estimates fared. */
export function ruleListItemFixture(overrides: Partial<TimeEstimationRuleListItem> = {}): TimeEstimationRuleListItem {
  return { ...ruleFixture(overrides), accuracy: { finished_activities: 0, median_deviation: null }, ...overrides };
}
