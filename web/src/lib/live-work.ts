import type { QueryKey } from '@tanstack/react-query';
import type { WorkEvent } from '@tintero/domain';
import { activityKeys, workKeys } from './query-keys';
import { useWorkEvents } from './work-events';

/**
 * What a work event (lib/work-events) makes stale: the worker's lists and running activity, the
 * activity user's intervals and activity, the open-too-long notice and the order screens'
 * activities; on a (re)connection, everything of work, since nothing missed is replayed.
 */
export function liveWorkKeys(event: WorkEvent | null): QueryKey[] {
  if (!event) return [workKeys.all, activityKeys.all];
  const worker = event.user_id ?? undefined;
  const activityUser = event.activity_user_id ?? undefined;
  return [
    activityKeys.all,
    workKeys.stale,
    workKeys.current(worker),
    workKeys.inDevelopment(worker),
    workKeys.intervals(activityUser),
    workKeys.activity(activityUser),
  ];
}

/** Keeps the screen's work current with what others do (another tab, an administrator, a colleague on the activity). */
export const useLiveWork = () => useWorkEvents(liveWorkKeys);
