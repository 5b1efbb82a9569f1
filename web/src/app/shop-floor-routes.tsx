import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';

/** The live shop-floor board (issue 13), a lazy chunk of its own: a wall screen loads only what it shows. */
export const shopFloorRoutes: RouteObject[] = [
  {
    path: patterns.shopFloor,
    lazy: async () => ({ Component: (await import('../features/shop-floor/shop-floor-page')).ShopFloorPage }),
  },
];
