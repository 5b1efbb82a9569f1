import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KARDEX_PAGE_LENGTH, type TableFormat } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { createResource } from '../../lib/resource';
import { fetchTableFile } from '../../lib/table-download';
import type {
  ConsolidatedKardexRow,
  DateRange,
  DeletedSupply,
  KardexEntry,
  Page,
  Supply,
  SupplyHistoryEntry,
  SupplyPageQuery,
} from './types';

/**
 * Supplies through the CRUD factory: `/v1/supplies`, bodies wrapped in `supply`. Every query of
 * this feature (pages, kardex, history, consolidated) lives under the `supplies` key, so one
 * invalidation of `['supplies']` (after a movement elsewhere) refreshes them all.
 */
export const suppliesResource = createResource<Supply, SupplyPageQuery>({ name: 'supplies', path: '/supplies', wrapper: 'supply' });

const { keys } = suppliesResource;
export const kardexKey = (supplyId: number, query?: LedgerQuery & { page: number }) =>
  query ? (['supplies', 'kardex', supplyId, query] as const) : (['supplies', 'kardex', supplyId] as const);
export const historyKey = (query?: (LedgerQuery & { page: number }) | Record<string, never>) =>
  query ? (['supplies', 'history', query] as const) : (['supplies', 'history'] as const);

/** Both dates (at most LEDGER_RANGE_MAX_DAYS apart) and, for the history, the supply chosen. */
export type LedgerQuery = Required<DateRange> & { supply_id?: number };
export const consolidatedKey = (range: DateRange & { supply_id?: number }) => ['supplies', 'consolidated', range] as const;

/** One page of `GET /v1/supplies` (server-side paging, search and sort); the last page stays shown while the next loads. */
export function useSuppliesPage(query: SupplyPageQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.get<Page<Supply>>('/supplies', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSupply = suppliesResource.useOne;
export const useCreateSupply = () => suppliesResource.useCreate<Record<string, unknown>>();
export const useUpdateSupply = () => suppliesResource.useUpdate<Record<string, unknown>>();

/** DELETE: removes a supply nothing refers to; disables one with movements (`deleted: false`). */
export function useDeleteSupply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<DeletedSupply>(`/supplies/${id}`),
    onSuccess: async (supply) => {
      if (supply.deleted) client.removeQueries({ queryKey: keys.detail(supply.id) });
      else client.setQueryData(keys.detail(supply.id), supply);
      await client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/**
 * One page of one supply's kardex in a range, newest first (`GET /v1/kardexes`, server-paged, 100 a
 * page); the page shown stays while the next loads. `null` while the range cannot be asked.
 */
export function useKardex(supplyId: number, query: (Required<DateRange> & { page: number }) | null) {
  return useQuery({
    queryKey: kardexKey(supplyId, query ?? { from_date: '', to_date: '', page: 0 }),
    queryFn: ({ signal }) =>
      api.get<Page<KardexEntry>>('/kardexes', { query: { supply_id: supplyId, ...query, per_page: KARDEX_PAGE_LENGTH }, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One page (25) of the movements of every supply (or one) in a range; `null` (no range searched yet) asks nothing. */
export function useSuppliesHistory(query: (LedgerQuery & { page: number; per_page: number }) | null) {
  return useQuery({
    queryKey: historyKey(query ?? {}),
    queryFn: ({ signal }) => api.get<Page<SupplyHistoryEntry>>('/supplies/history', { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useConsolidatedKardex(filter: (Required<DateRange> & { supply_id?: number }) | null) {
  return useQuery({
    queryKey: consolidatedKey(filter ?? {}),
    queryFn: ({ signal }) => api.get<ConsolidatedKardexRow[]>('/kardexes/consolidated', { query: filter!, signal }),
    enabled: filter !== null,
  });
}

/** `GET /v1/supplies/export_to_excel`: every supply the search finds, in name order. */
export const fetchSuppliesExport = (search: string | undefined, format: TableFormat) =>
  fetchTableFile('/supplies/export_to_excel', search ? { search } : undefined, format, 'insumos');

/** Every page of the supplies history searched (`GET /v1/supplies/history/export_to_excel`). */
export const fetchHistoryExport = (filter: LedgerQuery, format: TableFormat) =>
  fetchTableFile('/supplies/history/export_to_excel', filter, format, 'historial-de-insumos');

/** Every page of one supply's kardex in the range (`GET /v1/kardexes/export_to_excel`). */
export const fetchKardexExport = (supplyId: number, range: Required<DateRange>, format: TableFormat) =>
  fetchTableFile('/kardexes/export_to_excel', { supply_id: supplyId, ...range }, format, 'kardex');
