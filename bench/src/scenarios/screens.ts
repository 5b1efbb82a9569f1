import { ACTIVITY_STATUSES, REPORT_PAGE_SIZES } from '@tintero/domain';
import { latencyScenario } from './latency';
import type { Fixture, Req, Scenario } from './types';

/**
 * The daily screens at five years (issue 23 item 6), each with the query string the web app sends
 * (web/src/features/*\/api.ts, lib/query-string.ts: `states[]` bracketed and percent-encoded, the
 * keys in the order the screen writes them). Budget DESIGN §10 raised: p95 ≤ 50 ms.
 */

/** The report filters as the screens send them: every status checked (the screens' default). */
const reportQuery = (from: string, to: string) =>
  `from_date=${from}&to_date=${to}&${ACTIVITY_STATUSES.map((state) => `states%5B%5D=${state}`).join('&')}`;

export const consolidatedPage = (fixture: Fixture, page: number, name: string): Req => ({
  name,
  path: `/v1/users/consolidated_activities?${reportQuery(fixture.quarter.from, fixture.quarter.to)}&page=${page}&per_page=${REPORT_PAGE_SIZES.consolidated}`,
});
export const consolidatedExport = (fixture: Fixture): Req => ({
  name: 'consolidated-export',
  path: `/v1/users/consolidated_activities/export_to_excel?${reportQuery(fixture.quarter.from, fixture.quarter.to)}&format=xlsx`,
});
export const insightsRange = (from: string, to: string, name: string): Req => ({
  name,
  path: `/v1/insights?from_date=${from}&to_date=${to}`,
});
/** The board as it opens: no lane, operator or order filter (each undefined, so left out of the query). */
export const board: Req = { name: 'shop-floor', path: '/v1/shop_floor' };

const fifty = { p95: 50 };

export const screenScenarios: Scenario[] = [
  // The order's page: the order, then all its activities in one request once the order is drawn
  // (activity-sections.tsx, useOrderActivities; docs/decisions/038).
  latencyScenario({
    key: 'order-with-activities',
    title: 'Una orden con todas sus actividades (pantalla: orden y sus actividades)',
    budget: fifty,
    screen: (fixture) => [
      [{ name: 'order', path: `/v1/production_orders/${fixture.orderId}` }],
      [{ name: 'order-activities', path: `/v1/production_orders/${fixture.orderId}/activities` }],
    ],
  }),
  // Every operator's totals of the month, then the rows of the one panel opened (operator-activities-page.tsx).
  latencyScenario({
    key: 'operator-report-screen',
    title: 'Informe por operario, pantalla: totales del mes y un panel abierto',
    budget: fifty,
    screen: (fixture) => [
      [{ name: 'operator-summaries', path: `/v1/users/operator_summaries?${reportQuery(fixture.month.from, fixture.month.to)}` }],
      [
        {
          name: 'operator-report',
          path: `/v1/users/${fixture.operatorId}/operator_activities?${reportQuery(fixture.month.from, fixture.month.to)}`,
        },
      ],
    ],
  }),
  latencyScenario({
    key: 'consolidated-report',
    title: 'Informe consolidado, 3 meses, primera página',
    budget: fifty,
    req: (fixture) => consolidatedPage(fixture, 1, 'consolidated-report'),
  }),
  latencyScenario({
    key: 'consolidated-report-late',
    title: 'Informe consolidado, 3 meses, una página del final',
    budget: fifty,
    req: (fixture) => consolidatedPage(fixture, fixture.consolidatedLatePage, 'consolidated-report-late'),
  }),
  latencyScenario({
    key: 'insights-year',
    title: 'Cifras (inicio), un año',
    budget: fifty,
    req: (fixture) => insightsRange(fixture.yearAgo, fixture.today, 'insights-year'),
  }),
  // No growth row: at one year of data five years of range is the same year.
  latencyScenario({
    key: 'insights-five-years',
    title: 'Cifras (inicio), cinco años',
    growth: false,
    req: (fixture) => insightsRange(fixture.fiveYearsAgo, fixture.today, 'insights-five-years'),
  }),
  // The audit screen opens on the last AUDIT_OPENING_DAYS (audit-page.tsx): the range, then page and size.
  latencyScenario({
    key: 'audit-first-page',
    title: 'Auditoría, primera página (últimos 30 días)',
    budget: fifty,
    req: (fixture) => ({
      name: 'audit-first-page',
      path: `/v1/audit_events?from_date=${fixture.auditOpening.from_date}&to_date=${fixture.auditOpening.to_date}&page=1&per_page=20`,
    }),
  }),
  latencyScenario({ key: 'shop-floor', title: 'Planta en vivo, sin eventos (GET /v1/shop_floor)', budget: fifty, req: () => board }),
];
