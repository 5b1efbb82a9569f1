import type { Role } from '@tintero/domain';

/**
 * Every URL of the app, in one place (spec part 1 §2). `patterns` are the router's paths;
 * `paths` build concrete links. Screens link only through these.
 */
export const patterns = {
  signIn: '/sign_in',
  home: '/',
  myAccount: '/my_account',
  myDashboard: '/my_dashboard',
  shopFloor: '/shop_floor',
  /** Planning (issue 25): the machines' weeks projected. */
  planning: '/planning',
  /** The audit trail (issue 15): its filters in the query string. */
  audit: '/audit',
  /** A job ticket's QR (docs/decisions/015): only the activity's id. */
  work: '/work/:activity_id',
  users: {
    list: '/users',
    new: '/users/new',
    show: '/users/:id',
    edit: '/users/:id/edit',
  },
  productionOrders: {
    list: '/production_orders',
    new: '/production_orders/new',
    show: '/production_orders/:id',
    edit: '/production_orders/:id/edit',
    print: '/production_orders/:id/print',
  },
  supplies: {
    list: '/supplies',
    new: '/supplies/new',
    history: '/supplies/history',
    show: '/supplies/:id',
    edit: '/supplies/:id/edit',
  },
  kardexSearch: '/Kardex/Search',
  machines: '/machines',
  purchases: {
    list: '/purchases',
    new: '/purchases/new',
    show: '/purchases/:id',
    edit: '/purchases/:id/edit',
    detail: '/purchases/:id/purchase_details/:purchase_detail_id',
  },
  activities: {
    list: '/activities',
    filtered: '/activities/:user_id/:from_date/:to_date',
  },
  consolidatedActivities: {
    list: '/consolidated_activities',
    filtered: '/consolidated_activities/:from_date/:to_date',
  },
  inventaries: {
    list: '/inventaries',
    new: '/inventaries/new',
    show: '/inventaries/:id',
    edit: '/inventaries/:id/edit',
    detail: '/inventaries/:id/inventary_details/:inventary_detail_id',
  },
  /** Quotes (DESIGN §12.1): sellers' and administrators'. */
  quotes: {
    list: '/quotes',
    new: '/quotes/new',
    show: '/quotes/:id',
    print: '/quotes/:id/print',
  },
  /** The workshop's settings (administrators). */
  workshopSettings: '/settings/workshop',
  timeEstimationRules: {
    list: '/settings/time_estimation_rules',
    new: '/settings/time_estimation_rules/new',
    show: '/settings/time_estimation_rules/:time_estimation_rule_id',
  },
} as const;

/** Route parameters that must be integers; anything else redirects to Home. */
export const integerParams = [
  'id',
  'user_id',
  'purchase_detail_id',
  'inventary_detail_id',
  'time_estimation_rule_id',
  'activity_id',
] as const;

type Id = number | string;

export const paths = {
  signIn: (redirect?: string) => (redirect ? `${patterns.signIn}?${new URLSearchParams({ redirect }).toString()}` : patterns.signIn),
  home: patterns.home,
  myAccount: patterns.myAccount,
  myDashboard: patterns.myDashboard,
  shopFloor: patterns.shopFloor,
  planning: patterns.planning,
  audit: patterns.audit,
  work: (activityId: Id) => `/work/${activityId}`,
  /** My dashboard focused on one activity (what a job ticket's URL leads an operator to). */
  myDashboardFocused: (activityId: Id) => `${patterns.myDashboard}?${new URLSearchParams({ activity: String(activityId) }).toString()}`,
  users: {
    list: patterns.users.list,
    new: patterns.users.new,
    show: (id: Id) => `/users/${id}`,
    edit: (id: Id) => `/users/${id}/edit`,
  },
  productionOrders: {
    list: patterns.productionOrders.list,
    new: patterns.productionOrders.new,
    show: (id: Id) => `/production_orders/${id}`,
    edit: (id: Id) => `/production_orders/${id}/edit`,
    print: (id: Id) => `/production_orders/${id}/print`,
    /** The edit screen on one activity: its tab, its type's list, its row marked (a job ticket opened by an administrator). */
    editActivity: (id: Id, tab: string, type: string, activityId: Id) =>
      `/production_orders/${id}/edit?${new URLSearchParams({ tab, type, activity: String(activityId) }).toString()}`,
    /** The detail view with one activity's card marked (a closed order's job ticket). */
    showActivity: (id: Id, activityId: Id) =>
      `/production_orders/${id}?${new URLSearchParams({ activity: String(activityId) }).toString()}`,
  },
  supplies: {
    list: patterns.supplies.list,
    new: patterns.supplies.new,
    history: patterns.supplies.history,
    show: (id: Id) => `/supplies/${id}`,
    edit: (id: Id) => `/supplies/${id}/edit`,
  },
  kardexSearch: patterns.kardexSearch,
  machines: patterns.machines,
  purchases: {
    list: patterns.purchases.list,
    new: patterns.purchases.new,
    show: (id: Id) => `/purchases/${id}`,
    edit: (id: Id) => `/purchases/${id}/edit`,
    detail: (id: Id, detailId: Id) => `/purchases/${id}/purchase_details/${detailId}`,
  },
  activities: {
    list: patterns.activities.list,
    filtered: (userId: Id, fromDate: string, toDate: string) => `/activities/${userId}/${fromDate}/${toDate}`,
  },
  consolidatedActivities: {
    list: patterns.consolidatedActivities.list,
    filtered: (fromDate: string, toDate: string) => `/consolidated_activities/${fromDate}/${toDate}`,
  },
  inventaries: {
    list: patterns.inventaries.list,
    new: patterns.inventaries.new,
    show: (id: Id) => `/inventaries/${id}`,
    edit: (id: Id) => `/inventaries/${id}/edit`,
    detail: (id: Id, detailId: Id) => `/inventaries/${id}/inventary_details/${detailId}`,
  },
  quotes: {
    list: patterns.quotes.list,
    new: patterns.quotes.new,
    show: (id: Id) => `/quotes/${id}`,
    print: (id: Id) => `/quotes/${id}/print`,
  },
  workshopSettings: patterns.workshopSettings,
  timeEstimationRules: {
    list: patterns.timeEstimationRules.list,
    new: patterns.timeEstimationRules.new,
    /** EditTimeEstimationRule: the rule's form. */
    edit: (id: Id) => `/settings/time_estimation_rules/${id}`,
  },
} as const;

/** Where a person lands after signing in (spec part 1 §2): operators work from their dashboard. */
export function homePathFor(role: Role): string {
  return role === 'operator' ? paths.myDashboard : paths.home;
}

/**
 * A `redirect` query value is followed only when it is a path of this app: never another origin
 * (`//evil.example`, `https://…`), never back to sign-in.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === patterns.signIn || value.startsWith(`${patterns.signIn}?`)) return null;
  return value;
}
