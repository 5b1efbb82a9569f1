import { cycleScenario } from './cycle';
import { exportScenarios } from './exports';
import { liveBoardScenario } from './board';
import { readScenarios } from './reads';
import { stallScenarios } from './stall';
import type { Scenario } from './types';

export * from './types';

const every: Scenario[] = [...readScenarios, liveBoardScenario, cycleScenario, ...stallScenarios, ...exportScenarios];
/** `BENCH_ONLY=operator-cycle,light-read`: only those scenarios (keys), to measure one change quickly. */
const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());

/** Every DESIGN §10 scenario (or those `BENCH_ONLY` names), in the order the table shows them. */
export const scenarios: Scenario[] = only ? every.filter((scenario) => only.includes(scenario.key)) : every;
