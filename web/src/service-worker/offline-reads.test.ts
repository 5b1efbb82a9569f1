import { describe, expect, it } from 'vitest';
import { isOfflineRead } from './offline-reads';

describe('the reads kept for the shop floor without a network', () => {
  it("are My dashboard's and the server's settings", () => {
    for (const path of [
      '/v1/about',
      '/v1/users/12/current_activities',
      '/v1/users/12/current_activity_in_development',
      '/v1/activity_users/345/intervals',
    ])
      expect(isOfflineRead(path), path).toBe(true);
  });

  it('are nothing of the office: no orders, no people, no reports, no writes’ paths', () => {
    for (const path of [
      '/v1/production_orders',
      '/v1/production_orders/3',
      '/v1/users',
      '/v1/users/12',
      '/v1/activity_users/345/intervals/9',
      '/v1/shop_floor',
      '/v1/insights',
      '/v1/users/12/current_activities/export',
      '/my_dashboard',
    ])
      expect(isOfflineRead(path), path).toBe(false);
  });
});
