import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@tintero/domain';
import type { App } from '../src/app';
import { purgeExpiredKeys } from '../src/lib/idempotency';
import { idempotencyKeys } from '../src/db/schema';
import { bearer, createTestApp, manualClock, type TestContext } from './helpers';
import { insertSupply } from './activity-fixtures';
import { activityUserOf, createOperator, intervalsOfUser, workshop, type Operator } from './work-fixtures';

/**
 * `Idempotency-Key` on every write (DESIGN §12.3, docs/decisions/046): a tablet whose answer the
 * network dropped sends the same request again with the same key, and the server answers what it
 * answered the first time without acting again, even from another process or after a restart.
 */
const clock = manualClock('2030-05-06T13:00:00.000Z');
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof workshop>>;
let ana: Operator;
let beto: Operator;
let ink: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  shop = await workshop(ctx.app);
  ana = await createOperator(ctx.app, shop.admin, 12_000);
  beto = await createOperator(ctx.app, shop.admin, 9_000);
  ink = await insertSupply(ctx.app, `Tinta ${Date.now()}`);
});
afterAll(() => ctx.close());
beforeEach(() => clock.advanceMinutes(60));

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (app: App, who: Operator, method: Method, url: string, payload: object | undefined, key?: string) =>
  app.inject({ method, url, payload, headers: { ...bearer(who.token), ...(key === undefined ? {} : { 'idempotency-key': key }) } });

/** Ana's own activity user on a fresh order in development (Beto works on it too): the order and both. */
async function work() {
  const { orderId, activityIds } = await shop.orderWithActivities([[ana.id, beto.id]]);
  return {
    orderId,
    anaAu: await activityUserOf(ctx.app, activityIds[0]!, ana.id),
    betoAu: await activityUserOf(ctx.app, activityIds[0]!, beto.id),
  };
}

const addInk = (app: App, who: Operator, orderId: number, key?: string) =>
  send(app, who, 'POST', `/v1/production_orders/${orderId}/supplies_used`, { supply_used: { supply_id: ink.id, quantity: 0 } }, key);
const inkRecords = async (orderId: number) =>
  (await shop.call('GET', `/v1/production_orders/${orderId}/supplies_used`)).json() as { id: number }[];

