import { asc, eq } from 'drizzle-orm';
import Big from 'big.js';
import { contractValue, quoteMessages, roundMoney, type QuoteComparisonRow } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import {
  activities,
  externalServices,
  productionOrders,
  quoteActivities,
  quoteExternalServices,
  quoteOptions,
  quotes,
  quoteSupplies,
  supplies,
} from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { recomputeActivityTotals } from '../activities/work-totals';
import { recomputeOrderCosts } from '../production-orders/costs';
import { findOrderRow } from '../production-orders/guards';
import { findQuoteRow, readQuote, type QuoteContext } from './queries';

/**
 * "Crear orden" (DESIGN §12.1): an accepted quote not yet converted becomes one production order in
 * review with the chosen option's quantity and unit price, its activities (pending, their fields and
 * estimated times, the rule behind them) and external services, all in one transaction; the quote
 * then points at the order and is read only. Planned supplies stay on the quote and the order reads
 * them as "Insumos previstos": stock moves only when supplies are used.
 */
export async function convertQuote(db: Database, id: number, context: QuoteContext) {
  const now = sqlTimestamp(context.now);
  return inTransaction(db, async (tx) => {
    const quote = await findQuoteRow(tx, id, context.actor, { forUpdate: true });
    if (quote.production_order_id !== null) throw conflict('quote_converted', quoteMessages.alreadyConverted);
    if (quote.status !== 'accepted') throw conflict('quote_not_accepted', quoteMessages.notAccepted);
    if (quote.accepted_option_id === null) throw conflict('quote_not_accepted', quoteMessages.noOptionToConvert);
    if (quote.delivery_day === null) throw fieldError('delivery_day', quoteMessages.deliveryDayRequired);
    const [option] = await tx.select().from(quoteOptions).where(eq(quoteOptions.id, quote.accepted_option_id));
    if (!option) throw conflict('quote_not_accepted', quoteMessages.noOptionToConvert);

    const reference = (quote.reference ?? quote.description ?? `Cotización N.º ${quote.number}`).slice(0, 256);
    const [order] = await tx
      .insert(productionOrders)
      .values({
        client: quote.client,
        reference,
        quantity: option.quantity,
        unit_value: option.unit_price,
        contract_value: contractValue(option.quantity, option.unit_price),
        delivery_day: quote.delivery_day,
        status: 'in_review',
        observation: quote.observation,
        created_by: context.actor.id,
        last_changed_status_by: context.actor.id,
        last_changed_status_at: now,
      })
      .returning({ id: productionOrders.id });
    const orderId = order!.id;

    const planned = await tx
      .select()
      .from(quoteActivities)
      .where(eq(quoteActivities.option_id, option.id))
      .orderBy(asc(quoteActivities.id));
    for (const activity of planned) {
      const [row] = await tx
        .insert(activities)
        .values({
          type: activity.type,
          production_order_id: orderId,
          status: 'pending',
          quantity: activity.quantity,
          observation: activity.observation,
          machine_id: activity.machine_id,
          was_made_by_third: activity.was_made_by_third,
          third: activity.third,
          value: activity.was_made_by_third ? activity.value : 0,
          time_before_production: activity.time_before_production,
          estimated_production_time: activity.estimated_production_time,
          total_estimated_production_time: activity.total_estimated_production_time,
          time_estimation_rule_id: activity.time_estimation_rule_id,
          details: activity.details,
        })
        .returning({ id: activities.id });
      await recomputeActivityTotals(tx, row!.id);
    }
    const services = await tx
      .select()
      .from(quoteExternalServices)
      .where(eq(quoteExternalServices.option_id, option.id))
      .orderBy(asc(quoteExternalServices.id));
    if (services.length > 0) {
      await tx.insert(externalServices).values(
        services.map((service) => ({
          production_order_id: orderId,
          kind: service.kind,
          provider: service.provider,
          value: service.value,
          observation: service.observation,
        })),
      );
    }
    await recomputeOrderCosts(tx, orderId);
    await tx
      .update(quotes)
      .set({ production_order_id: orderId, converted_by: context.actor.id, converted_at: now, updated_at: now })
      .where(eq(quotes.id, id));
    return readQuote(tx, id, context);
  });
}

