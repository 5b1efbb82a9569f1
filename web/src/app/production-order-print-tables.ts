import { activityPrintTables } from '../features/activities/print-tables';
import type { ProductionOrderPrintTableDefinition } from '../lib/production-order-extensions';

/**
 * The tables of the production order print view (/production_orders/{id}/print) after the header
 * table, in print order (spec part 1 §2): pre-press, pre-cut, impression, a 'finisheds' heading,
 * plasticized, UV shine, burned, varnish, heat stamped, perforation, colaminado, emboss, sealed,
 * die cut, ojalete, tape posture, revisions and packaging, various activities.
 *
 * How a feature adds its tables: one entry per table, built with `definePrintTable` so `fetch`'s
 * result and the component's `data` have one type. The view runs every `fetch` and `load` at once
 * and prints 100 ms after all have settled; a 404 from `fetch` leaves the table out, another
 * failure is logged and leaves it out. E.g., for the 17 activity types from the registry:
 *
 *   ...activityDefinitions.map((definition) =>
 *     definePrintTable({
 *       value: definition.route,
 *       fetch: (orderId, signal) => api.get<ActivityRecord[]>(`/${definition.route}`, { query: { production_order_id: orderId }, signal }),
 *       load: () => import('../features/activities/print-table').then((m) => m.printTableFor(definition.type)),
 *     }),
 *   ),
 *
 * An entry without `fetch` (such as the 'finisheds' heading) renders with `data` undefined.
 */
export const productionOrderPrintTables: readonly ProductionOrderPrintTableDefinition[] = [
  // The 17 activity types (and the 'finisheds' heading) in print order, from the registry.
  ...activityPrintTables,
];
