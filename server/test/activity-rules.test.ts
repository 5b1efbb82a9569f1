import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityDefinition, activityMessages, messages } from '@tintero/domain';
import { todayIn } from '../src/lib/dates';
import { activities, activityUsers } from '../src/db/schema';
import { bearer, createUser, tokenFor, withAdministrator } from './helpers';
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

/** The rules of particular types and situations: computed quantities, references, dates, workers, closed orders. */
const session = withAdministrator();
let call: ReturnType<typeof caller>;
let machineId = 0;
let supplyId = 0;
let worker = { id: 0, username: '', password: '' };
let otherWorker = { id: 0 };
let disabledUser = { id: 0 };
let orderId = 0;

const preCut = activityDefinition('pre_cut');
const impression = activityDefinition('impression');
const dieCut = activityDefinition('die_cut');
const uvShine = activityDefinition('uv_shine');
const prePress = activityDefinition('pre_press');

beforeAll(async () => {
  call = caller(session.app, () => session.admin);
  machineId = (await createMachine(session.app, session.admin, 60000)).id;
  supplyId = (await insertSupply(session.app, 'Cartulina esmaltada 14')).id;
  worker = await createUser(session.app, session.admin, { hour_value: 12000 });
  otherWorker = await createUser(session.app, session.admin, { hour_value: 12000 });
  disabledUser = await createUser(session.app, session.admin);
  await call('DELETE', `/v1/users/${disabledUser.id}`);
  orderId = (await createActivityOrder(session.app, session.admin)).id;
});

const refs = (users: number[] = []) => ({ orderId, machineId, supplyId, users });

