import { StaleIntervalsNotice } from '../features/activities/work/stale-intervals';
import { HomePage } from '../features/home/home-page';
import { useSession } from '../lib/session';

/** Home, with what administrators must see every day: intervals left open too long (the activities feature's notice). */
export function HomeRoute() {
  const session = useSession();
  return <HomePage>{session?.claims.role === 'administrator' ? <StaleIntervalsNotice /> : null}</HomePage>;
}
