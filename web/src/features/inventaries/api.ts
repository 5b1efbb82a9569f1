import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventaryDetailResponse, InventaryResponse, InventarySummaryResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { supplyKeys } from '../../lib/query-keys';
import { createResource } from '../../lib/resource';

/**
 * The inventories through the CRUD factory: list (summaries, newest first), show, create. Closing
 * and deleting say more than the factory's update and delete (stock moves; the answer is the new
 * list), and the counted details live under the same key.
 */
export const inventariesResource = createResource<InventaryResponse, Record<string, never>, InventarySummaryResponse>({
  name: 'inventaries',
  path: '/inventaries',
  wrapper: 'inventary',
});
const keys = {
  ...inventariesResource.keys,
  byDetail: (detailId: number | undefined) => [...inventariesResource.keys.all, 'by-detail', detailId] as const,
  details: (id: number) => [...inventariesResource.keys.all, 'details', id] as const,
};

/** Year then month, newest first (the server's order). */
export const useInventaries = () => inventariesResource.useList();
export const useInventary = (id: number | undefined) => inventariesResource.useOne(id);
export const useCreateInventary = () => inventariesResource.useCreate();

/** The inventory holding one detail: the kardex links of adjustments open it. */
export function useInventaryByDetail(detailId: number | undefined) {
  return useQuery({
    queryKey: keys.byDetail(detailId),
    queryFn: ({ signal }) => api.get<InventaryResponse>(`/inventaries/show_by_detail_id/${detailId}`, { signal }),
    enabled: detailId !== undefined,
  });
}

/** The supplies being counted (`GET /inventaries/{id}/inventary_details`). */
export function useInventaryDetails(id: number) {
  return useQuery({
    queryKey: keys.details(id),
    queryFn: ({ signal }) => api.get<InventaryDetailResponse[]>(`/inventaries/${id}/inventary_details`, { signal }),
  });
}

/** PUT /v1/inventaries/{id}; closing moves stock, so every supplies query reads again too. */
export function useUpdateInventary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Record<string, unknown> }) =>
      api.put<InventaryResponse>(`/inventaries/${id}`, { inventary: data }),
    onSuccess: async (inventary) => {
      client.setQueryData(keys.detail(inventary.id), inventary);
      await client.invalidateQueries({ queryKey: keys.lists() });
      if (inventary.status === 'closed') {
        await Promise.all([
          client.invalidateQueries({ queryKey: keys.details(inventary.id) }),
          client.invalidateQueries({ queryKey: supplyKeys.all }),
        ]);
      }
    },
  });
}

/** DELETE answers the refreshed list, which replaces the one shown. */
export function useDeleteInventary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<InventarySummaryResponse[]>(`/inventaries/${id}`),
    onSuccess: (list, id) => {
      client.removeQueries({ queryKey: keys.detail(id) });
      client.setQueryData(keys.list(), list);
    },
  });
}

/** One counted quantity; the answer replaces its row. */
export function useSaveCount(inventaryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ detailId, quantity }: { detailId: number; quantity: number }) =>
      api.put<InventaryDetailResponse>(`/inventaries/${inventaryId}/inventary_details/${detailId}`, { inventary_detail: { quantity } }),
    onSuccess: async (detail) => {
      client.setQueryData<InventaryDetailResponse[]>(keys.details(inventaryId), (rows) =>
        rows?.map((row) => (row.id === detail.id ? detail : row)),
      );
      // The inventory's own copy of its details (the view) reads again when next shown.
      await client.invalidateQueries({ queryKey: keys.detail(inventaryId), refetchType: 'none' });
    },
  });
}
