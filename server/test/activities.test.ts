import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  activityDefinitions,
  activityMessages,
  activityQuantity,
  messages,
  roundMoney,
  totalEstimatedProductionTime,
  type AnyActivityDefinition,
  type FieldMap,
} from '@tintero/domain';
import { activities, activityUsers, intervals } from '../src/db/schema';
import { createUser, withAdministrator } from './helpers';
import {
  activityBody,
  caller,
  createActivityOrder,
  createMachine,
  insertClosedInterval,
  insertOpenInterval,
  insertSupply,
  readOrder,
} from './activity-fixtures';

/**
 * Every activity type through the same life, driven by the registry (not 17 hand-written copies):
 * create, a validation failure, update, finish and delete, with the order's labour, machinery,
 * third-party cost and estimated time following each step.
 */
const session = withAdministrator();
let call: ReturnType<typeof caller>;
const HOUR_COST = 60000;
const workers = { first: { id: 0, hourValue: 12000 }, second: { id: 0, hourValue: 18000 } };
let machineId = 0;
let supplyId = 0;

beforeAll(async () => {
  call = caller(session.app, () => session.admin);
  workers.first.id = (await createUser(session.app, session.admin, { hour_value: workers.first.hourValue })).id;
  workers.second.id = (await createUser(session.app, session.admin, { hour_value: workers.second.hourValue })).id;
  machineId = (await createMachine(session.app, session.admin, HOUR_COST)).id;
  supplyId = (await insertSupply(session.app)).id;
});

const refs = (orderId: number, users: number[] = [workers.first.id]) => ({ orderId, machineId, supplyId, users });

/** The first required own field without a default, else the typed quantity: what a bad record misses. */
function invalidCase(definition: AnyActivityDefinition): [string, unknown, string] {
  const required = Object.entries(definition.fields as FieldMap).find(
    ([, field]) => field.required && !('default' in field && field.default !== null),
  );
  if (required) return [required[0], '', messages.required];
  return ['quantity', 0, messages.tooSmall(1)];
}

