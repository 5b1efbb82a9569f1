import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  activityTypeName,
  INSIGHTS_LOW_STOCK_LIMIT,
  INSIGHTS_ORDERS_LIMIT,
  INSIGHTS_SUPPLIES_LIMIT,
  INSIGHTS_WORST_LIMIT,
  type InsightsQuery,
  type InsightsResponse,
} from '@tintero/domain';
import { rowsOf, type Executor } from '../../db/client';
import { estimateDays, orderDays, productionOrders, supplies, supplyDays, supplyMonths, users } from '../../db/schema';
import { monthsAndDaysOf, onDays, withinDays, yearSpans, type DayRange } from '../../lib/date-ranges';
import { personNameSql } from '../../lib/people';
import { labourPerPerson } from '../activities/labour-days';

/**
 * The numbers at a glance (issue 13; docs/decisions/014): every figure is added up by PostgreSQL
 * over the range's days in APP_TIME_ZONE (both ends included), from the roll-ups the writes keep
 * (docs/decisions/031, 037) wherever a figure adds up history: a month of the screen reads a row
 * per day or per person, not every order, activity and interval of the month. JavaScript only
 * turns numeric text into numbers and names activity types.
 */

/** numeric → number; sums of numeric(20,6) are exact, so nothing is rounded but hours. */
const num = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

/**
 * A finished order's finish time: `last_changed_status_at`, written on every status change. A
 * finished order refuses every write (DESIGN §7.2), so its status never changes again and this
 * stays its finish time; `updated_at` does not (recalculate_costs still touches a finished order).
 */
const finishedAt = productionOrders.last_changed_status_at;

/** total cost = supplies + labour + third party + machinery − leftovers (`totalCost` in the domain). */
const totalCost = sql`(${productionOrders.supplies_cost} - ${productionOrders.leftovers_value} + ${productionOrders.machinery_cost} + ${productionOrders.labor_cost} + ${productionOrders.cost_work_third_party})`;
/** contract value = quantity × unit value: the column the server keeps with the domain's `contractValue`. */
const contract = productionOrders.contract_value;
const margin = sql`(${contract} - ${totalCost})`;

async function orders(db: Executor, query: InsightsQuery, timeZone: string): Promise<InsightsResponse['orders']> {
  const finishedInRange = and(eq(productionOrders.status, 'finished'), ...withinDays(finishedAt, query, timeZone));
  const orderRow = {
    production_order_id: productionOrders.id,
    reference: productionOrders.reference,
    client: productionOrders.client,
    finished_on: sql<string>`to_char(${finishedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`,
    contract_value: productionOrders.contract_value,
    total_cost: num(sql`${totalCost}`),
    margin: num(sql`${margin}`),
  };
  const [[totals], byOrder, worst] = await Promise.all([
    // The totals: finished orders per day (`order_days`, kept by the orders' triggers).
    db
      .select({
        finished: sql<number>`COALESCE(sum(${orderDays.orders}), 0)::int`,
        contract_value: num(sql`COALESCE(sum(${orderDays.contract_value}), 0)`),
        total_cost: num(sql`COALESCE(sum(${orderDays.total_cost}), 0)`),
        margin: num(sql`COALESCE(sum(${orderDays.contract_value} - ${orderDays.total_cost}), 0)`),
      })
      .from(orderDays)
      .where(and(...onDays(orderDays.day, query))),
    // The chart: the newest finished orders, at most INSIGHTS_ORDERS_LIMIT (the totals count all).
    db
      .select(orderRow)
      .from(productionOrders)
      .where(finishedInRange)
      .orderBy(desc(finishedAt), desc(productionOrders.id))
      .limit(INSIGHTS_ORDERS_LIMIT),
    // The worst margins: the first of `production_orders_finished_margin_idx` that fall in the range.
    db
      .select(orderRow)
      .from(productionOrders)
      .where(finishedInRange)
      .orderBy(asc(margin), asc(productionOrders.id))
      .limit(INSIGHTS_WORST_LIMIT),
  ]);
  return { ...totals!, by_order: byOrder, worst };
}

const operatorName = personNameSql(users);

/**
 * Hours and value per person over intervals starting in the range, most hours first: its months
 * from `labour_months` (a row per person and month), the days at its ends from `labour_days` (index
 * `labour_days_day_idx`), as `monthsAndDaysOf` splits them; the screen asks whole months.
 */
function labour(db: Executor, query: InsightsQuery) {
  const worked = labourPerPerson(query);
  const column = (name: 'user_id' | 'minutes' | 'value' | 'intervals') => sql`worked.${sql.identifier(name)}`;
  const hours = sql`round(sum(${column('minutes')}) / 60, 6)`;
  return (
    db
      .select({ user_id: users.id, operator: operatorName, hours: num(hours), value: num(sql`sum(${column('value')})`) })
      .from(sql`${worked} AS worked`)
      .innerJoin(users, eq(users.id, column('user_id')))
      .groupBy(users.id)
      // People with intervals in the range: a month's rows less its left-out days can cancel out.
      .having(sql`sum(${column('intervals')}) > 0`)
      .orderBy(desc(hours), asc(operatorName), asc(users.id))
  );
}

/**
 * Per activity type, activities finished in the range: estimated (seconds) against spent (minutes),
 * in hours; from `estimate_days` (a row per day and type, kept by the activities' triggers).
 */
