import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsMessages, reportMessages } from '@tintero/domain';
import { productionOrders, supplies } from '../src/db/schema';
import { todayIn } from '../src/lib/dates';
import { differencesFromRebuild } from '../src/roll-ups/compare';
import { createTestApp, createUser, manualClock, type TestContext } from './helpers';
import { createSupply } from './supply-helpers';
import { activityUserOf, dieCut, workshop } from './work-fixtures';

/**
 * The numbers at a glance (issue 13): orders with supplies used, a leftover, external services
 * and logged time, finished on both edges of March in Bogotá (UTC−5), and what GET /v1/insights
 * adds up, against figures computed by hand.
 */
const TZ = 'America/Bogota';
const clock = manualClock('2026-03-31T12:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
const people = { ana: 0, beto: 0 };
const ids = { orderA: 0, orderB: 0, orderC: 0, orderD: 0, a1: 0, supplyS: 0, supplyT: 0, low1: 0, low2: 0 };
let estimatedSeconds = 0;
/** Supplies used are written to the kardex by the real clock: today in Bogotá. */
const today = todayIn(TZ, new Date());

const ANA_HOUR = 12_000;
const BETO_HOUR = 6_000;

const created = async (method: 'POST' | 'PUT', url: string, body: object, status = 201) => {
  const response = await shop.call(method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};
const interval = async (activityId: number, userId: number, start: string, end: string) => {
  const au = await activityUserOf(ctx.app, activityId, userId);
  await created('POST', `/v1/activity_users/${au}/intervals`, { interval: { start_time: start, end_time: end, quantity_produced: 0 } });
};
const externalService = (orderId: number, value: number) =>
  created('POST', `/v1/production_orders/${orderId}/external_services`, {
    external_service: { kind: 'Troquel', provider: 'Troqueles S.A.S.', value, due_date: today, total_estimated_production_time: 0 },
  });
/** Finishes an order through the API, then places its finish (the database's clock wrote it) where the test needs it. */
const finishOrder = async (orderId: number, finishedAt: string) => {
  await created('PUT', `/v1/production_orders/${orderId}`, { production_order: { status: 'finished', actual_amount: 480 } }, 200);
  await ctx.app.db
    .update(productionOrders)
    .set({ last_changed_status_at: sql`${finishedAt}::timestamptz` })
    .where(eq(productionOrders.id, orderId));
};

beforeAll(async () => {
  ctx = await createTestApp({ APP_TIME_ZONE: TZ }, { now: clock.now });
  shop = await workshop(ctx.app, { activitiesCreatedAt: '2026-02-01T00:00:00-05:00' });
  people.ana = (await createUser(ctx.app, shop.admin, { first_name: 'Ana', last_name: 'Zapata', hour_value: ANA_HOUR })).id;
  people.beto = (await createUser(ctx.app, shop.admin, { first_name: 'Beto', last_name: 'Arias', hour_value: BETO_HOUR })).id;

  // Order A: a die cut (machine at 60.000/h) with Ana's hour on 10 March, supplies, a leftover and a service.
  const orderA = await shop.orderWithActivities([[people.ana]], { reference: 'Orden A', client: 'Cliente A' });
  ids.orderA = orderA.orderId;
  ids.a1 = orderA.activityIds[0]!;
  await interval(ids.a1, people.ana, '2026-03-10T08:00:00-05:00', '2026-03-10T09:00:00-05:00');
  ids.supplyS = (await createSupply(ctx.app, shop.admin, { name: 'Cartón S', quantity: 100, unit_value: 1000 })).id;
  ids.supplyT = (await createSupply(ctx.app, shop.admin, { name: 'Tinta T', quantity: 100, unit_value: 250 })).id;
  await created('POST', `/v1/production_orders/${ids.orderA}/supplies_used`, { supply_used: { supply_id: ids.supplyS, quantity: 5 } });
  // 4 of T, lowered to 1: the correcting input is not consumption.
  const usedT = await created('POST', `/v1/production_orders/${ids.orderA}/supplies_used`, {
    supply_used: { supply_id: ids.supplyT, quantity: 4 },
  });
  await created('PUT', `/v1/production_orders/${ids.orderA}/supplies_used/${usedT.id}`, { supply_used: { quantity: 1 } }, 200);
  await created('POST', `/v1/production_orders/${ids.orderA}/leftovers`, { leftover: { supply_id: ids.supplyS, quantity: 2 } });
  await externalService(ids.orderA, 3_000);
  // Ana finishes the die cut at the server's clock: 31 March, 07:00 in Bogotá.
  const anaAu = await activityUserOf(ctx.app, ids.a1, people.ana);
  await created('PUT', `/v1/activity_users/${anaAu}/intervals/finish_by_user`, { quantity_produced: 0 }, 200);
  estimatedSeconds = (await shop.call('GET', `/v1/${dieCut.route}/${ids.a1}`)).json().total_estimated_production_time;

  // Order B: 10 × 500 = 5.000 of contract against a service of 8.000.
  ids.orderB = (await shop.orderWithActivities([], { reference: 'Orden B', client: 'Cliente B', quantity: 10, unit_value: 500 })).orderId;
  await externalService(ids.orderB, 8_000);
  // Order C finishes in February; order D stays open, with Beto's March time and Ana's of 1 April.
  ids.orderC = (await shop.orderWithActivities([], { reference: 'Orden C' })).orderId;
  const orderD = await shop.orderWithActivities([[people.ana, people.beto]], { reference: 'Orden D' });
  ids.orderD = orderD.orderId;
  await interval(orderD.activityIds[0]!, people.beto, '2026-03-15T10:00:00-05:00', '2026-03-15T11:30:00-05:00');
  clock.set('2026-04-02T12:00:00.000Z');
  await interval(orderD.activityIds[0]!, people.ana, '2026-04-01T00:10:00-05:00', '2026-04-01T00:40:00-05:00');

  // A finishes on March's last minutes in Bogotá (already 1 April in UTC), B on its first instant, C the minute before.
  await finishOrder(ids.orderA, '2026-03-31T23:30:00-05:00');
  await finishOrder(ids.orderB, '2026-03-01T00:00:00-05:00');
  await finishOrder(ids.orderC, '2026-02-28T23:59:00-05:00');

  // Low stock: 2 of 10 (0,2) before 1 of 2 (0,5); a disabled one and one at its minimum are not listed.
  ids.low1 = (await createSupply(ctx.app, shop.admin, { name: 'Bajo 1', quantity: 2, stock_minimum: 10 })).id;
  ids.low2 = (await createSupply(ctx.app, shop.admin, { name: 'Bajo 2', quantity: 1, stock_minimum: 2 })).id;
  const disabled = await createSupply(ctx.app, shop.admin, { name: 'Deshabilitado', quantity: 0, stock_minimum: 5 });
  await ctx.app.db.update(supplies).set({ status: 0 }).where(eq(supplies.id, disabled.id));
  await createSupply(ctx.app, shop.admin, { name: 'Justo', quantity: 5, stock_minimum: 5 });
});
afterAll(() => ctx.close());

const insights = async (query: string) => {
  const response = await shop.call('GET', `/v1/insights?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const MARCH = 'from_date=2026-03-01&to_date=2026-03-31';

describe('GET /v1/insights', () => {
  it("adds up the orders finished in the range's days in Bogotá: contract value, total cost and margin", async () => {
    const { orders } = await insights(MARCH);
    // A: supplies 5 × 1.000 + 1 × 250 − leftover 2 × 1.000 + machinery 1 h × 60.000 + Ana 1 h × 12.000 + service 3.000.
    const a = {
      production_order_id: ids.orderA,
      reference: 'Orden A',
      client: 'Cliente A',
      finished_on: '2026-03-31',
      contract_value: 600_000,
      total_cost: 78_250,
      margin: 521_750,
    };
    const b = {
      production_order_id: ids.orderB,
      reference: 'Orden B',
      client: 'Cliente B',
      finished_on: '2026-03-01',
      contract_value: 5_000,
      total_cost: 8_000,
      margin: -3_000,
    };
    expect(orders).toEqual({ finished: 2, contract_value: 605_000, total_cost: 86_250, margin: 518_750, by_order: [a, b], worst: [b, a] });
  });

  it('includes both ends of the range and nothing else', async () => {
    const ordersOn = async (query: string) => (await insights(query)).orders.by_order.map((o: { reference: string }) => o.reference);
    expect(await ordersOn('from_date=2026-02-28&to_date=2026-02-28')).toEqual(['Orden C']);
    expect(await ordersOn('from_date=2026-03-01&to_date=2026-03-01')).toEqual(['Orden B']);
    expect(await ordersOn('from_date=2026-03-31&to_date=2026-03-31')).toEqual(['Orden A']);
    expect(await ordersOn('from_date=2026-04-01&to_date=2026-04-30')).toEqual([]);
    // The totals come from the days' roll-up: the same days.
    const finishedOn = async (query: string) => (await insights(query)).orders.finished;
    expect(await finishedOn('from_date=2026-02-28&to_date=2026-02-28')).toBe(1);
    expect(await finishedOn('from_date=2026-03-31&to_date=2026-03-31')).toBe(1);
    expect(await finishedOn('from_date=2026-04-01&to_date=2026-04-30')).toBe(0);
  });

  it('keeps the roll-ups it reads equal to a rebuild from the raw rows', async () => {
    expect(await differencesFromRebuild(ctx.app.db)).toEqual([]);
  });

  it('adds up hours and value per person over intervals starting in the range, most hours first', async () => {
    expect((await insights(MARCH)).labour).toEqual([
      { user_id: people.beto, operator: 'Beto Arias', hours: 1.5, value: 9_000 },
      { user_id: people.ana, operator: 'Ana Zapata', hours: 1, value: 12_000 },
    ]);
    // Ana's half hour of 1 April (00:10 in Bogotá) is April's.
    expect((await insights('from_date=2026-04-01&to_date=2026-04-01')).labour).toEqual([
      { user_id: people.ana, operator: 'Ana Zapata', hours: 0.5, value: 6_000 },
    ]);
    // A whole month (read per person and month) with days at both ends (read per day).
    expect((await insights('from_date=2026-02-15&to_date=2026-04-01')).labour).toEqual([
      { user_id: people.ana, operator: 'Ana Zapata', hours: 1.5, value: 18_000 },
      { user_id: people.beto, operator: 'Beto Arias', hours: 1.5, value: 9_000 },
    ]);
  });

  it('compares estimated and actual hours per type over activities finished in the range', async () => {
    expect((await insights(MARCH)).estimates).toEqual([
      {
        activity_type: 'die_cut',
        activity_name: dieCut.name,
        activities: 1,
        estimated_hours: Number((estimatedSeconds / 3600).toFixed(6)),
        actual_hours: 1,
      },
    ]);
    expect((await insights('from_date=2026-04-01&to_date=2026-04-30')).estimates).toEqual([]);
  });

  it('lists supplies consumed by value, net of corrections, leftovers apart; low stock whatever the range', async () => {
    const figures = await insights(`from_date=${today}&to_date=${today}`);
    expect(figures.supplies_consumed).toEqual([
      { supply_id: ids.supplyS, name: 'Cartón S', quantity: 5, value: 5_000 },
      { supply_id: ids.supplyT, name: 'Tinta T', quantity: 1, value: 250 },
    ]);
    expect(figures.low_stock).toEqual([
      { supply_id: ids.low1, name: 'Bajo 1', quantity: 2, stock_minimum: 10, unit_of_measurement: 'Pliego' },
      { supply_id: ids.low2, name: 'Bajo 2', quantity: 1, stock_minimum: 2, unit_of_measurement: 'Pliego' },
    ]);
    // Over years (added up a statement per year, then together): the same sums.
    const years = await insights(`from_date=${Number(today.slice(0, 4)) - 4}-01-01&to_date=${today}`);
    expect(years.supplies_consumed).toEqual(figures.supplies_consumed);
    const february = await insights('from_date=2026-02-01&to_date=2026-02-28');
    expect(february.supplies_consumed).toEqual([]);
    expect(february.low_stock).toEqual(figures.low_stock);
  });

  it('takes up to five years; a missing, reversed or longer range answers 422 on to_date', async () => {
    expect((await insights('from_date=2021-03-31&to_date=2026-03-31')).from_date).toBe('2021-03-31');
    const refused = async (query: string) => {
      const response = await shop.call('GET', `/v1/insights?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors;
    };
    expect(await refused('from_date=2021-03-31&to_date=2026-04-01')).toEqual({ to_date: [insightsMessages.rangeTooLong] });
    expect(await refused('from_date=2026-03-31&to_date=2026-03-01')).toEqual({ to_date: [reportMessages.dateOrder] });
    expect(Object.keys(await refused('from_date=2026-03-01'))).toEqual(['to_date']);
    expect(Object.keys(await refused('from_date=soon&to_date=2026-03-01'))).toEqual(['from_date']);
  });
});
