import { fetchOk, summary } from '../load';
import { atMost, informative, type Fixture, type Metric, type Req, type Scenario, type Target } from './types';

const SEQUENTIAL_TIMES = Number(process.env.BENCH_REPEAT ?? 40);
/**
 * Samples of a read that is also compared from one year to five: with 40 the p95 is the 2nd
 * worst and one hiccup of the machine flipped the growth rows between runs (issue 23 item 6); with
 * 100 it is the 5th worst.
 */
const GROWTH_TIMES = Number(process.env.BENCH_GROWTH_REPEAT ?? 100);

/**
 * What one screen asks, as the browser asks it: each group after the one before has answered (a
 * panel's rows once the summaries are drawn), the requests of a group at once (an order's 17
 * activity sections).
 */
export type Screen = Req[][];

/** Time until every request of the screen has answered. */
export async function loadScreen(target: Target, screen: Screen) {
  const started = performance.now();
  for (const group of screen) await Promise.all(group.map((req) => fetchOk(target.url(req), target.init(req))));
  return performance.now() - started;
}

/**
 * A screen opened again and again by a single user: the first time after the server started (its
 * answers compiled, PGlite's buffers cold: what the first person of the morning waits), then the
 * p95 and worst of the repeats.
 */
export function latencyScenario(options: {
  key: string;
  title: string;
  budget?: { p95?: number; max?: number };
  req?: (fixture: Fixture) => Req;
  screen?: (fixture: Fixture) => Screen;
  growth?: boolean;
}): Scenario {
  const { budget = {} } = options;
  const growth = options.growth ?? true;
  const screen = options.screen ?? ((fixture: Fixture) => [[options.req!(fixture)]]);
  const times = growth ? Math.max(SEQUENTIAL_TIMES, GROWTH_TIMES) : SEQUENTIAL_TIMES;
  const metrics: Record<string, Metric> = {
    p95: {
      title: `${options.title} p95`,
      unit: 'ms',
      budget: budget.p95 ? `≤ ${budget.p95} ms` : '—',
      pass: budget.p95 ? atMost(budget.p95) : informative,
    },
    first: { title: `${options.title}: primera vez tras arrancar`, unit: 'ms', budget: '—', pass: informative },
  };
  if (budget.max) metrics.max = { title: `${options.title} (peor)`, unit: 'ms', budget: `≤ ${budget.max} ms`, pass: atMost(budget.max) };
  return {
    key: options.key,
    phase: 'main',
    growth,
    requests: (fixture) => screen(fixture).flat(),
    metrics,
    measure: async (target: Target, fixture: Fixture) => {
      const requests = screen(fixture);
      const first = await loadScreen(target, requests);
      const durations: number[] = [];
      for (let i = 0; i < times; i++) durations.push(await loadScreen(target, requests));
      const { p95, max } = summary(durations);
      return { p95, max, first };
    },
  };
}
