import { z } from 'zod';
import { messages } from './messages';
import { queryText, queryWhole, safeString } from './schema-helpers';
import { SUPPLY_NAME_MAX } from './supplies/schemas';
import { RULE_NAME_MAX } from './time-estimation-rules';

/**
 * The contract of a server-paged list (DESIGN §4), once for both ends: what it is asked (page,
 * size, search, a sort column and its direction) and what it answers. Each list's sortable columns
 * are its own constant here; the server maps each to its SQL, the web to its table's columns.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** How many rows a page of a list holds: at most `max`, `perPage` when the query does not say. */
export interface PageSize {
  max: number;
  perPage: number;
}

/**
 * A page query's `page` (from 1, 1 when absent) and `per_page` (from 1 to `max`, `perPage` when
 * absent), checked: a route's query answers 400 naming the field, a handler's `parseOrThrow` 422.
 */
export const pageFields = ({ max, perPage }: PageSize) => ({
  page: queryWhole(1).default(1),
  per_page: queryWhole(1, max).default(perPage),
});

/**
 * The same two as a route lets them through, any text, to a handler that checks them with
 * `pageFields` (a 422 on the field): only described, for the API description.
 */
export const describedPageFields = (max: number, perPage?: number) => ({
  page: safeString().optional().describe('Página, desde 1 (1 si falta)'),
  per_page: safeString()
    .optional()
    .describe(`Filas por página, hasta ${max}${perPage === undefined ? '' : ` (${perPage} si falta)`}`),
});

/**
 * A sorted list's `search` (at most `searchMax` characters: what it is matched against is never
 * longer), `sort` (one of `sorts`, `defaultSort` when absent) and `order` (`asc` when absent): the
 * page query without its page, as the list's export reads it.
 */
export const listQueryFields = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  options: { defaultSort: Sorts[number]; searchMax: number },
) => ({
  search: queryText(options.searchMax).optional(),
  sort: z.enum(sorts, { error: messages.invalid }).default(options.defaultSort),
  order: z.enum(SORT_ORDERS, { error: messages.invalid }).default('asc'),
});

/** A server-paged, searched and sorted list's query string (`PageQuery<Sort>` once parsed). */
export const pageQuerySchema = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  options: { defaultSort: Sorts[number]; searchMax: number } & PageSize,
) => z.object({ ...pageFields(options), ...listQueryFields(sorts, options) });

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
/** A page of supplies: 10 rows unless asked (at most 100), by name, searched in names. */
export const SUPPLY_PAGE_SIZE: PageSize = { max: 100, perPage: 10 };
export const supplyPageQuerySchema = pageQuerySchema(SUPPLY_SORTS, {
  defaultSort: 'name',
  searchMax: SUPPLY_NAME_MAX,
  ...SUPPLY_PAGE_SIZE,
});

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
/** A page of rules: 10 rows unless asked (at most 100), by name, searched in rule and activity names (never longer than a rule's). */
export const RULE_PAGE_SIZE: PageSize = { max: 100, perPage: 10 };
export const ruleListQueryFields = listQueryFields(RULE_SORTS, { defaultSort: 'name', searchMax: RULE_NAME_MAX });
export const rulePageQuerySchema = z.object({ ...pageFields(RULE_PAGE_SIZE), ...ruleListQueryFields });
