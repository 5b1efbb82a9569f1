import { load, sequential } from '../load';
import { atLeastOfBaseline, atMost, informative, type Fixture, type Req, type Scenario, type Target } from './types';

const SEQUENTIAL_TIMES = Number(process.env.BENCH_REPEAT ?? 40);

/** One request repeated by a single user: p95 and worst latency. */
function latencyScenario(options: {
  key: string;
  title: string;
  budget?: { p95?: number; max?: number };
  req: (fixture: Fixture) => Req;
  growth?: boolean;
}): Scenario {
  const { budget = {} } = options;
  return {
    key: options.key,
    phase: 'main',
    growth: options.growth ?? true,
    requests: (fixture) => [options.req(fixture)],
    metrics: {
      p95: {
        title: `${options.title} p95`,
        unit: 'ms',
        budget: budget.p95 ? `≤ ${budget.p95} ms` : '—',
        pass: budget.p95 ? atMost(budget.p95) : informative,
      },
      ...(budget.max
        ? { max: { title: `${options.title} (peor)`, unit: 'ms', budget: `≤ ${budget.max} ms`, pass: atMost(budget.max) } }
        : {}),
    },
    measure: async (target: Target, fixture: Fixture) => {
      const req = options.req(fixture);
      const { p95, max } = await sequential(target.url(req), target.init(req).headers, SEQUENTIAL_TIMES);
      return { p95, max };
    },
  };
}

const monthList = (fixture: Fixture): Req => ({
  name: 'orders-month',
  path: `/v1/production_orders?year=${fixture.month.year}&month=${fixture.month.month}`,
});
const lightRead = (fixture: Fixture): Req => ({ name: 'light-read', path: `/v1/users/${fixture.operatorId}` });

export const readScenarios: Scenario[] = [
  {
    key: 'light-read',
    phase: 'main',
    requests: (fixture) => [lightRead(fixture)],
    metrics: {
      rps: {
        title: 'GET /v1/users/{id} @50 conexiones',
        unit: 'req/s',
        budget: '≥ 0.70 × base',
        pass: atLeastOfBaseline(0.7),
        higherIsBetter: true,
      },
    },
    measure: async (target, fixture) => {
      const req = lightRead(fixture);
      return { rps: (await load(target.url(req), { connections: 50, headers: target.init(req).headers })).rps };
    },
  },
  {
    key: 'orders-month',
    phase: 'main',
    requests: (fixture) => [monthList(fixture)],
    metrics: {
      rps: {
        title: 'Órdenes del mes @10 conexiones',
        unit: 'req/s',
        budget: '≥ 0.70 × base',
        pass: atLeastOfBaseline(0.7),
        higherIsBetter: true,
      },
      p99: { title: 'Órdenes del mes p99 @20 req/s', unit: 'ms', budget: '≤ 100 ms', pass: atMost(100) },
    },
    measure: async (target, fixture) => {
      const req = monthList(fixture);
      const { headers } = target.init(req);
      const { rps } = await load(target.url(req), { connections: 10, headers });
      const { p99 } = await load(target.url(req), { connections: 2, headers, overallRate: 20 });
      return { rps, p99 };
    },
  },
  latencyScenario({
    key: 'orders-month-latency',
    title: 'Órdenes del mes, un usuario',
    req: monthList,
  }),
  latencyScenario({
    key: 'kardex-supply',
    title: 'Kardex de un insumo, un año (primera página)',
    budget: { p95: 50 },
    req: (fixture) => ({
      name: 'kardex-supply',
      path: `/v1/kardexes?supply_id=${fixture.supplyId}&from_date=${fixture.yearAgo}&to_date=${fixture.today}`,
    }),
  }),
  latencyScenario({
    key: 'kardex-consolidated',
    title: 'Kardex consolidado, 3 meses',
    budget: { max: 500 },
    req: (fixture) => ({
      name: 'kardex-consolidated',
      path: `/v1/kardexes/consolidated?from_date=${fixture.quarter.from}&to_date=${fixture.quarter.to}`,
    }),
  }),
  latencyScenario({
    key: 'supplies-history',
    title: 'Historial de insumos, 1 mes',
    req: (fixture) => ({
      name: 'supplies-history',
      path: `/v1/supplies/history?from_date=${fixture.month.from}&to_date=${fixture.month.to}`,
    }),
  }),
  latencyScenario({
    key: 'operator-report',
    title: 'Informe de un operario, 1 mes',
    budget: { p95: 300 },
    req: (fixture) => ({
      name: 'operator-report',
      path: `/v1/users/${fixture.operatorId}/operator_activities?from_date=${fixture.month.from}&to_date=${fixture.month.to}`,
    }),
  }),
  // What the operator report screen asks first for the whole workshop (issue 23 item 2): every
  // operator's totals of the month in one request; a panel's rows are the scenario above.
  latencyScenario({
    key: 'operator-summaries',
    title: 'Informe por operario, pantalla: totales de todos, 1 mes',
    budget: { p95: 50 },
    req: (fixture) => ({
      name: 'operator-summaries',
      path: `/v1/users/operator_summaries?from_date=${fixture.month.from}&to_date=${fixture.month.to}`,
    }),
  }),
  latencyScenario({
    key: 'consolidated-report',
    title: 'Informe consolidado, 3 meses',
    budget: { p95: 300 },
    req: (fixture) => ({
      name: 'consolidated-report',
      path: `/v1/users/consolidated_activities?from_date=${fixture.quarter.from}&to_date=${fixture.quarter.to}`,
    }),
  }),
  latencyScenario({
    key: 'shop-floor',
    title: 'Planta en vivo (GET /v1/shop_floor)',
    req: () => ({ name: 'shop-floor', path: '/v1/shop_floor' }),
  }),
];
