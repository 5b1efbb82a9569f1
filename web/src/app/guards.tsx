import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, redirect, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Role } from '@tintero/domain';
import { homePathFor, integerParams, paths, safeRedirect } from '../config/paths';
import { alerts } from '../lib/alerts-store';
import { peekSignOutReason, useSession } from '../lib/session';
import { AppTimeZone } from './app-time-zone';

/** Every route but sign-in needs a session: visitors go to sign-in, with a way back (spec §2); timestamps show in the server's zone. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // Someone who chose to log out starts afresh; a lapsed session comes back to where it was.
    const back = peekSignOutReason() === 'logout' ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn(back)} replace />;
  }
  return (
    <AppTimeZone>
      <Outlet />
    </AppTimeZone>
  );
}

/** A route that lists roles sends every other role to Home (spec part 1 §2), saying why. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (!session || !roles.includes(session.claims.role)) return <HomeForOtherRoles />;
  return <Outlet />;
}

/** Home, with a word on why: an operator following an administrator's link is not left wondering. */
function HomeForOtherRoles() {
  const { t } = useTranslation();
  // Kept through the navigation to Home, which clears the alerts before it lands.
  useEffect(() => void alerts.warning(t('common.messages.notForYourRole'), { keep: true }), [t]);
  return <Navigate to={paths.home} replace />;
}

/** Sign-in while signed in: to the `redirect` query value, else operators to their dashboard, others Home. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirect(params.get('redirect')) ?? homePathFor(session.claims.role)} replace />;
  return <Outlet />;
}

const INT_MAX = 2_147_483_647;

/** Numeric ids are integers (spec part 1 §2): anything else in an id segment goes to Home. */
export function integerParamsLoader({ params }: LoaderFunctionArgs) {
  for (const name of integerParams) {
    const value = params[name];
    if (value === undefined) continue;
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > INT_MAX) throw redirect(paths.home);
  }
  return null;
}
