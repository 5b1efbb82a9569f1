import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

/** The time-estimation rules screens (spec part 2 §2), each a lazy chunk. */
export const timeEstimationRuleRoutes: RouteObject[] = [
  {
    path: patterns.timeEstimationRules.list,
    lazy: async () => ({
      Component: (await import('../features/time-estimation-rules/time-estimation-rules-list-page')).TimeEstimationRulesListPage,
    }),
  },
  {
    path: patterns.timeEstimationRules.new,
    lazy: async () => ({
      Component: (await import('../features/time-estimation-rules/new-time-estimation-rule-page')).NewTimeEstimationRulePage,
    }),
  },
  {
    path: patterns.timeEstimationRules.show,
    loader: integerParamsLoader,
    lazy: async () => ({
      Component: (await import('../features/time-estimation-rules/edit-time-estimation-rule-page')).EditTimeEstimationRulePage,
    }),
  },
];
