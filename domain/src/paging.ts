import { z } from 'zod';

/**
 * The contract of a server-paged list (DESIGN §4), once for both ends: what it is asked (page,
 * size, search, a sort column and its direction) and what it answers. Each list's sortable columns
 * are its own constant here; the server maps each to its SQL, the web to its table's columns.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A server-paged list's answer. */
export const pageResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.int(), page: z.int(), per_page: z.int() });
export type Page<T> = { data: T[]; total: number; page: number; per_page: number };

/** What a server-paged list is asked (a type alias, so it is a Record as query filters are). */
export type PageQuery<Sort extends string> = {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort: Sort;
  order: SortOrder;
};

export const SUPPLY_SORTS = [
  'id',
  'name',
  'quantity',
  'unit_of_measurement',
  'unit_value',
  'total_value',
  'stock_minimum',
  'type_supply',
  'status',
  'created_at',
  'updated_at',
] as const;
export type SupplySort = (typeof SUPPLY_SORTS)[number];
export type SupplyPageQuery = PageQuery<SupplySort>;

export const RULE_SORTS = [
  'id',
  'name',
  'activity',
  'time_before_production',
  'estimated_production_time',
  'created_at',
  'updated_at',
] as const;
export type RuleSort = (typeof RULE_SORTS)[number];
export type RulePageQuery = PageQuery<RuleSort>;
