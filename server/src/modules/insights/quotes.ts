import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { roundMoney, type InsightsQuery, type QuoteInsightsResponse } from '@tintero/domain';
import { rowsOf, type Executor } from '../../db/client';
import { todayIn } from '../../lib/dates';

/**
 * The quotes' figures of insights (DESIGN §12.1, docs/decisions/041), added up by SQL over the
 * range's days in APP_TIME_ZONE: per seller and month of sending, how many quotes were sent and
 * what became of them (won, lost, expired by the server's clock, still open); and over the orders
 * made from quotes and finished in the range (an order's finish is its last status change, as the
 * orders' figures read it), the margin quoted (option price − its cost) against the one achieved
 * (contract value − the order's total cost, DESIGN §7.1). Quotes are a few hundred a year: read
 * from their own rows, bounded by the range.
 */
export async function quoteInsights(db: Executor, query: InsightsQuery, timeZone: string, now: Date): Promise<QuoteInsightsResponse> {
  const today = todayIn(timeZone, now);
  const from = sql`make_timestamptz(${Number(query.from_date.slice(0, 4))}::int, ${Number(query.from_date.slice(5, 7))}::int, ${Number(query.from_date.slice(8, 10))}::int, 0, 0, 0, ${timeZone}::text)`;
  const to = sql`(make_timestamptz(${Number(query.to_date.slice(0, 4))}::int, ${Number(query.to_date.slice(5, 7))}::int, ${Number(query.to_date.slice(8, 10))}::int, 0, 0, 0, ${timeZone}::text) + interval '1 day')`;
  const sellers = await rowsOf<{
    seller_id: number;
    seller: string;
    month: string;
    sent: number;
    won: number;
    lost: number;
    expired: number;
    open: number;
    won_value: string;
  }>(
    db,
    sql`
    SELECT q.seller_id, u.first_name || ' ' || u.last_name AS seller, to_char(q.sent_at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month,
      count(*)::int AS sent,
      count(*) FILTER (WHERE q.status = 'accepted')::int AS won,
      count(*) FILTER (WHERE q.status = 'rejected')::int AS lost,
      count(*) FILTER (WHERE q.status = 'sent' AND q.valid_until < ${today}::date)::int AS expired,
      count(*) FILTER (WHERE q.status = 'sent' AND q.valid_until >= ${today}::date)::int AS open,
      COALESCE(sum(o.price) FILTER (WHERE q.status = 'accepted'), 0)::text AS won_value
    FROM quotes q
    JOIN users u ON u.id = q.seller_id
    LEFT JOIN quote_options o ON o.id = q.accepted_option_id
    WHERE q.sent_at >= ${from} AND q.sent_at < ${to}
    GROUP BY 1, 2, 3
    ORDER BY 3 DESC, 2, 1`,
  );
  const [margins] = await rowsOf<{ orders: number; price: string; cost: string; contract: string; actual: string }>(
    db,
    sql`
    SELECT count(*)::int AS orders, COALESCE(sum(o.price), 0)::text AS price, COALESCE(sum(o.cost_total), 0)::text AS cost,
      COALESCE(sum(po.contract_value), 0)::text AS contract,
      COALESCE(sum(po.supplies_cost - po.leftovers_value + po.machinery_cost + po.labor_cost + po.cost_work_third_party), 0)::text AS actual
    FROM quotes q
    JOIN quote_options o ON o.id = q.accepted_option_id
    JOIN production_orders po ON po.id = q.production_order_id
    WHERE po.status = 'finished' AND po.last_changed_status_at >= ${from} AND po.last_changed_status_at < ${to}`,
  );
  const quotedMargin = new Big(margins?.price ?? 0).minus(margins?.cost ?? 0);
  const achievedMargin = new Big(margins?.contract ?? 0).minus(margins?.actual ?? 0);
  const percent = (margin: Big, over: string | undefined) =>
    new Big(over ?? 0).eq(0) ? null : roundMoney(margin.div(new Big(over!)).times(100).toString());
  return {
    from_date: query.from_date,
    to_date: query.to_date,
    sellers: sellers.map((row) => ({ ...row, won_value: Number(row.won_value) })),
    margins: {
      orders: margins?.orders ?? 0,
      quoted_price: roundMoney(margins?.price ?? 0),
      quoted_margin: roundMoney(quotedMargin.toString()),
      contract_value: roundMoney(margins?.contract ?? 0),
      achieved_margin: roundMoney(achievedMargin.toString()),
      quoted_margin_percent: percent(quotedMargin, margins?.price),
      achieved_margin_percent: percent(achievedMargin, margins?.contract),
    },
  };
}
