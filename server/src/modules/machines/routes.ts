import { asc, eq } from 'drizzle-orm';
import { activityMessages, machineCreateSchema, machineResponses, machineUpdateSchema } from '@tintero/domain';
import { activities, machines } from '../../db/schema';
import { crudRoutes } from '../../lib/crud-routes';
import { naturalOrder } from '../../lib/search';
import { conflict } from '../../lib/http-errors';

/**
 * Machines: operators read the list (the operator views show machine names), administrators
 * manage them; sellers read them for their quotes' activities (DESIGN §12.1). The hour cost is
 * money: operators and sellers never receive it (`machineResponses`).
 */
export const machineRoutes = crudRoutes({
  path: 'machines',
  payloadKey: 'machine',
  table: machines,
  createSchema: machineCreateSchema,
  updateSchema: machineUpdateSchema,
  // Sellers read them for a quote's activities (DESIGN §5, §12.1; docs/decisions/041), without the hour cost.
  readRoles: ['operator', 'seller'],
  // "Máquina 2" before "Máquina 10" (issue 22 item 13).
  orderBy: (table) => [asc(naturalOrder(table.name)), asc(table.id)],
  responses: machineResponses,
  notFoundMessage: activityMessages.machines.notFound,
  uniqueErrors: { machines_name_unique: { field: 'name', message: activityMessages.machines.nameTaken } },
  beforeDelete: async (tx, row) => {
    const [used] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.machine_id, row.id)).limit(1);
    if (used) throw conflict('machine_in_use', activityMessages.machines.inUse);
  },
  deleteConflicts: ['machine_in_use'],
});
