import { activityDefinition } from '@tintero/domain';
import { workshopDaysOff } from '../../src/db/schema';
import { activityBody, caller, createActivityOrder, createMachine, insertSupply } from '../activity-fixtures';
import { type AuthorizationArea, adminOnly } from './matrix';

/**
 * The rows of planning (docs/decisions/045): the plan, a move in it and the workshop's days off
 * are administrators' only; operators see the plan's order in their own list (operator-work).
 */
const refs = { machineId: 0, activityId: 0, dayOffId: 0 };
const dieCut = activityDefinition('die_cut');

export const planningArea: AuthorizationArea = {
  setup: async (app, { tokens }) => {
    const admin = tokens.administrator;
    const machine = await createMachine(app, admin);
    const order = await createActivityOrder(app, admin);
    const supply = await insertSupply(app, `Cartón plan ${Date.now()}`);
    const response = await caller(app, () => admin)(
      'POST',
      `/v1/${dieCut.route}`,
      activityBody(dieCut, { orderId: order.id, machineId: machine.id, supplyId: supply.id }),
    );
    refs.machineId = machine.id;
    refs.activityId = response.json().id as number;
    const [day] = await app.db.insert(workshopDaysOff).values({ day: '2031-01-02', description: 'Inventario' }).returning();
    refs.dayOffId = day!.id;
  },
  cases: [
    { name: 'the plan', method: 'GET', route: '/v1/planning', url: () => '/v1/planning', expected: adminOnly(200) },
    {
      name: 'a move in the plan',
      method: 'PUT',
      route: '/v1/planning/items/:activity_type/:activity_id',
      url: () => `/v1/planning/items/die_cut/${refs.activityId}`,
      body: () => ({ plan: { lane: `m${refs.machineId}`, position: 0 } }),
      expected: adminOnly(204),
    },
    { name: "the year's days off", method: 'GET', route: '/v1/days_off', url: () => '/v1/days_off?year=2031', expected: adminOnly(200) },
    {
      name: 'a day off added',
      method: 'POST',
      route: '/v1/days_off',
      url: () => '/v1/days_off',
      body: () => ({ day_off: { day: '2031-01-03', description: 'Mantenimiento' } }),
      expected: adminOnly(201),
    },
    {
      name: 'a day off removed',
      method: 'DELETE',
      route: '/v1/days_off/:id',
      url: () => `/v1/days_off/${refs.dayOffId}`,
      expected: adminOnly(204),
    },
  ],
};
