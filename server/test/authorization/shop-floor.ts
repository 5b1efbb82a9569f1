import { type AuthorizationArea, adminAndOperator, adminOnly } from './matrix';

/**
 * The rows of the live shop floor: the snapshot is for administrators; the events stream for
 * administrators and operators (each operator's stream carries only their own work:
 * shop-floor.test.ts), refused in JSON before any stream starts.
 */
export const shopFloorArea: AuthorizationArea = {
  cases: [
    { name: 'the board', method: 'GET', route: '/v1/shop_floor', url: () => '/v1/shop_floor', expected: adminOnly(200) },
    { name: 'the work events', method: 'GET', route: '/v1/events', url: () => '/v1/events', stream: true, expected: adminAndOperator(200) },
  ],
};
