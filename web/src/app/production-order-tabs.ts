import { movementRecordsQuery } from '../features/order-supplies/api';
import { ACTIVITY_GROUP_TABS } from '../features/activities/activity-place';
import type { ProductionOrderTabDefinition } from '../lib/production-order-extensions';

/**
 * The tabs of the production order edit screen (/production_orders/{id}/edit), in screen order
 * (spec part 1 §2, part 2 §2): order form; supplies used (loads at once: its code and its data are
 * asked as the screen opens); leftovers; pre-finished
 * activities; finished activities; external services; various activities. A tab shows only when
 * its entry is here.
 *
 * How a feature adds its tab: export from the feature a component taking ProductionOrderTabProps
 * (lib/production-order-extensions.ts: the order's basic fields, `closed`, `refreshOrder()` to
 * call after a change that moves the order's costs), put its label under `productionOrder.tabs.*`
 * (already there for every tab of the spec) and add one entry at its place below, e.g.
 *
 *   {
 *     value: 'supplies_used',
 *     labelKey: 'productionOrder.tabs.suppliesUsed',
 *     load: () => import('../features/order-supplies/supplies-used-tab').then((m) => m.SuppliesUsedTab),
 *     loadsAtOnce: true,
 *   },
 *
 * `load` is a dynamic import, so each tab is its own chunk, fetched on first opening (or once the
 * screen has drawn when `loadsAtOnce`); a tab is drawn only when opened and stays mounted
 * afterwards. `prefetch` asks for its data as the screen opens, with the query its content reads
 * (keys from lib/query-keys.ts). Sub-tabs (prePress, preCut...) are the tab component's own business.
 */
export const productionOrderTabs: readonly ProductionOrderTabDefinition[] = [
  {
    value: 'order',
    labelKey: 'productionOrder.tabs.order',
    load: () => import('../features/production-orders/components/order-form-tab').then((m) => m.OrderFormTab),
    loadsAtOnce: true,
  },
  {
    value: 'supplies_used',
    labelKey: 'productionOrder.tabs.suppliesUsed',
    load: () => import('../features/order-supplies/supplies-used-tab').then((m) => m.SuppliesUsedTab),
    loadsAtOnce: true,
    prefetch: (client, orderId) => client.prefetchQuery(movementRecordsQuery(orderId, 'supplies_used')),
  },
  {
    value: 'leftovers',
    labelKey: 'productionOrder.tabs.leftovers',
    load: () => import('../features/order-supplies/leftovers-tab').then((m) => m.LeftoversTab),
  },
  {
    value: ACTIVITY_GROUP_TABS.pre_finished,
    labelKey: 'productionOrder.tabs.preFinisheds',
    load: () => import('../features/activities/activity-tabs').then((m) => m.PreFinishedActivitiesTab),
  },
  {
    value: ACTIVITY_GROUP_TABS.finished,
    labelKey: 'productionOrder.tabs.finisheds',
    load: () => import('../features/activities/activity-tabs').then((m) => m.FinishedActivitiesTab),
  },
  {
    value: 'external_services',
    labelKey: 'productionOrder.tabs.externalServices',
    load: () => import('../features/order-supplies/external-services-tab').then((m) => m.ExternalServicesTab),
  },
  {
    value: ACTIVITY_GROUP_TABS.various,
    labelKey: 'productionOrder.tabs.variousActivities',
    load: () => import('../features/activities/activity-tabs').then((m) => m.VariousActivitiesTab),
  },
];
