import { describeArea } from './authorization/matrix';
import { purchasesArea } from './authorization/purchases';

/** The authorization rows of purchases and inventories (authorization/purchases.ts). */
describeArea(purchasesArea);
