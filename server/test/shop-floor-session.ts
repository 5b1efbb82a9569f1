import { afterAll, beforeAll } from 'vitest';
import { createTestApp, manualClock, type TestContext } from './helpers';
import { createOperator, workshop, type Operator } from './work-fixtures';
import type { EventStream } from './event-stream';

/**
 * What the shop floor's test files share (shop-floor.test.ts, shop-floor-board.test.ts): an app on
 * a clock the test moves (10:00 in Bogotá, APP_TIME_ZONE), a workshop with Ana and Beto, and the
 * event streams the file opens, closed before the app. The fields are set in `beforeAll`.
 */
export function shopFloorSession() {
  const clock = manualClock('2030-05-10T15:00:00.000Z');
  const session = { clock, streams: [] as EventStream[] } as {
    clock: typeof clock;
    streams: EventStream[];
    ctx: TestContext;
    shop: Awaited<ReturnType<typeof workshop>>;
    ana: Operator;
    beto: Operator;
  };
  beforeAll(async () => {
    session.ctx = await createTestApp({}, { now: clock.now });
    session.shop = await workshop(session.ctx.app);
    session.ana = await createOperator(session.ctx.app, session.shop.admin, 12_000);
    session.beto = await createOperator(session.ctx.app, session.shop.admin, 15_000);
  });
  afterAll(async () => {
    for (const stream of session.streams) stream.close();
    await session.ctx.close();
  });
  /** An operator's start, pause or finish of their part, as their tablet sends it. */
  const timer = (au: number, action: 'start' | 'pause' | 'finish_by_user', as: string) =>
    action === 'start'
      ? session.shop.call('POST', `/v1/activity_users/${au}/intervals/start`, undefined, as)
      : session.shop.call('PUT', `/v1/activity_users/${au}/intervals/${action}`, { quantity_produced: 5 }, as);
  return { session, timer };
}

export type ShopFloorSession = ReturnType<typeof shopFloorSession>['session'];
