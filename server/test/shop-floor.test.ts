import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { isMoneyFieldName, messages, MONEY_FIELD_NAMES, SESSION_CHANGED_EVENT } from '@tintero/domain';
import { activities } from '../src/db/schema';
import { bearer, createUser, onPostgres, tokenFor, type TestContext } from './helpers';
import { activityUserOf, createOperator, dieCut, type Operator } from './work-fixtures';
import { HEARTBEAT_MS, STREAM_RETRY_AFTER_SECONDS, STREAMS_PER_USER, TooManyStreams, WorkEventHub } from '../src/modules/shop-floor/hub';
import { openEventStream, type EventStream } from './event-stream';
import { shopFloorSession, type ShopFloorSession } from './shop-floor-session';

/**
 * The live shop floor's events (issue 13; docs/decisions/013): the server-sent events that announce
 * each change of work, to whom, on any process. The board itself: shop-floor-board.test.ts.
 */
const { session, timer } = shopFloorSession();
const { clock, streams } = session;
let ctx: TestContext;
let shop: ShopFloorSession['shop'];
let ana: Operator;
let beto: Operator;
beforeAll(() => ({ ctx, shop, ana, beto } = session));

async function open(token: string) {
  const stream = await openEventStream(ctx.app, token);
  streams.push(stream);
  return stream;
}

/** An order in development with one die cut for Ana (due today) and one for Beto. */
async function twoActivities() {
  const { orderId, activityIds } = await shop.orderWithActivities([[ana.id], [beto.id]]);
  const [forAna, forBeto] = activityIds as [number, number];
  await ctx.app.db.update(activities).set({ due_date: '2030-05-10' }).where(eq(activities.id, forAna));
  return {
    orderId,
    forAna,
    forBeto,
    anaAu: await activityUserOf(ctx.app, forAna, ana.id),
    betoAu: await activityUserOf(ctx.app, forBeto, beto.id),
  };
}

const moneyKeys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => isMoneyFieldName(key));

