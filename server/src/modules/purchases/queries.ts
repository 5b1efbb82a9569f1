import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { purchaseMessages } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { purchaseDetails, purchases, supplies } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { anyOf } from '../../lib/any-of';
import { personNameById } from '../../lib/people';

/** What reading a purchase needs: the server's clock and the edit window, for `editable`. */
export interface PurchaseContext {
  now: Date;
  windowHours: number;
  timeZone: string;
}

const purchaseColumns = {
  id: purchases.id,
  company: purchases.company,
  invoice_number: purchases.invoice_number,
  purchased_at: purchases.purchased_at,
  status: purchases.status,
  observation: purchases.observation,
  total: purchases.total,
  approved_by: personNameById('purchases', purchases.approved_by),
  approved_at: purchases.approved_at,
  cancelled_by: personNameById('purchases', purchases.cancelled_by),
  cancelled_at: purchases.cancelled_at,
  created_by: personNameById('purchases', purchases.created_by),
  created_at: purchases.created_at,
  updated_at: purchases.updated_at,
};

const detailColumns = {
  id: purchaseDetails.id,
  purchase_id: purchaseDetails.purchase_id,
  supply_id: purchaseDetails.supply_id,
  supply_name: supplies.name,
  unit_of_measurement: supplies.unit_of_measurement,
  quantity: purchaseDetails.quantity,
  /** total / quantity (spec part 2 §3, Purchase detail). */
  unit_value: sql<number>`round(${purchaseDetails.total} / ${purchaseDetails.quantity}, 6)`.mapWith(Number),
  total: purchaseDetails.total,
};

/** The end of a purchase's edit window: PURCHASE_EDIT_WINDOW_HOURS after its creation. */
export const editableUntil = (createdAt: string, windowHours: number) => new Date(new Date(createdAt).getTime() + windowHours * 3_600_000);

/** The details still on purchases (an edit's removed rows stay for the kardex, unshown), in order. */
export async function detailsOf(db: Executor, purchaseIds: readonly number[]) {
  if (purchaseIds.length === 0) return [];
  return db
    .select(detailColumns)
    .from(purchaseDetails)
    .innerJoin(supplies, eq(supplies.id, purchaseDetails.supply_id))
    .where(and(anyOf(purchaseDetails.purchase_id, purchaseIds), isNull(purchaseDetails.removed_at)))
    .orderBy(asc(purchaseDetails.id));
}

type PurchaseRow = Awaited<ReturnType<typeof selectPurchases>>[number];
type DetailRow = Awaited<ReturnType<typeof detailsOf>>[number];

function selectPurchases(db: Executor) {
  return db.select(purchaseColumns).from(purchases);
}

/** A purchase as the API shows it: its details, and whether it may still be changed. */
function presentPurchase(row: PurchaseRow, details: DetailRow[], context: PurchaseContext) {
  const until = editableUntil(row.created_at, context.windowHours);
  return {
    ...row,
    details,
    editable: row.status === 'approved' && context.now.getTime() < until.getTime(),
    editable_until: until.toISOString(),
  };
}

async function withDetails(db: Executor, rows: PurchaseRow[], context: PurchaseContext) {
  const details = await detailsOf(
    db,
    rows.map((row) => row.id),
  );
  const byPurchase = new Map<number, DetailRow[]>();
  for (const detail of details) {
    const list = byPurchase.get(detail.purchase_id) ?? [];
    list.push(detail);
    byPurchase.set(detail.purchase_id, list);
  }
  return rows.map((row) => presentPurchase(row, byPurchase.get(row.id) ?? [], context));
}

export async function readPurchase(db: Executor, id: number, context: PurchaseContext) {
  const [row] = await selectPurchases(db).where(eq(purchases.id, id));
  if (!row) throw notFound(purchaseMessages.notFound);
  return (await withDetails(db, [row], context))[0]!;
}

/** The purchase a detail belongs to, removed details included (a kardex link still finds it). */
export async function readPurchaseByDetail(db: Executor, detailId: number, context: PurchaseContext) {
  const [detail] = await db
    .select({ purchase_id: purchaseDetails.purchase_id })
    .from(purchaseDetails)
    .where(eq(purchaseDetails.id, detailId));
  if (!detail) throw notFound(purchaseMessages.detailNotFound);
  return readPurchase(db, detail.purchase_id, context);
}

export async function readPurchaseDetails(db: Executor, purchaseId: number) {
  const [row] = await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, purchaseId));
  if (!row) throw notFound(purchaseMessages.notFound);
  return detailsOf(db, [purchaseId]);
}

/** Purchases created in a calendar month of the workshop's time zone, newest first (DESIGN §7.5). */
export async function listPurchasesOfMonth(db: Executor, year: number, month: number, context: PurchaseContext) {
  const start = sql`make_timestamptz(${year}::int, ${month}::int, 1, 0, 0, 0, ${context.timeZone}::text)`;
  const rows = await selectPurchases(db)
    .where(and(gte(purchases.created_at, start), lt(purchases.created_at, sql`${start} + interval '1 month'`)))
    .orderBy(desc(purchases.created_at), desc(purchases.id));
  return withDetails(db, rows, context);
}
