import { activityUserOf, workshop } from '../work-fixtures';
import { type AuthorizationArea, type RouteCase, adminAndOperator, adminOnly, answers } from './matrix';

/**
 * The shop floor's rows: the user's current activities, the activity users' timer and observation
 * (operators on their own only), the interval editor and the stale intervals (administrators
 * only). Administrators go first: on one's own timer they start or stop it, so the operator's call
 * that follows passes authorization and meets the state it left (409), which is what tells it from
 * a refusal (403).
 */
export const workIds = {
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
const ids = workIds;

/** The administrator changes the operator's timer first; the operator then meets the state it left. */
const ownAfterAdministrator = (ok: number, operator: number) => answers({ administrator: ok, operator, seller: 403 });
const quantity = () => ({ quantity_produced: 2 });
const au = (key: keyof typeof ids, tail: string) => () => `/v1/activity_users/${ids[key]}${tail}`;
const AU = '/v1/activity_users/:id';
const DAY = 24 * 3600_000;
/** An hour of work some days ago, at this time of day. */
const hourOf = (daysAgo: number) => ({
  start_time: new Date(Date.now() - daysAgo * DAY).toISOString(),
  end_time: new Date(Date.now() - daysAgo * DAY + 3600_000).toISOString(),
});

const cases: RouteCase[] = [
  {
    name: "one's own current activities",
    method: 'GET',
    route: '/v1/users/:id/current_activities',
    record: 'own',
    url: () => `/v1/users/${ids.operator}/current_activities?search=a`,
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's current activities",
    method: 'GET',
    route: '/v1/users/:id/current_activities',
    record: 'others',
    url: () => `/v1/users/${ids.other}/current_activities`,
    expected: adminOnly(200),
  },
  {
    name: "one's own activity in development",
    method: 'GET',
    route: '/v1/users/:id/current_activity_in_development',
    record: 'own',
    url: () => `/v1/users/${ids.operator}/current_activity_in_development`,
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's activity in development",
    method: 'GET',
    route: '/v1/users/:id/current_activity_in_development',
    record: 'others',
    url: () => `/v1/users/${ids.other}/current_activity_in_development`,
    expected: adminOnly(200),
  },
  {
    name: "one's own activity",
    method: 'GET',
    route: `${AU}/get_activity`,
    record: 'own',
    url: au('own', '/get_activity'),
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's activity",
    method: 'GET',
    route: `${AU}/get_activity`,
    record: 'others',
    url: au('others', '/get_activity'),
    expected: adminOnly(200),
  },
  {
    name: "one's own activity of an order in review",
    method: 'GET',
    route: `${AU}/get_activity`,
    record: 'own',
    url: au('ownInReview', '/get_activity'),
    expected: adminOnly(200),
  },
  {
    name: "one's own intervals",
    method: 'GET',
    route: `${AU}/intervals`,
    record: 'own',
    url: au('own', '/intervals'),
    expected: adminAndOperator(200),
  },
  {
    name: "someone else's intervals",
    method: 'GET',
    route: `${AU}/intervals`,
    record: 'others',
    url: au('others', '/intervals'),
    expected: adminOnly(200),
  },
  {
    name: "one's own intervals of an order in review",
    method: 'GET',
    route: `${AU}/intervals`,
    record: 'own',
    url: au('ownInReview', '/intervals'),
    expected: adminOnly(200),
  },
  {
    name: 'start on one’s own (running once started)',
    method: 'POST',
    route: `${AU}/intervals/start`,
    record: 'own',
    url: au('own', '/intervals/start'),
    expected: ownAfterAdministrator(201, 409),
  },
  {
    name: 'pause one’s own (nothing runs once paused)',
    method: 'PUT',
    route: `${AU}/intervals/pause`,
    record: 'own',
    url: au('own', '/intervals/pause'),
    body: quantity,
    expected: ownAfterAdministrator(200, 409),
  },
  {
    name: 'finish one’s own part (done once finished)',
    method: 'PUT',
    route: `${AU}/intervals/finish_by_user`,
    record: 'own',
    url: au('ownToFinish', '/intervals/finish_by_user'),
    body: () => ({ quantity_produced: 0 }),
    expected: ownAfterAdministrator(200, 409),
  },
  {
    name: 'start on someone else’s',
    method: 'POST',
    route: `${AU}/intervals/start`,
    record: 'others',
    url: au('others', '/intervals/start'),
    expected: adminOnly(201),
  },
  {
    name: 'pause someone else’s',
    method: 'PUT',
    route: `${AU}/intervals/pause`,
    record: 'others',
    url: au('others', '/intervals/pause'),
    body: quantity,
    expected: adminOnly(200),
  },
  {
    name: 'finish someone else’s part',
    method: 'PUT',
    route: `${AU}/intervals/finish_by_user`,
    record: 'others',
    url: au('othersToFinish', '/intervals/finish_by_user'),
    body: quantity,
    expected: adminOnly(200),
  },
  {
    name: 'observation on one’s own',
    method: 'PUT',
    route: `${AU}/save_observation`,
    record: 'own',
    url: au('own', '/save_observation'),
    body: () => ({ observation: 'Sin tinta' }),
    expected: adminAndOperator(200),
  },
  {
    name: 'observation on someone else’s',
    method: 'PUT',
    route: `${AU}/save_observation`,
    record: 'others',
    url: au('others', '/save_observation'),
    body: () => ({ observation: 'x' }),
    expected: adminOnly(200),
  },
  {
    name: 'interval editor: create',
    method: 'POST',
    route: `${AU}/intervals`,
    url: au('own', '/intervals'),
    body: () => ({ interval: { ...hourOf(2), quantity_produced: 1 } }),
    expected: adminOnly(201),
  },
  {
    name: 'interval editor: edit',
    method: 'PUT',
    route: `${AU}/intervals/:interval_id`,
    url: () => `/v1/activity_users/${ids.own}/intervals/${ids.interval}`,
    body: () => ({ interval: { quantity_produced: 5 } }),
    expected: adminOnly(200),
  },
  {
    name: 'interval editor: delete',
    method: 'DELETE',
    route: `${AU}/intervals/:interval_id`,
    url: () => `/v1/activity_users/${ids.own}/intervals/${ids.intervalToDelete}`,
    expected: adminOnly(204),
  },
  {
    name: 'intervals open too long',
    method: 'GET',
    route: '/v1/intervals/stale',
    url: () => '/v1/intervals/stale',
    expected: adminOnly(200),
  },
];

export const operatorWork: AuthorizationArea = {
  cases,
  async setup(app, actors) {
    // The intervals below are days old: the activities were entered a month ago.
    const shop = await workshop(app, { activitiesCreatedAt: new Date(Date.now() - 30 * DAY).toISOString() });
    const { operator, other, disabled } = actors.users;
    ids.operator = operator.id;
    ids.other = other.id;
    const work = await shop.orderWithActivities([[operator.id, disabled.id], [operator.id], [other.id], [other.id]]);
    const [own, ownToFinish, others, othersToFinish] = work.activityIds as [number, number, number, number];
    ids.own = await activityUserOf(app, own, operator.id);
    ids.ownToFinish = await activityUserOf(app, ownToFinish, operator.id);
    ids.others = await activityUserOf(app, others, other.id);
    ids.othersToFinish = await activityUserOf(app, othersToFinish, other.id);
    const review = await shop.orderWithActivities([[operator.id]], { status: 'in_review' });
    ids.ownInReview = await activityUserOf(app, review.activityIds[0]!, operator.id);
    const span = (daysAgo: number) => ({ interval: hourOf(daysAgo) });
    ids.interval = (await shop.call('POST', `/v1/activity_users/${ids.own}/intervals`, span(3))).json().id;
    ids.intervalToDelete = (await shop.call('POST', `/v1/activity_users/${ids.own}/intervals`, span(4))).json().id;
    // Someone else's finish needs time recorded to report units.
    await shop.call('POST', `/v1/activity_users/${ids.othersToFinish}/intervals`, span(5));
  },
};
