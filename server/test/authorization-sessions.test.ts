import { describeArea } from './authorization/matrix';
import { sessionsArea } from './authorization/sessions';

/** The authorization rows of ending sessions (authorization/sessions.ts). */
describeArea(sessionsArea);
