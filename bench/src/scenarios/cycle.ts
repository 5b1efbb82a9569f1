import { duration, fetchOk, summary } from '../load';
import { atLeastOfBaseline, informative, type Fixture, type Req, type Scenario, type Target } from './types';

const startReq = (fixture: Fixture, index: number): Req => {
  const worker = fixture.cycle[index]!;
  return {
    name: `cycle-start-${index}`,
    path: `/v1/activity_users/${worker.activityUserId}/intervals/start`,
    user: worker.userId,
    method: 'POST',
  };
};
const pauseReq = (fixture: Fixture, index: number): Req => {
  const worker = fixture.cycle[index]!;
  return {
    name: `cycle-pause-${index}`,
    path: `/v1/activity_users/${worker.activityUserId}/intervals/pause`,
    user: worker.userId,
    method: 'PUT',
    body: { quantity_produced: 1 },
  };
};

const waitUntil = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())));

/**
 * Every operator of the fixture starting then pausing their activity, again and again until
 * `until`: as fast as the server answers, or, with `callsPerSecond`, each operator's calls spaced so
 * that all of them together make that many (staggered, so they do not arrive in bursts).
 */
export async function runCycles(target: Target, fixture: Fixture, until: number, options: { callsPerSecond?: number } = {}) {
  const latencies: number[] = [];
  let cycles = 0;
  const operators = fixture.cycle.length;
  const spacing = options.callsPerSecond ? (operators / options.callsPerSecond) * 1000 : 0;
  const call = async (req: Req) => {
    const init = target.init(req);
    const started = performance.now();
    await fetchOk(target.url(req), init);
    latencies.push(performance.now() - started);
  };
  const begun = performance.now();
  await Promise.all(
    fixture.cycle.map(async (_, index) => {
      let next = begun + (spacing * index) / operators;
      const inTurn = async (req: Req) => {
        if (spacing > 0) await waitUntil(next);
        next += spacing;
        await call(req);
      };
      // A started activity is always paused, even after `until`, so the next scenario finds none running.
      while (performance.now() < until) {
        await inTurn(startReq(fixture, index));
        await inTurn(pauseReq(fixture, index));
        cycles++;
      }
    }),
  );
  return { cycles, latencies };
}

/**
 * Up to 40 operators at once, each signed in and starting then pausing their own activity on an
 * order in development, for BENCH_SECONDS: cycles per second and the p95 of each call. The
 * baseline replays the captured statements of each call in a transaction it rolls back.
 */
export const cycleScenario: Scenario = {
  key: 'operator-cycle',
  phase: 'main',
  requests: (fixture) => fixture.cycle.flatMap((_, index) => [startReq(fixture, index), pauseReq(fixture, index)]),
  metrics: {
    cycles: {
      title: 'Iniciar y pausar, 40 operarios: ciclos/s',
      unit: 'ciclos/s',
      budget: '≥ 0.90 × base',
      pass: atLeastOfBaseline(0.9),
      higherIsBetter: true,
    },
    p95: { title: 'Iniciar y pausar, 40 operarios: p95 por llamada', unit: 'ms', budget: '—', pass: informative },
  },
  measure: async (target, fixture) => {
    const { cycles, latencies } = await runCycles(target, fixture, performance.now() + duration * 1000);
    return { cycles: cycles / duration, p95: summary(latencies).p95 };
  },
};
