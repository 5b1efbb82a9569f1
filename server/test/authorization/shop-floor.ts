import { type AuthorizationArea, adminAndOperator, adminOnly } from './matrix';

/**
 * The rows of the live shop floor: the board and the rest of its lanes are for administrators; the events stream for
 * administrators and operators (each operator's stream carries only their own work:
 * shop-floor.test.ts), refused in JSON before any stream starts.
 */
export const shopFloorArea: AuthorizationArea = {
  cases: [
    { name: 'the board', method: 'GET', route: '/v1/shop_floor', url: () => '/v1/shop_floor', expected: adminOnly(200) },
    {
      name: "the rest of a lane's paused or pending work",
      method: 'GET',
      route: '/v1/shop_floor/lanes/:lane',
      url: () => '/v1/shop_floor/lanes/t-pre_press?status=pending&offset=5',
      expected: adminOnly(200),
    },
    { name: 'the work events', method: 'GET', route: '/v1/events', url: () => '/v1/events', stream: true, expected: adminAndOperator(200) },
  ],
};
