import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  canMoveQuote,
  defaultValidUntil,
  QUOTE_OPTIONS_MAX,
  QUOTE_STATUS_NAMES,
  quoteCreateSchema,
  quoteMessages,
  quoteOptionSchema,
  quoteOptionUpdateSchema,
  quoteUpdateSchema,
  type QuoteStatus,
} from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { quoteActivities, quoteExternalServices, quoteOptions, quotes, quoteSupplies } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { readSettings } from '../settings/queries';
import { recomputeOption } from './costs';
import { findQuoteRow, readOption, readQuote, todayOf, type QuoteContext } from './queries';

/**
 * Writes of quotes and their options (DESIGN §12.1, docs/decisions/041), one transaction each: the
 * quote is locked first (404, 403 when a seller's other than the caller's), a converted quote
 * refuses every write (409 `quote_converted`), and an accepted or rejected one refuses changes to
 * its options (409 `quote_closed`). Every change to an option's work recomputes its costs
 * (costs.ts) before the answer is read. The planned work itself is in planned-work.ts.
 */

type QuoteRow = typeof quotes.$inferSelect;

/** Locks a quote for a write: 404, 403, 409 when converted; `options` writes also 409 when accepted or rejected. */
export async function lockQuote(tx: Transaction, id: number, context: QuoteContext, intent: 'header' | 'options'): Promise<QuoteRow> {
  const row = await findQuoteRow(tx, id, context.actor, { forUpdate: true });
  if (row.production_order_id !== null) throw conflict('quote_converted', quoteMessages.converted);
  if (intent === 'options' && (row.status === 'accepted' || row.status === 'rejected'))
    throw conflict('quote_closed', quoteMessages.closed);
  return row;
}

/** The option of this quote, locked: 404 when it is not one of the quote's. */
export async function lockOption(tx: Transaction, quoteId: number, optionId: number) {
  const [option] = await tx
    .select()
    .from(quoteOptions)
    .where(and(eq(quoteOptions.id, optionId), eq(quoteOptions.quote_id, quoteId)))
    .for('update');
  if (!option) throw notFound(quoteMessages.optionNotFound);
  return option;
}

/** The next quote number: max + 1 under a transaction lock, so numbers never repeat nor skip. */
async function nextNumber(tx: Transaction): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tintero.quotes.number'))`);
  const [row] = await tx.select({ last: sql<number>`coalesce(max(${quotes.number}), 0)::int` }).from(quotes);
  return Number(row?.last ?? 0) + 1;
}

export async function createQuote(db: Database, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quoteCreateSchema, input);
  const today = todayOf(context);
  if (data.valid_until !== undefined && data.valid_until < today) throw fieldError('valid_until', quoteMessages.validUntilBeforeCreation);
  const now = sqlTimestamp(context.now);
  return inTransaction(db, async (tx) => {
    const settings = await readSettings(tx);
    const number = await nextNumber(tx);
    const [quote] = await tx
      .insert(quotes)
      .values({
        number,
        client: data.client,
        contact: data.contact,
        reference: data.reference,
        description: data.description,
        delivery_day: data.delivery_day,
        valid_until: data.valid_until ?? defaultValidUntil(today, settings.quote_valid_days),
        observation: data.observation,
        status: 'draft',
        seller_id: context.actor.id,
        created_by: context.actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: quotes.id });
    const [option] = await tx
      .insert(quoteOptions)
      .values({ quote_id: quote!.id, position: 1, quantity: data.quantity ?? 1 })
      .returning({ id: quoteOptions.id });
    await recomputeOption(tx, option!.id);
    return readQuote(tx, quote!.id, context);
  });
}

/**
 * `PUT /quotes/{id}`: header fields, and the status along draft → sent → accepted | rejected (back
 * to sent or draft to change it again). Accepting names the chosen option; leaving accepted forgets it.
 */
