import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { alerts } from '../lib/alerts-store';
import { PageSpinner } from '../components/spinner';
import { patterns } from '../config/paths';
import { integerParamsLoader, RedirectIfSignedIn, RequireAuth, RequireRole } from './guards';
import { productionOrderPrintRoute, productionOrderRoutes } from './production-order-routes';
import { inventaryRoutes } from './inventary-routes';
import { purchaseRoutes } from './purchase-routes';
import { quotePrintRoute, quoteRoutes, workshopSettingsRoute } from './quote-routes';
import { reportRoutes } from './report-routes';
import { shopFloorRoutes } from './shop-floor-routes';
import { RouteError } from './route-error';
import { startMyDashboardRequests } from './screen-requests';
import { supplyRoutes } from './supply-routes';
import { timeEstimationRuleRoutes } from './time-estimation-rule-routes';
import { WorkTicketRoute } from './work-ticket-route';

/** A lazily loaded screen: each route is its own chunk, fetched on first visit. */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const notAvailable = screen(() => import('../components/not-available').then((m) => m.NotAvailable));

/** Administrator screens not built yet: each leads to the one "not available yet" page. */
const pendingAdministratorScreens: string[] = [];

const hasParams = (path: string) => path.includes(':');

/** The route table of spec part 1 §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        element: <RedirectIfSignedIn />,
        // The first screen of the day is part of the first download: it opens with no second round of
        // requests, and it needs neither zod nor the domain's schemas (issue 14).
        children: [{ path: patterns.signIn, Component: SignInPage }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in layout is its own chunk: the sign-in screen does not download it.
            lazy: screen(() => import('./layout/app-layout').then((m) => m.AppLayout)),
            children: [
              { index: true, lazy: screen(() => import('./home-route').then((m) => m.HomeRoute)) },
              { path: patterns.myAccount, lazy: screen(() => import('../features/users/my-account-page').then((m) => m.MyAccountPage)) },
              {
                element: <RequireRole roles={['operator']} />,
                children: [
                  {
                    path: patterns.myDashboard,
                    // Its requests start with its code, not after it (issue 14): a static loader runs beside
                    // `lazy`, and only on a visit (the idle prefetch of screens calls `lazy` alone).
                    loader: () => {
                      startMyDashboardRequests();
                      return null;
                    },
                    lazy: screen(() => import('./my-dashboard-route').then((m) => m.MyDashboardRoute)),
                  },
                ],
              },
              { element: <RequireRole roles={['administrator', 'seller']} />, children: quoteRoutes },
              {
                element: <RequireRole roles={['administrator']} />,
                children: [
                  workshopSettingsRoute,
                  {
                    path: patterns.users.list,
                    lazy: screen(() => import('../features/users/users-list-page').then((m) => m.UsersListPage)),
                  },
                  { path: patterns.users.new, lazy: screen(() => import('../features/users/new-user-page').then((m) => m.NewUserPage)) },
                  {
                    path: patterns.users.show,
                    loader: integerParamsLoader,
                    lazy: screen(() => import('../features/users/show-user-page').then((m) => m.ShowUserPage)),
                  },
                  {
                    path: patterns.users.edit,
                    loader: integerParamsLoader,
                    lazy: screen(() => import('../features/users/edit-user-page').then((m) => m.EditUserPage)),
                  },
                  { path: patterns.machines, lazy: screen(() => import('../features/machines/machines-page').then((m) => m.MachinesPage)) },
                  { path: patterns.planning, lazy: screen(() => import('../features/planning/planning-page').then((m) => m.PlanningPage)) },
                  { path: patterns.audit, lazy: screen(() => import('../features/audit/audit-page').then((m) => m.AuditPage)) },
                  ...productionOrderRoutes,
                  ...supplyRoutes,
                  ...purchaseRoutes,
                  ...inventaryRoutes,
                  ...timeEstimationRuleRoutes,
                  ...reportRoutes,
                  ...shopFloorRoutes,
                  ...pendingAdministratorScreens.map((path): RouteObject =>
                    hasParams(path) ? { path, loader: integerParamsLoader, lazy: notAvailable } : { path, lazy: notAvailable },
                  ),
                ],
              },
            ],
          },
          // A job ticket's QR: a redirect only, so no layout or chunk of its own.
          { path: patterns.work, loader: integerParamsLoader, element: <WorkTicketRoute /> },
          // Screens without the signed-in layout (no sidebar or menus).
          { element: <RequireRole roles={['administrator']} />, children: [productionOrderPrintRoute] },
          { element: <RequireRole roles={['administrator', 'seller']} />, children: [quotePrintRoute] },
        ],
      },
      { path: '*', element: <Navigate to={patterns.home} replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Builds the router (tests pass a memory router factory) and clears the alerts before each
 * navigation (spec part 1 §2): when a navigation starts, or, for one that needs nothing loaded,
 * when it lands.
 */
export function createAppRouter(create: (routes: RouteObject[]) => AppRouter = (r) => createBrowserRouter(r)): AppRouter {
  const router = create(routes);
  let handledKey = router.state.location.key;
  router.subscribe((state) => {
    const target = state.navigation.state !== 'idle' && state.navigation.location ? state.navigation.location : state.location;
    if (target.key === handledKey) return;
    handledKey = target.key;
    alerts.clearForNavigation();
  });
  return router;
}
