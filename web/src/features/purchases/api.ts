import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PurchaseResponse } from '@tintero/domain';
import { api } from '../../lib/api-client';
import type { MonthFilter } from '../../lib/month-filter';
import { supplyKeys } from '../../lib/query-keys';
import { createResource } from '../../lib/resource';

/** Purchases through the CRUD factory: `/v1/purchases`, bodies wrapped in `purchase`. */
export const purchasesResource = createResource<PurchaseResponse, MonthFilter>({
  name: 'purchases',
  path: '/purchases',
  wrapper: 'purchase',
});

const { keys } = purchasesResource;
const byDetailKey = (detailId: number | undefined) => [...keys.all, 'by-detail', detailId] as const;

/** Purchases created in one month (the workshop's zone). */
export const usePurchases = (filter: MonthFilter) => purchasesResource.useList(filter);

export const usePurchase = (id: number | undefined) => purchasesResource.useOne(id);

/** The purchase holding one detail (`GET /v1/purchases/show_by_detail_id/{id}`): the kardex links open it. */
export function usePurchaseByDetail(detailId: number | undefined) {
  return useQuery({
    queryKey: byDetailKey(detailId),
    queryFn: ({ signal }) => api.get<PurchaseResponse>(`/purchases/show_by_detail_id/${detailId}`, { signal }),
    enabled: detailId !== undefined,
  });
}

/** Puts a saved purchase into the caches: its detail, and its row in every month list holding it. */
function storePurchase(client: QueryClient, purchase: PurchaseResponse) {
  client.setQueryData(keys.detail(purchase.id), purchase);
  for (const [key, rows] of client.getQueriesData<PurchaseResponse[]>({ queryKey: keys.lists() })) {
    if (rows?.some((row) => row.id === purchase.id)) {
      client.setQueryData(
        key,
        rows.map((row) => (row.id === purchase.id ? purchase : row)),
      );
    }
  }
}

/** Stock and averages moved: every supplies query (lists, kardex, search) reads again. */
const refreshSupplies = (client: QueryClient) => client.invalidateQueries({ queryKey: supplyKeys.all });

export function useCreatePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.post<PurchaseResponse>('/purchases', { purchase: data }),
    onSuccess: async (purchase) => {
      client.setQueryData(keys.detail(purchase.id), purchase);
      await Promise.all([client.invalidateQueries({ queryKey: keys.lists() }), refreshSupplies(client)]);
    },
  });
}

/** PUT /v1/purchases/{id}: an edit, or a cancel (`status: "cancelled"` with its observation). */
export function useUpdatePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Record<string, unknown> }) =>
      api.put<PurchaseResponse>(`/purchases/${id}`, { purchase: data }),
    onSuccess: async (purchase) => {
      storePurchase(client, purchase);
      client.removeQueries({ queryKey: [...keys.all, 'by-detail'] });
      await refreshSupplies(client);
    },
  });
}
