import { queryOptions, useQuery } from '@tanstack/react-query';
import type { About } from '@tintero/domain';
import { api } from './api-client';
import { aboutKey } from './query-keys';

// What `GET /v1/about` answers is the domain's `aboutResponseSchema` (its `About` type): settings of
// the server the screens follow without a rebuild (zone, tolerance, interval limits, contact, API docs).

/** The one query of the server's settings: useAbout, and main.tsx, which starts it with the first download. */
export const aboutQuery = queryOptions({
  queryKey: aboutKey,
  queryFn: ({ signal }) => api.get<About>('/about', { signal }),
  staleTime: Infinity,
});

/** The server's settings, asked once per session (they change only with a restart). */
export function useAbout({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...aboutQuery,
    enabled,
    // A failed answer is not asked again by every screen that reads it: AppTimeZone would cover the
    // app with its spinner each time, and unmount (and so remount, and ask again) the screen below.
    retryOnMount: false,
  });
}