export async function updateQuote(db: Database, id: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quoteUpdateSchema, input);
  const now = sqlTimestamp(context.now);
  return inTransaction(db, async (tx) => {
    const current = await lockQuote(tx, id, context, 'header');
    const status = (data.status ?? current.status) as QuoteStatus;
    if (!canMoveQuote(current.status as QuoteStatus, status)) {
      throw conflict(
        'invalid_transition',
        quoteMessages.invalidTransition(
          QUOTE_STATUS_NAMES[current.status as QuoteStatus].toLowerCase(),
          QUOTE_STATUS_NAMES[status].toLowerCase(),
        ),
      );
    }
    let acceptedOptionId: number | null = status === 'accepted' ? (data.accepted_option_id ?? current.accepted_option_id) : null;
    if (status === 'accepted') {
      if (acceptedOptionId === null) throw fieldError('accepted_option_id', quoteMessages.acceptedOptionRequired);
      const [option] = await tx
        .select({ id: quoteOptions.id })
        .from(quoteOptions)
        .where(and(eq(quoteOptions.id, acceptedOptionId), eq(quoteOptions.quote_id, id)));
      if (!option) throw fieldError('accepted_option_id', quoteMessages.acceptedOptionNotInQuote);
    } else {
      acceptedOptionId = null;
    }
    const statusChanged = status !== current.status;
    const header: Partial<typeof quotes.$inferInsert> = { updated_at: now, status, accepted_option_id: acceptedOptionId };
    for (const key of ['client', 'contact', 'reference', 'description', 'delivery_day', 'valid_until', 'observation'] as const) {
      if (data[key] !== undefined) (header as Record<string, unknown>)[key] = data[key];
    }
    if (data.valid_until !== undefined && data.valid_until < current.created_at.slice(0, 10) && data.valid_until !== current.valid_until) {
      throw fieldError('valid_until', quoteMessages.validUntilBeforeCreation);
    }
    if (statusChanged && status === 'sent') header.sent_at = now;
    if (statusChanged && (status === 'accepted' || status === 'rejected')) header.decided_at = now;
    if (statusChanged && (status === 'draft' || status === 'sent')) header.decided_at = null;
    await tx.update(quotes).set(header).where(eq(quotes.id, id));
    return readQuote(tx, id, context);
  });
}

/** Copies an option's planned work onto another (the prices come from the target's recompute). */
async function copyWork(tx: Transaction, fromOptionId: number, toOptionId: number) {
  const activityRows = await tx
    .select()
    .from(quoteActivities)
    .where(eq(quoteActivities.option_id, fromOptionId))
    .orderBy(asc(quoteActivities.id));
  if (activityRows.length > 0) {
    await tx
      .insert(quoteActivities)
      .values(activityRows.map(({ id: _id, created_at: _c, updated_at: _u, ...activity }) => ({ ...activity, option_id: toOptionId })));
  }
  const supplyRows = await tx.select().from(quoteSupplies).where(eq(quoteSupplies.option_id, fromOptionId)).orderBy(asc(quoteSupplies.id));
  if (supplyRows.length > 0) {
    await tx
      .insert(quoteSupplies)
      .values(supplyRows.map(({ id: _id, created_at: _c, updated_at: _u, ...supply }) => ({ ...supply, option_id: toOptionId })));
  }
  const serviceRows = await tx
    .select()
    .from(quoteExternalServices)
    .where(eq(quoteExternalServices.option_id, fromOptionId))
    .orderBy(asc(quoteExternalServices.id));
  if (serviceRows.length > 0) {
    await tx
      .insert(quoteExternalServices)
      .values(serviceRows.map(({ id: _id, created_at: _c, updated_at: _u, ...service }) => ({ ...service, option_id: toOptionId })));
  }
}

async function assertRoomForOption(tx: Transaction, quoteId: number) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(quoteOptions)
    .where(eq(quoteOptions.quote_id, quoteId));
  if (Number(row?.count ?? 0) >= QUOTE_OPTIONS_MAX) {
    throw unprocessable({ options: [quoteMessages.tooManyOptions(QUOTE_OPTIONS_MAX)] }, quoteMessages.tooManyOptions(QUOTE_OPTIONS_MAX));
  }
}

