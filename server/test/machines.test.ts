import { beforeAll, describe, expect, it } from 'vitest';
import { activityMessages, messages } from '@tintero/domain';
import { activities } from '../src/db/schema';
import { bearer, createUser, tokenFor, withAdministrator } from './helpers';
import { caller, createActivityOrder } from './activity-fixtures';

/** Machines through the CRUD route factory: every role lists them, administrators manage them. */
const session = withAdministrator();
let operator = '';
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const user = await createUser(session.app, session.admin);
  operator = await tokenFor(session.app, user.username, user.password);
  call = caller(session.app, () => session.admin);
});

describe('machines', () => {
  it('creates, lists by name, shows, updates and deletes', async () => {
    const guillotine = await call('POST', '/v1/machines', { machine: { name: 'Guillotina Polar 115', hour_cost: 45000.25 } });
    expect(guillotine.statusCode, guillotine.body).toBe(201);
    expect(guillotine.json()).toMatchObject({ id: expect.any(Number), name: 'Guillotina Polar 115', hour_cost: 45000.25 });
    const press = (await call('POST', '/v1/machines', { machine: { name: '  Bobst troqueladora ', hour_cost: 0 } })).json();
    expect(press.name).toBe('Bobst troqueladora');

    const list = (await call('GET', '/v1/machines')).json();
    expect(list.map((machine: { name: string }) => machine.name)).toEqual(['Bobst troqueladora', 'Guillotina Polar 115']);
    expect((await call('GET', `/v1/machines/${press.id}`)).json()).toEqual(press);

    const updated = await call('PUT', `/v1/machines/${press.id}`, { machine: { hour_cost: 52000 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Bobst troqueladora', hour_cost: 52000 });

    expect((await call('DELETE', `/v1/machines/${press.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/machines/${press.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/machines/${press.id}`)).json().message).toBe(activityMessages.machines.notFound);
  });

  it('refuses a repeated name (422 on name), on create and on update', async () => {
    const first = (await call('POST', '/v1/machines', { machine: { name: 'Plastificadora 1', hour_cost: 1 } })).json();
    const second = (await call('POST', '/v1/machines', { machine: { name: 'Plastificadora 2', hour_cost: 1 } })).json();
    const repeated = await call('POST', '/v1/machines', { machine: { name: 'Plastificadora 1', hour_cost: 1 } });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ name: [activityMessages.machines.nameTaken] });
    const renamed = await call('PUT', `/v1/machines/${second.id}`, { machine: { name: first.name } });
    expect(renamed.statusCode).toBe(422);
  });

  it.each([
    ['name', '', messages.required],
    ['name', 'x'.repeat(121), messages.tooLong(120)],
    ['hour_cost', -1, messages.tooSmall(0)],
    ['hour_cost', undefined, messages.required],
  ])('refuses %s = %j', async (field, value, message) => {
    const response = await call('POST', '/v1/machines', { machine: { name: 'Selladora', hour_cost: 10, [field]: value } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses to delete a machine an activity uses (409)', async () => {
    const machine = (await call('POST', '/v1/machines', { machine: { name: 'Estampadora', hour_cost: 1000 } })).json();
    const order = await createActivityOrder(session.app, session.admin);
    await session.app.db
      .insert(activities)
      .values({ type: 'heat_stamped', production_order_id: order.id, quantity: 1, machine_id: machine.id });
    const response = await call('DELETE', `/v1/machines/${machine.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'machine_in_use', message: activityMessages.machines.inUse });
  });

  it('shows operators the list without the hour cost', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/v1/machines', headers: bearer(operator) });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
    for (const machine of response.json()) expect(machine).not.toHaveProperty('hour_cost');
  });
});
