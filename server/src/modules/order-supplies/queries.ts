import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { SUPPLY_RECORD_EDIT_WINDOW_SECONDS, supplyMessages } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { externalServices, leftovers, supplies, suppliesUsed, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { findOrderRow } from '../production-orders/guards';
import { personNameOrNull } from '../../lib/people';

/**
 * What an order's supplies read (spec part 2 §3): its supplies used and leftovers, each with its
 * creator and whether it may still change, and its external services. Writes are in
 * movement-records.ts (through the ledger) and service.ts (external services).
 */

/** Both tables have the same columns; reads and writes treat them alike through this type. */
type RecordTable = typeof suppliesUsed;

export interface MovementRecordKind {
  table: RecordTable;
  sourceType: 'SupplyUsed' | 'Leftover';
  /** True: the record consumes stock (supply used). False: it returns stock (leftover). */
  consumes: boolean;
  notFoundMessage: string;
}

export const supplyUsedKind: MovementRecordKind = {
  table: suppliesUsed,
  sourceType: 'SupplyUsed',
  consumes: true,
  notFoundMessage: supplyMessages.supplyUsedNotFound,
};

export const leftoverKind: MovementRecordKind = {
  table: leftovers as unknown as RecordTable,
  sourceType: 'Leftover',
  consumes: false,
  notFoundMessage: supplyMessages.leftoverNotFound,
};

/** Whether a record may still be changed or deleted: quantity 0, or within its edit window. */
export const editableSql = (table: RecordTable) =>
  sql<boolean>`(${table.quantity} = 0 OR ${table.created_at} > now() - make_interval(secs => ${SUPPLY_RECORD_EDIT_WINDOW_SECONDS}))`;

function selectRecords(db: Executor, kind: MovementRecordKind) {
  const { table } = kind;
  return db
    .select({
      id: table.id,
      production_order_id: table.production_order_id,
      supply_id: table.supply_id,
      supply_name: supplies.name,
      unit_of_measurement: supplies.unit_of_measurement,
      quantity: table.quantity,
      value: table.value,
      /** value / quantity when the quantity is above 0, else 0 (spec part 2 §3). */
      unit_value: sql<number>`CASE WHEN ${table.quantity} > 0 THEN round(${table.value} / ${table.quantity}, 6) ELSE 0 END`.mapWith(Number),
      /** Whether it may still be changed or deleted: the web shows read-only rows otherwise. */
      editable: editableSql(table),
      created_by_first_name: users.first_name,
      created_by_last_name: users.last_name,
      created_at: table.created_at,
      updated_at: table.updated_at,
    })
    .from(table)
    .innerJoin(supplies, eq(supplies.id, table.supply_id))
    .leftJoin(users, eq(users.id, table.created_by));
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** A record with its creator's name; operators receive it without value and unit value (`movementRecordResponses`). */
function presentRecord({ created_by_first_name, created_by_last_name, ...record }: RecordRow) {
  return { ...record, created_by: personNameOrNull(created_by_first_name, created_by_last_name) };
}

export async function listRecords(db: Database, kind: MovementRecordKind, orderId: number) {
  await findOrderRow(db, orderId);
  const rows = await selectRecords(db, kind).where(eq(kind.table.production_order_id, orderId)).orderBy(desc(kind.table.id));
  return rows.map(presentRecord);
}

/** A record of the order as the API shows it (404 when it is not the order's). */
export async function findPresentedRecord(db: Executor, kind: MovementRecordKind, orderId: number, id: number) {
  const [row] = await selectRecords(db, kind).where(and(eq(kind.table.id, id), eq(kind.table.production_order_id, orderId)));
  if (!row) throw notFound(kind.notFoundMessage);
  return presentRecord(row);
}

export async function findRecord(db: Database, kind: MovementRecordKind, orderId: number, id: number) {
  await findOrderRow(db, orderId);
  return findPresentedRecord(db, kind, orderId, id);
}

/**
 * External services of an order (spec part 2 §3): work bought outside, whose value is part of the
 * order's third-party cost (DESIGN §7.1).
 */
export async function listExternalServices(db: Database, orderId: number) {
  await findOrderRow(db, orderId);
  return db.select().from(externalServices).where(eq(externalServices.production_order_id, orderId)).orderBy(asc(externalServices.id));
}

/** An external service of the order (404 when it is not the order's), locked when asked. */
export async function findExternalServiceRow(db: Executor, orderId: number, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(externalServices)
    .where(and(eq(externalServices.id, id), eq(externalServices.production_order_id, orderId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(supplyMessages.externalServiceNotFound);
  return row;
}

export async function findExternalService(db: Database, orderId: number, id: number) {
  await findOrderRow(db, orderId);
  return findExternalServiceRow(db, orderId, id);
}
