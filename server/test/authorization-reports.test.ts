import { describeArea } from './authorization/matrix';
import { reportsArea } from './authorization/reports';

/** The authorization rows of the labour reports and insights (authorization/reports.ts). */
describeArea(reportsArea);
