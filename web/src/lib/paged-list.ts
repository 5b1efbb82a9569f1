import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { Page, SortOrder } from '@tintero/domain';

/**
 * The one way to keep a server-paged list's state (ARCHITECTURE "How to write a list"): the page,
 * the sort column and its order, the search text and the list's filters live in the URL, so a list
 * can be bookmarked and shared, a reload shows the same rows, and Back returns to the page before
 * (each page is its own query key: it comes back from the cache). What the URL brings is read with
 * zod: a missing or bad value is its default, never an error. A value equal to its default leaves
 * the URL (`/supplies` is page 1 sorted by name).
 */

/** Spec part 2 §9: a server-side table searches 400 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 400;

/** Each filter's schema; what it reads from the URL's text (`z.coerce`, `commaList`) is its own. */
export type FilterShape = Record<string, z.ZodType>;
export type FilterValues<S extends FilterShape> = { [K in keyof S]: z.output<S[K]> };

/**
 * A filter holding several values (`states=pending,paused`): the URL's text split at its commas,
 * what is not one of them left out; none left is no value (the filter's default).
 */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const items = value.split(',').filter((text) => item.safeParse(text).success);
    return items.length === 0 ? undefined : items;
  }, z.array(item));

/** A day the URL brings (YYYY-MM-DD); anything else is no day. */
export const urlDay = z.iso.date().optional();

export interface SortOptions<Sort extends string> {
  /** The table column (its accessor) each server sort belongs to. */
  columns: Record<string, Sort>;
  initial: { sort: Sort; order: SortOrder };
}

/**
 * A list's sorts: each column named in `sorts` sorts by the server's sort of that name, a column in
 * `renamed` by the one it names; the first sort, ascending, is the list's own order.
 */
export function sortable<Sort extends string>(sorts: readonly [Sort, ...Sort[]], renamed: Record<string, Sort> = {}): SortOptions<Sort> {
  return { columns: { ...Object.fromEntries(sorts.map((sort) => [sort, sort])), ...renamed }, initial: { sort: sorts[0], order: 'asc' } };
}

export interface PagedListOptions<S extends FilterShape, Sort extends string> {
  perPage: number;
  filters?: S;
  sorts?: SortOptions<Sort>;
  /** A search box: its text goes to the URL (and the query) SEARCH_DELAY_MS after the last keystroke. */
  search?: boolean;
  /** The key every page of the list is cached under: `searchAgain` asks it of the server again. */
  queryKey?: readonly unknown[];
}

/** What the list asks the server: page, size, then what is set of sort, search and filters. */
export type PagedQuery<S extends FilterShape, Sort extends string> = { page: number; per_page: number; search?: string } & ([Sort] extends [
  never,
]
  ? unknown
  : { sort: Sort; order: SortOrder }) &
  Partial<FilterValues<S>>;

const PAGE = 'page';
const SORT = 'sort';
const ORDER = 'order';
const SEARCH = 'search';

const pageSchema = z.coerce.number().int().min(1).max(999_999_999).catch(1);
const orderSchema = z.enum(['asc', 'desc']);

/** A filter's value from the URL's text: its schema's reading, else its default (what it reads of nothing). */
function readFilter(schema: z.ZodType, text: string | null): unknown {
  const read = schema.safeParse(text ?? undefined);
  if (read.success) return read.data;
  const fallback = schema.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

const urlText = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  return String(value);
};

