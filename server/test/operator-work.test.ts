import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, workMessages, type UserActivity } from '@tintero/domain';
import { activities, intervals } from '../src/db/schema';
import { readOrder } from './activity-fixtures';
import { createTestApp, manualClock, type TestContext } from './helpers';
import { activityUserOf, createOperator, dieCut, intervalsOfUser, moneyIn, workshop, type Operator } from './work-fixtures';

/**
 * The operator's timer (spec part 2 §4, §5; DESIGN §7.3): start, pause, continue and finish on the
 * server's clock (moved by hand here), the rules the database holds, and what operators read.
 */
const clock = manualClock('2030-03-04T13:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
let ana: Operator;
let beto: Operator;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  shop = await workshop(ctx.app);
  ana = await createOperator(ctx.app, shop.admin, 12_000);
  beto = await createOperator(ctx.app, shop.admin, 6_000);
});
afterAll(() => ctx.close());

const as = (operator: Operator | 'admin') => (operator === 'admin' ? shop.admin : operator.token);
const start = (au: number, who: Operator | 'admin') => shop.call('POST', `/v1/activity_users/${au}/intervals/start`, undefined, as(who));
const pause = (au: number, who: Operator | 'admin', quantity: unknown) =>
  shop.call('PUT', `/v1/activity_users/${au}/intervals/pause`, { quantity_produced: quantity }, as(who));
const finish = (au: number, who: Operator | 'admin', quantity: unknown) =>
  shop.call('PUT', `/v1/activity_users/${au}/intervals/finish_by_user`, { quantity_produced: quantity }, as(who));
const activity = async (id: number) => (await shop.call('GET', `/v1/${dieCut.route}/${id}`)).json();

