import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { createResource } from '../../lib/resource';
import type { MonthFilter, ProductionOrder, ProductionOrderInput, ProductionOrderListRow, ShortProductionOrder } from './types';

/** Production orders through the CRUD factory: `/v1/production_orders`, bodies wrapped in `production_order`. */
export const productionOrdersResource = createResource<ProductionOrder, MonthFilter, ProductionOrderListRow>({
  name: 'production_orders',
  path: '/production_orders',
  wrapper: 'production_order',
});

const { keys } = productionOrdersResource;
const shortKey = (id: number | undefined) => [...keys.all, 'short', id] as const;

/** One order, asked before its screen draws (app/screen-requests.ts). */
export const prefetchProductionOrder = (client: QueryClient, id: number) => client.prefetchQuery(productionOrdersResource.oneQuery(id));

/** Orders created in one month (the workshop's time zone), newest first, no paging. */
export const useProductionOrders = (filter: MonthFilter) => productionOrdersResource.useList(filter);

export const useProductionOrder = (id: number | undefined) => productionOrdersResource.useOne(id);

export const useCreateProductionOrder = () => productionOrdersResource.useCreate<ProductionOrderInput>();

/** Puts a saved order into the caches: its detail, and its row in every month list holding it. */
export function storeOrder(client: QueryClient, order: ProductionOrder) {
  client.setQueryData(keys.detail(order.id), order);
  for (const [key, rows] of client.getQueriesData<ProductionOrderListRow[]>({ queryKey: keys.lists() })) {
    if (rows?.some((row) => row.id === order.id)) {
      client.setQueryData(
        key,
        rows.map((row) => (row.id === order.id ? order : row)),
      );
    }
  }
}

export function useStoreOrder() {
  const client = useQueryClient();
  return useCallback((order: ProductionOrder) => storeOrder(client, order), [client]);
}

/** Reloads an order (after something under it moved its costs) and the month lists. */
export function useRefreshOrder(id: number) {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: keys.detail(id) }), client.invalidateQueries({ queryKey: keys.lists() })]);
  }, [client, id]);
}

/**
 * PUT /v1/production_orders/{id}. It leaves the caches alone: the screen says "updated" first and
 * then stores the answer (`useStoreOrder`), since storing a finished order sends the edit screen
 * to the detail view and the message must be raised before that navigation.
 */
export function useUpdateProductionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: ProductionOrderInput }) =>
      api.put<ProductionOrder>(`${productionOrdersResource.path}/${id}`, { production_order: data }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.lists(), refetchType: 'none' }),
  });
}

/** Cancelling is a PUT with status cancelled (spec part 1 §4, §7). */
export function useCancelProductionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<ProductionOrder>(`${productionOrdersResource.path}/${id}`, { production_order: { status: 'cancelled' } }),
    onSuccess: async (order) => {
      storeOrder(client, order);
      await client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** PUT /v1/production_orders/{id}/recalculate_costs: the order's costs and times from scratch. */
export function useRecalculateCosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<ProductionOrder>(`${productionOrdersResource.path}/${id}/recalculate_costs`),
    onSuccess: (order) => storeOrder(client, order),
  });
}

function shortOf(order: ProductionOrder | ShortProductionOrder): ShortProductionOrder {
  const { id, reference, client, quantity, delivery_day, observation, status } = order;
  return { id, reference, client, quantity, delivery_day, observation, status };
}

/**
 * The operator view of an order (`GET /v1/production_orders/{id}/short`). An order already in the
 * cache with the same id is used directly (spec part 1 §7).
 */
export function useShortProductionOrder(id: number | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: shortKey(id),
    queryFn: ({ signal }) => api.get<ShortProductionOrder>(`${productionOrdersResource.path}/${id}/short`, { signal }).then(shortOf),
    enabled: id !== undefined,
    initialData: () => {
      const cached = client.getQueryData<ProductionOrder>(keys.detail(id));
      return cached ? shortOf(cached) : undefined;
    },
  });
}
