import { describeArea } from './authorization/matrix';
import { apiDocsArea } from './authorization/api-docs';

/** The authorization rows of the API docs (authorization/api-docs.ts). */
describeArea(apiDocsArea);
