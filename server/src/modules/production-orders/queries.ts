import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages, orderDerivedValues, realUnitCost, fullName } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { productionOrders, quotes, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { withFastRows } from '../../lib/fast-rows';
import { preparedPerDatabase } from '../../lib/prepared';
import type { CurrentUser } from '../../plugins/auth';
import { assertOrderInDevelopment, findOrderRow, worksOnOrder } from './guards';

/**
 * Production orders as the API reads them: the month's list, those in development, one order (full
 * or short); writes are in service.ts.
 */

type OrderRow = typeof productionOrders.$inferSelect;

const creator = alias(users, 'creator');
const statusChanger = alias(users, 'status_changer');
const canceller = alias(users, 'canceller');

const withNames = {
  order: productionOrders,
  created_by_user: { first_name: creator.first_name, last_name: creator.last_name },
  status_changed_by_user: { first_name: statusChanger.first_name, last_name: statusChanger.last_name },
  cancelled_by_user: { first_name: canceller.first_name, last_name: canceller.last_name },
  quote: { id: quotes.id, number: quotes.number },
};

type NamedRow = {
  order: OrderRow;
  created_by_user: { first_name: string; last_name: string } | null;
  status_changed_by_user: { first_name: string; last_name: string } | null;
  cancelled_by_user: { first_name: string; last_name: string } | null;
  /** The quote the order was made from (the link back, docs/decisions/041). */
  quote: { id: number; number: number } | null;
};

function selectOrders(db: Executor) {
  return db
    .select(withNames)
    .from(productionOrders)
    .leftJoin(creator, eq(creator.id, productionOrders.created_by))
    .leftJoin(statusChanger, eq(statusChanger.id, productionOrders.last_changed_status_by))
    .leftJoin(canceller, eq(canceller.id, productionOrders.cancelled_by))
    .leftJoin(quotes, eq(quotes.production_order_id, productionOrders.id));
}

/** The full order for administrators: stored fields, people as names, and the derived values. */
export function presentOrder({ order, created_by_user, status_changed_by_user, cancelled_by_user, quote }: NamedRow) {
  return {
    ...order,
    quote_id: quote?.id ?? null,
    quote_number: quote?.number ?? null,
    contract_number: order.contract_number === null ? null : String(order.contract_number),
    created_by: created_by_user ? fullName(created_by_user) : null,
    last_changed_status_by: status_changed_by_user ? fullName(status_changed_by_user) : null,
    cancelled_by: cancelled_by_user ? fullName(cancelled_by_user) : null,
    ...orderDerivedValues(order),
  };
}

/** The operator view: no monetary field at all (DESIGN §5). */
export function presentShortOrder(order: OrderRow) {
  const { id, reference, client, quantity, delivery_day, observation, status } = order;
  return { id, reference, client, quantity, delivery_day, observation, status };
}

/** The columns of the order list (spec part 1 §2) and what its derived values need. */
const listColumns = {
  id: productionOrders.id,
  contract_number: productionOrders.contract_number,
  reference: productionOrders.reference,
  client: productionOrders.client,
  quantity: productionOrders.quantity,
  supplies_cost: productionOrders.supplies_cost,
  leftovers_value: productionOrders.leftovers_value,
  labor_cost: productionOrders.labor_cost,
  machinery_cost: productionOrders.machinery_cost,
  cost_work_third_party: productionOrders.cost_work_third_party,
  created_at: productionOrders.created_at,
  status: productionOrders.status,
  delivery_day: productionOrders.delivery_day,
  contract_value: productionOrders.contract_value,
  actual_amount: productionOrders.actual_amount,
};

const monthStart = sql`make_timestamptz(${sql.placeholder('year')}::int, ${sql.placeholder('month')}::int, 1, 0, 0, 0, ${sql.placeholder('timeZone')}::text)`;

// The month list is the office's most used screen: prepared once, its ~1 000 rows mapped by withFastRows.
const monthList = preparedPerDatabase((db) =>
  withFastRows(
    db
      .select(listColumns)
      .from(productionOrders)
      .where(and(gte(productionOrders.created_at, monthStart), lt(productionOrders.created_at, sql`${monthStart} + interval '1 month'`)))
      .orderBy(desc(productionOrders.created_at), desc(productionOrders.id))
      .prepare('production_orders_of_month'),
  ),
);
type ListRow = Awaited<ReturnType<ReturnType<typeof monthList>['execute']>>[number];

/** A list row: its columns and the one derived value the list shows, the real unit cost. */
const presentListRow = (row: ListRow) => ({
  ...row,
  contract_number: row.contract_number === null ? null : String(row.contract_number),
  unit_real_cost: realUnitCost(row),
});

/** Orders created in a calendar month of the workshop's time zone, newest first. */
export async function listOrdersOfMonth(db: Database, year: number, month: number, timeZone: string) {
  const rows = await monthList(db).execute({ year, month, timeZone });
  return rows.map(presentListRow);
}

/**
 * The most orders `orders_in_developing` answers: the newest in development. No screen reads the
 * list (the order list goes by month); five years left 15 000 of them open (issue 14,
 * docs/decisions/017).
 */
export const ORDERS_IN_DEVELOPING_MAX = 500;

/** Orders in development, newest first, at most `ORDERS_IN_DEVELOPING_MAX`. */
export async function listOrdersInDeveloping(db: Database) {
  const rows = await db
    .select(listColumns)
    .from(productionOrders)
    .where(eq(productionOrders.status, 'developing'))
    .orderBy(desc(productionOrders.created_at), desc(productionOrders.id))
    .limit(ORDERS_IN_DEVELOPING_MAX);
  return rows.map(presentListRow);
}

export async function findOrder(db: Executor, id: number) {
  const [row] = await selectOrders(db).where(eq(productionOrders.id, id));
  if (!row) throw notFound(messages.productionOrders.notFound);
  return presentOrder(row);
}

export async function findShortOrder(db: Database, actor: CurrentUser, id: number) {
  const order = await findOrderRow(db, id);
  if (actor.role !== 'administrator') {
    if (!(await worksOnOrder(db, actor.id, id))) throw forbidden(messages.productionOrders.notYours);
    // As its activities answer (DESIGN §7.2): an operator sees an order only while it is in development (docs/decisions/026).
    assertOrderInDevelopment(order, 'read');
  }
  return presentShortOrder(order);
}