describe('start, pause, continue and finish', () => {
  it('by every worker finishes the activity, rolling time, value, quantity and machinery cost up to the order', async () => {
    const { orderId, activityIds } = await shop.orderWithActivities([[ana.id, beto.id]]);
    const id = activityIds[0]!;
    const anaAu = await activityUserOf(ctx.app, id, ana.id);
    const betoAu = await activityUserOf(ctx.app, id, beto.id);
    const t0 = clock.now().toISOString();

    const started = await start(anaAu, ana);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ user_status: 'developing', activity_status: 'developing', server_time: t0 });
    expect(started.json().interval).toMatchObject({ start_time: t0, end_time: null, minutes: 0 });
    expect(moneyIn(started.json())).toEqual([]);
    expect(await activity(id)).toMatchObject({ status: 'developing', start_time: t0 });

    clock.advanceMinutes(30);
    const paused = await pause(anaAu, ana, 10);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ user_status: 'paused', activity_status: 'paused', quantity_produced: 10 });
    expect(paused.json().interval).toMatchObject({ minutes: 30, quantity_produced: 10 });
    expect(moneyIn(paused.json())).toEqual([]);

    clock.advanceMinutes(10);
    expect((await start(anaAu, ana)).statusCode).toBe(201); // continue
    clock.advanceMinutes(15);
    expect((await start(betoAu, beto)).statusCode).toBe(201);
    clock.advanceMinutes(15);
    const anaDone = await finish(anaAu, ana, 5);
    expect(anaDone.json()).toMatchObject({ user_status: 'finished', activity_status: 'developing', quantity_produced: 15 });
    clock.advanceMinutes(20);
    const end = clock.now().toISOString();
    const betoDone = await finish(betoAu, beto, 7);
    expect(betoDone.json()).toMatchObject({ user_status: 'finished', activity_status: 'finished' });

    // Ana: 30 + 30 minutes at 12 000/h; Beto: 35 minutes at 6 000/h.
    const finished = await activity(id);
    expect(finished).toMatchObject({ status: 'finished', start_time: t0, end_time: end, quantity_produced: 22, time_spent: 95 });
    expect(finished.value).toBeCloseTo(12_000 + 3_500, 6);
    expect(finished.machinery_cost).toBeCloseTo((95 / 60) * 60_000, 6);
    const order = await readOrder(ctx.app, shop.admin, orderId);
    expect(order.labor_cost).toBeCloseTo(15_500, 6);
    expect(order.total_labor_time).toBe(95);
    expect(order.machinery_cost).toBeCloseTo(95_000, 6);

    const listed = await shop.call('GET', `/v1/activity_users/${anaAu}/intervals`);
    expect(listed.json().map((interval: { value: number }) => interval.value)).toEqual([6_000, 6_000]);
    // Finished work does not start again, and an activity with time is never deleted.
    expect((await start(anaAu, ana)).json().code).toBe('activity_finished');
    const deleted = await shop.call('DELETE', `/v1/${dieCut.route}/${id}`);
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses a start on an order that is not in development, by a worker who finished, or while time runs elsewhere (409)', async () => {
    const review = await shop.orderWithActivities([[ana.id]], { status: 'in_review' });
    const inReview = await start(await activityUserOf(ctx.app, review.activityIds[0]!, ana.id), ana);
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json()).toEqual({ code: 'order_not_developing', message: messages.productionOrders.notDeveloping });

    const { activityIds } = await shop.orderWithActivities([[ana.id, beto.id], [ana.id]]);
    const first = await activityUserOf(ctx.app, activityIds[0]!, ana.id);
    const second = await activityUserOf(ctx.app, activityIds[1]!, ana.id);
    expect((await finish(first, ana, 0)).statusCode).toBe(200);
    expect((await start(first, ana)).json()).toMatchObject({ code: 'worker_finished', message: workMessages.workerFinished });

    expect((await start(second, ana)).statusCode).toBe(201);
    const other = await shop.orderWithActivities([[ana.id]]);
    const elsewhere = await start(await activityUserOf(ctx.app, other.activityIds[0]!, ana.id), ana);
    expect(elsewhere.json()).toEqual({ code: 'interval_open', message: workMessages.intervalOpen });
    clock.advanceMinutes(5);
    expect((await pause(second, ana, 0)).statusCode).toBe(200);
    expect((await pause(second, ana, 0)).json().code).toBe('no_open_interval');
  });

  it("answers 403 on someone else's activity user, 404 on one that does not exist", async () => {
    const { activityIds } = await shop.orderWithActivities([[beto.id]]);
    const betoAu = await activityUserOf(ctx.app, activityIds[0]!, beto.id);
    for (const response of [await start(betoAu, ana), await pause(betoAu, ana, 1), await finish(betoAu, ana, 1)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(workMessages.notYours);
    }
    expect((await start(999_999, ana)).statusCode).toBe(404);
  });

  it('needs a quantity produced ≥ 0 to pause and finish (422), and an observation of at most 1024 characters', async () => {
    const { activityIds } = await shop.orderWithActivities([[beto.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, beto.id);
    for (const quantity of [-1, 'tres', null, undefined]) {
      for (const response of [await pause(au, beto, quantity), await finish(au, beto, quantity)]) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ quantity_produced: [expect.any(String)] });
      }
    }
    expect((await pause(au, beto, -1)).json().errors.quantity_produced).toEqual([workMessages.quantityProduced]);
    const save = (observation: unknown) => shop.call('PUT', `/v1/activity_users/${au}/save_observation`, { observation }, beto.token);
    expect((await save('  ')).statusCode).toBe(422);
    expect((await save('x'.repeat(1025))).statusCode).toBe(422);
    const saved = await save('Troquel desafilado, revisar');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ observation: 'Troquel desafilado, revisar', interval: null });
  });

  it('a finish with nothing running adds the quantity to the last interval; with no time at all reporting units is refused', async () => {
    const { activityIds } = await shop.orderWithActivities([[beto.id, ana.id]]);
    const betoAu = await activityUserOf(ctx.app, activityIds[0]!, beto.id);
    const anaAu = await activityUserOf(ctx.app, activityIds[0]!, ana.id);
    await start(betoAu, beto);
    clock.advanceMinutes(12);
    await pause(betoAu, beto, 4);
    const done = await finish(betoAu, beto, 3);
    expect(done.json()).toMatchObject({ quantity_produced: 7, activity_status: 'paused' });
    expect(done.json().interval).toMatchObject({ quantity_produced: 7, minutes: 12 });
    expect((await finish(anaAu, ana, 2)).json()).toMatchObject({ code: 'no_time_recorded', message: workMessages.noTimeRecorded });
    // Finishing with nothing to report is fine, and the last worker done finishes the activity.
    expect((await finish(anaAu, ana, 0)).json()).toMatchObject({ user_status: 'finished', activity_status: 'finished' });
  });
});

