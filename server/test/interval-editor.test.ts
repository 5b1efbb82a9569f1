import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workMessages } from '@tintero/domain';
import { readOrder } from './activity-fixtures';
import { createTestApp, manualClock, type TestContext } from './helpers';
import { activityUserOf, createOperator, dieCut, enteredAt, intervalsOfUser, workshop, type Operator } from './work-fixtures';

/**
 * The administrator's interval editor (spec part 2 §2 "Operator activity report", §5; DESIGN
 * §7.3), the hour value each interval is paid at, and what disabling a worker does to their work
 * (docs/decisions/009).
 */
const clock = manualClock('2030-05-10T18:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
let ana: Operator;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  shop = await workshop(ctx.app);
  ana = await createOperator(ctx.app, shop.admin, 12_000);
});
afterAll(() => ctx.close());

const editor = (au: number) => `/v1/activity_users/${au}/intervals`;
const span = (start_time: string, end_time: string, quantity_produced?: number) => ({
  interval: { start_time, end_time, ...(quantity_produced === undefined ? {} : { quantity_produced }) },
});

async function oneWorker(worker: Operator = ana) {
  const { orderId, activityIds } = await shop.orderWithActivities([[worker.id]]);
  return { orderId, activityId: activityIds[0]!, au: await activityUserOf(ctx.app, activityIds[0]!, worker.id) };
}

