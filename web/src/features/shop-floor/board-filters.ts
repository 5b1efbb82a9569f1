import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BOARD_LANE_KEY, BOARD_ORDER_MAX } from '@tintero/domain';

/** The filters in the URL: a lane, an operator (user id) and an order (its number, else part of its reference). */
export interface BoardFilters {
  lane: string | null;
  operator: number | null;
  order: string;
}

/** The URL's filters (`machine`, `operator`, `order`): a missing or bad value is no filter, never an error. */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const lane = params.get('machine');
  const operator = Number(params.get('operator'));
  return {
    lane: lane && BOARD_LANE_KEY.test(lane) ? lane : null,
    operator: Number.isSafeInteger(operator) && operator > 0 && operator <= 2_147_483_647 ? operator : null,
    order: (params.get('order') ?? '').slice(0, BOARD_ORDER_MAX),
  };
}

/**
 * The board's filters, kept in the URL so a reload (or a wall screen's bookmark) keeps them; the
 * server applies them (api.ts). Each change replaces the URL's entry: filtering is not a navigation
 * Back should step through.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBoardFilters(params), [params]);
  // The URL as last written here: a change made right after another (a machine picked, then the
  // order typed at once) starts from it, not from the URL of the last render, which is still the
  // one before while the first change renders (the router renders it in a transition).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const set = useCallback(
    (change: Partial<Record<'machine' | 'operator' | 'order', string | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const clear = useCallback(() => set({ machine: null, operator: null, order: null }), [set]);
  const active = filters.lane !== null || filters.operator !== null || filters.order.trim() !== '';
  return { filters, set, clear, active };
}
