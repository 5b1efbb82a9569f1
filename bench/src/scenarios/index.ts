import { cycleScenario } from './cycle';
import { exportScenarios } from './exports';
import { liveBoardScenario } from './board';
import { readScenarios } from './reads';
import { stallScenarios } from './stall';
import type { Scenario } from './types';

export * from './types';

/** Every DESIGN §10 scenario, in the order the table shows them. */
export const scenarios: Scenario[] = [...readScenarios, liveBoardScenario, cycleScenario, ...stallScenarios, ...exportScenarios];
