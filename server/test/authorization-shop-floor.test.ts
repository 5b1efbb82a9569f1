import { describeArea } from './authorization/matrix';
import { shopFloorArea } from './authorization/shop-floor';

/** The authorization rows of the live shop floor (authorization/shop-floor.ts). */
describeArea(shopFloorArea);