/** The quote an order was made from, and its chosen option: 404 when the order was not made from one. */
async function quoteOfOrder(db: Executor, orderId: number) {
  await findOrderRow(db, orderId);
  const [row] = await db
    .select({ quote: quotes, option: quoteOptions })
    .from(quotes)
    .innerJoin(quoteOptions, eq(quoteOptions.id, quotes.accepted_option_id))
    .where(eq(quotes.production_order_id, orderId));
  if (!row) throw notFound(quoteMessages.orderNotFromQuote);
  return row;
}

/** `GET /production_orders/{id}/planned_supplies`: "Insumos previstos", at the values quoted. */
export async function plannedSuppliesOfOrder(db: Executor, orderId: number) {
  const [row] = await db.select({ option_id: quotes.accepted_option_id }).from(quotes).where(eq(quotes.production_order_id, orderId));
  if (!row) {
    await findOrderRow(db, orderId);
    return [];
  }
  return db
    .select({
      supply_id: quoteSupplies.supply_id,
      supply_name: supplies.name,
      unit_of_measurement: supplies.unit_of_measurement,
      quantity: quoteSupplies.quantity,
      unit_value: quoteSupplies.unit_value,
      total_value: quoteSupplies.total_value,
    })
    .from(quoteSupplies)
    .innerJoin(supplies, eq(supplies.id, quoteSupplies.supply_id))
    .where(eq(quoteSupplies.option_id, row.option_id ?? 0))
    .orderBy(asc(quoteSupplies.id));
}

const big = (value: number) => new Big(value);
const percentOf = (margin: Big, price: Big) => (price.eq(0) ? null : roundMoney(margin.div(price).times(100).toString()));

/**
 * `GET /production_orders/{id}/quote_comparison`: per cost, what the chosen option quoted and what
 * the order has cost so far (its stored totals, DESIGN §7.1: supplies net of leftovers), and the
 * margin over the price: the option's price against the order's contract value.
 */
export async function quoteComparison(db: Executor, orderId: number) {
  const { quote, option } = await quoteOfOrder(db, orderId);
  const [order] = await db.select().from(productionOrders).where(eq(productionOrders.id, orderId));
  const actual = {
    labour: big(order!.labor_cost),
    machinery: big(order!.machinery_cost),
    supplies: big(order!.supplies_cost).minus(order!.leftovers_value),
    third_party: big(order!.cost_work_third_party),
  };
  const actualTotal = actual.labour.plus(actual.machinery).plus(actual.supplies).plus(actual.third_party);
  const actualMargin = big(order!.contract_value).minus(actualTotal);
  const quotedMargin = big(option.price).minus(option.cost_total);
  const figures: Record<QuoteComparisonRow, [Big, Big]> = {
    labour: [big(option.labour_cost), actual.labour],
    machinery: [big(option.machinery_cost), actual.machinery],
    supplies: [big(option.supplies_cost), actual.supplies],
    third_party: [big(option.third_party_cost), actual.third_party],
    total: [big(option.cost_total), actualTotal],
    margin: [quotedMargin, actualMargin],
  };
  return {
    quote_id: quote.id,
    quote_number: quote.number,
    option_id: option.id,
    quantity: option.quantity,
    price: option.price,
    rows: (Object.keys(figures) as QuoteComparisonRow[]).map((key) => {
      const [quoted, real] = figures[key];
      return {
        key,
        quoted: roundMoney(quoted.toString()),
        actual: roundMoney(real.toString()),
        difference: roundMoney(real.minus(quoted).toString()),
      };
    }),
    quoted_margin_percent: percentOf(quotedMargin, big(option.price)),
    actual_margin_percent: percentOf(actualMargin, big(order!.contract_value)),
  };
}
