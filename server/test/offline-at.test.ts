import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workMessages } from '@tintero/domain';
import { createTestApp, manualClock, type TestContext } from './helpers';
import { activityUserOf, createOperator, dieCut, workshop, type Operator } from './work-fixtures';
import { insertSupply } from './activity-fixtures';
import { differencesFromRebuild } from '../src/roll-ups/compare';

/**
 * Shop-floor actions tapped offline (DESIGN §12.3, docs/decisions/046): each of the five may state
 * the moment it was tapped (`at`, on the server's clock as the tablet knew it). Within bounds the
 * work happens then, its totals with it, and the audit trail says the time came from the device;
 * outside them the server answers 422 naming `at`, and nothing is written.
 */
const clock = manualClock('2030-03-04T13:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
let ana: Operator;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  shop = await workshop(ctx.app);
  ana = await createOperator(ctx.app, shop.admin, 12_000);
});
afterAll(() => ctx.close());
// Each test an hour after the last: a worker's intervals never overlap, and a test states moments in its own past.
beforeEach(() => clock.advanceMinutes(60));

const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000).toISOString();
const secondsAhead = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

const start = (au: number, at?: string) =>
  shop.call('POST', `/v1/activity_users/${au}/intervals/start`, at ? { at } : undefined, ana.token);
const pause = (au: number, quantity: number, at?: string) =>
  shop.call('PUT', `/v1/activity_users/${au}/intervals/pause`, { quantity_produced: quantity, at }, ana.token);
const finish = (au: number, quantity: number, at?: string) =>
  shop.call('PUT', `/v1/activity_users/${au}/intervals/finish_by_user`, { quantity_produced: quantity, at }, ana.token);
const observe = (au: number, observation: string, at?: string) =>
  shop.call('PUT', `/v1/activity_users/${au}/save_observation`, { observation, at }, ana.token);

/** A fresh activity with Ana as its one worker: her activity user and the activity's id. */
async function anasActivity() {
  const { orderId, activityIds } = await shop.orderWithActivities([[ana.id]]);
  const activityId = activityIds[0]!;
  return { orderId, activityId, au: await activityUserOf(ctx.app, activityId, ana.id) };
}

/** The audit trail's events of a record, oldest first, as administrators read them. */
async function auditOf(recordType: string, recordId: number) {
  const answer = await shop.call('GET', `/v1/audit_events?record_type=${recordType}&record_id=${recordId}&per_page=100`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { action: string; record_type: string; device_at: string | null }[]).reverse();
}

const refusedOnAt = (answer: { statusCode: number; json: () => { errors: Record<string, string[]> } }, message: string) => {
  expect(answer.statusCode).toBe(422);
  expect(answer.json().errors).toEqual({ at: [message] });
};

describe('a stated moment within bounds', () => {
  it('starts and pauses the interval when they were tapped, rolls its minutes and value up, and the audit says device time', async () => {
    const { orderId, activityId, au } = await anasActivity();
    const startedAt = minutesAgo(25);
    const started = await start(au, startedAt);
    expect(started.statusCode, started.body).toBe(201);
    // The answer's clock is still the server's: the tablet corrects its timer with it.
    expect(started.json()).toMatchObject({ server_time: clock.now().toISOString(), interval: { start_time: startedAt, end_time: null } });

    const pausedAt = minutesAgo(5);
    const paused = await pause(au, 4, pausedAt);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().interval).toMatchObject({ start_time: startedAt, end_time: pausedAt, minutes: 20, quantity_produced: 4 });

    const activity = (await shop.call('GET', `/v1/${dieCut.route}/${activityId}`)).json();
    expect(activity).toMatchObject({ status: 'paused', start_time: startedAt, time_spent: 20 });
    expect(activity.value).toBeCloseTo(4_000, 6); // 20 minutes at 12 000 an hour
    const order = (await shop.call('GET', `/v1/production_orders/${orderId}`)).json();
    expect(order.total_labor_time).toBe(20);
    expect(await differencesFromRebuild(ctx.app.db)).toEqual([]);

    const intervalId = paused.json().interval.id as number;
    const events = await auditOf('intervals', intervalId);
    expect(events.map((event) => [event.action, event.device_at])).toEqual([
      ['created', startedAt],
      ['updated', pausedAt],
    ]);
  });

  it('finishes at the stated moment: the activity ends then', async () => {
    const { activityId, au } = await anasActivity();
    expect((await start(au, minutesAgo(20))).statusCode).toBe(201);
    const finishedAt = minutesAgo(2);
    const finished = await finish(au, 7, finishedAt);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ user_status: 'finished', activity_status: 'finished' });
    const activity = (await shop.call('GET', `/v1/${dieCut.route}/${activityId}`)).json();
    expect(activity).toMatchObject({ status: 'finished', end_time: finishedAt, time_spent: 18, quantity_produced: 7 });
    const events = await auditOf('activities', activityId);
    expect(events.find((event) => event.action === 'finished')?.device_at).toBe(finishedAt);
  });

  it('a moment up to five seconds ahead (the tablet rounding its offset) is taken as the server’s now', async () => {
    const { au } = await anasActivity();
    const started = await start(au, secondsAhead(4));
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().interval.start_time).toBe(clock.now().toISOString());
    clock.advanceMinutes(3);
    expect((await pause(au, 0)).statusCode).toBe(200);
  });

  it('an observation and a supply used ("add ink") record the device time', async () => {
    const { orderId, au } = await anasActivity();
    const saidAt = minutesAgo(10);
    const observed = await observe(au, 'Se atascó el papel', saidAt);
    expect(observed.statusCode, observed.body).toBe(200);
    const workerEvents = await auditOf('activity_users', au);
    expect(workerEvents.at(-1)).toMatchObject({ action: 'updated', device_at: saidAt });

    const ink = await insertSupply(ctx.app, `Tinta ${Date.now()}`);
    const usedAt = minutesAgo(12);
    const used = await shop.call(
      'POST',
      `/v1/production_orders/${orderId}/supplies_used`,
      { supply_used: { supply_id: ink.id, quantity: 0, at: usedAt } },
      ana.token,
    );
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().created_at).toBe(usedAt);
    const usedEvents = await auditOf('supplies_used', used.json().id);
    expect(usedEvents[0]).toMatchObject({ action: 'created', device_at: usedAt });
  });

  it('without `at`, the server’s clock sets the time and the audit trail says nothing of a device', async () => {
    const { au } = await anasActivity();
    const started = await start(au);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().interval.start_time).toBe(clock.now().toISOString());
    const events = await auditOf('intervals', started.json().interval.id);
    expect(events[0]).toMatchObject({ action: 'created', device_at: null });
    clock.advanceMinutes(1);
    expect((await pause(au, 0)).statusCode).toBe(200);
  });
});

