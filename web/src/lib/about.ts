import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** What `GET /v1/about` answers: settings of the server the screens follow without a rebuild. */
export interface About {
  version: string;
  /** CONTACT_EMAIL, shown in the help dialog. */
  contact_email: string;
  /** TIME_OVERRUN_TOLERANCE_SECONDS: time spent shows yellow up to this far over the estimate, red beyond. */
  time_overrun_tolerance_seconds: number;
  /** APP_TIME_ZONE: timestamps show in it, as in the Excel export (see app/app-time-zone.tsx). */
  time_zone: string;
  /** MAX_OPEN_INTERVAL_HOURS: intervals open longer than this are flagged to administrators. */
  max_open_interval_hours?: number;
  /** API_DOCS: /v1/docs is served (the help dialog links administrators to it). */
  api_docs?: boolean;
  /** MAX_INTERVAL_HOURS: the interval editor refuses an interval longer than this. */
  max_interval_hours?: number;
}

/** The one query of the server's settings: useAbout, and main.tsx, which starts it with the first download. */
export const aboutQuery = queryOptions({
  queryKey: ['about'],
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
