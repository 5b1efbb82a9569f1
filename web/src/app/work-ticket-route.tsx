import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

// Administrators only: the code that finds the activity's order is not part of the first download.
// Outside the signed-in layout, so it brings the areas' texts itself (lib/i18n-areas.ts).
const ActivityTicket = lazy(() =>
  Promise.all([import('../features/activities/activity-ticket'), import('../lib/i18n-areas')]).then(([m]) => ({
    default: m.ActivityTicket,
  })),
);

/**
 * A job ticket's URL (/work/{activity_id}, docs/decisions/015): operators land on My dashboard
 * focused on that activity, which says whether it is theirs; administrators on the activity in
 * its order (GET /activities/{id} says which); sellers, who do not work on orders, go Home.
 * It sits inside RequireAuth: someone signed out signs in first and comes back here.
 */
export function WorkTicketRoute() {
  const session = useSession();
  const { activity_id: activityId } = useParams();
  const role = session?.claims.role;
  if (role === 'operator' && activityId) return <Navigate to={paths.myDashboardFocused(activityId)} replace />;
  if (role === 'administrator' && activityId) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ActivityTicket activityId={Number(activityId)} />
      </Suspense>
    );
  }
  return <Navigate to={paths.home} replace />;
}
