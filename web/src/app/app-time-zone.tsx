import type { ReactNode } from 'react';
// The lightest entry of the domain: the barrel would bring zod and every schema into the first
// download, format.ts dayjs and its zone plugins.
import { setDisplayTimeZone } from '@tintero/domain/display-zone';
import { PageSpinner } from '../components/spinner';
import { useAbout } from '../lib/about';

/**
 * Signed-in screens show timestamps in the server's APP_TIME_ZONE (`GET /v1/about`), the zone of
 * the Excel export and the month filters, whatever zone the browser's machine is set to. The
 * screens wait for that answer (one request per session, shared with the help dialog); if it
 * fails they go on in the default zone, America/Bogota, rather than not at all.
 */
export function AppTimeZone({ children }: { children: ReactNode }) {
  const about = useAbout();
  // Set during render, before any child formats a timestamp: an effect would run after them.
  if (about.data?.time_zone) setDisplayTimeZone(about.data.time_zone);
  if (about.isPending) return <PageSpinner />;
  return children;
}
