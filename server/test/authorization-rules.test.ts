import { describeArea } from './authorization/matrix';
import { rulesArea } from './authorization/rules';

/** The authorization rows of the time-estimation rules (authorization/rules.ts). */
describeArea(rulesArea);