describe('a repeat with the same key', () => {
  it('answers the first answer and acts once: a pause sent twice leaves one interval, closed once', async () => {
    const { anaAu } = await work();
    const key = randomUUID();
    const started = await send(ctx.app, ana, 'POST', `/v1/activity_users/${anaAu}/intervals/start`, undefined, key);
    expect(started.statusCode, started.body).toBe(201);
    const startedAgain = await send(ctx.app, ana, 'POST', `/v1/activity_users/${anaAu}/intervals/start`, undefined, key);
    expect(startedAgain.statusCode).toBe(201);
    expect(startedAgain.headers['idempotent-replayed']).toBe('true');
    expect(startedAgain.json()).toEqual(started.json());

    clock.advanceMinutes(20);
    const pauseKey = randomUUID();
    const body = { quantity_produced: 3 };
    const paused = await send(ctx.app, ana, 'PUT', `/v1/activity_users/${anaAu}/intervals/pause`, body, pauseKey);
    expect(paused.statusCode, paused.body).toBe(200);
    clock.advanceMinutes(1);
    const pausedAgain = await send(ctx.app, ana, 'PUT', `/v1/activity_users/${anaAu}/intervals/pause`, body, pauseKey);
    // Without the key this would be 409 "no time running"; with it, the first answer.
    expect(pausedAgain.statusCode).toBe(200);
    expect(pausedAgain.json()).toEqual(paused.json());
    const mine = (await intervalsOfUser(ctx.app, ana.id)).filter((interval) => interval.activity_user_id === anaAu);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ minutes: 20, quantity_produced: 3 });
  });

  it('holds from another server process on the same database, and after a restart', async () => {
    const { orderId } = await work();
    const key = randomUUID();
    const first = await addInk(ctx.app, ana, orderId, key);
    expect(first.statusCode, first.body).toBe(201);
    const other = await ctx.startAnotherProcess();
    const again = await addInk(other, ana, orderId, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await inkRecords(orderId)).toHaveLength(1);
  });

  it('sent twice at once acts once: the other answers the same or 409 while the first is under way', async () => {
    const { orderId } = await work();
    const key = randomUUID();
    const answers = await Promise.all([addInk(ctx.app, ana, orderId, key), addInk(ctx.app, ana, orderId, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json()).toEqual({ code: 'idempotency_key_in_progress', message: messages.idempotency.inProgress });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await inkRecords(orderId)).toHaveLength(1);
    // Sent again later: the first answer.
    const later = await addInk(ctx.app, ana, orderId, key);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual(answers.find((answer) => answer.statusCode === 201)!.json());
  });

  it('of another user does not replay: keys are per user', async () => {
    const { orderId } = await work();
    const key = randomUUID();
    expect((await addInk(ctx.app, ana, orderId, key)).statusCode).toBe(201);
    const betos = await addInk(ctx.app, beto, orderId, key);
    expect(betos.statusCode).toBe(201);
    expect(betos.headers['idempotent-replayed']).toBeUndefined();
    expect(await inkRecords(orderId)).toHaveLength(2);
  });

  it('after 24 hours acts again, and the expired keys are purged', async () => {
    const { orderId } = await work();
    const key = randomUUID();
    expect((await addInk(ctx.app, ana, orderId, key)).statusCode).toBe(201);
    clock.advanceMinutes(24 * 60 + 1);
    expect(await purgeExpiredKeys(ctx.app.db, clock.now())).toBeGreaterThan(0);
    const rows = await ctx.app.db.select().from(idempotencyKeys);
    expect(rows.every((row) => Date.parse(row.created_at) > clock.now().getTime() - 24 * 3_600_000)).toBe(true);
    const again = await addInk(ctx.app, ana, orderId, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await inkRecords(orderId)).toHaveLength(2);
  });

  it('of a refused write tries it again: a refusal keeps no key', async () => {
    const { anaAu } = await work();
    const key = randomUUID();
    const pause = () => send(ctx.app, ana, 'PUT', `/v1/activity_users/${anaAu}/intervals/pause`, { quantity_produced: 1 }, key);
    expect((await pause()).statusCode).toBe(409); // nothing running yet
    expect((await send(ctx.app, ana, 'POST', `/v1/activity_users/${anaAu}/intervals/start`, undefined)).statusCode).toBe(201);
    clock.advanceMinutes(5);
    const paused = await pause();
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a key refused', () => {
  it('with another body, path or method: 422 naming the header, nothing done', async () => {
    const { orderId, anaAu } = await work();
    const key = randomUUID();
    expect((await addInk(ctx.app, ana, orderId, key)).statusCode).toBe(201);
    const otherBody = await send(
      ctx.app,
      ana,
      'POST',
      `/v1/production_orders/${orderId}/supplies_used`,
      { supply_used: { supply_id: ink.id, quantity: 2 } },
      key,
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message: messages.http.validation,
      errors: { 'Idempotency-Key': [messages.idempotency.keyReused] },
    });
    const otherRoute = await send(ctx.app, ana, 'POST', `/v1/activity_users/${anaAu}/intervals/start`, undefined, key);
    expect(otherRoute.statusCode).toBe(422);
    expect(await inkRecords(orderId)).toHaveLength(1);
    expect((await intervalsOfUser(ctx.app, ana.id)).filter((interval) => interval.activity_user_id === anaAu)).toEqual([]);
  });

  it('empty, longer than 255 characters or not visible ASCII: 422 naming the header', async () => {
    const { orderId } = await work();
    for (const key of ['', 'x'.repeat(256), 'clave con espacios']) {
      const answer = await addInk(ctx.app, ana, orderId, key);
      expect(answer.statusCode, key).toBe(422);
      expect(answer.json().errors).toEqual({ 'Idempotency-Key': [messages.idempotency.keyLength] });
    }
    expect((await addInk(ctx.app, ana, orderId, 'x'.repeat(255))).statusCode).toBe(201);
    expect(await inkRecords(orderId)).toHaveLength(1);
  });
});

describe('the API description', () => {
  it('declares the header on every write and its 409 code, never on reads or sign-in', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/v1/docs/json', headers: bearer(shop.admin) });
    type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
    const paths = answer.json().paths as Record<string, Record<string, Operation>>;
    const takesKey = (operation: Operation | undefined) =>
      (operation?.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
    const pause = paths['/v1/activity_users/{id}/intervals/pause']?.put;
    expect(takesKey(pause)).toBe(true);
    expect(JSON.stringify(pause?.responses['409'])).toContain('idempotency_key_in_progress');
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const write = ['post', 'put', 'patch', 'delete'].includes(method) && path !== '/v1/sign_in';
        expect(takesKey(operation), `${method} ${path}`).toBe(write);
      }
    }
  });
});
