import { and, desc, sql } from 'drizzle-orm';
import { QUOTE_STATUS_NAMES, quoteDisplayStatus, quoteSpreadsheetHeaders, type QuoteStatus } from '@tintero/domain';
import type { Database } from '../../db/client';
import { quoteOptions, quotes, users } from '../../db/schema';
import { personNameSql } from '../../lib/people';
import { localTime, streamTable, type TableFormat } from '../../lib/table-stream';
import { listConditions, todayOf, type QuoteContext, type QuoteListQuery } from './queries';

const columnWidths: Record<keyof typeof quoteSpreadsheetHeaders, number> = {
  number: 8,
  created_at: 18,
  client: 32,
  contact: 24,
  reference: 32,
  seller: 24,
  valid_until: 14,
  status: 12,
  options_count: 10,
  price_from: 16,
  price_to: 16,
  accepted_price: 16,
  production_order_id: 12,
};

const price = (aggregate: 'min' | 'max') =>
  sql<number | null>`(SELECT ${sql.raw(aggregate)}(o.price) FROM ${quoteOptions} o WHERE o.quote_id = ${quotes.id})`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/** The quotes after `last` in the list's order (newest first), at most `limit`: a keyset page. */
async function quotesAfter(
  db: Database,
  query: QuoteListQuery,
  context: QuoteContext,
  last: { id: number; created_key: string } | undefined,
  limit: number,
) {
  return db
    .select({
      id: quotes.id,
      created_key: sql<string>`${quotes.created_at}::text`,
      number: quotes.number,
      created_at: localTime(quotes.created_at, context.timeZone),
      client: quotes.client,
      contact: quotes.contact,
      reference: quotes.reference,
      seller: sql<string>`(SELECT ${personNameSql('person')} FROM ${users} person WHERE person.id = ${quotes.seller_id})`,
      valid_until: quotes.valid_until,
      stored_status: quotes.status,
      options_count: sql<number>`(SELECT count(*)::int FROM ${quoteOptions} o WHERE o.quote_id = ${quotes.id})`.mapWith(Number),
      price_from: price('min'),
      price_to: price('max'),
      accepted_price: sql<
        number | null
      >`(SELECT o.price FROM ${quoteOptions} o WHERE o.id = ${quotes.accepted_option_id} AND ${quotes.status} = 'accepted')`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      production_order_id: quotes.production_order_id,
    })
    .from(quotes)
    .where(
      and(
        ...listConditions(query, context),
        last && sql`(${quotes.created_at}, ${quotes.id}) < (${last.created_key}::timestamptz, ${last.id})`,
      ),
    )
    .orderBy(desc(quotes.created_at), desc(quotes.id))
    .limit(limit);
}

/** The quotes list as a spreadsheet stream, as the list shows it (statuses read today, `expired` too). */
export async function streamQuotesWorkbook(db: Database, query: QuoteListQuery, context: QuoteContext, format: TableFormat = 'xlsx') {
  const today = todayOf(context);
  return streamTable<Awaited<ReturnType<typeof quotesAfter>>[number]>(
    {
      sheetName: 'Cotizaciones',
      headers: quoteSpreadsheetHeaders,
      widths: columnWidths,
      readAfter: (last, limit) => quotesAfter(db, query, context, last, limit),
      toCells: (row) => ({
        ...row,
        status: QUOTE_STATUS_NAMES[quoteDisplayStatus(row.stored_status as QuoteStatus, row.valid_until, today)],
      }),
    },
    format,
  );
}
