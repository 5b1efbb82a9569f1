import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityResponse, ActivityUserState, Interval, StaleInterval } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { activityKeys, productionOrderKeys, workKeys } from '../../lib/query-keys';
import { intervalsQuery } from '../../lib/work-intervals';
import { activityInDevelopmentQuery, currentActivitiesQuery } from './queries';

/**
 * Operator work (spec part 2 §7 "Activity users and intervals", "Users (operator work)"): the
 * operator's activities and the running one, an activity user's intervals, start, pause,
 * finish_by_user and save_observation, and the administrators' interval editor. The server owns
 * every time: the screens send only what a person says (a quantity, an observation, the editor's
 * start and end).
 */

export type { WorkInterval } from '../../lib/work-intervals';

/**
 * Kept fresh in the background (an administrator may edit the running interval; another tab may
 * pause it) without the screen's loading cover (app/layout ignores `background` queries).
 */
const background = { meta: { background: true }, refetchInterval: 60_000, staleTime: 0 } as const;

/** `GET /users/{id}/current_activities?search=`: the activities the user works on and has not finished. */
export function useCurrentActivities(userId: number, search: string) {
  return useQuery({ ...currentActivitiesQuery(userId, search), ...background });
}

/** `GET /users/{id}/current_activity_in_development`: the activity with the user's running interval, or null. */
export function useActivityInDevelopment(userId: number) {
  return useQuery({ ...activityInDevelopmentQuery(userId), ...background });
}

/** `GET /activity_users/{id}/intervals`, oldest first. */
export function useIntervals(activityUserId: number | null, options: { live?: boolean } = {}) {
  return useQuery({
    ...intervalsQuery(activityUserId ?? 0),
    enabled: activityUserId !== null,
    ...(options.live ? background : { staleTime: 0 }),
  });
}

/** `GET /activity_users/{id}/get_activity`: the activity as its type's route shows it (no money for operators). */
export function useActivityOfWorker(activityUserId: number | null) {
  return useQuery({
    queryKey: workKeys.activity(activityUserId ?? 0),
    queryFn: ({ signal }) => api.get<ActivityResponse>(`/activity_users/${activityUserId}/get_activity`, { signal }),
    enabled: activityUserId !== null,
    staleTime: 0,
  });
}

/** After work moved: the operator's lists, the intervals, and the activities' times and values. */
function useRefreshWork() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: workKeys.all }), client.invalidateQueries({ queryKey: activityKeys.all })]);
}

export type WorkAction = 'start' | 'pause' | 'finish_by_user';

/** Start (or continue), pause or finish one's own work: `POST .../intervals/start`, `PUT .../pause`, `PUT .../finish_by_user`. */
export function useWorkAction() {
  const refresh = useRefreshWork();
  return useMutation({
    mutationFn: ({
      activityUserId,
      action,
      quantityProduced,
    }: {
      activityUserId: number;
      action: WorkAction;
      quantityProduced?: number;
    }) =>
      action === 'start'
        ? api.post<ActivityUserState>(`/activity_users/${activityUserId}/intervals/start`)
        : api.put<ActivityUserState>(`/activity_users/${activityUserId}/intervals/${action}`, { quantity_produced: quantityProduced }),
    // Refused or not, what is shown may be stale: load it again.
    onSettled: refresh,
  });
}

/** `PUT /activity_users/{id}/save_observation`. */
export function useSaveObservation(activityUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (observation: string) => api.put<ActivityUserState>(`/activity_users/${activityUserId}/save_observation`, { observation }),
    // The worker's observation comes with their activities.
    onSuccess: () => client.invalidateQueries({ queryKey: workKeys.all }),
  });
}

/** The interval editor (administrators): create, edit, delete; each moves the activity's and the order's times and costs. */
export function useSaveInterval(activityUserId: number) {
  const refresh = useRefreshWork();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: Record<string, unknown> }) =>
      id === null
        ? api.post<Interval>(`/activity_users/${activityUserId}/intervals`, { interval: data })
        : api.put<Interval>(`/activity_users/${activityUserId}/intervals/${id}`, { interval: data }),
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: productionOrderKeys.all })]),
  });
}

export function useDeleteInterval(activityUserId: number) {
  const refresh = useRefreshWork();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/activity_users/${activityUserId}/intervals/${id}`),
    onSettled: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: productionOrderKeys.all })]),
  });
}

/** `GET /intervals/stale` (administrators): intervals open longer than MAX_OPEN_INTERVAL_HOURS, oldest first. */
export function useStaleIntervals(options: { enabled: boolean }) {
  return useQuery({
    queryKey: workKeys.stale,
    queryFn: ({ signal }) => api.get<StaleInterval[]>('/intervals/stale', { signal }),
    enabled: options.enabled,
    staleTime: 0,
  });
}