describe.each(activityDefinitions.map((definition) => [definition.type, definition] as const))('%s', (_type, definition) => {
  const { route, className } = definition;
  let orderId = 0;
  let activityId = 0;

  it('creates it pending, computing quantity, estimate and value on the server; the order estimate follows', async () => {
    orderId = (await createActivityOrder(session.app, session.admin)).id;
    const body = activityBody(definition, refs(orderId), { status: 'finished', value: 999, time_spent: 50, machinery_cost: 7 });
    const response = await call('POST', `/v1/${route}`, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    activityId = created.id;
    const sent = body[definition.payloadKey]!;
    expect(created).toMatchObject({
      type: definition.type,
      production_order_id: orderId,
      status: 'pending',
      value: 0,
      time_spent: 0,
      machinery_cost: 0,
      quantity_produced: 0,
      machine: expect.stringContaining('Heidelberg'),
      quantity: activityQuantity(definition, sent),
      total_estimated_production_time: totalEstimatedProductionTime(definition, sent),
    });
    expect(created.users).toEqual([
      expect.objectContaining({
        id: workers.first.id,
        first_name: 'Ana',
        activity_user_id: expect.any(Number),
        quantity_produced: 0,
        status: 'pending',
      }),
    ]);
    for (const name of Object.keys(definition.fields)) expect(created, name).toHaveProperty(name);
    expect(created).not.toHaveProperty('details');

    expect((await readOrder(session.app, session.admin, orderId)).estimated_total_time).toBe(created.total_estimated_production_time);
    expect((await call('GET', `/v1/${route}/${activityId}`)).json()).toEqual(created);
    expect((await call('GET', `/v1/${route}/search_by_production_order/${orderId}`)).json()).toEqual([created]);
    expect((await call('GET', `/v1/${route}`)).json().data[0]).toEqual(created);
  });

  it('refuses an invalid record with 422 and field errors, storing nothing', async () => {
    const [field, value, message] = invalidCase(definition);
    const before = await session.app.db.$count(activities);
    const response = await call(
      'POST',
      `/v1/${route}`,
      activityBody(definition, refs(orderId), { [field]: value, due_date: '2000-01-01' }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(response.json().errors.due_date).toEqual([activityMessages.dueDateBeforeToday]);
    expect(await session.app.db.$count(activities)).toBe(before);
  });

  it('updates it from a partial body; estimate and workers follow, and so does the order', async () => {
    const response = await call('PUT', `/v1/${route}/${activityId}`, {
      [definition.payloadKey]: { estimated_production_time: 45, users: [workers.first.id, workers.second.id], value: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.estimated_production_time).toBe(45);
    expect(updated.value).toBe(0);
    expect(updated.total_estimated_production_time).toBe(totalEstimatedProductionTime(definition, updated));
    expect(updated.users.map((user: { id: number }) => user.id)).toEqual([workers.first.id, workers.second.id]);
    expect((await readOrder(session.app, session.admin, orderId)).estimated_total_time).toBe(updated.total_estimated_production_time);
  });

  it('finishes it: open intervals close, labour and machinery follow to the order; then it refuses updates and deletion', async () => {
    await insertClosedInterval(session.app, activityId, workers.first.id, 30, workers.first.hourValue);
    const openId = await insertOpenInterval(session.app, activityId, workers.second.id, 90);

    const response = await call('PUT', `/v1/activity_users/${className}/${activityId}/finish`);
    expect(response.statusCode, response.body).toBe(200);
    const finished = response.json();
    const [closed] = await session.app.db.select().from(intervals).where(eq(intervals.id, openId));
    expect(closed!.end_time).not.toBeNull();
    expect(closed!.minutes).toBeGreaterThanOrEqual(90);
    expect(closed!.minutes).toBeLessThan(91);
    expect(closed!.value).toBe(roundMoney((closed!.minutes / 60) * workers.second.hourValue));

    const minutes = roundMoney(30 + closed!.minutes);
    expect(finished).toMatchObject({
      status: 'finished',
      time_spent: minutes,
      value: roundMoney(6000 + closed!.value),
      machinery_cost: roundMoney((minutes / 60) * HOUR_COST),
    });
    expect(finished.end_time).toBeTruthy();
    expect(finished.users.map((user: { status: string }) => user.status)).toEqual(['finished', 'finished']);

    const order = await readOrder(session.app, session.admin, orderId);
    expect(order).toMatchObject({
      labor_cost: finished.value,
      machinery_cost: finished.machinery_cost,
      total_labor_time: minutes,
      cost_work_third_party: 0,
      estimated_total_time: finished.total_estimated_production_time,
    });

    const update = await call('PUT', `/v1/${route}/${activityId}`, { [definition.payloadKey]: { observation: 'tarde' } });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ code: 'activity_finished', message: activityMessages.finished });
    const again = await call('PUT', `/v1/activity_users/${className}/${activityId}/finish`);
    expect(again.statusCode).toBe(409);
    const removal = await call('DELETE', `/v1/${route}/${activityId}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ code: 'activity_has_intervals', message: activityMessages.hasIntervals });
  });

  it('made by a third party: workers hidden, value and third required, the value is third-party cost', async () => {
    const thirdOrder = (await createActivityOrder(session.app, session.admin)).id;
    const missing = await call(
      'POST',
      `/v1/${route}`,
      activityBody(definition, refs(thirdOrder), { was_made_by_third: true, third: ' ', value: null, machine_id: null }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ third: [messages.required], value: [messages.required] });

    const response = await call(
      'POST',
      `/v1/${route}`,
      activityBody(definition, refs(thirdOrder), {
        was_made_by_third: true,
        third: 'Acabados Externos SAS',
        value: 150000.5,
        machine_id: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json();
    expect(made).toMatchObject({ was_made_by_third: true, third: 'Acabados Externos SAS', value: 150000.5, users: [], machine: null });
    expect(await session.app.db.$count(activityUsers, eq(activityUsers.activity_id, made.id))).toBe(0);
    expect(await readOrder(session.app, session.admin, thirdOrder)).toMatchObject({ cost_work_third_party: 150000.5, labor_cost: 0 });

    expect((await call('PUT', `/v1/activity_users/${className}/${made.id}/finish`)).statusCode).toBe(200);
    const late = await call('PUT', `/v1/${route}/${made.id}`, { [definition.payloadKey]: { value: 160000 } });
    if (definition.finishedUpdatableWhenThird) {
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toMatchObject({ status: 'finished', value: 160000 });
      expect((await readOrder(session.app, session.admin, thirdOrder)).cost_work_third_party).toBe(160000);
    } else {
      expect(late.statusCode).toBe(409);
      expect((await readOrder(session.app, session.admin, thirdOrder)).cost_work_third_party).toBe(150000.5);
    }
  });

  it('deletes it while no time is recorded; the order estimate drops', async () => {
    const deleteOrder = (await createActivityOrder(session.app, session.admin)).id;
    const created = (await call('POST', `/v1/${route}`, activityBody(definition, refs(deleteOrder)))).json();
    expect((await readOrder(session.app, session.admin, deleteOrder)).estimated_total_time).toBeGreaterThan(0);
    const response = await call('DELETE', `/v1/${route}/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/v1/${route}/${created.id}`)).statusCode).toBe(404);
    expect(await session.app.db.$count(activityUsers, eq(activityUsers.activity_id, created.id))).toBe(0);
    expect((await readOrder(session.app, session.admin, deleteOrder)).estimated_total_time).toBe(0);
  });

  it('is found by its id alone, with its type and order (a job ticket opened by an administrator)', async () => {
    const placeOrder = await createActivityOrder(session.app, session.admin, { status: 'developing' });
    const created = (await call('POST', `/v1/${route}`, activityBody(definition, refs(placeOrder.id)))).json();
    const response = await call('GET', `/v1/activities/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      type: definition.type,
      production_order_id: placeOrder.id,
      production_order_status: 'developing',
    });
  });
});

describe('GET /activities/{id}', () => {
  it('answers 404 in Spanish for an id that is no activity', async () => {
    const response = await call('GET', '/v1/activities/99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: activityMessages.notFound });
  });
});

describe('GET /production_orders/{id}/activities', () => {
  it("answers all of an order's activities, grouped under each type's route as the per-type routes answer them", async () => {
    const orderId = (await createActivityOrder(session.app, session.admin)).id;
    const types = [activityDefinitions[0]!, activityDefinitions[2]!, activityDefinitions.at(-1)!];
    // Interleaved: two of the first type around one of each other, the second with both workers.
    for (const definition of [types[0]!, types[1]!, types[0]!, types[2]!]) {
      const users = definition === types[1] ? [workers.first.id, workers.second.id] : [workers.first.id];
      expect((await call('POST', `/v1/${definition.route}`, activityBody(definition, refs(orderId, users)))).statusCode).toBe(201);
    }
    const response = await call('GET', `/v1/production_orders/${orderId}/activities`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(activityDefinitions.map((definition) => definition.route).sort());
    for (const definition of activityDefinitions) {
      const perType = (await call('GET', `/v1/${definition.route}/search_by_production_order/${orderId}`)).json();
      expect(body[definition.route], definition.route).toEqual(perType);
    }
    expect(body[types[0]!.route]).toHaveLength(2);
    expect(body[types[1]!.route][0].users).toHaveLength(2);
    expect(body[activityDefinitions[1]!.route]).toEqual([]);
  });

  it('answers every type empty for an order without activities, and 404 in Spanish for an unknown order', async () => {
    const orderId = (await createActivityOrder(session.app, session.admin)).id;
    const empty = (await call('GET', `/v1/production_orders/${orderId}/activities`)).json();
    expect(Object.values(empty)).toEqual(activityDefinitions.map(() => []));
    const response = await call('GET', '/v1/production_orders/99999999/activities');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: activityMessages.orderNotFound });
  });
});
