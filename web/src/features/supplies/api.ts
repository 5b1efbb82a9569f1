import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, API_PREFIX, ApiError, serializeQuery, type ApiErrorBody } from '../../lib/api-client';
import { createResource } from '../../lib/resource';
import { getSession, signOut } from '../../lib/session';
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
export const kardexKey = (supplyId: number, range: DateRange) => ['supplies', 'kardex', supplyId, range] as const;
export const historyKey = (range: DateRange & { supply_id?: number }) => ['supplies', 'history', range] as const;
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

/** One supply's kardex, newest first; dates optional. */
export function useKardex(supplyId: number, range: DateRange) {
  return useQuery({
    queryKey: kardexKey(supplyId, range),
    queryFn: ({ signal }) => api.get<KardexEntry[]>('/kardexes', { query: { supply_id: supplyId, ...range }, signal }),
  });
}

/** Movements of every supply (or one) in a range; both dates required, so the query waits for them. */
export function useSuppliesHistory(filter: (Required<DateRange> & { supply_id?: number }) | null) {
  return useQuery({
    queryKey: historyKey(filter ?? {}),
    queryFn: ({ signal }) => api.get<SupplyHistoryEntry[]>('/supplies/history', { query: filter!, signal }),
    enabled: filter !== null,
  });
}

export function useConsolidatedKardex(filter: (Required<DateRange> & { supply_id?: number }) | null) {
  return useQuery({
    queryKey: consolidatedKey(filter ?? {}),
    queryFn: ({ signal }) => api.get<ConsolidatedKardexRow[]>('/kardexes/consolidated', { query: filter!, signal }),
    enabled: filter !== null,
  });
}

/**
 * `GET /v1/supplies/export_to_excel`: a streamed .xlsx. The API client reads JSON, so this one
 * call fetches by hand (same token, same 401 rule) and hands back the file.
 */
export async function fetchSuppliesWorkbook(search: string | undefined): Promise<{ blob: Blob; filename: string }> {
  const session = getSession();
  const headers: Record<string, string> = {};
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/supplies/export_to_excel${serializeQuery(search ? { search } : undefined)}`, { headers });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    if (response.status === 401 && session) signOut('unauthorized');
    let body: ApiErrorBody | undefined;
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'insumos.xlsx';
  return { blob: await response.blob(), filename };
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