async function create(
  definition: typeof dieCut | typeof preCut | typeof impression | typeof uvShine | typeof prePress,
  overrides = {},
  users: number[] = [],
) {
  const response = await call('POST', `/v1/${definition.route}`, activityBody(definition, refs(users), overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('computed quantities and the estimate', () => {
  it('pre-cut: quantity = sheets × pieces per sheet, the estimate counts packages, the supply is named', async () => {
    const created = await create(preCut, {
      number_of_sheets: 250,
      leave_the_sheet: 8,
      number_of_packages: 20,
      quantity: 3,
      time_before_production: 900,
      estimated_production_time: 120,
    });
    expect(created).toMatchObject({
      quantity: 2000,
      total_estimated_production_time: 900 + 120 * 20,
      supply_id: supplyId,
      supply_name: 'Cartulina esmaltada 14',
    });
  });

  it('pre-cut refuses a supply that does not exist', async () => {
    const response = await call('POST', `/v1/${preCut.route}`, activityBody(preCut, refs(), { supply_id: 999999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ supply_id: [activityMessages.supplyNotFound] });
  });

  it('impression: quantity = good sheets + leftovers, exactly, and the estimate rounds to whole seconds', async () => {
    const created = await create(impression, {
      good_sheets: 1000.1,
      leftovers: 20.2,
      time_before_production: 0,
      estimated_production_time: 3,
    });
    expect(created.quantity).toBe(1020.3);
    expect(created.total_estimated_production_time).toBe(3061);
    expect(created.kind).toBe('lithography');
  });

  it('impression needs a machine unless a third party makes it', async () => {
    const response = await call('POST', `/v1/${impression.route}`, activityBody(impression, refs(), { machine_id: null }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ machine_id: [messages.required] });
    await create(impression, { machine_id: null, was_made_by_third: true, third: 'Litografía Andina', value: 80000 });
  });
});

describe('references and lists', () => {
  it('refuses a machine that does not exist and a kind that is not in its list', async () => {
    const response = await call('POST', `/v1/${uvShine.route}`, activityBody(uvShine, refs(), { machine_id: 999999, kind: 'glitter' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ machine_id: [activityMessages.machineNotFound], kind: [activityMessages.notInList] });
  });

  it('takes the list default when the kind is empty and accepts any key of the list', async () => {
    expect((await create(uvShine, { kind: null })).kind).toBe('partial');
    expect((await create(uvShine, { kind: 'total' })).kind).toBe('total');
  });

  it('answers 422 on production_order_id for an order that does not exist', async () => {
    const response = await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, { ...refs(), orderId: 999999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ production_order_id: [activityMessages.orderNotFound] });
  });

  it('answers 404 for an id of another type and 404 for the activities of an unknown order', async () => {
    const created = await create(dieCut);
    expect((await call('GET', `/v1/${prePress.route}/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/${prePress.route}/${created.id}`, { pre_press: { size: 'A4' } })).statusCode).toBe(404);
    expect((await call('GET', `/v1/${dieCut.route}/search_by_production_order/999999`)).statusCode).toBe(404);
  });

  it('needs the body wrapped in the singular key (400 otherwise)', async () => {
    const response = await call('POST', `/v1/${dieCut.route}`, { die_cuts: {} });
    expect(response.statusCode).toBe(400);
  });
});

describe('what the client may not set', () => {
  it('ignores status, value, time spent, machinery cost and totals sent for work of our own', async () => {
    const created = await create(dieCut, {
      status: 'finished',
      value: 500,
      time_spent: 600,
      machinery_cost: 10,
      total_estimated_production_time: 1,
      start_time: '2020-01-01T00:00:00Z',
    });
    expect(created).toMatchObject({ status: 'pending', value: 0, time_spent: 0, machinery_cost: 0, start_time: null });
    expect(created.total_estimated_production_time).toBe(600 + 30 * 10);
    const updated = await call('PUT', `/v1/${dieCut.route}/${created.id}`, {
      die_cut: { production_order_id: 999, status: 'finished', value: 7 },
    });
    expect(updated.json()).toMatchObject({ production_order_id: orderId, status: 'pending', value: 0 });
  });
});

describe('due date', () => {
  it("is refused before today's date in the workshop's time zone, and accepted from today on", async () => {
    const today = todayIn('America/Bogota');
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const past = yesterday.toISOString().slice(0, 10);
    const refused = await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, refs(), { due_date: past }));
    expect(refused.json().errors).toEqual({ due_date: [activityMessages.dueDateBeforeToday] });
    expect((await create(dieCut, { due_date: today })).due_date).toBe(today);
  });

  it('keeps a stored past due date on update but refuses changing it to another past date', async () => {
    const created = await create(dieCut);
    await session.app.db.update(activities).set({ due_date: '2020-05-05' }).where(eq(activities.id, created.id));
    const kept = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { observation: 'sigue igual' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ due_date: '2020-05-05', observation: 'sigue igual' });
    const moved = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { due_date: '2020-05-04' } });
    expect(moved.statusCode).toBe(422);
  });
});

describe('workers', () => {
  it('assigns only enabled users that exist', async () => {
    const response = await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, refs([worker.id, disabledUser.id, 999999])));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.users).toEqual([
      activityMessages.userNotAssignable(disabledUser.id),
      activityMessages.userNotAssignable(999999),
    ]);
  });

  it('lists the workers in the activity and the enabled operators still available', async () => {
    const created = await create(dieCut, {}, [worker.id]);
    const response = await call('GET', `/v1/activity_users/DieCut/${created.id}/users`);
    expect(response.statusCode).toBe(200);
    const { users_in_the_activity, available_users } = response.json();
    expect(users_in_the_activity).toEqual([
      expect.objectContaining({ id: worker.id, activity_user_id: expect.any(Number), status: 'pending' }),
    ]);
    const availableIds = available_users.map((user: { id: number }) => user.id);
    expect(availableIds).toContain(otherWorker.id);
    expect(availableIds).not.toContain(worker.id);
    expect(availableIds).not.toContain(disabledUser.id);
    expect(available_users[0]).not.toHaveProperty('hour_value');
    const only = await call('GET', `/v1/activity_users/DieCut/${created.id}/users_in_the_activity`);
    expect(only.json()).toEqual(users_in_the_activity);
  });

  it('answers 404 for an unknown type, and for an activity of another type', async () => {
    const created = await create(dieCut);
    expect((await call('GET', `/v1/activity_users/Laminado/${created.id}/users`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/activity_users/PrePress/${created.id}/users`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/activity_users/die_cut/${created.id}/finish`)).statusCode).toBe(404);
  });

  it('lets a worker without recorded time leave, and refuses one with time (409)', async () => {
    const created = await create(dieCut, {}, [worker.id, otherWorker.id]);
    await insertClosedInterval(session.app, created.id, worker.id, 10, 12000);
    const refused = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { users: [otherWorker.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('worker_has_intervals');
    const kept = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { users: [worker.id] } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().users.map((user: { id: number }) => user.id)).toEqual([worker.id]);
  });

  it('a worker disabled later leaves the activity if they logged no time there, and it saves as before (docs/decisions/009)', async () => {
    const leaving = await createUser(session.app, session.admin);
    const created = await create(dieCut, {}, [leaving.id, worker.id]);
    await call('DELETE', `/v1/users/${leaving.id}`);
    const saved = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { observation: 'guardada de nuevo' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().users.map((user: { id: number }) => user.id)).toEqual([worker.id]);
  });
});

