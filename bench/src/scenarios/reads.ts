import { load } from '../load';
import { latencyScenario } from './latency';
import { screenScenarios } from './screens';
import { atLeastOfBaseline, atMost, type Fixture, type Req, type Scenario } from './types';

const monthList = (fixture: Fixture): Req => ({
  name: 'orders-month',
  path: `/v1/production_orders?year=${fixture.month.year}&month=${fixture.month.month}`,
});
export const lightRead = (fixture: Fixture): Req => ({ name: 'light-read', path: `/v1/users/${fixture.operatorId}` });

export const readScenarios: Scenario[] = [
  {
    key: 'light-read',
    phase: 'main',
    requests: (fixture) => [lightRead(fixture)],
    metrics: {
      rps: {
        title: 'GET /v1/users/{id} @50 conexiones',
        unit: 'req/s',
        budget: '≥ 0.90 × base',
        pass: atLeastOfBaseline(0.9),
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
  // Planning (issue 25, DESIGN §12.2): every unfinished activity projected, four weeks of capacity.
  latencyScenario({
    key: 'planning',
    title: 'Programación (todas las actividades sin terminar)',
    budget: { p95: 100 },
    req: (fixture) => ({ name: 'planning', path: `/v1/planning?from_date=${fixture.today}` }),
  }),
  latencyScenario({
    key: 'orders-month-latency',
    title: 'Órdenes del mes, un usuario',
    budget: { p95: 50 },
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
    budget: { p95: 50 },
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
  ...screenScenarios,
];
