import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  BOARD_FIRST_ITEMS,
  BOARD_LANE_PAGE,
  type BoardFold,
  type ShopFloorLanePage,
  type ShopFloorSnapshot,
  type WorkEvent,
} from '@tintero/domain';
import { api } from '../../lib/api-client';
import { useWorkEvents } from '../../lib/work-events';
import type { BoardFilters } from './board-filters';

export const shopFloorKey = ['shop_floor'] as const;

/** The filters as the server reads them (docs/decisions/032): it applies them, so its counts are those shown. */
const serverFilters = (filters: BoardFilters) => ({
  operator: filters.operator ?? undefined,
  order: filters.order.trim() || undefined,
});

/**
 * `GET /v1/shop_floor`, kept current by the work events: any event refetches the board and every
 * lane opened further (all under `shopFloorKey`; the board shows what the server says, never a sum
 * of events). A slow poll is the safety net of a stream a proxy silently stalled. While new filters
 * are asked, the board filtered before stays (no blank between keystrokes).
 */
export function useShopFloor(filters: BoardFilters) {
  useWorkEvents((_event: WorkEvent | null) => [shopFloorKey]);
  return useQuery({
    queryKey: [...shopFloorKey, 'board', filters],
    queryFn: ({ signal }) =>
      api.get<ShopFloorSnapshot>('/shop_floor', { signal, query: { machine: filters.lane ?? undefined, ...serverFilters(filters) } }),
    meta: { background: true },
    placeholderData: keepPreviousData,
    refetchInterval: 120_000,
    staleTime: 0,
  });
}

/**
 * The rest of a lane's paused or pending activities, after the first ones the board carries,
 * `BOARD_LANE_PAGE` at a time from the server; asked only once "Ver más" is tapped (`enabled`).
 */
export function useLaneRest(lane: string, fold: BoardFold, filters: BoardFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...shopFloorKey, 'lane', lane, fold, serverFilters(filters)],
    queryFn: ({ signal, pageParam }) =>
      api.get<ShopFloorLanePage>(`/shop_floor/lanes/${lane}`, {
        signal,
        query: { status: fold, offset: pageParam, limit: BOARD_LANE_PAGE, ...serverFilters(filters) },
      }),
    initialPageParam: BOARD_FIRST_ITEMS,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    meta: { background: true },
    enabled,
  });
}
