import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPlace, User } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { activityKeys, machineKeys, userKeys } from '../../lib/query-keys';
import type { ActivityRecord, ActivityWorkers, Definition, Machine } from './types';

/**
 * The 17 activity resources through one set of hooks, keyed by the definition's route (spec part 2
 * §7): `GET /<route>/search_by_production_order/{id}`, `POST /<route>`, `PUT` and `DELETE
 * /<route>/{id}`, and the workers' and finish routes keyed by the class name.
 */

/** An order's activities of one type, in the order they were added; a 404 (no such order) reads as none. */
export async function fetchActivitiesOfOrder(definition: Definition, orderId: number, signal?: AbortSignal): Promise<ActivityRecord[]> {
  return api.get<ActivityRecord[]>(`/${definition.route}/search_by_production_order/${orderId}`, { signal });
}

export function useActivitiesOfOrder(definition: Definition, orderId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: activityKeys.ofOrder(definition, orderId),
    queryFn: ({ signal }) => fetchActivitiesOfOrder(definition, orderId, signal),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** Create (no id) or update one activity; the answer is the stored record. */
export function useSaveActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: Record<string, unknown> }) =>
      id === null
        ? api.post<ActivityRecord>(`/${definition.route}`, { [definition.payloadKey]: data })
        : api.put<ActivityRecord>(`/${definition.route}/${id}`, { [definition.payloadKey]: data }),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.ofType(definition) }),
  });
}

export function useDeleteActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/${definition.route}/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.ofType(definition) }),
  });
}

/** `PUT /activity_users/{ClassName}/{id}/finish`: finishes the whole activity (cannot be undone). */
export function useFinishActivity(definition: Definition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<ActivityRecord>(`/activity_users/${definition.className}/${id}/finish`),
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.ofType(definition) }),
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
