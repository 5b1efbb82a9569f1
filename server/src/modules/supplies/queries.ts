import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supplyMessages, TYPES_OF_SUPPLIES_LIST, type SupplyPageQuery, type SupplySort } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { items, lists, supplies, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { containsPattern } from '../../lib/search';
import { personNameOrNull } from '../../lib/people';

/**
 * Supplies as the API reads them (DESIGN §7.4): the list, the autocomplete, one supply; writes are
 * in service.ts.
 */

const creator = alias(users, 'supply_creator');
const updater = alias(users, 'supply_updater');

/** The `types_of_supplies` item of a supply's `type_supply`: join `typeItem` on this for its label. */
export const typeItem = alias(items, 'type_supply_item');
export const typeItemOfSupply = and(
  eq(typeItem.key, supplies.type_supply),
  eq(typeItem.list_id, sql`(SELECT ${lists.id} FROM ${lists} WHERE ${lists.name} = ${TYPES_OF_SUPPLIES_LIST})`),
);

/** quantity × average cost, computed by PostgreSQL on numeric: exact to 6 decimals. */
export const totalValueSql = sql<number>`round(${supplies.quantity} * ${supplies.unit_value}, 6)`.mapWith(Number);

export const supplyColumns = {
  id: supplies.id,
  name: supplies.name,
  quantity: supplies.quantity,
  unit_of_measurement: supplies.unit_of_measurement,
  unit_value: supplies.unit_value,
  total_value: totalValueSql,
  stock_minimum: supplies.stock_minimum,
  type_supply: supplies.type_supply,
  /** The catalogue's label of `type_supply`, to show without another call. */
  type_supply_name: typeItem.value,
  status: supplies.status,
  created_by_first_name: creator.first_name,
  created_by_last_name: creator.last_name,
  updated_by_first_name: updater.first_name,
  updated_by_last_name: updater.last_name,
  created_at: supplies.created_at,
  updated_at: supplies.updated_at,
};

export function selectSupplies(db: Executor) {
  return db
    .select(supplyColumns)
    .from(supplies)
    .leftJoin(creator, eq(creator.id, supplies.created_by))
    .leftJoin(updater, eq(updater.id, supplies.updated_by))
    .leftJoin(typeItem, typeItemOfSupply);
}

type SupplyRow = Awaited<ReturnType<typeof selectSupplies>>[number];

/** A supply as the API shows it: people as names, `total_value` = quantity × unit value. */
export function presentSupply(row: SupplyRow) {
  const { created_by_first_name, created_by_last_name, updated_by_first_name, updated_by_last_name, ...supply } = row;
  return {
    ...supply,
    created_by: personNameOrNull(created_by_first_name, created_by_last_name),
    updated_by: personNameOrNull(updated_by_first_name, updated_by_last_name),
  };
}

/**
 * Names compare lowercase and without accents (`lib/search.ts`): the stored `name_key`, in byte
 * order (migration 0012), what a search matches.
 */
export const nameKey = sql<string>`(${supplies.name_key} COLLATE "C")`;

/**
 * Names sort in natural order ("Tinta 2" before "Tinta 10"): the stored `name_order` (migration
 * 0017), in byte order, which is what the index `supplies_name_order_idx` holds, so a page sorted by
 * name reads only its rows.
 */
export const nameOrder = sql<string>`(${supplies.name_order} COLLATE "C")`;

const sortExpressions: Record<SupplySort, SQL | typeof supplies.id | typeof supplies.name> = {
  id: supplies.id,
  name: nameOrder,
  quantity: sql`${supplies.quantity}`,
  unit_of_measurement: sql`lower(${supplies.unit_of_measurement})`,
  unit_value: sql`${supplies.unit_value}`,
  total_value: sql`(${supplies.quantity} * ${supplies.unit_value})`,
  stock_minimum: sql`${supplies.stock_minimum}`,
  type_supply: sql`${supplies.type_supply}`,
  status: sql`${supplies.status}`,
  created_at: sql`${supplies.created_at}`,
  updated_at: sql`${supplies.updated_at}`,
};

export const searchCondition = (search: string | undefined) => {
  const text = search?.trim();
  return text ? sql`${nameKey} LIKE ${containsPattern(text)}` : undefined;
};

/** The server-paged list (DESIGN §4): `{ data, total, page, per_page }`. */
export async function listSupplies(db: Database, query: SupplyPageQuery) {
  const where = searchCondition(query.search);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, total] = await Promise.all([
    selectSupplies(db)
      .where(where)
      .orderBy(direction(sortExpressions[query.sort]), direction(supplies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(supplies, where),
  ]);
  return { data: rows.map(presentSupply), total, page: query.page, per_page: query.per_page };
}

export const SUPPLY_SEARCH_LIMIT = 20;

/** The autocomplete: enabled supplies whose name contains the trimmed text, by name. */
export async function searchSupplies(db: Database, filter: string | undefined) {
  const where = and(eq(supplies.status, 1), searchCondition(filter));
  return db
    .select({
      id: supplies.id,
      name: supplies.name,
      quantity: supplies.quantity,
      unit_of_measurement: supplies.unit_of_measurement,
    })
    .from(supplies)
    .where(where)
    .orderBy(asc(nameOrder), asc(supplies.id))
    .limit(SUPPLY_SEARCH_LIMIT);
}

export async function findSupply(db: Executor, id: number) {
  const [row] = await selectSupplies(db).where(eq(supplies.id, id));
  if (!row) throw notFound(supplyMessages.notFound);
  return presentSupply(row);
}
