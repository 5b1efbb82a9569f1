import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { inventaryMessages } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { inventaries, inventaryDetails, supplies } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { personNameById } from '../../lib/people';
import { typeItem, typeItemOfSupply } from '../supplies/queries';

/** What the inventory screens read (spec part 2 §2, §3; DESIGN §7.6). */

const summaryColumns = {
  id: inventaries.id,
  year: inventaries.year,
  month: inventaries.month,
  status: inventaries.status,
  deadline: inventaries.deadline,
  observation: inventaries.observation,
  created_by: personNameById('inventaries', inventaries.created_by),
  closed_by: personNameById('inventaries', inventaries.closed_by),
  closed_at: inventaries.closed_at,
  created_at: inventaries.created_at,
  updated_at: inventaries.updated_at,
};

const detailColumns = {
  id: inventaryDetails.id,
  inventary_id: inventaryDetails.inventary_id,
  supply_id: inventaryDetails.supply_id,
  name: supplies.name,
  unit_of_measurement: supplies.unit_of_measurement,
  type_supply: supplies.type_supply,
  type_supply_name: typeItem.value,
  supply_quantity: inventaryDetails.supply_quantity,
  quantity: inventaryDetails.quantity,
  current_quantity: supplies.quantity,
  updated_at: inventaryDetails.updated_at,
};

export function selectDetails(db: Executor) {
  return db
    .select(detailColumns)
    .from(inventaryDetails)
    .innerJoin(supplies, eq(supplies.id, inventaryDetails.supply_id))
    .leftJoin(typeItem, typeItemOfSupply);
}

/** An inventory's details in the order they are counted: by supply name, in natural order. */
export async function detailsOfInventary(db: Executor, inventaryId: number) {
  return selectDetails(db)
    .where(eq(inventaryDetails.inventary_id, inventaryId))
    .orderBy(asc(sql`${supplies.name_order} COLLATE "C"`), asc(inventaryDetails.id));
}

export async function readDetail(db: Executor, inventaryId: number, detailId: number) {
  const [row] = await selectDetails(db).where(and(eq(inventaryDetails.id, detailId), eq(inventaryDetails.inventary_id, inventaryId)));
  if (!row) throw notFound(inventaryMessages.detailNotFound);
  return row;
}

export async function listInventaries(db: Executor) {
  return db.select(summaryColumns).from(inventaries).orderBy(desc(inventaries.year), desc(inventaries.month), desc(inventaries.id));
}

export async function readInventarySummary(db: Executor, id: number) {
  const [row] = await db.select(summaryColumns).from(inventaries).where(eq(inventaries.id, id));
  if (!row) throw notFound(inventaryMessages.notFound);
  return row;
}

export async function readInventary(db: Executor, id: number) {
  const summary = await readInventarySummary(db, id);
  return { ...summary, details: await detailsOfInventary(db, id) };
}

export async function readInventaryByDetail(db: Executor, detailId: number) {
  const [row] = await db
    .select({ inventary_id: inventaryDetails.inventary_id })
    .from(inventaryDetails)
    .where(eq(inventaryDetails.id, detailId));
  if (!row) throw notFound(inventaryMessages.detailNotFound);
  return readInventary(db, row.inventary_id);
}

export async function readInventaryDetails(db: Executor, inventaryId: number) {
  await readInventarySummary(db, inventaryId);
  return detailsOfInventary(db, inventaryId);
}

/** The inventory in creation, or null. */
export async function openedInventary(db: Executor) {
  const [row] = await db.select(summaryColumns).from(inventaries).where(eq(inventaries.status, 'in_creation'));
  return row ?? null;
}
