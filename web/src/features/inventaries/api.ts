import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventaryDetailResponse, InventaryResponse, InventarySummaryResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';

/** Every query of this feature lives under `inventaries`; a write refreshes what it changes. */
const keys = {
  all: ['inventaries'] as const,
  list: () => ['inventaries', 'list'] as const,
  detail: (id: number | undefined) => ['inventaries', 'detail', id] as const,
  byDetail: (detailId: number | undefined) => ['inventaries', 'by-detail', detailId] as const,
  details: (id: number) => ['inventaries', 'details', id] as const,
};

/** Year then month, newest first (the server's order). */
export function useInventaries() {
  return useQuery({
    queryKey: keys.list(),
    queryFn: ({ signal }) => api.get<InventarySummaryResponse[]>('/inventaries', { signal }),
  });
}

export function useInventary(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get<InventaryResponse>(`/inventaries/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

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

export function useCreateInventary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.post<InventaryResponse>('/inventaries', { inventary: data }),
    onSuccess: async (inventary) => {
      client.setQueryData(keys.detail(inventary.id), inventary);
      await client.invalidateQueries({ queryKey: keys.list() });
    },
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
      await client.invalidateQueries({ queryKey: keys.list() });
      if (inventary.status === 'closed') {
        await Promise.all([
          client.invalidateQueries({ queryKey: keys.details(inventary.id) }),
          client.invalidateQueries({ queryKey: ['supplies'] }),
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
