import { eq } from 'drizzle-orm';
import { activityMessages, supplyFieldNames, type ActivityValues, type AnyActivityDefinition } from '@tintero/domain';
import type { Transaction } from '../../db/client';
import { items, lists, machines, supplies } from '../../db/schema';

/**
 * What an activity's values point at must exist: its machine, its supplies, its list items. An
 * activity and a quote's planned activity check the same; a list item already stored (`stored`) is
 * kept even if the list changed since. Answers the problems by field (empty: none).
 */
export async function referenceErrors(
  tx: Transaction,
  definition: AnyActivityDefinition,
  data: ActivityValues,
  stored: Record<string, unknown> = {},
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const values = data as Record<string, unknown>;
  if (data.machine_id !== null) {
    const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, data.machine_id));
    if (!machine) errors.machine_id = [activityMessages.machineNotFound];
  }
  for (const name of supplyFieldNames(definition.fields)) {
    const id = values[name];
    if (typeof id !== 'number') continue;
    const [supply] = await tx.select({ id: supplies.id }).from(supplies).where(eq(supplies.id, id));
    if (!supply) errors[name] = [activityMessages.supplyNotFound];
  }
  for (const [name, field] of Object.entries(definition.fields)) {
    const key = values[name];
    if (field.kind !== 'catalogue' || typeof key !== 'string' || key === stored[name]) continue;
    const keys = await tx
      .select({ key: items.key })
      .from(items)
      .innerJoin(lists, eq(lists.id, items.list_id))
      .where(eq(lists.name, field.list));
    if (!keys.some((item) => item.key === key)) errors[name] = [activityMessages.notInList];
  }
  return errors;
}
