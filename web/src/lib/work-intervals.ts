import { queryOptions } from '@tanstack/react-query';
import type { Interval, OperatorInterval } from '@tintero/domain';
import { api } from './api-client';
import { workKeys } from './query-keys';

/**
 * A worker's intervals on one activity: the one query both the shop floor (operator-work: the
 * running panel, the interval editor) and the order's full activity cards read. Here, not in a
 * feature, because the card is a shared component; it pulls in nothing the first download lacks.
 */

/** An interval as either role receives it: `value` (money) only for administrators. */
export type WorkInterval = OperatorInterval & Partial<Pick<Interval, 'value'>>;

/** `GET /activity_users/{id}/intervals`, oldest first. */
export const intervalsQuery = (activityUserId: number) =>
  queryOptions({
    queryKey: workKeys.intervals(activityUserId),
    queryFn: ({ signal }) => api.get<WorkInterval[]>(`/activity_users/${activityUserId}/intervals`, { signal }),
  });
