import { useQueries, useQuery } from '@tanstack/react-query';
import { catalogues as seededCatalogues, type AnyActivityDefinition, type CatalogueItem } from '@tintero/domain';
import { api, isApiError } from './api-client';
import { useErrorAlert } from './screen-hooks';

/**
 * The seeded lists (`GET /v1/items?list_name=`: document types, supply types, the activities'
 * kinds), fetched one way for every screen: one query per list, kept for the session, the seeded
 * entries standing in until the server answers.
 */

/** An entry of a seeded list as the server answers it (`@tintero/domain`); forms store its `key` (users its `value`). */
export type { CatalogueItem };

/** Lists of items by list name, for showing an item's value instead of its key. */
export type Catalogues = Readonly<Record<string, readonly { key: string; value: string }[] | undefined>>;

export const catalogueKey = (list: string) => ['items', list] as const;

export function fetchCatalogue(list: string, signal?: AbortSignal) {
  return api.get<CatalogueItem[]>('/items', { query: { list_name: list }, signal });
}

const seededItems = (list: string): CatalogueItem[] | undefined =>
  seededCatalogues[list]?.map((item, index) => ({ id: -(index + 1), list_id: 0, ...item }));

/**
 * One list, sorted by value by the server. With `errorText`, a failure is told (the seeded entries
 * still stand in, so the form keeps working).
 */
export function useCatalogue(list: string | undefined, options: { errorText?: string } = {}): readonly CatalogueItem[] {
  const query = useQuery({
    queryKey: catalogueKey(list ?? ''),
    queryFn: ({ signal }) => fetchCatalogue(list!, signal),
    enabled: list !== undefined,
    staleTime: Infinity,
    placeholderData: list ? seededItems(list) : undefined,
  });
  useErrorAlert(options.errorText ? query.error : null, options.errorText ?? '');
  return query.data ?? (list && query.isError ? (seededItems(list) ?? []) : []);
}

/** Several lists at once (a table's columns), the seeded entries until each answers. */
export function useCatalogues(lists: readonly string[]): Catalogues {
  const unique = [...new Set(lists)];
  const results = useQueries({
    queries: unique.map((list) => ({ queryKey: catalogueKey(list), queryFn: () => fetchCatalogue(list), staleTime: Infinity })),
  });
  return Object.fromEntries(unique.map((list, index) => [list, results[index]?.data ?? seededCatalogues[list]]));
}

/** Several lists outside the query cache (the print view's one load); a refused list falls back to its seeded entries. */
export async function fetchCatalogues(lists: readonly string[], signal?: AbortSignal): Promise<Catalogues> {
  const unique = [...new Set(lists)];
  const loaded = await Promise.all(
    unique.map((list) =>
      fetchCatalogue(list, signal).catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        return seededCatalogues[list];
      }),
    ),
  );
  return Object.fromEntries(unique.map((list, index) => [list, loaded[index]]));
}

/** The lists an activity type's catalogue fields use, by name (`types_of_prepress`, ...). */
export const catalogueListsOf = (definition: AnyActivityDefinition): string[] => [
  ...new Set(definition.formFields.flatMap((entry) => (entry.field.kind === 'catalogue' ? [entry.field.list] : []))),
];