describe('an order that changes status while time runs', () => {
  it('cannot be cancelled or finished (409); leaving development, the worker still sees and pauses their time', async () => {
    const { orderId, activityIds } = await shop.orderWithActivities([[ana.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, ana.id);
    await start(au, ana);
    const order = (changes: object) => shop.call('PUT', `/v1/production_orders/${orderId}`, { production_order: changes });
    for (const changes of [{ status: 'cancelled' }, { status: 'finished', actual_amount: 480 }]) {
      const refused = await order(changes);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'interval_running', message: messages.productionOrders.intervalRunning });
    }
    expect((await order({ status: 'in_review' })).statusCode).toBe(200);
    const read = (url: string) => shop.call('GET', url, undefined, ana.token);
    expect((await read(`/v1/users/${ana.id}/current_activity_in_development`)).json()).toMatchObject({ activity_user_id: au });
    expect((await read(`/v1/activity_users/${au}/get_activity`)).statusCode).toBe(200);
    clock.advanceMinutes(8);
    expect((await pause(au, ana, 1)).statusCode).toBe(200);
    // Paused, the order in review is no longer the operator's to read nor to start on.
    expect((await read(`/v1/activity_users/${au}/get_activity`)).statusCode).toBe(403);
    expect((await start(au, ana)).json().code).toBe('order_not_developing');
  });
});

