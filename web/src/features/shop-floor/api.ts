import { useQuery } from '@tanstack/react-query';
import type { ShopFloorSnapshot, WorkEvent } from '@tintero/domain';
import { api } from '../../lib/api-client';
import { useWorkEvents } from '../../lib/work-events';

export const shopFloorKey = ['shop_floor'] as const;

/**
 * `GET /v1/shop_floor`, kept current by the work events: any event refetches the snapshot (the
 * board shows what the server says, never a sum of events). A slow poll is the safety net of a
 * stream a proxy silently stalled.
 */
export function useShopFloor() {
  useWorkEvents((_event: WorkEvent | null) => [shopFloorKey]);
  return useQuery({
    queryKey: shopFloorKey,
    queryFn: ({ signal }) => api.get<ShopFloorSnapshot>('/shop_floor', { signal }),
    meta: { background: true },
    refetchInterval: 120_000,
    staleTime: 0,
  });
}
