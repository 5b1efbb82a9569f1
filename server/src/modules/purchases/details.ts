import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import { purchaseMessages, toDecimalString, type PurchaseDetailInput } from '@tintero/domain';
import type { Transaction } from '../../db/client';
import { purchaseDetails } from '../../db/schema';
import { unprocessable } from '../../lib/http-errors';
import { lockSupplies, lockSupply, recordInput, recordOutput } from '../kardex/ledger';

/**
 * How a purchase's details move stock (DESIGN §7.4, §7.5). A detail is one `PurchaseDetail` input
 * at its own total (which moves the average); a change writes correcting entries for the
 * difference; a removed detail or a cancelled purchase reverses the input at that same total.
 *
 * All movements of one operation are planned first, then written inputs before outputs, after
 * locking every supply involved in id order: an edit is refused for lack of stock only when its
 * net result would leave a supply negative, and two operations never wait on each other in
 * opposite orders.
 */

/** A detail as stored: exact decimals as text. */
export interface StoredDetail {
  id: number;
  supply_id: number;
  quantity: string;
  total: string;
}

interface PlannedEntry {
  kind: 'input' | 'output';
  detailId: number;
  supplyId: number;
  quantity: string;
  total: string;
  /** A correction of what was bought may touch a disabled supply; buying more may not. */
  allowDisabled: boolean;
  /** The row of the request the entry comes from, for the 422's field names. */
  index?: number;
}

const fieldsOf = (index: number | undefined) =>
  index === undefined ? undefined : { supply: `details.${index}.supply_id`, quantity: `details.${index}.quantity` };

async function write(tx: Transaction, entries: PlannedEntry[], actorId: number) {
  await lockSupplies(
    tx,
    entries.map((entry) => entry.supplyId),
  );
  // Inputs first: an output then only fails when the net change would leave the stock negative.
  for (const entry of [...entries.filter((e) => e.kind === 'input'), ...entries.filter((e) => e.kind === 'output')]) {
    const request = {
      supplyId: entry.supplyId,
      quantity: entry.quantity,
      cost: { total: entry.total },
      source: { type: 'PurchaseDetail' as const, id: entry.detailId },
      actorId,
      allowDisabled: entry.allowDisabled,
      fields: fieldsOf(entry.index),
    };
    if (entry.kind === 'input') await recordInput(tx, request);
    else await recordOutput(tx, request);
  }
}

/** The entries that reverse a detail's input entirely, at its own total. */
const reversal = (detail: StoredDetail, index?: number): PlannedEntry => ({
  kind: 'output',
  detailId: detail.id,
  supplyId: detail.supply_id,
  quantity: detail.quantity,
  total: detail.total,
  allowDisabled: true,
  index,
});

/**
 * The entries that turn a detail (q0, t0) into (q1, t1) on the same supply: one entry when
 * quantity and total move the same way (more of both: an input of the differences; less of
 * both: an output of them), else the new input and the reversal of the old. Either way the
 * stock moves by q1 − q0 and its value by t1 − t0.
 */
function correction(current: StoredDetail, wanted: PurchaseDetailInput, index: number): PlannedEntry[] {
  const dq = new Big(wanted.quantity).minus(current.quantity);
  const dt = new Big(wanted.total).minus(current.total);
  const base = { detailId: current.id, supplyId: current.supply_id, index };
  if (dq.eq(0) && dt.eq(0)) return [];
  if (dq.gt(0) && dt.gte(0)) return [{ ...base, kind: 'input', quantity: dq.toFixed(), total: dt.toFixed(), allowDisabled: false }];
  if (dq.lt(0) && dt.lte(0)) {
    return [{ ...base, kind: 'output', quantity: dq.abs().toFixed(), total: dt.abs().toFixed(), allowDisabled: true }];
  }
  const input: PlannedEntry = {
    ...base,
    kind: 'input',
    quantity: toDecimalString(wanted.quantity),
    total: toDecimalString(wanted.total),
    allowDisabled: dq.lte(0),
  };
  return [input, reversal(current, index)];
}

/** A detail's input as bought: its quantity at its total, on an enabled supply. */
const purchaseInput = (detailId: number, detail: PurchaseDetailInput, index: number): PlannedEntry => ({
  kind: 'input',
  detailId,
  supplyId: detail.supply_id,
  quantity: toDecimalString(detail.quantity),
  total: toDecimalString(detail.total),
  allowDisabled: false,
  index,
});

/** Inserts a new detail (its supply checked first: it must exist and be enabled). */
async function insertDetail(tx: Transaction, purchaseId: number, detail: PurchaseDetailInput, index: number, now: string) {
  await lockSupply(tx, { supplyId: detail.supply_id, fields: fieldsOf(index) });
  const [row] = await tx
    .insert(purchaseDetails)
    .values({
      purchase_id: purchaseId,
      supply_id: detail.supply_id,
      quantity: detail.quantity,
      total: detail.total,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: purchaseDetails.id });
  return row!.id;
}

/** A new purchase's details: one input each. */
export async function addDetails(tx: Transaction, purchaseId: number, details: PurchaseDetailInput[], actorId: number, now: string) {
  const entries: PlannedEntry[] = [];
  for (const [index, detail] of details.entries()) {
    const id = await insertDetail(tx, purchaseId, detail, index, now);
    entries.push(purchaseInput(id, detail, index));
  }
  await write(tx, entries, actorId);
}

/**
 * The whole new list of an edit: rows with `id` changed, rows without added, rows left out
 * removed (kept with `removed_at`, so their kardex entries still lead to the purchase).
 */
export async function replaceDetails(
  tx: Transaction,
  purchaseId: number,
  current: StoredDetail[],
  wanted: PurchaseDetailInput[],
  actorId: number,
  now: string,
) {
  const byId = new Map(current.map((detail) => [detail.id, detail]));
  const kept = new Set<number>();
  const entries: PlannedEntry[] = [];
  for (const [index, detail] of wanted.entries()) {
    if (detail.id === undefined) {
      const id = await insertDetail(tx, purchaseId, detail, index, now);
      entries.push(purchaseInput(id, detail, index));
      continue;
    }
    const existing = byId.get(detail.id);
    if (!existing || kept.has(detail.id)) {
      throw unprocessable({ [`details.${index}.id`]: [purchaseMessages.detailNotInPurchase] }, purchaseMessages.detailNotInPurchase);
    }
    kept.add(detail.id);
    const sameSupply = existing.supply_id === detail.supply_id;
    if (sameSupply) {
      entries.push(...correction(existing, detail, index));
    } else {
      await lockSupply(tx, { supplyId: detail.supply_id, fields: fieldsOf(index) });
      entries.push(purchaseInput(existing.id, detail, index), reversal(existing, index));
    }
    await tx
      .update(purchaseDetails)
      .set({
        supply_id: detail.supply_id,
        quantity: sql`${toDecimalString(detail.quantity)}::numeric`,
        total: sql`${toDecimalString(detail.total)}::numeric`,
        updated_at: now,
      })
      .where(eq(purchaseDetails.id, existing.id));
  }
  for (const detail of current) {
    if (kept.has(detail.id)) continue;
    entries.push(reversal(detail));
    await tx.update(purchaseDetails).set({ removed_at: now, updated_at: now }).where(eq(purchaseDetails.id, detail.id));
  }
  await write(tx, entries, actorId);
}

/** A cancelled purchase: every detail's input reversed at its own total. */
export async function reverseDetails(tx: Transaction, current: StoredDetail[], actorId: number) {
  await write(
    tx,
    current.map((detail, index) => reversal(detail, index)),
    actorId,
  );
}
