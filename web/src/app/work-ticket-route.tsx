import { Navigate, useParams } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * A job ticket's URL (/work/{activity_id}, docs/decisions/015): operators land on My dashboard
 * focused on that activity, which says whether it is theirs. Nobody else works from a ticket, and
 * no route finds an activity's order from its id alone, so administrators and sellers go Home.
 * It sits inside RequireAuth: someone signed out signs in first and comes back here.
 */
export function WorkTicketRoute() {
  const session = useSession();
  const { activity_id: activityId } = useParams();
  if (session?.claims.role === 'operator' && activityId) return <Navigate to={paths.myDashboardFocused(activityId)} replace />;
  return <Navigate to={paths.home} replace />;
}
