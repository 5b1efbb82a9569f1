import { describeArea } from './authorization/matrix';
import { quotesArea } from './authorization/quotes';

/** The authorization rows of quotes and settings (authorization/quotes.ts). */
describeArea(quotesArea);