describe('a stated moment outside the bounds: 422 naming `at`, nothing written', () => {
  it('in the future beyond the clock skew', async () => {
    const { au } = await anasActivity();
    refusedOnAt(await start(au, secondsAhead(6)), workMessages.atInTheFuture);
    expect((await start(au)).statusCode).toBe(201);
    clock.advanceMinutes(5);
    refusedOnAt(await pause(au, 1, secondsAhead(60)), workMessages.atInTheFuture);
    refusedOnAt(await observe(au, 'Nota', secondsAhead(60)), workMessages.atInTheFuture);
    expect((await pause(au, 1)).statusCode).toBe(200);
  });

  it('older than OFFLINE_GRACE_MINUTES (30 by default)', async () => {
    const { orderId, au } = await anasActivity();
    refusedOnAt(await start(au, minutesAgo(31)), workMessages.atTooOld(30));
    const ink = await insertSupply(ctx.app, `Tinta vieja ${Date.now()}`);
    const used = await shop.call(
      'POST',
      `/v1/production_orders/${orderId}/supplies_used`,
      { supply_used: { supply_id: ink.id, quantity: 0, at: minutesAgo(45) } },
      ana.token,
    );
    refusedOnAt(used, workMessages.atTooOld(30));
    const listed = await shop.call('GET', `/v1/production_orders/${orderId}/supplies_used`, undefined, ana.token);
    expect(listed.json()).toEqual([]);
  });

  it('a pause or a finish before the running interval started', async () => {
    const { au } = await anasActivity();
    expect((await start(au, minutesAgo(10))).statusCode).toBe(201);
    refusedOnAt(await pause(au, 2, minutesAgo(12)), workMessages.atBeforeStart);
    refusedOnAt(await finish(au, 2, minutesAgo(10)), workMessages.atBeforeStart);
    const state = await shop.call('GET', `/v1/users/${ana.id}/current_activity_in_development`, undefined, ana.token);
    expect(state.json()).not.toBeNull(); // still running
    expect((await pause(au, 2, minutesAgo(1))).statusCode).toBe(200);
  });

  it('a moment that is not a timestamp with its offset', async () => {
    const { au } = await anasActivity();
    refusedOnAt(await start(au, '2030-03-04 12:55'), workMessages.invalidTimestamp);
  });
});

describe('the API description', () => {
  it('shows `at` on the five actions’ bodies, optional, as a timestamp', async () => {
    const answer = await shop.call('GET', '/v1/docs/json');
    type Body = { properties?: Record<string, { format?: string }>; required?: string[] };
    const paths = answer.json().paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Body }> } }>>;
    const bodyOf = (path: string, method: string) => paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    const bodies = [
      bodyOf('/v1/activity_users/{id}/intervals/start', 'post'),
      bodyOf('/v1/activity_users/{id}/intervals/pause', 'put'),
      bodyOf('/v1/activity_users/{id}/intervals/finish_by_user', 'put'),
      bodyOf('/v1/activity_users/{id}/save_observation', 'put'),
      bodyOf('/v1/production_orders/{id}/supplies_used', 'post')?.properties?.supply_used as Body | undefined,
    ];
    for (const body of bodies) {
      expect(body?.properties?.at).toMatchObject({ format: 'date-time' });
      expect(body?.required ?? []).not.toContain('at');
    }
  });
});
