import Big from 'big.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AMOUNT_LIMIT,
  amountTooLarge,
  purchaseCreateSchema,
  purchaseMessages,
  purchaseUpdateSchema,
  type PurchaseDetailInput,
} from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { purchaseDetails, purchases } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { todayIn } from '../../lib/dates';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { addDetails, replaceDetails, reverseDetails, type StoredDetail } from './details';
import { editableUntil, readPurchase, type PurchaseContext } from './queries';

/**
 * Purchases (DESIGN §7.5): created approved by their creator; changed or cancelled only while
 * approved and within PURCHASE_EDIT_WINDOW_HOURS of creation, by the server's clock (`app.now()`,
 * which also stamps `created_at`); every stock movement goes through the ledger (details.ts).
 * One transaction per operation: a refused movement leaves nothing behind.
 */

/** The purchase's total must fit its column (numeric(20,6)): 422 on `details`, nothing written. */
function assertTotalFits(details: PurchaseDetailInput[]) {
  const total = details.reduce((sum, detail) => sum.plus(detail.total), new Big(0));
  if (total.gte(AMOUNT_LIMIT)) throw unprocessable({ details: [amountTooLarge] }, amountTooLarge);
}

/** total = Σ details still on the purchase, summed by PostgreSQL on numeric. */
async function refreshTotal(tx: Transaction, purchaseId: number, now: string) {
  await tx
    .update(purchases)
    .set({
      total: sql`(SELECT coalesce(sum(${purchaseDetails.total}), 0) FROM ${purchaseDetails} WHERE ${purchaseDetails.purchase_id} = ${purchaseId} AND ${purchaseDetails.removed_at} IS NULL)`,
      updated_at: now,
    })
    .where(eq(purchases.id, purchaseId));
}

export async function createPurchase(db: Database, actor: CurrentUser, input: unknown, context: PurchaseContext) {
  const data = parseOrThrow(purchaseCreateSchema(todayIn(context.timeZone, context.now)), input);
  assertTotalFits(data.details);
  const now = sqlTimestamp(context.now);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(purchases)
      .values({
        company: data.company,
        invoice_number: data.invoice_number,
        purchased_at: data.purchased_at,
        status: 'approved',
        approved_by: actor.id,
        approved_at: now,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: purchases.id });
    await addDetails(tx, row!.id, data.details, actor.id, now);
    await refreshTotal(tx, row!.id, now);
    return readPurchase(tx, row!.id, context);
  });
}

/** Locks a purchase that may still be written: 404, 409 when cancelled or past its window. */
async function lockWritablePurchase(tx: Transaction, id: number, context: PurchaseContext) {
  const [row] = await tx
    .select({ id: purchases.id, status: purchases.status, created_at: purchases.created_at })
    .from(purchases)
    .where(eq(purchases.id, id))
    .for('update');
  if (!row) throw notFound(purchaseMessages.notFound);
  if (row.status === 'cancelled') throw conflict('purchase_cancelled', purchaseMessages.cancelled);
  if (context.now.getTime() >= editableUntil(row.created_at, context.windowHours).getTime()) {
    throw conflict('edit_window_closed', purchaseMessages.editWindowClosed(context.windowHours));
  }
  return row;
}

async function storedDetails(tx: Transaction, purchaseId: number): Promise<StoredDetail[]> {
  return tx
    .select({
      id: purchaseDetails.id,
      supply_id: purchaseDetails.supply_id,
      quantity: sql<string>`${purchaseDetails.quantity}::text`,
      total: sql<string>`${purchaseDetails.total}::text`,
    })
    .from(purchaseDetails)
    .where(and(eq(purchaseDetails.purchase_id, purchaseId), isNull(purchaseDetails.removed_at)))
    .orderBy(purchaseDetails.id);
}

/**
 * `PUT /purchases/{id}`: `status: "cancelled"` with an observation cancels (every input reversed;
 * the other fields are not applied); otherwise company, invoice number and, when given, the whole
 * list of details. `purchased_at` is read-only (not in the schema).
 */
export async function updatePurchase(db: Database, actor: CurrentUser, id: number, input: unknown, context: PurchaseContext) {
  const data = parseOrThrow(purchaseUpdateSchema, input);
  if (data.details) assertTotalFits(data.details);
  const now = sqlTimestamp(context.now);
  return inTransaction(db, async (tx) => {
    await lockWritablePurchase(tx, id, context);
    const current = await storedDetails(tx, id);
    if (data.status === 'cancelled') {
      await reverseDetails(tx, current, actor.id);
      await tx
        .update(purchases)
        .set({ status: 'cancelled', observation: data.observation, cancelled_by: actor.id, cancelled_at: now, updated_at: now })
        .where(eq(purchases.id, id));
      return readPurchase(tx, id, context);
    }
    const header: Partial<typeof purchases.$inferInsert> = { updated_at: now };
    if (data.company !== undefined) header.company = data.company;
    if (data.invoice_number !== undefined) header.invoice_number = data.invoice_number;
    if (data.observation !== undefined) header.observation = data.observation;
    await tx.update(purchases).set(header).where(eq(purchases.id, id));
    if (data.details) await replaceDetails(tx, id, current, data.details, actor.id, now);
    await refreshTotal(tx, id, now);
    return readPurchase(tx, id, context);
  });
}
