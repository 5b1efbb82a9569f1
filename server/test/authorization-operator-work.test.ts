import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers';
import { type Actor, type RouteCase, adminAndOperator, adminOnly, describeAuthorizationMatrix, signInActors } from './authorization-matrix';
import { activityUserOf, moneyIn, workshop } from './work-fixtures';

/**
 * The authorization matrix of DESIGN §5 for the shop floor: the user's current activities, the
 * activity users' timer and observation (operators on their own only), the interval editor and
 * the stale intervals (administrators only). Administrators go first: on one's own timer they
 * start or stop it, so the operator's call that follows passes authorization and meets the state
 * it left (409), which is what tells it from a refusal (403).
 */
let ctx: TestContext;
const tokens: Partial<Record<Actor, string>> = {};
const ids = {
  operator: 0,
  other: 0,
  /** Activity users of the operator: to read, to start and pause, to finish, on an order in review. */
  own: 0,
  ownToFinish: 0,
  ownInReview: 0,
  /** Someone else's: to read and start and pause, to finish. */
  others: 0,
  othersToFinish: 0,
  /** Intervals of the operator's own activity user, to edit and to delete. */
  interval: 0,
  intervalToDelete: 0,
};

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await signInActors(ctx.app);
  Object.assign(tokens, actors.tokens);
  const shop = await workshop(ctx.app);
  const { operator, other, disabled } = actors.users;
  ids.operator = operator.id;
  ids.other = other.id;
  const work = await shop.orderWithActivities([[operator.id, disabled.id], [operator.id], [other.id], [other.id]]);
  const [own, ownToFinish, others, othersToFinish] = work.activityIds as [number, number, number, number];
  ids.own = await activityUserOf(ctx.app, own, operator.id);
  ids.ownToFinish = await activityUserOf(ctx.app, ownToFinish, operator.id);
  ids.others = await activityUserOf(ctx.app, others, other.id);
  ids.othersToFinish = await activityUserOf(ctx.app, othersToFinish, other.id);
  const review = await shop.orderWithActivities([[operator.id]], { status: 'in_review' });
  ids.ownInReview = await activityUserOf(ctx.app, review.activityIds[0]!, operator.id);
  const day = 24 * 3600_000;
  const span = (daysAgo: number) => ({
    interval: {
      start_time: new Date(Date.now() - daysAgo * day).toISOString(),
      end_time: new Date(Date.now() - daysAgo * day + 3600_000).toISOString(),
    },
  });
  ids.interval = (await shop.call('POST', `/v1/activity_users/${ids.own}/intervals`, span(3))).json().id;
  ids.intervalToDelete = (await shop.call('POST', `/v1/activity_users/${ids.own}/intervals`, span(4))).json().id;
  // Someone else's finish needs time recorded to report units.
  await shop.call('POST', `/v1/activity_users/${ids.othersToFinish}/intervals`, span(5));
  await actors.disableTheDisabled();
});
afterAll(() => ctx.close());

const ownOnly = (ok: number): Record<Actor, number> => ({ administrator: ok, operator: 403, seller: 403, anonymous: 401, disabled: 401 });
/** The administrator changes the operator's timer first; the operator then meets the state it left. */
const ownAfterAdministrator = (ok: number, operator: number): Record<Actor, number> => ({ ...adminAndOperator(ok), operator });
const quantity = () => ({ quantity_produced: 2 });
const au = (key: keyof typeof ids, tail: string) => () => `/v1/activity_users/${ids[key]}${tail}`;

