import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActivityPlace, OrderActivities, User } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { activityKeys, machineKeys, userKeys } from '../../lib/query-keys';
import type { ActivityRecord, ActivityWorkers, Definition, Machine } from './types';

/**
 * The 17 activity resources through one set of hooks, keyed by the definition's route (spec part 2
 * §7): `POST /<route>`, `PUT` and `DELETE /<route>/{id}`, and the workers' and finish routes keyed
 * by the class name. An order's screens read all its activities in one request,
 * `GET /production_orders/{id}/activities` (docs/decisions/038).
 */

/** Every activity of an order, a list per type under its route, each in the order they were added. */
export async function fetchOrderActivities(orderId: number, signal?: AbortSignal): Promise<OrderActivities> {
  return api.get<OrderActivities>(`/production_orders/${orderId}/activities`, { signal });
}

/** A type's activities out of the order's answer (none while it loads). */
export const activitiesOfType = (activities: OrderActivities | undefined, definition: Definition): ActivityRecord[] =>
  activities?.[definition.route] ?? [];

/**
 * The order's activities of every type in one request, which the detail view's sections, the
 * edit screen's lists and their cards share; every write of an activity refreshes it.
 */
export function useOrderActivities(orderId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: activityKeys.ofOrder(orderId),
    queryFn: ({ signal }) => fetchOrderActivities(orderId, signal),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** After a write of an activity: its type's queries (workers included) and every order's activities. */
const refreshActivities = (client: QueryClient, definition: Definition) =>
  Promise.all([
    client.invalidateQueries({ queryKey: activityKeys.ofType(definition) }),
    client.invalidateQueries({ queryKey: activityKeys.ofOrders() }),
  ]);

/** Create (no id) or update one activity; the answer is the stored record. */
export function useSaveActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: Record<string, unknown> }) =>
      id === null
        ? api.post<ActivityRecord>(`/${definition.route}`, { [definition.payloadKey]: data })
        : api.put<ActivityRecord>(`/${definition.route}/${id}`, { [definition.payloadKey]: data }),
    onSuccess: () => refreshActivities(client, definition),
  });
}

export function useDeleteActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/${definition.route}/${id}`),
    onSettled: () => refreshActivities(client, definition),
  });
}

/** `PUT /activity_users/{ClassName}/{id}/finish`: finishes the whole activity (cannot be undone). */
export function useFinishActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<ActivityRecord>(`/activity_users/${definition.className}/${id}/finish`),
    onSettled: () => refreshActivities(client, definition),
  });
}

export interface WorkerOption {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * Who may work on an activity: its workers and the enabled operators not in it
 * (`GET /activity_users/{ClassName}/{id}/users`). A new activity has no id for that route yet, so
 * its choices are the enabled operators (`GET /users?enabled=true`), the same set.
 */
export function useWorkerOptions(definition: Definition, id: number | null, options: { enabled: boolean }) {
  const existing = useQuery({
    queryKey: activityKeys.workers(definition, id),
    queryFn: ({ signal }) => api.get<ActivityWorkers>(`/activity_users/${definition.className}/${id}/users`, { signal }),
    enabled: options.enabled && id !== null,
    staleTime: 0,
  });
  const operators = useQuery({
    // The users feature's key for the same list, so both share one cache entry.
    queryKey: userKeys.list({ enabled: true }),
    queryFn: ({ signal }) => api.get<User[]>('/users', { query: { enabled: true }, signal }),
    enabled: options.enabled && id === null,
    staleTime: 0,
  });
  if (id !== null) {
    const data: WorkerOption[] | undefined = existing.data
      ? [...existing.data.users_in_the_activity, ...existing.data.available_users].map(({ id: userId, first_name, last_name }) => ({
          id: userId,
          first_name,
          last_name,
        }))
      : undefined;
    return { data, isLoading: existing.isLoading, error: existing.error };
  }
  const data: WorkerOption[] | undefined = operators.data
    ?.filter((user) => user.role === 'operator' && user.enabled)
    .map(({ id: userId, first_name, last_name }) => ({ id: userId, first_name, last_name }));
  return { data, isLoading: operators.isLoading, error: operators.error };
}

export function useMachines(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: machineKeys.list(),
    queryFn: ({ signal }) => api.get<Machine[]>('/machines', { signal }),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}

/** `GET /activities/{id}` (administrators): an activity's type and order, from its id alone (a job ticket). */
export function useActivityPlace(id: number) {
  return useQuery({
    queryKey: [...activityKeys.all, 'place', id],
    queryFn: ({ signal }) => api.get<ActivityPlace>(`/activities/${id}`, { signal }),
    retry: false,
  });
}
