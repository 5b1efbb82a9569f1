import { activityDefinition, activityDefinitions, type AnyActivityDefinition } from '@tintero/domain';
import { activityBody, caller, createActivityOrder, createMachine, insertSupply } from '../activity-fixtures';
import { type AuthorizationArea, type RouteCase, adminAndOperator, adminOnly, everyone } from './matrix';

/**
 * The rows of the 17 activity routes, the workers' routes and the machines: every route of every
 * type; the workers' routes (one pattern for all types) on a sample of types.
 */
interface TypeIds {
  /** The operator and the user disabled later both work on it. */
  own: number;
  /** Someone else works on it. */
  others: number;
  deletable: number;
  finishable: number;
  /** The operator works on it, but its order is in review: not theirs yet. */
  inReview: number;
}
const ids = new Map<string, TypeIds>();
const refs = { orderId: 0, machineId: 0, supplyId: 0, machineToDelete: 0 };
/** Read by the file's other tests. */
export const activityIdsOf = (type: string) => ids.get(type)!;

const WORKERS_SAMPLE = ['pre_press', 'impression', 'die_cut', 'various_activity'] as const;

const routeCases = (definition: AnyActivityDefinition): RouteCase[] => {
  const { route, payloadKey, type } = definition;
  const one = `/v1/${route}/:id`;
  return [
    {
      name: `${route}: show an activity one works on`,
      method: 'GET',
      route: one,
      record: 'own',
      url: () => `/v1/${route}/${activityIdsOf(type).own}`,
      expected: adminAndOperator(200),
    },
    {
      name: `${route}: show someone else's activity`,
      method: 'GET',
      route: one,
      record: 'others',
      url: () => `/v1/${route}/${activityIdsOf(type).others}`,
      expected: adminOnly(200),
    },
    {
      name: `${route}: show an activity one works on, of an order not in development`,
      method: 'GET',
      route: one,
      record: 'own',
      url: () => `/v1/${route}/${activityIdsOf(type).inReview}`,
      expected: adminOnly(200),
    },
    { name: `${route}: list`, method: 'GET', route: `/v1/${route}`, url: () => `/v1/${route}`, expected: adminOnly(200) },
    {
      name: `${route}: search by production order`,
      method: 'GET',
      route: `/v1/${route}/search_by_production_order/:id`,
      url: () => `/v1/${route}/search_by_production_order/${refs.orderId}`,
      expected: adminOnly(200),
    },
    {
      name: `${route}: create`,
      method: 'POST',
      route: `/v1/${route}`,
      url: () => `/v1/${route}`,
      body: () => activityBody(definition, refs),
      expected: adminOnly(201),
    },
    {
      name: `${route}: update one's own`,
      method: 'PUT',
      route: one,
      url: () => `/v1/${route}/${activityIdsOf(type).own}`,
      body: () => ({ [payloadKey]: { observation: 'revisada' } }),
      expected: adminOnly(200),
    },
    {
      name: `${route}: delete`,
      method: 'DELETE',
      route: one,
      url: () => `/v1/${route}/${activityIdsOf(type).deletable}`,
      expected: adminOnly(204),
    },
  ];
};

const workerCases = WORKERS_SAMPLE.flatMap((type): RouteCase[] => {
  const { className } = activityDefinition(type);
  const base = '/v1/activity_users/:type/:activity_id';
  return [
    {
      name: `${className}: workers and available users`,
      method: 'GET',
      route: `${base}/users`,
      url: () => `/v1/activity_users/${className}/${activityIdsOf(type).own}/users`,
      expected: adminOnly(200),
    },
    {
      name: `${className}: users in the activity`,
      method: 'GET',
      route: `${base}/users_in_the_activity`,
      url: () => `/v1/activity_users/${className}/${activityIdsOf(type).own}/users_in_the_activity`,
      expected: adminOnly(200),
    },
    {
      name: `${className}: finish the whole activity one works on`,
      method: 'PUT',
      route: `${base}/finish`,
      url: () => `/v1/activity_users/${className}/${activityIdsOf(type).finishable}/finish`,
      expected: adminOnly(200),
    },
  ];
});

/** Where an activity is, from its id alone (a job ticket opened by an administrator). */
const placeCases: RouteCase[] = [
  {
    name: 'where an activity is (its type and order)',
    method: 'GET',
    route: '/v1/activities/:id',
    url: () => `/v1/activities/${activityIdsOf('die_cut').own}`,
    expected: adminOnly(200),
  },
];

/** Every activity of an order in one answer (the order's screens). */
const orderCases: RouteCase[] = [
  {
    name: "an order's activities of every type",
    method: 'GET',
    route: '/v1/production_orders/:id/activities',
    url: () => `/v1/production_orders/${refs.orderId}/activities`,
    expected: adminOnly(200),
  },
];

let machineNumber = 0;
const machineCases: RouteCase[] = [
  { name: 'list machines', method: 'GET', route: '/v1/machines', url: () => '/v1/machines', expected: everyone(200) },
  {
    name: 'show a machine',
    method: 'GET',
    route: '/v1/machines/:id',
    record: 'shared',
    url: () => `/v1/machines/${refs.machineId}`,
    expected: everyone(200),
  },
  {
    name: 'create a machine',
    method: 'POST',
    route: '/v1/machines',
    url: () => '/v1/machines',
    body: () => ({ machine: { name: `Máquina ${++machineNumber}`, hour_cost: 1000 } }),
    expected: adminOnly(201),
  },
  {
    name: 'update a machine',
    method: 'PUT',
    route: '/v1/machines/:id',
    url: () => `/v1/machines/${refs.machineId}`,
    body: () => ({ machine: { hour_cost: 61000 } }),
    expected: adminOnly(200),
  },
  {
    name: 'delete a machine',
    method: 'DELETE',
    route: '/v1/machines/:id',
    url: () => `/v1/machines/${refs.machineToDelete}`,
    expected: adminOnly(204),
  },
];

export const activitiesArea: AuthorizationArea = {
  cases: [...activityDefinitions.flatMap(routeCases), ...workerCases, ...placeCases, ...orderCases, ...machineCases],
  async setup(app, actors) {
    const admin = actors.tokens.administrator;
    const call = caller(app, () => admin);
    const { operator, other, disabled } = actors.users;
    refs.orderId = (await createActivityOrder(app, admin)).id;
    const reviewOrderId = (await createActivityOrder(app, admin, { status: 'in_review' })).id;
    refs.machineId = (await createMachine(app, admin)).id;
    refs.machineToDelete = (await createMachine(app, admin)).id;
    refs.supplyId = (await insertSupply(app)).id;
    const create = async (definition: AnyActivityDefinition, users: number[], orderId = refs.orderId) => {
      const response = await call('POST', `/v1/${definition.route}`, activityBody(definition, { ...refs, orderId, users }));
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json().id as number;
    };
    for (const definition of activityDefinitions) {
      ids.set(definition.type, {
        own: await create(definition, [operator.id, disabled.id]),
        others: await create(definition, [other.id]),
        deletable: await create(definition, []),
        finishable: await create(definition, [operator.id]),
        inReview: await create(definition, [operator.id], reviewOrderId),
      });
    }
  },
};