/** Drops the filters that say nothing, so they are not sent. */
const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export function usePagedList<S extends FilterShape = Record<never, z.ZodType>, Sort extends string = never>(
  options: PagedListOptions<S, Sort>,
) {
  const { perPage, sorts, search: searchable = false } = options;
  const shape = options.filters;
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();

  const page = pageSchema.parse(params.get(PAGE) ?? undefined);
  const sortColumns = sorts ? Object.values(sorts.columns) : [];
  const urlSort = params.get(SORT);
  const sort = sorts ? (sortColumns.find((column) => column === urlSort) ?? sorts.initial.sort) : undefined;
  const order = sorts ? orderSchema.catch(sorts.initial.order).parse(params.get(ORDER) ?? undefined) : undefined;
  const search = searchable ? (params.get(SEARCH) ?? '').trim() : '';

  const filters = Object.fromEntries(
    Object.entries(shape ?? {}).map(([key, schema]) => [key, readFilter(schema, params.get(key))]),
  ) as FilterValues<S>;

  /** Writes the URL: a value equal to its default (or empty) leaves it; every change but a page starts at page 1. */
  const write = useCallback(
    (changes: Record<string, unknown>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const schema = shape?.[key];
            const text = urlText(value);
            const isDefault = schema ? text === urlText(readFilter(schema, null)) : false;
            if (text === undefined || isDefault) next.delete(key);
            else next.set(key, text);
          }
          if (!(PAGE in changes)) next.delete(PAGE);
          return next;
        },
        { replace },
      );
    },
    [setParams, shape],
  );

  const setPage = useCallback((next: number) => write({ [PAGE]: next > 1 ? next : undefined }), [write]);

  // The search box: what is typed shows at once; the URL takes it once typing stops. Back (the URL
  // changing under the box) puts the URL's text back in it.
  const [typed, setTyped] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setTyped(search);
  }
  const [settled] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (searchable && settled === typed.trim() && settled !== search) write({ [SEARCH]: settled }, true);
  }, [searchable, settled, typed, search, write]);

  const criteria = {
    ...(sorts ? { sort, order } : {}),
    ...(search ? { search } : {}),
    ...defined(filters),
  };
  const query = { page, per_page: perPage, ...criteria } as PagedQuery<S, Sort>;

  const sortAccessor = sorts ? Object.keys(sorts.columns).find((accessor) => sorts.columns[accessor] === sort) : undefined;
  const sortProps = sorts
    ? {
        sortStatus: { columnAccessor: sortAccessor ?? '', direction: order ?? 'asc' },
        onSortStatusChange: (status: { columnAccessor: unknown; direction: SortOrder }) => {
          const next = sorts.columns[String(status.columnAccessor)] ?? sorts.initial.sort;
          const initial = next === sorts.initial.sort && status.direction === sorts.initial.order;
          write({ [SORT]: initial ? undefined : next, [ORDER]: initial ? undefined : status.direction });
        },
      }
    : {};

  return {
    page,
    filters,
    search,
    /** What the server is asked for this page. */
    query,
    /** The sort, search and filters without the page: what an export of the whole list is asked. */
    criteria: criteria as Omit<PagedQuery<S, Sort>, 'page' | 'per_page'>,
    setPage,
    /** New filters (the rest kept) from page 1; `replace` where every keystroke filters (no history entry each). */
    setFilters: (values: Partial<FilterValues<S>>, options: { replace?: boolean } = {}) => write(values, options.replace),
    /**
     * The same search again (a filter form's `onRepeat`): its first page, asked of the server again,
     * since stock moves and times run while people work.
     */
    searchAgain: () => {
      if (!options.queryKey) return;
      void client.invalidateQueries({ queryKey: options.queryKey, refetchType: page > 1 ? 'none' : 'active' });
      if (page > 1) setPage(1);
    },
    /** Every filter, the search and the sort back to their defaults. */
    clear: (options: { replace?: boolean } = {}) => setParams(new URLSearchParams(), { replace: options.replace ?? false }),
    /** Whether the URL holds anything beyond the defaults. */
    isFiltered: params.size > 0,
    /** The search box's value and change (a `TextInput`'s props). */
    searchInput: { value: typed, onChange: (event: { currentTarget: { value: string } }) => setTyped(event.currentTarget.value) },
    /** After a row was removed: a page left empty shows the one before it. */
    removedOne: (rowsOnPage: number | undefined) => {
      if (rowsOnPage === 1 && page > 1) write({ [PAGE]: page - 1 }, true);
    },
    /** The DataTable's rows, paging (and sort) props from the page's query (the rows stay, blurred, while the next page loads). */
    table: <T>(result: { data?: Page<T> | undefined; isFetching: boolean }) => ({
      records: result.data?.data ?? [],
      totalRecords: result.data?.total ?? 0,
      recordsPerPage: perPage,
      page,
      onPageChange: setPage,
      fetching: result.isFetching,
      loaderBackgroundBlur: 1,
      ...sortProps,
    }),
  };
}

export type PagedList = ReturnType<typeof usePagedList>;