describe('what the database holds', () => {
  it('twelve starts at once open exactly one interval; the others answer 409', async () => {
    const { activityIds } = await shop.orderWithActivities([[beto.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, beto.id);
    const before = (await intervalsOfUser(ctx.app, beto.id)).length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => start(au, beto)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(11).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().code).toBe('interval_open');
    expect((await intervalsOfUser(ctx.app, beto.id)).length).toBe(before + 1);
    clock.advanceMinutes(1);
    await pause(au, beto, 0);
  });

  it('twelve starts at once on twelve orders open one interval too', async () => {
    const aus: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { activityIds } = await shop.orderWithActivities([[beto.id]]);
      aus.push(await activityUserOf(ctx.app, activityIds[0]!, beto.id));
    }
    const before = (await intervalsOfUser(ctx.app, beto.id)).length;
    const answers = await Promise.all(aus.map((au) => start(au, beto)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    const open = (await intervalsOfUser(ctx.app, beto.id)).filter((interval) => interval.end_time === null);
    expect(open).toHaveLength(1);
    expect((await intervalsOfUser(ctx.app, beto.id)).length).toBe(before + 1);
    clock.advanceMinutes(1);
    await pause(open[0]!.activity_user_id, beto, 0);
  });

  it('refuses overlapping intervals, a second open one and an end before the start, whoever writes them', async () => {
    const { activityIds } = await shop.orderWithActivities([[ana.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, ana.id);
    const insert = (start_time: string, end_time: string | null) =>
      ctx.app.db.insert(intervals).values({ activity_user_id: au, user_id: ana.id, start_time, end_time });
    await insert('2029-01-01T08:00:00Z', '2029-01-01T09:00:00Z');
    await expect(insert('2029-01-01T08:30:00Z', '2029-01-01T08:45:00Z')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(insert('2029-01-01T10:00:00Z', '2029-01-01T09:59:00Z')).rejects.toMatchObject({ cause: { code: '23514' } });
    await insert('2029-01-01T09:00:00Z', '2029-01-01T09:30:00Z'); // touching is not overlapping
    // Later than anything of Ana's: a running interval reaches to infinity.
    await insert('2035-01-02T08:00:00Z', null);
    const secondOpen = insert('2035-01-03T08:00:00Z', null);
    await expect(secondOpen).rejects.toMatchObject({ cause: { code: expect.stringMatching(/^(23505|23P01)$/) } });
    await ctx.app.db.delete(intervals).where(and(eq(intervals.user_id, ana.id), isNull(intervals.end_time)));
  });
});

describe('what operators read', () => {
  it('their current activities (searchable), the one in development with the server time, the activity and its intervals, without money', async () => {
    const { orderId, activityIds } = await shop.orderWithActivities([[ana.id], [ana.id]]);
    const [first, second] = activityIds as [number, number];
    const au = await activityUserOf(ctx.app, first, ana.id);
    const read = (url: string, who: Operator | 'admin' = ana) => shop.call('GET', url, undefined, as(who));

    const current = (await read(`/v1/users/${ana.id}/current_activities`)).json();
    const mine = current.filter((card: { production_order_id: number }) => card.production_order_id === orderId);
    expect(mine.map((card: { activity_id: number }) => card.activity_id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({ id: au, activity_user_id: au, activity_type: 'die_cut', name: dieCut.name, user_status: 'pending' });
    // A number finds the order's activities (and an activity of that number, if Ana works on one).
    const byNumber = (await read(`/v1/users/${ana.id}/current_activities?search=${orderId}`)).json() as UserActivity[];
    expect(byNumber.filter((card) => card.production_order_id === orderId)).toHaveLength(2);
    expect(byNumber.every((card) => card.production_order_id === orderId || card.activity_id === orderId)).toBe(true);
    expect((await read(`/v1/users/${ana.id}/current_activities?search=troq`)).json().length).toBeGreaterThanOrEqual(2);
    expect((await read(`/v1/users/${ana.id}/current_activities?search=ninguna%25cosa`)).json()).toEqual([]);

    expect((await read(`/v1/users/${ana.id}/current_activity_in_development`)).json()).toBeNull();
    await start(au, ana);
    clock.advanceMinutes(3);
    const running = (await read(`/v1/users/${ana.id}/current_activity_in_development`)).json();
    expect(running).toMatchObject({ activity_user_id: au, activity_status: 'developing', server_time: clock.now().toISOString() });
    expect(Date.parse(running.server_time) - Date.parse(running.interval.start_time)).toBe(3 * 60_000);

    const shown = (await read(`/v1/activity_users/${au}/get_activity`)).json();
    expect(shown).toMatchObject({ id: first, status: 'developing' });
    const listed = (await read(`/v1/activity_users/${au}/intervals`)).json();
    expect(listed).toHaveLength(1);
    for (const body of [current, running, shown, listed]) expect(moneyIn(body)).toEqual([]);
    expect((await read(`/v1/activity_users/${au}/get_activity`, 'admin')).json()).toHaveProperty('value');

    expect((await read(`/v1/users/${beto.id}/current_activities`)).statusCode).toBe(403);
    expect((await read(`/v1/users/${beto.id}/current_activity_in_development`)).statusCode).toBe(403);
    clock.advanceMinutes(1);
    await pause(au, ana, 1);
  });
});

describe('an operator finding an activity', () => {
  it("by its number (as the ticket prints it), the order number, the reference or the client; the office's observation comes with it", async () => {
    const carla = await createOperator(ctx.app, shop.admin, 9_000);
    const other = await shop.orderWithActivities([[carla.id]], { reference: 'Plegables Café Sierra', client: 'Tostadora Andina' });
    const { orderId, activityIds } = await shop.orderWithActivities([[carla.id]], { reference: 'Etiquetas vino', client: 'Viñedo Ñandú' });
    const wanted = activityIds[0]!;
    await ctx.app.db.update(activities).set({ observation: 'Ajustar logo del cliente' }).where(eq(activities.id, wanted));
    const find = async (search: string) =>
      (
        (
          await shop.call('GET', `/v1/users/${carla.id}/current_activities?search=${encodeURIComponent(search)}`, undefined, as(carla))
        ).json() as UserActivity[]
      )
        .map((card) => card.activity_id)
        .sort((a, b) => a - b);

    for (const search of [String(wanted), `N.º ${wanted}`, `#${wanted}`]) {
      expect(await find(search)).toContain(wanted);
      expect(await find(search)).not.toContain(other.activityIds[0]);
    }
    expect(await find(String(orderId))).toContain(wanted);
    expect(await find('vino')).toEqual([wanted]);
    expect(await find('nandu')).toEqual([wanted]);
    expect(await find('Tostadora')).toEqual([other.activityIds[0]]);

    const [card] = (await shop.call('GET', `/v1/users/${carla.id}/current_activities?search=vino`, undefined, as(carla))).json();
    expect(card).toMatchObject({ activity_id: wanted, activity_observation: 'Ajustar logo del cliente', observation: null });
  });
});

describe('intervals left open', () => {
  it(`are flagged to administrators after MAX_OPEN_INTERVAL_HOURS, never closed`, async () => {
    const { activityIds } = await shop.orderWithActivities([[beto.id]]);
    const au = await activityUserOf(ctx.app, activityIds[0]!, beto.id);
    await start(au, beto);
    const stale = () => shop.call('GET', '/v1/intervals/stale');
    clock.advanceMinutes(12 * 60);
    expect((await stale()).json()).toEqual([]);
    clock.advanceMinutes(61);
    const flagged = (await stale()).json();
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ activity_user_id: au, user: { id: beto.id }, hours_open: 13, activity_type: 'die_cut' });
    expect((await intervalsOfUser(ctx.app, beto.id)).filter((interval) => interval.end_time === null)).toHaveLength(1);
    expect((await shop.call('GET', '/v1/about')).json().max_open_interval_hours).toBe(12);
    await pause(au, beto, 0);
    expect((await stale()).json()).toEqual([]);
  });
});