describe('the interval editor', () => {
  it('creates, edits and deletes intervals, recording who and when, and the order follows every change', async () => {
    const { orderId, activityId, au } = await oneWorker();
    const created = await shop.call('POST', editor(au), span('2030-05-10T08:00:00-05:00', '2030-05-10T09:30:00-05:00', 40));
    expect(created.statusCode, created.body).toBe(201);
    const interval = created.json();
    expect(interval).toMatchObject({ minutes: 90, value: 18_000, quantity_produced: 40, updated_by: { first_name: expect.any(String) } });
    expect(interval.updated_at).toBe(clock.now().toISOString());
    expect((await shop.call('GET', `/v1/${dieCut.route}/${activityId}`)).json()).toMatchObject({
      status: 'paused',
      time_spent: 90,
      value: 18_000,
    });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(18_000);

    clock.advanceMinutes(5);
    const edited = await shop.call('PUT', `${editor(au)}/${interval.id}`, { interval: { end_time: '2030-05-10T08:30:00-05:00' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ minutes: 30, value: 6_000, quantity_produced: 40, updated_at: clock.now().toISOString() });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(6_000);

    const deleted = await shop.call('DELETE', `${editor(au)}/${interval.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await shop.call('GET', `/v1/${dieCut.route}/${activityId}`)).json()).toMatchObject({
      status: 'pending',
      time_spent: 0,
      value: 0,
    });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(0);
    expect((await shop.call('DELETE', `${editor(au)}/${interval.id}`)).statusCode).toBe(404);
  });

  it('refuses overlapping intervals of one worker (422 on start_time), across activities and with a running one', async () => {
    const first = await oneWorker();
    const second = await oneWorker();
    expect((await shop.call('POST', editor(first.au), span('2030-05-09T08:00:00Z', '2030-05-09T10:00:00Z'))).statusCode).toBe(201);
    const overlapping = await shop.call('POST', editor(second.au), span('2030-05-09T09:59:00Z', '2030-05-09T11:00:00Z'));
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors).toEqual({ start_time: [workMessages.overlaps] });
    expect((await shop.call('POST', editor(second.au), span('2030-05-09T10:00:00Z', '2030-05-09T11:00:00Z'))).statusCode).toBe(201);

    expect((await shop.call('POST', `${editor(second.au)}/start`)).statusCode).toBe(201);
    clock.advanceMinutes(10);
    const fiveMinutesAgo = new Date(clock.now().getTime() - 5 * 60_000).toISOString();
    const overRunning = await shop.call('POST', editor(first.au), span(fiveMinutesAgo, clock.now().toISOString()));
    expect(overRunning.json().errors).toEqual({ start_time: [workMessages.overlaps] });
    expect((await shop.call('PUT', `${editor(second.au)}/pause`, { quantity_produced: 0 })).statusCode).toBe(200);
  });

  it('needs the end after the start and neither in the future (422)', async () => {
    const { au } = await oneWorker();
    const backwards = await shop.call('POST', editor(au), span('2030-05-08T10:00:00Z', '2030-05-08T09:00:00Z'));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end_time: [workMessages.endBeforeStart] });
    const future = await shop.call('POST', editor(au), span('2030-05-10T17:00:00Z', '2030-05-10T19:00:00Z'));
    expect(future.json().errors).toEqual({ end_time: [workMessages.inTheFuture] });
    const local = await shop.call('POST', editor(au), span('2030-05-08T10:00:00', '2030-05-08T11:00:00'));
    expect(Object.keys(local.json().errors)).toEqual(['start_time', 'end_time']);
    const created = (await shop.call('POST', editor(au), span('2030-05-08T10:00:00Z', '2030-05-08T11:00:00Z'))).json();
    const edited = await shop.call('PUT', `${editor(au)}/${created.id}`, { interval: { start_time: '2030-05-08T11:30:00Z' } });
    expect(edited.json().errors).toEqual({ end_time: [workMessages.endBeforeStart] });
  });

  it('closes a running interval an operator forgot, at the end the administrator gives', async () => {
    const { au } = await oneWorker();
    const started = (await shop.call('POST', `${editor(au)}/start`)).json();
    clock.advanceMinutes(14 * 60);
    const end = new Date(Date.parse(started.interval.start_time) + 8 * 3_600_000).toISOString();
    const closed = await shop.call('PUT', `${editor(au)}/${started.interval.id}`, { interval: { end_time: end } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ minutes: 8 * 60, value: 8 * 12_000 });
    expect((await shop.call('GET', '/v1/intervals/stale')).json()).toEqual([]);
  });

  it('is for administrators only', async () => {
    const { au } = await oneWorker();
    const response = await shop.call('POST', editor(au), span('2030-05-07T10:00:00Z', '2030-05-07T11:00:00Z'), ana.token);
    expect(response.statusCode).toBe(403);
  });
});

describe('an interval keeps within its activity and MAX_INTERVAL_HOURS (issue 20, docs/decisions/025)', () => {
  const tooLong = workMessages.tooLong(16);
  const hoursAfter = (start: string, hours: number) => new Date(Date.parse(start) + hours * 3_600_000).toISOString();

  it('refuses the ten-year interval on its fields, and the labour cost stays as it was', async () => {
    const { orderId, activityId, au } = await oneWorker();
    expect((await shop.call('GET', '/v1/about')).json().max_interval_hours).toBe(16);
    expect((await shop.call('POST', editor(au), span('2030-05-01T08:00:00Z', '2030-05-01T09:00:00Z'))).statusCode).toBe(201);
    const before = await readOrder(ctx.app, shop.admin, orderId);
    expect(before.labor_cost).toBe(12_000);

    // The outside probe's request: the activity did not exist in 2005, and ten years is no interval.
    const decade = await shop.call('POST', editor(au), span('2005-01-01T00:00:00Z', '2015-01-01T00:00:00Z'));
    expect(decade.statusCode).toBe(422);
    expect(decade.json().errors).toEqual({ start_time: [workMessages.beforeActivity], end_time: [tooLong] });
    // Even for an activity entered long before: the length alone is refused.
    await enteredAt(ctx.app, activityId, '2019-01-01T00:00:00Z');
    const afterEntry = await shop.call('POST', editor(au), span('2020-01-01T00:00:00Z', '2030-01-01T00:00:00Z'));
    expect(afterEntry.json().errors).toEqual({ end_time: [tooLong] });

    expect(await readOrder(ctx.app, shop.admin, orderId)).toEqual(before);
    expect((await shop.call('GET', editor(au))).json()).toHaveLength(1);
  });

  it('takes exactly MAX_INTERVAL_HOURS and refuses one minute more, when created or edited', async () => {
    const { orderId, au } = await oneWorker();
    const start = '2030-05-02T04:00:00Z';
    const longest = await shop.call('POST', editor(au), span(start, hoursAfter(start, 16)));
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json()).toMatchObject({ minutes: 16 * 60, value: 16 * 12_000 });
    const next = '2030-05-03T04:00:00Z';
    const over = await shop.call('POST', editor(au), span(next, hoursAfter(next, 16 + 1 / 60)));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ end_time: [tooLong] });

    // Stretching the longest one: on the end when the end moves, on the start when the start does.
    const id = longest.json().id as number;
    const later = await shop.call('PUT', `${editor(au)}/${id}`, { interval: { end_time: hoursAfter(start, 16 + 1 / 60) } });
    expect(later.json().errors).toEqual({ end_time: [tooLong] });
    const earlier = await shop.call('PUT', `${editor(au)}/${id}`, { interval: { start_time: hoursAfter(start, -1 / 60) } });
    expect(earlier.json().errors).toEqual({ start_time: [tooLong] });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(16 * 12_000);

    // A running interval counts until now: its start may not be moved more than the limit back.
    const running = (await shop.call('POST', `${editor(au)}/start`)).json().interval;
    const tooEarly = await shop.call('PUT', `${editor(au)}/${running.id}`, {
      interval: { start_time: hoursAfter(clock.now().toISOString(), -16 - 1 / 60) },
    });
    expect(tooEarly.json().errors).toEqual({ start_time: [tooLong] });
    expect((await shop.call('PUT', `${editor(au)}/pause`, { quantity_produced: 0 })).statusCode).toBe(200);
  });

  it('refuses an interval that starts before its activity was created (to the minute), on start_time', async () => {
    const { orderId, activityId, au } = await oneWorker();
    await enteredAt(ctx.app, activityId, '2030-05-04T08:00:30Z');
    const before = await shop.call('POST', editor(au), span('2030-05-04T07:59:00Z', '2030-05-04T09:00:00Z'));
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({ start_time: [workMessages.beforeActivity] });
    // The pickers choose minutes: the minute the activity was entered in is its own.
    const same = await shop.call('POST', editor(au), span('2030-05-04T08:00:00Z', '2030-05-04T09:00:00Z'));
    expect(same.statusCode, same.body).toBe(201);
    const moved = await shop.call('PUT', `${editor(au)}/${same.json().id}`, { interval: { start_time: '2030-05-04T07:00:00Z' } });
    expect(moved.json().errors).toEqual({ start_time: [workMessages.beforeActivity] });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(12_000);
  });

  it("does not cap the server's timer: a weekend left running is recorded, and the editor corrects it within the limit", async () => {
    const { au } = await oneWorker();
    clock.advanceMinutes(1);
    const start = await shop.call('POST', `${editor(au)}/start`, undefined, ana.token);
    expect(start.statusCode, start.body).toBe(201);
    const started = start.json().interval;
    clock.advanceMinutes(60 * 60);
    const paused = await shop.call('PUT', `${editor(au)}/pause`, { quantity_produced: 3 }, ana.token);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().interval).toMatchObject({ id: started.id, minutes: 60 * 60 });
    // A change that leaves its times alone is taken; one that moves them must bring it within the limit.
    const quantity = await shop.call('PUT', `${editor(au)}/${started.id}`, { interval: { quantity_produced: 5 } });
    expect(quantity.statusCode, quantity.body).toBe(200);
    const sameTimes = await shop.call('PUT', `${editor(au)}/${started.id}`, {
      interval: { start_time: started.start_time, end_time: paused.json().interval.end_time, quantity_produced: 6 },
    });
    expect(sameTimes.statusCode, sameTimes.body).toBe(200);
    const stillLong = await shop.call('PUT', `${editor(au)}/${started.id}`, { interval: { end_time: hoursAfter(started.start_time, 20) } });
    expect(stillLong.json().errors).toEqual({ end_time: [tooLong] });
    const corrected = await shop.call('PUT', `${editor(au)}/${started.id}`, { interval: { end_time: hoursAfter(started.start_time, 9) } });
    expect(corrected.json()).toMatchObject({ minutes: 9 * 60, quantity_produced: 6 });
  });
});

describe('values follow the hour value', () => {
  it('of the worker when the time closes; an edit keeps the rate the time was paid at', async () => {
    const beto = await createOperator(ctx.app, shop.admin, 10_000);
    const { orderId, au } = await oneWorker(beto);
    await shop.call('POST', `${editor(au)}/start`, undefined, beto.token);
    clock.advanceMinutes(60);
    const first = (await shop.call('PUT', `${editor(au)}/pause`, { quantity_produced: 1 }, beto.token)).json().interval;
    await shop.call('PUT', `/v1/users/${beto.id}`, { user: { hour_value: 20_000 } });
    await shop.call('POST', `${editor(au)}/start`, undefined, beto.token);
    clock.advanceMinutes(30);
    await shop.call('PUT', `${editor(au)}/pause`, { quantity_produced: 1 }, beto.token);
    const values = (await shop.call('GET', editor(au))).json().map((interval: { value: number }) => interval.value);
    expect(values).toEqual([10_000, 10_000]);
    // Stretching the first hour to two pays it at its own 10 000, not at today's 20 000.
    const start = new Date(Date.parse(first.start_time) - 60 * 60_000).toISOString();
    const stretched = await shop.call('PUT', `${editor(au)}/${first.id}`, { interval: { start_time: start } });
    expect(stretched.json()).toMatchObject({ minutes: 120, value: 20_000 });
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(30_000);
  });
});

describe('disabling a worker', () => {
  it('closes their running interval now, takes them off activities where they logged no time and marks them done where they did', async () => {
    const leaving = await createOperator(ctx.app, shop.admin, 6_000);
    const staying = await createOperator(ctx.app, shop.admin, 6_000);
    const { orderId, activityIds } = await shop.orderWithActivities([[leaving.id, staying.id], [leaving.id], [leaving.id]]);
    const [shared, untouched, running] = activityIds as [number, number, number];
    const sharedAu = await activityUserOf(ctx.app, shared, leaving.id);
    const runningAu = await activityUserOf(ctx.app, running, leaving.id);
    const stayingAu = await activityUserOf(ctx.app, shared, staying.id);
    await shop.call('POST', `${editor(sharedAu)}/start`, undefined, leaving.token);
    clock.advanceMinutes(20);
    await shop.call('PUT', `${editor(sharedAu)}/finish_by_user`, { quantity_produced: 0 }, staying.token); // 403: not theirs
    await shop.call('PUT', `${editor(sharedAu)}/pause`, { quantity_produced: 2 }, leaving.token);
    await shop.call('POST', `${editor(stayingAu)}/start`, undefined, staying.token);
    clock.advanceMinutes(5);
    await shop.call('PUT', `${editor(stayingAu)}/finish_by_user`, { quantity_produced: 3 }, staying.token);
    await shop.call('POST', `${editor(runningAu)}/start`, undefined, leaving.token);
    clock.advanceMinutes(30);
    const disabledAt = clock.now().toISOString();

    expect((await shop.call('DELETE', `/v1/users/${leaving.id}`)).statusCode).toBe(200);

    const workers = async (id: number) => (await shop.call('GET', `/v1/${dieCut.route}/${id}`)).json();
    // Shared: the leaver logged time and stays, done; the other worker had finished, so the activity is finished.
    const sharedNow = await workers(shared);
    expect(sharedNow.users.map((user: { id: number; status: string }) => [user.id, user.status])).toEqual([
      [leaving.id, 'finished'],
      [staying.id, 'finished'],
    ]);
    expect(sharedNow).toMatchObject({ status: 'finished', end_time: disabledAt });
    // No time logged: they leave it, and it waits for someone else.
    expect(await workers(untouched)).toMatchObject({ status: 'pending', users: [] });
    // Running: closed at the moment of disabling and paid; they stay, done, but alone they do not finish it.
    const runningNow = await workers(running);
    expect(runningNow).toMatchObject({ status: 'paused', time_spent: 30, value: 3_000 });
    expect(runningNow.users).toMatchObject([{ id: leaving.id, status: 'finished' }]);
    const open = (await intervalsOfUser(ctx.app, leaving.id)).filter((interval) => interval.end_time === null);
    expect(open).toEqual([]);
    expect((await readOrder(ctx.app, shop.admin, orderId)).labor_cost).toBe(2_000 + 500 + 3_000);
    // A disabled user cannot be assigned again.
    const assigned = await shop.call('PUT', `/v1/${dieCut.route}/${untouched}`, { die_cut: { users: [leaving.id] } });
    expect(assigned.statusCode).toBe(422);
  });

  it('through PUT enabled=false does the same', async () => {
    const leaving = await createOperator(ctx.app, shop.admin, 6_000);
    const { activityId, au } = await oneWorker(leaving);
    await shop.call('POST', `${editor(au)}/start`, undefined, leaving.token);
    clock.advanceMinutes(10);
    expect((await shop.call('PUT', `/v1/users/${leaving.id}`, { user: { enabled: false } })).statusCode).toBe(200);
    expect((await shop.call('GET', `/v1/${dieCut.route}/${activityId}`)).json()).toMatchObject({ status: 'paused', time_spent: 10 });
  });
});
