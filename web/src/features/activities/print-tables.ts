import { activityDefinitions, type OrderActivities } from '@tintero/domain';
import { definePrintTable, type ProductionOrderPrintTableDefinition } from '../../lib/production-order-extensions';
import { catalogueListsOf, fetchCatalogues } from '../../lib/catalogue';
import { activitiesOfType, fetchOrderActivities } from './api';
import type { ActivityPrintData } from './print-table';
import { ticketQrCodes } from './ticket-qr';
import type { Definition } from './types';

/**
 * The order's activities, one request for the whole print view: every table of one run of
 * `loadPrintTables` is handed the same signal, so the first table's request serves the others.
 */
const requests = new WeakMap<AbortSignal, { orderId: number; activities: Promise<OrderActivities> }>();
function orderActivitiesFor(orderId: number, signal: AbortSignal): Promise<OrderActivities> {
  const known = requests.get(signal);
  if (known?.orderId === orderId) return known.activities;
  const activities = fetchOrderActivities(orderId, signal);
  requests.set(signal, { orderId, activities });
  return activities;
}

function printTableOf(definition: Definition): ProductionOrderPrintTableDefinition {
  return definePrintTable<ActivityPrintData>({
    value: definition.route,
    // One load for all 17 types (the order's activities). A type with no records prints nothing
    // (and the 'finisheds' heading only prints above a table); the lists its columns name load
    // only when it has records.
    fetch: async (orderId, signal) => {
      const records = activitiesOfType(await orderActivitiesFor(orderId, signal), definition);
      if (records.length === 0) return null;
      // The job tickets' QR codes load with the lists, so the view prints only once they are drawn.
      const [catalogues, qrCodes] = await Promise.all([
        fetchCatalogues(catalogueListsOf(definition), signal),
        ticketQrCodes(records.map((record) => record.id)),
      ]);
      return { records, catalogues, qrCodes };
    },
    load: () => import('./print-table').then((m) => m.printTableFor(definition.type)),
  });
}

/**
 * The activity tables of the print view in the spec's order (part 1 §2): pre-press, pre-cut,
 * impression, the 'finisheds' heading, then every other type (various activities last), all from
 * the registry.
 */
export const activityPrintTables: readonly ProductionOrderPrintTableDefinition[] = [
  ...activityDefinitions.filter((definition) => definition.section === 'pre_finisheds').map(printTableOf),
  { value: 'finisheds_heading', load: () => import('./print-table').then((m) => m.FinishedsPrintHeading) },
  ...activityDefinitions.filter((definition) => definition.section === 'finisheds').map(printTableOf),
];
