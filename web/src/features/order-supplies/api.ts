import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';
import { orderSupplyKeys, supplyKeys } from '../../lib/query-keys';
import type { ExternalService, MovementRecord, MovementRecordKind } from './types';

/** Body wrapper of each kind of record (DESIGN §4). */
export const recordWrapper: Record<MovementRecordKind, string> = { supplies_used: 'supply_used', leftovers: 'leftover' };

const recordsPath = (orderId: number, kind: MovementRecordKind) => `/production_orders/${orderId}/${kind}`;

/** An order's records of one kind: the tab's query, and what the edit screen asks ahead of it. */
export const movementRecordsQuery = (orderId: number, kind: MovementRecordKind) =>
  queryOptions({
    queryKey: orderSupplyKeys.records(orderId, kind),
    queryFn: ({ signal }) => api.get<MovementRecord[]>(recordsPath(orderId, kind), { signal }),
  });

export function useMovementRecords(orderId: number, kind: MovementRecordKind) {
  return useQuery(movementRecordsQuery(orderId, kind));
}

/** After a change: the records, and every supply screen (the stock and the kardex moved). */
function useAfterRecordChange(orderId: number, kind: MovementRecordKind) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: orderSupplyKeys.records(orderId, kind) }),
      client.invalidateQueries({ queryKey: supplyKeys.all }),
    ]);
  };
}

export type MovementRecordInput = { supply_id?: number; quantity?: number };

export function useSaveMovementRecord(orderId: number, kind: MovementRecordKind) {
  const after = useAfterRecordChange(orderId, kind);
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: MovementRecordInput }) =>
      id === undefined
        ? api.post<MovementRecord>(recordsPath(orderId, kind), { [recordWrapper[kind]]: data })
        : api.put<MovementRecord>(`${recordsPath(orderId, kind)}/${id}`, { [recordWrapper[kind]]: data }),
    onSuccess: after,
  });
}

export function useDeleteMovementRecord(orderId: number, kind: MovementRecordKind) {
  const after = useAfterRecordChange(orderId, kind);
  return useMutation({
    mutationFn: (id: number) => api.delete<MovementRecord>(`${recordsPath(orderId, kind)}/${id}`),
    onSuccess: after,
  });
}

const servicesPath = (orderId: number) => `/production_orders/${orderId}/external_services`;

/**
 * An order's external services. A 404 means none (spec part 2 §8: ignored silently); any other
 * failure is only logged, and the list shows empty.
 */
export function useExternalServices(orderId: number) {
  return useQuery({
    queryKey: orderSupplyKeys.externalServices(orderId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ExternalService[]>(servicesPath(orderId), { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
  });
}

export function useSaveExternalService(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: Record<string, unknown> }) =>
      id === undefined
        ? api.post<ExternalService>(servicesPath(orderId), { external_service: data })
        : api.put<ExternalService>(`${servicesPath(orderId)}/${id}`, { external_service: data }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderSupplyKeys.externalServices(orderId) }),
  });
}

export function useDeleteExternalService(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<ExternalService>(`${servicesPath(orderId)}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: orderSupplyKeys.externalServices(orderId) }),
  });
}
