import { activityDefinition, isOrderClosed, type ActivityGroup, type ActivityPlace } from '@tintero/domain';
import { paths } from '../../config/paths';

/**
 * The edit screen's tab (its `?tab=` value) that holds each group of activity types: the app
 * layer's tab list (app/production-order-tabs.ts) names its activity tabs by these.
 */
export const ACTIVITY_GROUP_TABS = {
  pre_finished: 'pre_finisheds',
  finished: 'finisheds',
  various: 'various_activities',
} as const satisfies Record<ActivityGroup, string>;

/**
 * Where an activity opens on its order's screens: the edit screen on its tab, its type's list and
 * its row marked; a finished or cancelled order's detail view with its card marked.
 */
export function activityPlacePath(place: ActivityPlace): string {
  if (isOrderClosed(place.production_order_status)) return paths.productionOrders.showActivity(place.production_order_id, place.id);
  const definition = activityDefinition(place.type);
  return paths.productionOrders.editActivity(place.production_order_id, ACTIVITY_GROUP_TABS[definition.group], definition.type, place.id);
}
