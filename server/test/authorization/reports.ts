import { type AuthorizationArea, type RouteCase, adminOnly } from './matrix';

/**
 * The rows of what administrators read across records: the labour reports, the month's numbers
 * (insights) and the audit trail. Operators (their own report included) and sellers 403.
 */
const users = { operator: 0, other: 0 };
const MARCH = 'from_date=2026-03-01&to_date=2026-03-31';

const cases: RouteCase[] = [
  { name: 'enabled operators', method: 'GET', route: '/v1/users/operators', url: () => '/v1/users/operators', expected: adminOnly(200) },
  {
    name: "an operator's own report",
    method: 'GET',
    route: '/v1/users/:id/operator_activities',
    url: () => `/v1/users/${users.operator}/operator_activities?${MARCH}`,
    expected: adminOnly(200),
  },
  {
    name: "another operator's report",
    method: 'GET',
    route: '/v1/users/:id/operator_activities',
    url: () => `/v1/users/${users.other}/operator_activities?${MARCH}&states[]=paused`,
    expected: adminOnly(200),
  },
  {
    name: "every operator's summary",
    method: 'GET',
    route: '/v1/users/operator_summaries',
    url: () => `/v1/users/operator_summaries?${MARCH}&states[]=finished`,
    expected: adminOnly(200),
  },
  {
    name: 'consolidated report',
    method: 'GET',
    route: '/v1/users/consolidated_activities',
    url: () => `/v1/users/consolidated_activities?${MARCH}`,
    expected: adminOnly(200),
  },
  {
    name: 'consolidated report as a spreadsheet',
    method: 'GET',
    route: '/v1/users/consolidated_activities/export_to_excel',
    url: () => `/v1/users/consolidated_activities/export_to_excel?${MARCH}`,
    expected: adminOnly(200),
  },
  {
    name: 'the audit trail',
    method: 'GET',
    route: '/v1/audit_events',
    url: () => `/v1/audit_events?record_type=users&record_id=${users.operator}`,
    expected: adminOnly(200),
  },
  { name: "the month's numbers", method: 'GET', route: '/v1/insights', url: () => `/v1/insights?${MARCH}`, expected: adminOnly(200) },
];

export const reportsArea: AuthorizationArea = {
  cases,
  async setup(_app, actors) {
    users.operator = actors.users.operator.id;
    users.other = actors.users.other.id;
  },
};
