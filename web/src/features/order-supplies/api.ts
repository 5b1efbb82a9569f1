import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';
import type { ExternalService, MovementRecord, MovementRecordKind } from './types';

/** Body wrapper of each kind of record (DESIGN §4). */
export const recordWrapper: Record<MovementRecordKind, string> = { supplies_used: 'supply_used', leftovers: 'leftover' };

export const recordsKey = (orderId: number, kind: MovementRecordKind) => ['order_supplies', orderId, kind] as const;
export const externalServicesKey = (orderId: number) => ['order_supplies', orderId, 'external_services'] as const;
/** Every query of the supplies screens (stock, kardex, searches) lives under this key. */
const SUPPLIES_KEY = ['supplies'] as const;

const recordsPath = (orderId: number, kind: MovementRecordKind) => `/production_orders/${orderId}/${kind}`;

export function useMovementRecords(orderId: number, kind: MovementRecordKind) {
  return useQuery({
    queryKey: recordsKey(orderId, kind),
    queryFn: ({ signal }) => api.get<MovementRecord[]>(recordsPath(orderId, kind), { signal }),
  });
}

/** After a change: the records, and every supply screen (the stock and the kardex moved). */
function useAfterRecordChange(orderId: number, kind: MovementRecordKind) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: recordsKey(orderId, kind) }),
      client.invalidateQueries({ queryKey: SUPPLIES_KEY }),
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
    queryKey: externalServicesKey(orderId),
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
    onSuccess: () => client.invalidateQueries({ queryKey: externalServicesKey(orderId) }),
  });
}

export function useDeleteExternalService(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<ExternalService>(`${servicesPath(orderId)}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: externalServicesKey(orderId) }),
  });
}
