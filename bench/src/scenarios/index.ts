import { cycleScenario } from './cycle';
import { exportScenarios } from './exports';
import { readScenarios } from './reads';
import type { Scenario } from './types';

export * from './types';

/** Every DESIGN §10 scenario, in the order the table shows them. */
export const scenarios: Scenario[] = [...readScenarios, cycleScenario, ...exportScenarios];