describe('GET /v1/events', () => {
  it('streams to an administrator every change of work, as the snapshot saw it, without money', async () => {
    const stream = await open(shop.admin);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    const { orderId, forAna, anaAu, betoAu } = await twoActivities();
    await expect.poll(() => stream.raw()).toMatch(/^retry: \d+\n/);

    expect((await timer(anaAu, 'start', ana.token)).statusCode).toBe(201);
    const started = await stream.next((event) => event.data.activity_user_id === anaAu);
    expect(started.event).toBe('interval_started');
    expect(started.id).toMatch(/^\d+$/);
    expect(started.data).toEqual({
      kind: 'interval_started',
      production_order_id: orderId,
      activity_id: forAna,
      activity_user_id: anaAu,
      user_id: ana.id,
      at: clock.now().toISOString(),
    });

    const received = [started];
    clock.advanceMinutes(10);
    expect((await timer(anaAu, 'pause', ana.token)).statusCode).toBe(200);
    received.push(await stream.next((event) => event.data.activity_user_id === anaAu));
    const edit = await shop.call('POST', `/v1/activity_users/${betoAu}/intervals`, {
      interval: { start_time: '2030-05-10T06:00:00-05:00', end_time: '2030-05-10T06:30:00-05:00' },
    });
    expect(edit.statusCode, edit.body).toBe(201);
    received.push(await stream.next((event) => event.data.activity_user_id === betoAu));
    expect((await timer(anaAu, 'finish_by_user', ana.token)).statusCode).toBe(200);
    received.push(await stream.next((event) => event.data.activity_user_id === anaAu));
    expect(received.map((event) => event.event)).toEqual(['interval_started', 'interval_paused', 'interval_edited', 'work_finished']);
    for (const event of received) {
      expect(moneyKeys(event.data)).toEqual([]);
      expect(Object.keys(event.data).filter((key) => MONEY_FIELD_NAMES.includes(key))).toEqual([]);
    }
  });

  it("gives an operator only their own work: not another operator's start, but a finish of an activity they work on", async () => {
    const { forBeto, anaAu, betoAu } = await twoActivities();
    clock.advanceMinutes(10);
    const anas = await open(ana.token);
    const betos = await open(beto.token);
    expect(anas.status).toBe(200);

    expect((await timer(betoAu, 'start', beto.token)).statusCode).toBe(201);
    await betos.next((event) => event.event === 'interval_started');
    expect((await timer(anaAu, 'start', ana.token)).statusCode).toBe(201);
    // Events reach every stream in the order they were published: Beto's came first, and Ana never got it.
    const first = await anas.next();
    expect(first.data).toMatchObject({ kind: 'interval_started', user_id: ana.id, activity_user_id: anaAu });

    const finished = await shop.call('PUT', `/v1/activity_users/${dieCut.className}/${forBeto}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const whole = await betos.next((event) => event.event === 'activity_finished');
    clock.advanceMinutes(10);
    expect(whole.data).toMatchObject({ activity_id: forBeto, activity_user_id: null, user_id: null });
    // Ana pauses afterwards: her next event is her pause, not Beto's activity.
    expect((await timer(anaAu, 'pause', ana.token)).statusCode).toBe(200);
    expect((await anas.next()).event).toBe('interval_paused');
  });

  it("ends a user's streams when they are disabled, and refuses the reconnection", async () => {
    const leaving = await createOperator(ctx.app, shop.admin, 10_000);
    const stream = await open(leaving.token);
    expect(stream.status).toBe(200);
    expect((await shop.call('DELETE', `/v1/users/${leaving.id}`)).statusCode).toBe(200);
    await stream.ended;
    // Its last words tell the screen to ask again now, not after the retry hint.
    expect(stream.raw()).toMatch(new RegExp(`event: ${SESSION_CHANGED_EVENT}\\n\\n$`));
    const again = await ctx.app.inject({ method: 'GET', url: '/v1/events', headers: bearer(leaving.token) });
    expect(again.statusCode).toBe(401);
  });

  it('answers sellers 403 and anonymous visitors 401 in JSON, before any stream starts', async () => {
    const seller = await createUser(ctx.app, shop.admin, { role: 'seller' });
    const sellerToken = await tokenFor(ctx.app, seller.username, seller.password);
    const refused = await ctx.app.inject({ method: 'GET', url: '/v1/events', headers: bearer(sellerToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().message).toMatch(/\S/);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/\S/);
  });

  it('caps the streams one user holds open: the sixth of an operator is 429 with Retry-After; closing one frees its place', async () => {
    const busy = await createOperator(ctx.app, shop.admin, 10_000);
    const held: EventStream[] = [];
    for (let index = 0; index < STREAMS_PER_USER.operator; index++) held.push(await open(busy.token));
    expect(held.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_USER.operator).fill(200));

    const refused = await open(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBe(STREAM_RETRY_AFTER_SECONDS);
    await refused.ended;
    expect(JSON.parse(refused.raw())).toEqual({ message: messages.http.tooManyStreams });
    // Counted per user: another operator and the administrator are not held back by it.
    expect((await open(ana.token)).status).toBe(200);
    expect((await open(shop.admin)).status).toBe(200);

    // A closed tab gives its place back (once the server has seen the socket close).
    held[0]!.close();
    await vi.waitFor(async () => expect((await open(busy.token)).status).toBe(200), { timeout: 2_000, interval: 20 });
    expect((await open(busy.token)).status, 'and only that one').toBe(429);
  });

  // One LISTEN per process: a change made through any process reaches the streams of every other.
  it.runIf(onPostgres)('carries a change made on another process to a stream opened on this one', async () => {
    const other = await ctx.startAnotherProcess();
    const { anaAu } = await twoActivities();
    clock.advanceMinutes(10);
    const stream = await open(shop.admin);
    const started = await other.inject({
      method: 'POST',
      url: `/v1/activity_users/${anaAu}/intervals/start`,
      headers: bearer(ana.token),
    });
    expect(started.statusCode, started.body).toBe(201);
    const event = await stream.next((received) => received.data.activity_user_id === anaAu, 2_000);
    expect(event.event).toBe('interval_started');
  });
});

describe('the events hub', () => {
  it('writes a comment every 15 s so proxies keep an idle stream open', () => {
    vi.useFakeTimers();
    try {
      const hub = new WorkEventHub(async () => []);
      const stream = hub.subscribe({ id: 1, role: 'administrator', first_name: 'A', last_name: 'B' });
      stream.read();
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(String(stream.read())).toBe(': heartbeat\n\n');
      hub.close();
      expect(hub.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a user to their limit of open streams, by role, and frees a place when a stream closes', async () => {
    const hub = new WorkEventHub(async () => []);
    try {
      const operator = { id: 7, role: 'operator' as const, first_name: 'O', last_name: 'P' };
      const admin = { id: 1, role: 'administrator' as const, first_name: 'A', last_name: 'B' };
      const held = Array.from({ length: STREAMS_PER_USER.operator }, () => hub.subscribe(operator));
      expect(() => hub.subscribe(operator)).toThrow(TooManyStreams);
      for (let index = 0; index < STREAMS_PER_USER.administrator; index++) hub.subscribe(admin);
      expect(() => hub.subscribe(admin)).toThrow(TooManyStreams);
      held[0]!.destroy();
      await new Promise((closed) => held[0]!.once('close', closed));
      expect(hub.streamsOf(operator.id)).toBe(STREAMS_PER_USER.operator - 1);
      expect(hub.subscribe(operator)).toBeDefined();
    } finally {
      hub.close();
    }
  });

  it('ends the open streams when the app closes, so closing never waits on a browser', async () => {
    const other = await ctx.startAnotherProcess();
    const stream = await openEventStream(other, shop.admin);
    expect(stream.status).toBe(200);
    await other.close();
    await stream.ended;
  });
});
