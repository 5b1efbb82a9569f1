import { describeArea } from './authorization/matrix';
import { planningArea } from './authorization/planning';

/** The authorization rows of planning (authorization/planning.ts). */
describeArea(planningArea);
