import { fetchOk, summary } from '../load';
import { suppliesExport } from './exports';
import { lightRead } from './reads';
import { consolidatedExport, consolidatedPage, insightsRange } from './screens';
import { atMost, informative, type Fixture, type Metric, type Req, type Scenario } from './types';

/**
 * Reads one row through the app every 25 ms while `heavy` runs: the worst wait. The probe is
 * `GET /v1/users/{id}` (a one-row select), not `/v1/health`, which never touches the database and
 * so could not see PGlite's single connection held by the heavy request (issue 23: a one-row read
 * waited 2.4 s behind five years of insights).
 */
async function worstWaitDuring(heavy: () => Promise<unknown>, probe: () => Promise<unknown>) {
  const latencies: number[] = [];
  let done = false;
  const heavyRun = heavy().finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await probe();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await heavyRun;
  return summary(latencies).max;
}

interface Heavy {
  key: string;
  title: string;
  req: (fixture: Fixture) => Req;
}

/**
 * "No stall" (issue 23: a one-row read waits ≤ 100 ms behind any request): the worst wait of the
 * probe during each heavy request, and each heavy request's time (informative).
 */
function stallScenario(key: string, phase: Scenario['phase'], heavies: Heavy[]): Scenario {
  const metrics: Record<string, Metric> = {};
  for (const heavy of heavies) {
    metrics[heavy.key] = {
      title: `Sin bloqueo: peor espera de una lectura de una fila durante ${heavy.title}`,
      unit: 'ms',
      budget: '≤ 100 ms',
      pass: atMost(100),
    };
    metrics[`${heavy.key}-time`] = { title: `${heavy.title} (tiempo)`, unit: 'ms', budget: '—', pass: informative };
  }
  return {
    key,
    phase,
    requests: (fixture) => [lightRead(fixture), ...heavies.map((heavy) => heavy.req(fixture))],
    metrics,
    measure: async (target, fixture) => {
      const probeReq = lightRead(fixture);
      const probe = () => fetchOk(target.url(probeReq), target.init(probeReq));
      const figures: Record<string, number> = {};
      for (const heavy of heavies) {
        const req = heavy.req(fixture);
        const started = performance.now();
        figures[heavy.key] = await worstWaitDuring(
          () => fetchOk(target.url(req), target.init(req)).then(() => (figures[`${heavy.key}-time`] = performance.now() - started)),
          probe,
        );
      }
      return figures;
    },
  };
}

export const stallScenarios: Scenario[] = [
  stallScenario('no-stall', 'main', [
    {
      key: 'insights',
      title: 'cifras de cinco años',
      req: (fixture) => insightsRange(fixture.fiveYearsAgo, fixture.today, 'insights-five-years'),
    },
    {
      key: 'consolidated',
      title: 'el informe consolidado de 3 meses',
      req: (fixture) => consolidatedPage(fixture, 1, 'consolidated-report'),
    },
    { key: 'consolidated-export', title: 'el Excel del informe consolidado de 3 meses', req: consolidatedExport },
  ]),
  stallScenario('no-stall-exports', 'export', [
    { key: 'export', title: 'el Excel de insumos (50 000 filas)', req: () => suppliesExport },
    {
      key: 'history',
      title: 'un año de historial de insumos',
      req: (fixture) => ({
        name: 'supplies-history-year',
        path: `/v1/supplies/history?from_date=${fixture.yearAgo}&to_date=${fixture.today}`,
      }),
    },
  ]),
];
