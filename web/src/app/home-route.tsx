import { lazy, Suspense } from 'react';
import { StaleIntervalsNotice } from '../features/activities/work/stale-intervals';
import { HomePage } from '../features/home/home-page';
import { useSession } from '../lib/session';

// Its own chunk with the charts library: only administrators' Home loads it.
const InsightsSection = lazy(() => import('../features/insights/insights-section'));

/**
 * Home, with what administrators must see every day: intervals left open too long (the activities
 * feature's notice) and the numbers of the month (the insights feature).
 */
export function HomeRoute() {
  const session = useSession();
  if (session?.claims.role !== 'administrator') return <HomePage />;
  return (
    <HomePage>
      <StaleIntervalsNotice />
      <Suspense fallback={null}>
        <InsightsSection />
      </Suspense>
    </HomePage>
  );
}