async function nextPosition(tx: Transaction, quoteId: number) {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${quoteOptions.position}), 0)::int` })
    .from(quoteOptions)
    .where(eq(quoteOptions.quote_id, quoteId));
  return Number(row?.last ?? 0) + 1;
}

const priceColumns = (data: { markup_percent?: number | null; price?: number | null }) => {
  const columns: Partial<typeof quoteOptions.$inferInsert> = {};
  if (data.markup_percent !== undefined) columns.markup_percent = data.markup_percent;
  if (data.price !== undefined) columns.typed_price = data.price;
  return columns;
};

/**
 * `POST /quotes/{id}/options`: a new price break, its planned work cloned from the last option (or
 * from `copy_from_option_id`; `null`: none) so the seller only changes what differs (DESIGN §12.1).
 */
export async function addOption(db: Database, quoteId: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quoteOptionSchema, input);
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return inTransaction(db, async (tx) => {
    await lockQuote(tx, quoteId, context, 'options');
    await assertRoomForOption(tx, quoteId);
    let source: number | null = null;
    if (typeof raw.copy_from_option_id === 'number') {
      source = (await lockOption(tx, quoteId, raw.copy_from_option_id)).id;
    } else if (raw.copy_from_option_id !== null) {
      const [last] = await tx
        .select({ id: quoteOptions.id })
        .from(quoteOptions)
        .where(eq(quoteOptions.quote_id, quoteId))
        .orderBy(desc(quoteOptions.position), desc(quoteOptions.id))
        .limit(1);
      source = last?.id ?? null;
    }
    const [option] = await tx
      .insert(quoteOptions)
      .values({ quote_id: quoteId, position: await nextPosition(tx, quoteId), quantity: data.quantity, ...priceColumns(data) })
      .returning({ id: quoteOptions.id });
    if (source !== null) await copyWork(tx, source, option!.id);
    await recomputeOption(tx, option!.id);
    await touchQuote(tx, quoteId, context);
    return readOption(tx, quoteId, option!.id, context);
  });
}

/** `POST /quotes/{id}/options/{option_id}/copy`: the option again, quantity, prices and work. */
export async function copyOption(db: Database, quoteId: number, optionId: number, context: QuoteContext) {
  return inTransaction(db, async (tx) => {
    await lockQuote(tx, quoteId, context, 'options');
    const source = await lockOption(tx, quoteId, optionId);
    await assertRoomForOption(tx, quoteId);
    const [option] = await tx
      .insert(quoteOptions)
      .values({
        quote_id: quoteId,
        position: await nextPosition(tx, quoteId),
        quantity: source.quantity,
        markup_percent: source.markup_percent,
        typed_price: source.typed_price,
      })
      .returning({ id: quoteOptions.id });
    await copyWork(tx, source.id, option!.id);
    await recomputeOption(tx, option!.id);
    await touchQuote(tx, quoteId, context);
    return readOption(tx, quoteId, option!.id, context);
  });
}

/** `PUT /quotes/{id}/options/{option_id}`: quantity, markup or typed price (null clears it); the costs again. */
export async function updateOption(db: Database, quoteId: number, optionId: number, input: unknown, context: QuoteContext) {
  const data = parseOrThrow(quoteOptionUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await lockQuote(tx, quoteId, context, 'options');
    await lockOption(tx, quoteId, optionId);
    const columns = { ...priceColumns(data), ...(data.quantity !== undefined ? { quantity: data.quantity } : {}) };
    if (Object.keys(columns).length > 0) await tx.update(quoteOptions).set(columns).where(eq(quoteOptions.id, optionId));
    await recomputeOption(tx, optionId);
    await touchQuote(tx, quoteId, context);
    return readOption(tx, quoteId, optionId, context);
  });
}

/** `DELETE /quotes/{id}/options/{option_id}`: never the last one, nor the accepted one; answers the quote. */
export async function deleteOption(db: Database, quoteId: number, optionId: number, context: QuoteContext) {
  return inTransaction(db, async (tx) => {
    await lockQuote(tx, quoteId, context, 'options');
    await lockOption(tx, quoteId, optionId);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(quoteOptions)
      .where(eq(quoteOptions.quote_id, quoteId));
    if (Number(row?.count ?? 0) <= 1) throw conflict('last_option', quoteMessages.lastOption);
    await tx.delete(quoteOptions).where(eq(quoteOptions.id, optionId));
    await touchQuote(tx, quoteId, context);
    return readQuote(tx, quoteId, context);
  });
}

/** A change to an option is a change to its quote: its `updated_at` moves (not audited: bookkeeping). */
export async function touchQuote(tx: Transaction, quoteId: number, context: QuoteContext) {
  await tx
    .update(quotes)
    .set({ updated_at: sqlTimestamp(context.now) })
    .where(eq(quotes.id, quoteId));
}