async function estimates(db: Executor, query: InsightsQuery): Promise<InsightsResponse['estimates']> {
  const rows = await db
    .select({
      activity_type: estimateDays.activity_type,
      activities: sql<number>`sum(${estimateDays.activities})::int`,
      estimated_hours: num(sql`round(sum(${estimateDays.estimated_seconds}) / 3600.0, 6)`),
      actual_hours: num(sql`round(sum(${estimateDays.spent_minutes}) / 60, 6)`),
    })
    .from(estimateDays)
    .where(and(...onDays(estimateDays.day, query)))
    .groupBy(estimateDays.activity_type)
    .orderBy(asc(estimateDays.activity_type));
  return rows.map((row) => ({ ...row, activity_name: activityTypeName(row.activity_type) }));
}

/** Consumption per supply over a range: rows of `supply_id`, `consumed_quantity`, `consumed_value` to add up. */
const consumedRows = (range: DayRange) =>
  monthsAndDaysOf(
    range,
    { keys: ['supply_id'], sums: ['consumed_quantity', 'consumed_value'] },
    { table: supplyMonths, column: supplyMonths.month },
    { table: supplyDays, column: supplyDays.day },
  );

/**
 * The same rows for a range of years, added up a span at a time (`yearSpans`: thirteen calendar
 * months at most, some 26 000 month rows), one statement each, so that other requests reach PGlite's
 * one connection between them; five years in one grouping held it for more than 100 ms (issue 23
 * item 3). The spans' sums, one row per supply each, come back as exact numeric text and go to the
 * final statement as arrays.
 */
async function consumedOverYears(db: Executor, spans: DayRange[]) {
  const rows: { supply_id: number; consumed_quantity: string; consumed_value: string }[] = [];
  for (const span of spans) {
    rows.push(
      ...(await rowsOf<(typeof rows)[number]>(
        db,
        sql`SELECT c.supply_id, sum(c.consumed_quantity)::text AS consumed_quantity, sum(c.consumed_value)::text AS consumed_value
            FROM ${consumedRows(span)} c GROUP BY c.supply_id`,
      )),
    );
  }
  const column = <K extends keyof (typeof rows)[number]>(key: K) => sql.param(rows.map((row) => row[key]));
  return sql`(SELECT * FROM unnest(${column('supply_id')}::int[], ${column('consumed_quantity')}::numeric[], ${column('consumed_value')}::numeric[])
              AS years(supply_id, consumed_quantity, consumed_value))`;
}

/**
 * Supplies consumed by orders: supplies used's kardex entries made in the range, outputs less the
 * inputs that correct them (a supply used lowered or moved to another supply), so a correction is
 * not counted as consumption; read from the stock roll-ups, which hold that difference per supply:
 * the months from `supply_months`, the days at the ends from `supply_days` (`monthsAndDaysOf`;
 * docs/decisions/035, 037), a span of months at a time over longer ranges. Only supplies with something
 * consumed, by value, at most INSIGHTS_SUPPLIES_LIMIT.
 */
async function suppliesConsumed(db: Executor, query: InsightsQuery) {
  const spans = yearSpans(query);
  const consumed = spans.length > 1 ? await consumedOverYears(db, spans) : consumedRows(query);
  const column = (name: 'supply_id' | 'consumed_quantity' | 'consumed_value') => sql`consumed.${sql.identifier(name)}`;
  const value = sql`sum(${column('consumed_value')})`;
  return db
    .select({ supply_id: supplies.id, name: supplies.name, quantity: num(sql`sum(${column('consumed_quantity')})`), value: num(value) })
    .from(sql`${consumed} AS consumed`)
    .innerJoin(supplies, eq(supplies.id, column('supply_id')))
    .groupBy(supplies.id)
    .having(sql`${value} > 0`)
    .orderBy(desc(value), asc(supplies.id))
    .limit(INSIGHTS_SUPPLIES_LIMIT);
}

/** Enabled supplies below their minimum now, whatever the range; the emptiest (stock ÷ minimum) first. */
function lowStock(db: Executor) {
  return db
    .select({
      supply_id: supplies.id,
      name: supplies.name,
      quantity: supplies.quantity,
      stock_minimum: supplies.stock_minimum,
      unit_of_measurement: supplies.unit_of_measurement,
    })
    .from(supplies)
    .where(and(eq(supplies.status, 1), sql`${supplies.quantity} < ${supplies.stock_minimum}`))
    .orderBy(sql`${supplies.quantity} / ${supplies.stock_minimum}`, asc(supplies.name), asc(supplies.id))
    .limit(INSIGHTS_LOW_STOCK_LIMIT);
}

export async function insights(db: Executor, query: InsightsQuery, timeZone: string): Promise<InsightsResponse> {
  const [orderFigures, labourRows, estimateRows, consumed, low] = await Promise.all([
    orders(db, query, timeZone),
    labour(db, query),
    estimates(db, query),
    suppliesConsumed(db, query),
    lowStock(db),
  ]);
  return {
    from_date: query.from_date,
    to_date: query.to_date,
    orders: orderFigures,
    labour: labourRows,
    estimates: estimateRows,
    supplies_consumed: consumed,
    low_stock: low,
  };
}
