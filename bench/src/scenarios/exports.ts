import { fetchOk, timedWithMemory } from '../load';
import { atMost, type Req, type Scenario } from './types';

export const suppliesExport: Req = { name: 'supplies-export', path: '/v1/supplies/export_to_excel' };
const rulesExport: Req = { name: 'rules-export', path: '/v1/time_estimation_rules/export_to_excel' };

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

export const exportScenarios: Scenario[] = [
  exportScenario('supplies-export', 'Excel de insumos (50 000 filas)', suppliesExport),
  exportScenario('rules-export', 'Excel de reglas de tiempo', rulesExport),
];
