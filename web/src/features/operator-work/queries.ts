import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActivityInDevelopment, UserActivity } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { workKeys } from '../../lib/query-keys';
import { intervalsQuery } from '../../lib/work-intervals';

/**
 * The operator's work queries, kept apart from the screens (and their hooks, api.ts) so the app
 * layer can start My dashboard's requests with its code instead of after it (issue 14): this file
 * pulls in nothing the first download does not already have.
 */

/** `GET /users/{id}/current_activities?search=`: the activities the user works on and has not finished. */
export const currentActivitiesQuery = (userId: number, search: string) =>
  queryOptions({
    queryKey: workKeys.current(userId, search),
    queryFn: ({ signal }) =>
      api.get<UserActivity[]>(`/users/${userId}/current_activities`, { query: search ? { search } : undefined, signal }),
  });

/** `GET /users/{id}/current_activity_in_development`: the activity with the user's running interval, or null. */
export const activityInDevelopmentQuery = (userId: number) =>
  queryOptions({
    queryKey: workKeys.inDevelopment(userId),
    queryFn: ({ signal }) => api.get<ActivityInDevelopment | null>(`/users/${userId}/current_activity_in_development`, { signal }),
  });

/**
 * What My dashboard first shows, asked at once: the running activity and then its intervals, or
 * the activities to pick from when nothing runs. The screen's own queries join these requests
 * while they are on their way. Failures are left to the screen, which asks again and says so.
 */
export async function prefetchMyDashboard(client: QueryClient, userId: number): Promise<void> {
  let running: ActivityInDevelopment | null;
  try {
    running = await client.fetchQuery(activityInDevelopmentQuery(userId));
  } catch {
    return;
  }
  if (running) await client.prefetchQuery(intervalsQuery(running.activity_user_id));
  else await client.prefetchQuery(currentActivitiesQuery(userId, ''));
}