const cases: RouteCase[] = [
  {
    name: "one's own current activities",
    method: 'GET',
    url: () => `/v1/users/${ids.operator}/current_activities?search=a`,
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's current activities",
    method: 'GET',
    url: () => `/v1/users/${ids.other}/current_activities`,
    expected: ownOnly(200),
  },
  {
    name: "one's own activity in development",
    method: 'GET',
    url: () => `/v1/users/${ids.operator}/current_activity_in_development`,
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's activity in development",
    method: 'GET',
    url: () => `/v1/users/${ids.other}/current_activity_in_development`,
    expected: ownOnly(200),
  },
  { name: "one's own activity", method: 'GET', url: au('own', '/get_activity'), expected: adminAndOperator(200) },
  { name: "someone else's activity", method: 'GET', url: au('others', '/get_activity'), expected: ownOnly(200) },
  { name: "one's own activity of an order in review", method: 'GET', url: au('ownInReview', '/get_activity'), expected: ownOnly(200) },
  { name: "one's own intervals", method: 'GET', url: au('own', '/intervals'), expected: adminAndOperator(200) },
  { name: "someone else's intervals", method: 'GET', url: au('others', '/intervals'), expected: ownOnly(200) },
  { name: "one's own intervals of an order in review", method: 'GET', url: au('ownInReview', '/intervals'), expected: ownOnly(200) },
  {
    name: 'start on one’s own (running once started)',
    method: 'POST',
    url: au('own', '/intervals/start'),
    expected: ownAfterAdministrator(201, 409),
  },
  {
    name: 'pause one’s own (nothing runs once paused)',
    method: 'PUT',
    url: au('own', '/intervals/pause'),
    body: quantity,
    expected: ownAfterAdministrator(200, 409),
  },
  {
    name: 'finish one’s own part (done once finished)',
    method: 'PUT',
    url: au('ownToFinish', '/intervals/finish_by_user'),
    body: () => ({ quantity_produced: 0 }),
    expected: ownAfterAdministrator(200, 409),
  },
  { name: 'start on someone else’s', method: 'POST', url: au('others', '/intervals/start'), expected: ownOnly(201) },
  { name: 'pause someone else’s', method: 'PUT', url: au('others', '/intervals/pause'), body: quantity, expected: ownOnly(200) },
  {
    name: 'finish someone else’s part',
    method: 'PUT',
    url: au('othersToFinish', '/intervals/finish_by_user'),
    body: quantity,
    expected: ownOnly(200),
  },
  {
    name: 'observation on one’s own',
    method: 'PUT',
    url: au('own', '/save_observation'),
    body: () => ({ observation: 'Sin tinta' }),
    expected: adminAndOperator(200),
  },
  {
    name: 'observation on someone else’s',
    method: 'PUT',
    url: au('others', '/save_observation'),
    body: () => ({ observation: 'x' }),
    expected: ownOnly(200),
  },
  {
    name: 'interval editor: create',
    method: 'POST',
    url: au('own', '/intervals'),
    body: () => ({ interval: { start_time: '2020-01-01T08:00:00Z', end_time: '2020-01-01T09:00:00Z', quantity_produced: 1 } }),
    expected: adminOnly(201),
  },
  {
    name: 'interval editor: edit',
    method: 'PUT',
    url: () => `/v1/activity_users/${ids.own}/intervals/${ids.interval}`,
    body: () => ({ interval: { quantity_produced: 5 } }),
    expected: adminOnly(200),
  },
  {
    name: 'interval editor: delete',
    method: 'DELETE',
    url: () => `/v1/activity_users/${ids.own}/intervals/${ids.intervalToDelete}`,
    expected: adminOnly(204),
  },
  { name: 'intervals open too long', method: 'GET', url: () => '/v1/intervals/stale', expected: adminOnly(200) },
];

describeAuthorizationMatrix(cases, () => ({ app: ctx.app, tokens }));

describe('what an operator receives from the shop floor', () => {
  it('no money on any route, running or paused', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.operator!) });
    const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(tokens.operator!), payload });
    const answers = [
      await send('POST', `/v1/activity_users/${ids.own}/intervals/start`),
      await get(`/v1/users/${ids.operator}/current_activity_in_development`),
      await get(`/v1/users/${ids.operator}/current_activities`),
      await get(`/v1/activity_users/${ids.own}/get_activity`),
      await get(`/v1/activity_users/${ids.own}/intervals`),
      await send('PUT', `/v1/activity_users/${ids.own}/intervals/pause`, { quantity_produced: 1 }),
      await send('PUT', `/v1/activity_users/${ids.own}/save_observation`, { observation: 'Listo' }),
      await send('PUT', `/v1/activity_users/${ids.own}/intervals/finish_by_user`, { quantity_produced: 0 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(moneyIn(answer.json())).toEqual([]);
    }
    // The same intervals carry their value to the administrator.
    const asAdministrator = await ctx.app.inject({
      method: 'GET',
      url: `/v1/activity_users/${ids.own}/intervals`,
      headers: bearer(tokens.administrator!),
    });
    expect(asAdministrator.json().every((interval: object) => 'value' in interval)).toBe(true);
  });
});
