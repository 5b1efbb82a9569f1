import { activityDefinitions } from '@tintero/domain';
import { definePrintTable, type ProductionOrderPrintTableDefinition } from '../../lib/production-order-extensions';
import { catalogueListsOf, fetchCatalogues } from '../../lib/catalogue';
import { fetchActivitiesOfOrder } from './api';
import type { ActivityPrintData } from './print-table';
import { ticketQrCodes } from './ticket-qr';
import type { Definition } from './types';

function printTableOf(definition: Definition): ProductionOrderPrintTableDefinition {
  return definePrintTable<ActivityPrintData>({
    value: definition.route,
    // One load per type (17 in all). A type with no records prints nothing (and the 'finisheds'
    // heading only prints above a table); the lists its columns name load only when it has records.
    fetch: async (orderId, signal) => {
      const records = await fetchActivitiesOfOrder(definition, orderId, signal);
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
