import { fetchOk, summary, timedWithMemory } from '../load';
import { atMost, informative, type Req, type Scenario } from './types';

const suppliesExport: Req = { name: 'supplies-export', path: '/v1/supplies/export_to_excel' };
const rulesExport: Req = { name: 'rules-export', path: '/v1/time_estimation_rules/export_to_excel' };
const health: Req = { name: 'health', path: '/v1/health' };
const yearOfHistory = (from: string, to: string): Req => ({
  name: 'supplies-history-year',
  path: `/v1/supplies/history?from_date=${from}&to_date=${to}`,
});

function exportScenario(key: string, title: string, req: Req): Scenario {
  return {
    key,
    phase: 'export',
    requests: () => [req],
    metrics: {
      seconds: { title: `${title}: tiempo`, unit: 's', budget: '≤ 3 s', pass: atMost(3) },
      memory: { title: `${title}: memoria extra`, unit: 'MB', budget: '< 150 MB', pass: atMost(149.99) },
    },
    measure: async (target) => {
      const { headers } = target.init(req);
      await fetchOk(target.url(req), { headers });
      const { ms, extraMb } = await timedWithMemory(target.url(req), headers, target.pid);
      return { seconds: ms / 1000, memory: extraMb };
    },
  };
}

/** Pings the health check every 25 ms while `heavy` runs: the worst answer time. */
async function pingDuring(heavy: () => Promise<unknown>, ping: () => Promise<unknown>) {
  const latencies: number[] = [];
  let done = false;
  const heavyRun = heavy().finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await ping();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await heavyRun;
  return summary(latencies).max;
}

export const exportScenarios: Scenario[] = [
  exportScenario('supplies-export', 'Excel de insumos (50 000 filas)', suppliesExport),
  exportScenario('rules-export', 'Excel de reglas de tiempo', rulesExport),
  {
    key: 'health-under-load',
    phase: 'export',
    requests: (fixture) => [health, suppliesExport, yearOfHistory(fixture.yearAgo, fixture.today)],
    metrics: {
      export: { title: 'Salud, peor respuesta durante el Excel de insumos', unit: 'ms', budget: '≤ 300 ms', pass: atMost(300) },
      history: { title: 'Salud, peor respuesta durante un año de historial', unit: 'ms', budget: '≤ 300 ms', pass: atMost(300) },
      historyTime: { title: 'Historial de insumos, 1 año (tiempo)', unit: 'ms', budget: '—', pass: informative },
    },
    measure: async (target, fixture) => {
      const ping = () => fetchOk(target.url(health), target.init(health));
      const get = (req: Req) => () => fetchOk(target.url(req), target.init(req));
      const exportWorst = await pingDuring(get(suppliesExport), ping);
      const history = yearOfHistory(fixture.yearAgo, fixture.today);
      const started = performance.now();
      let historyTime = 0;
      const historyWorst = await pingDuring(() => get(history)().then(() => (historyTime = performance.now() - started)), ping);
      return { export: exportWorst, history: historyWorst, historyTime };
    },
  },
];
