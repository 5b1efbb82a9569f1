import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanningResponse, WorkEvent } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { useWorkEvents } from '../../lib/work-events';
import type { ScreenMove } from './plan-model';

export const planningKey = ['planning'] as const;

/**
 * `GET /v1/planning` over the days in view, kept current by the work events (a move elsewhere, a
 * start or a finish: every event changes what is projected) and a slow poll, as the live board.
 */
export function usePlanning(range: { from_date: string; to_date: string } | null) {
  useWorkEvents((_event: WorkEvent | null) => [planningKey]);
  return useQuery({
    queryKey: [...planningKey, range],
    queryFn: ({ signal }) => api.get<PlanningResponse>('/planning', { signal, query: range ?? {} }),
    meta: { background: true },
    refetchInterval: 120_000,
    staleTime: 0,
  });
}

/** `PUT /v1/planning/items/{type}/{id}`; the plan is asked again once saved (or refused). */
export function useMovePlanItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: ScreenMove) =>
      api.put<null>(`/planning/items/${move.activity_type}/${move.activity_id}`, { plan: { lane: move.lane, position: move.position } }),
    onSettled: () => client.invalidateQueries({ queryKey: planningKey }),
  });
}
