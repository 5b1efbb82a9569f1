import { asc, eq } from 'drizzle-orm';
import { activityMessages, machineCreateSchema, machineResponses, machineUpdateSchema } from '@tintero/domain';
import { activities, machines } from '../../db/schema';
import { crudRoutes } from '../../lib/crud-routes';
import { naturalOrder } from '../../lib/search';
import { conflict } from '../../lib/http-errors';

/**
 * Machines: operators read the list (the operator views show machine names), administrators
 * manage them; sellers reach only their own account (DESIGN §5). The hour cost is money:
 * operators never receive it (`machineResponses`).
 */
export const machineRoutes = crudRoutes({
  path: 'machines',
  payloadKey: 'machine',
  table: machines,
  createSchema: machineCreateSchema,
  updateSchema: machineUpdateSchema,
  readRoles: ['operator'],
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