describe('costs follow the work', () => {
  it('changing the machine recomputes the machinery cost with its hour cost', async () => {
    const order = (await createActivityOrder(session.app, session.admin)).id;
    const cheaper = await createMachine(session.app, session.admin, 30000);
    const created = (await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, { ...refs([worker.id]), orderId: order }))).json();
    await insertClosedInterval(session.app, created.id, worker.id, 60, 12000);
    const first = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { observation: 'recalcula' } });
    expect(first.json()).toMatchObject({ time_spent: 60, value: 12000, machinery_cost: 60000 });
    const moved = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { machine_id: cheaper.id } });
    expect(moved.json()).toMatchObject({ machine: cheaper.name, machinery_cost: 30000 });
    expect(await readOrder(session.app, session.admin, order)).toMatchObject({
      machinery_cost: 30000,
      labor_cost: 12000,
      total_labor_time: 60,
    });
  });

  it('switching to a third party moves the value to third-party cost; switching back takes it from the intervals', async () => {
    const order = (await createActivityOrder(session.app, session.admin)).id;
    const created = (await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, { ...refs([worker.id]), orderId: order }))).json();
    const third = await call('PUT', `/v1/${dieCut.route}/${created.id}`, {
      die_cut: { was_made_by_third: true, third: 'Troqueles SAS', value: 45000 },
    });
    expect(third.json()).toMatchObject({ users: [], value: 45000 });
    expect(await session.app.db.$count(activityUsers, eq(activityUsers.activity_id, created.id))).toBe(0);
    expect(await readOrder(session.app, session.admin, order)).toMatchObject({ cost_work_third_party: 45000, labor_cost: 0 });
    const own = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { was_made_by_third: false, users: [worker.id] } });
    expect(own.json()).toMatchObject({ value: 0, third: null, users: [expect.objectContaining({ id: worker.id })] });
    expect(await readOrder(session.app, session.admin, order)).toMatchObject({ cost_work_third_party: 0, labor_cost: 0 });
  });

  it('a finished third-party activity must stay third-party', async () => {
    const created = await create(dieCut, { was_made_by_third: true, third: 'Troqueles SAS', value: 100 });
    await call('PUT', `/v1/activity_users/DieCut/${created.id}/finish`);
    const response = await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { was_made_by_third: false } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ was_made_by_third: [activityMessages.stillThirdParty] });
  });

  it('a finished activity without recorded time cannot be deleted either', async () => {
    const created = await create(dieCut, { was_made_by_third: true, third: 'Troqueles SAS', value: 100 });
    await call('PUT', `/v1/activity_users/DieCut/${created.id}/finish`);
    const response = await call('DELETE', `/v1/${dieCut.route}/${created.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('activity_finished');
  });
});

describe('closed orders', () => {
  it.each([
    ['finished', { status: 'finished', actual_amount: 480 }],
    ['cancelled', { status: 'cancelled' }],
  ])('a %s order refuses every write under it (409 order_closed)', async (_status, change) => {
    const order = (await createActivityOrder(session.app, session.admin)).id;
    const created = (await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, { ...refs([worker.id]), orderId: order }))).json();
    const closing = await call('PUT', `/v1/production_orders/${order}`, { production_order: change });
    expect(closing.statusCode, closing.body).toBe(200);
    const attempts = [
      await call('POST', `/v1/${dieCut.route}`, activityBody(dieCut, { ...refs(), orderId: order })),
      await call('PUT', `/v1/${dieCut.route}/${created.id}`, { die_cut: { observation: 'no' } }),
      await call('DELETE', `/v1/${dieCut.route}/${created.id}`),
      await call('PUT', `/v1/activity_users/DieCut/${created.id}/finish`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json().code).toBe('order_closed');
    }
    expect((await call('GET', `/v1/${dieCut.route}/${created.id}`)).statusCode).toBe(200);
  });
});

describe('operators', () => {
  it('see their own activity without money, and are refused others', async () => {
    const token = await tokenFor(session.app, worker.username, worker.password);
    const own = await create(dieCut, {}, [worker.id]);
    const others = await create(dieCut, {}, [otherWorker.id]);
    await insertOpenInterval(session.app, own.id, worker.id, 5);
    const response = await session.app.inject({ method: 'GET', url: `/v1/${dieCut.route}/${own.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('value');
    expect(response.json()).not.toHaveProperty('machinery_cost');
    expect(response.json().users[0]).toMatchObject({ id: worker.id });
    const refused = await session.app.inject({ method: 'GET', url: `/v1/${dieCut.route}/${others.id}`, headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(activityMessages.notYours);
  });
});

describe('catalogues', () => {
  it('serves the activity lists through the list routes', async () => {
    const items = async (name: string) => (await call('GET', `/v1/items?list_name=${name}`)).json() as { key: string; value: string }[];
    expect(await items('activities')).toHaveLength(17);
    expect((await items('activities')).find((item) => item.key === 'pre_press')?.value).toBe('Preprensa');
    expect((await items('die_cut_fields')).map((item) => item.key).sort()).toEqual(dieCut.ruleFields.map((field) => field.field).sort());
    expect((await items('comparators')).map((item) => item.key).sort()).toEqual(['!=', '<', '<=', '==', '>', '>='].sort());
    expect((await items('impression_types')).map((item) => item.key)).toContain('lithography');
    expect((await items('types_of_shine')).map((item) => item.value)).toEqual(['Parcial', 'Total']);
    expect((await items('types_of_prepress')).length).toBeGreaterThan(0);
  });
});

describe('lists', () => {
  it('lists a type newest first and an order’s activities in the order they were added', async () => {
    const order = (await createActivityOrder(session.app, session.admin)).id;
    const first = (await call('POST', `/v1/${prePress.route}`, activityBody(prePress, { ...refs(), orderId: order }))).json();
    const second = (await call('POST', `/v1/${prePress.route}`, activityBody(prePress, { ...refs(), orderId: order }))).json();
    const all = (await call('GET', `/v1/${prePress.route}`)).json();
    expect(all.data.slice(0, 2).map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(all).toMatchObject({ page: 1, per_page: 100 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    // A page of one: the newest; the next page, the one before it; the total on both.
    const one = (await call('GET', `/v1/${prePress.route}?per_page=1`)).json();
    const next = (await call('GET', `/v1/${prePress.route}?per_page=1&page=2`)).json();
    expect([one.data[0].id, next.data[0].id]).toEqual([second.id, first.id]);
    expect([one.total, next.total]).toEqual([all.total, all.total]);
    expect((await call('GET', `/v1/${prePress.route}?per_page=101`)).statusCode).toBe(400);
    const ofOrder = (await call('GET', `/v1/${prePress.route}/search_by_production_order/${order}`)).json();
    expect(ofOrder.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    const none = await call('GET', `/v1/${dieCut.route}/search_by_production_order/${order}`);
    expect(none.json()).toEqual([]);
  });
});
