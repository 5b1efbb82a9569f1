import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

const operatorReport = async () => ({
  Component: (await import('../features/reports/operator-activities-page')).OperatorActivitiesPage,
});
const consolidatedReport = async () => ({
  Component: (await import('../features/reports/consolidated-activities-page')).ConsolidatedActivitiesPage,
});

/**
 * The labour reports (spec part 2 §2), each a lazy chunk; the filtered paths open the same screen
 * on the operator and dates they name (`user_id` checked to be an integer, the dates by the screen).
 */
export const reportRoutes: RouteObject[] = [
  { path: patterns.activities.list, lazy: operatorReport },
  { path: patterns.activities.filtered, loader: integerParamsLoader, lazy: operatorReport },
  { path: patterns.consolidatedActivities.list, lazy: consolidatedReport },
  { path: patterns.consolidatedActivities.filtered, lazy: consolidatedReport },
];
