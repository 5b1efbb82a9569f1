import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activityDefinition, messages } from '@tintero/domain';
import {
  activities,
  activityUsers,
  externalServices,
  intervals,
  leftovers,
  machines,
  productionOrders,
  supplies,
  suppliesUsed,
} from '../src/db/schema';
import { bearer, createUser, tokenFor, withAdministrator } from './helpers';

const session = withAdministrator();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = session.admin) =>
  session.app.inject({ method, url, headers: bearer(token), payload });

const orderPayload = (overrides: Record<string, unknown> = {}) => ({
  client: 'Cartones del Valle',
  contract_number: '20261',
  reference: 'Caja plegadiza 12x8',
  quantity: 1000,
  unit_value: 350.5,
  delivery_day: '2026-12-15',
  observation: 'Barniz mate',
  ...overrides,
});

async function createOrder(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/v1/production_orders', { production_order: orderPayload(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('creating', () => {
  it('starts in review, computes the contract value and records who created it', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({
      status: 'in_review',
      contract_value: 350500,
      contract_number: '20261',
      created_by: 'Administrador Tintero',
      last_changed_status_by: 'Administrador Tintero',
      supplies_cost: 0,
      total_cost: 0,
      unit_real_cost: 0,
    });
    expect(order.last_changed_status_at).toBeTruthy();
  });

  it('ignores a contract value, creator or cost sent by the client', async () => {
    const order = await createOrder({ contract_value: 1, created_by: 999, labor_cost: 5000, status: 'developing' });
    expect(order).toMatchObject({ contract_value: 350500, created_by: 'Administrador Tintero', labor_cost: 0, status: 'developing' });
  });

  it.each(['finished', 'cancelled'])('refuses to create an order %s', async (status) => {
    const response = await call('POST', '/v1/production_orders', { production_order: orderPayload({ status, actual_amount: 5 }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toEqual([messages.productionOrders.initialStatus]);
  });

  it.each([
    ['client', '', messages.required],
    ['client', 'x'.repeat(257), messages.tooLong(256)],
    ['reference', undefined, messages.required],
    ['reference', 'x'.repeat(257), messages.tooLong(256)],
    ['contract_number', '12a', messages.invalid],
    ['contract_number', '123456789012', messages.tooLong(11)],
    ['contract_number', -3, messages.tooSmall(0)],
    ['quantity', 0, messages.tooSmall(1)],
    ['quantity', undefined, messages.required],
    ['quantity', 2.5, messages.invalid],
    ['actual_amount', -1, messages.tooSmall(0)],
    ['unit_value', undefined, messages.required],
    ['unit_value', -0.01, messages.tooSmall(0)],
    ['delivery_day', undefined, messages.invalidDate],
    ['delivery_day', '15/12/2026', messages.invalidDate],
    ['observation', 'x'.repeat(1025), messages.tooLong(1024)],
  ])('refuses %s = %j and creates nothing', async (field, value, message) => {
    const before = await session.app.db.$count(productionOrders);
    const response = await call('POST', '/v1/production_orders', { production_order: orderPayload({ [field]: value }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await session.app.db.$count(productionOrders)).toBe(before);
  });
});

describe('status transitions', () => {
  it('goes in review → developing → finished (needing the actual amount), then refuses every write', async () => {
    const order = await createOrder();
    const developing = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'developing' } });
    expect(developing.json().status).toBe('developing');

    const withoutAmount = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'finished' } });
    expect(withoutAmount.statusCode).toBe(422);
    expect(withoutAmount.json().errors.actual_amount).toEqual([messages.productionOrders.actualAmountRequired]);
    expect((await call('GET', `/v1/production_orders/${order.id}`)).json().status).toBe('developing');

    const finished = await call('PUT', `/v1/production_orders/${order.id}`, {
      production_order: { status: 'finished', actual_amount: 980 },
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', actual_amount: 980 });

    for (const change of [{ reference: 'otra' }, { status: 'cancelled' }, { status: 'developing' }]) {
      const refused = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: change });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'order_closed', message: messages.productionOrders.closed });
    }
    expect((await call('GET', `/v1/production_orders/${order.id}`)).json().reference).toBe(order.reference);
  });

  it('cancels with a PUT, records who and when, and then refuses writes', async () => {
    const order = await createOrder({ status: 'developing' });
    const cancelled = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'cancelled' } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'Administrador Tintero' });
    expect(cancelled.json().cancelled_at).toBeTruthy();
    expect((await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'cancelled' } })).statusCode).toBe(409);
  });

  it('moves the status stamp only when the status changes', async () => {
    const order = await createOrder();
    await session.app.db
      .update(productionOrders)
      .set({ last_changed_status_at: '2020-01-01T00:00:00Z' })
      .where(eq(productionOrders.id, order.id));
    const edited = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { reference: 'Nueva', quantity: 10 } });
    expect(edited.json()).toMatchObject({ reference: 'Nueva', contract_value: 3505 });
    expect(new Date(edited.json().last_changed_status_at).getUTCFullYear()).toBe(2020);
    const moved = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'developing' } });
    expect(new Date(moved.json().last_changed_status_at).getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('refuses to finish while someone is still working on it', async () => {
    const order = await createOrder({ status: 'developing' });
    const worker = await createUser(session.app, session.admin);
    const [activity] = await session.app.db
      .insert(activities)
      .values({ type: 'die_cut', production_order_id: order.id, quantity: 10 })
      .returning();
    const [au] = await session.app.db.insert(activityUsers).values({ activity_id: activity!.id, user_id: worker.id }).returning();
    await session.app.db.insert(intervals).values({ activity_user_id: au!.id, user_id: worker.id, start_time: sql`now()` });
    const refused = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'finished', actual_amount: 10 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('interval_running');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await call('GET', '/v1/production_orders/987654')).statusCode).toBe(404);
    expect((await call('PUT', '/v1/production_orders/987654', { production_order: { reference: 'x' } })).statusCode).toBe(404);
  });
});

describe('month filter', () => {
  it('uses the creation month in the workshop time zone (America/Bogota), newest first', async () => {
    const lateFebruary = await createOrder({ reference: 'feb-28 22:00 Bogotá' });
    const earlyMarch = await createOrder({ reference: 'mar-01 00:30 Bogotá' });
    const midMarch = await createOrder({ reference: 'mar-15' });
    const setCreated = (id: number, at: string) =>
      session.app.db.update(productionOrders).set({ created_at: at }).where(eq(productionOrders.id, id));
    await setCreated(lateFebruary.id, '2025-03-01T03:00:00Z');
    await setCreated(earlyMarch.id, '2025-03-01T05:30:00Z');
    await setCreated(midMarch.id, '2025-03-15T12:00:00Z');

    const february = (await call('GET', '/v1/production_orders?month=2&year=2025')).json().map((o: { id: number }) => o.id);
    const march = (await call('GET', '/v1/production_orders?month=3&year=2025')).json().map((o: { id: number }) => o.id);
    expect(february).toEqual([lateFebruary.id]);
    expect(march).toEqual([midMarch.id, earlyMarch.id]);
  });

  it('requires a valid month and year', async () => {
    expect((await call('GET', '/v1/production_orders?month=13&year=2025')).statusCode).toBe(400);
    expect((await call('GET', '/v1/production_orders')).statusCode).toBe(400);
  });

  it('lists the orders in developing', async () => {
    const developing = await createOrder({ status: 'developing' });
    const review = await createOrder();
    const ids = (await call('GET', '/v1/production_orders/orders_in_developing')).json().map((o: { id: number }) => o.id);
    expect(ids).toContain(developing.id);
    expect(ids).not.toContain(review.id);
  });

  it('answers at most the 500 newest orders in developing', async () => {
    const newest = await createOrder({ status: 'developing' });
    // 520 more, older than every order made through the API, straight into the table.
    await session.app.db.execute(sql`
      INSERT INTO production_orders (client, reference, quantity, unit_value, contract_value, delivery_day, status, created_at)
      SELECT 'Cliente', 'Antigua ' || g, 1, 1, 1, '2020-01-01', 'developing', timestamptz '2020-01-01' + g * interval '1 minute'
      FROM generate_series(1, 520) AS g`);
    const rows = (await call('GET', '/v1/production_orders/orders_in_developing')).json() as { id: number; created_at: string }[];
    expect(rows).toHaveLength(500);
    expect(rows[0]!.id).toBe(newest.id);
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('costs', () => {
  it('rolls activities, intervals and machines up into the order, and recalculating again changes nothing', async () => {
    const order = await createOrder({ status: 'developing' });
    const worker = await createUser(session.app, session.admin);
    const [press] = await session.app.db.insert(machines).values({ name: 'Heidelberg SM52', hour_cost: 60000 }).returning();
    const [printing] = await session.app.db
      .insert(activities)
      .values({
        type: 'impression',
        production_order_id: order.id,
        quantity: 500,
        machine_id: press!.id,
        total_estimated_production_time: 3600,
      })
      .returning();
    const [outsourced] = await session.app.db
      .insert(activities)
      .values({
        type: 'die_cut',
        production_order_id: order.id,
        quantity: 500,
        was_made_by_third: true,
        third: 'Troqueles SAS',
        value: 125000.5,
        total_estimated_production_time: 600,
      })
      .returning();
    const [au] = await session.app.db.insert(activityUsers).values({ activity_id: printing!.id, user_id: worker.id }).returning();
    await session.app.db.insert(intervals).values([
      {
        activity_user_id: au!.id,
        user_id: worker.id,
        start_time: '2026-01-01T08:00:00Z',
        end_time: '2026-01-01T08:45:00Z',
        minutes: 45,
        value: 9375.25,
      },
      {
        activity_user_id: au!.id,
        user_id: worker.id,
        start_time: '2026-01-01T09:00:00Z',
        end_time: '2026-01-01T09:30:00Z',
        minutes: 30,
        value: 6250.125,
      },
    ]);

    const [paper] = await session.app.db.insert(supplies).values({ name: 'Propalcote 300', quantity: 100, unit_value: 1000 }).returning();
    await session.app.db.insert(suppliesUsed).values([
      { production_order_id: order.id, supply_id: paper!.id, quantity: 10, value: 10000.1 },
      { production_order_id: order.id, supply_id: paper!.id, quantity: 2, value: 2000.2 },
    ]);
    await session.app.db.insert(leftovers).values({ production_order_id: order.id, supply_id: paper!.id, quantity: 1, value: 1000.05 });
    await session.app.db
      .insert(externalServices)
      .values({ production_order_id: order.id, kind: 'Laminado', provider: 'Lamitec', value: 4999.5 });

    const first = await call('PUT', `/v1/production_orders/${order.id}/recalculate_costs`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      supplies_cost: 12000.3,
      leftovers_value: 1000.05,
      total_supplies: 11000.25,
      labor_cost: 15625.375,
      cost_work_third_party: 130000, // 125 000.5 by a third party + 4 999.5 external service
      machinery_cost: 75000, // 75 minutes × 60 000 / hour
      estimated_total_time: 4200,
      total_labor_time: 75,
      total_labor: 220625.375,
      total_cost: 231625.625,
    });
    const second = await call('PUT', `/v1/production_orders/${order.id}/recalculate_costs`);
    const { updated_at: _a, ...firstValues } = first.json();
    const { updated_at: _b, ...secondValues } = second.json();
    expect(secondValues).toEqual(firstValues);
    void outsourced;
  });

  it('computes the real unit cost from the actual amount', async () => {
    const order = await createOrder({ status: 'developing' });
    await session.app.db
      .insert(activities)
      .values({ type: 'die_cut', production_order_id: order.id, quantity: 1, was_made_by_third: true, value: 1000 });
    await call('PUT', `/v1/production_orders/${order.id}/recalculate_costs`);
    const finished = await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'finished', actual_amount: 3 } });
    expect(finished.json()).toMatchObject({ total_cost: 1000, unit_real_cost: 333.333333 });
    const now = new Date();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: 'numeric' }).formatToParts(now);
    const part = (type: string) => month.find((p) => p.type === type)!.value;
    const list = (await call('GET', `/v1/production_orders?year=${part('year')}&month=${part('month')}`)).json();
    expect(list.find((row: { id: number }) => row.id === order.id)).toMatchObject({ unit_real_cost: 333.333333, actual_amount: 3 });
    expect((await call('PUT', `/v1/production_orders/${order.id}/recalculate_costs`)).statusCode).toBe(200);
  });
});

describe('operator view (short)', () => {
  it('shows an operator the orders they work on, without any monetary field, and refuses the others', async () => {
    const mine = await createOrder({ status: 'developing' });
    const other = await createOrder({ status: 'developing' });
    const operator = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, operator.username, operator.password);
    const [activity] = await session.app.db
      .insert(activities)
      .values({ type: 'sealed', production_order_id: mine.id, quantity: 5 })
      .returning();
    await session.app.db.insert(activityUsers).values({ activity_id: activity!.id, user_id: operator.id });

    const shown = await call('GET', `/v1/production_orders/${mine.id}/short`, undefined, token);
    expect(shown.statusCode).toBe(200);
    expect(Object.keys(shown.json()).sort()).toEqual(['client', 'delivery_day', 'id', 'observation', 'quantity', 'reference', 'status']);
    const refused = await call('GET', `/v1/production_orders/${other.id}/short`, undefined, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.productionOrders.notYours);
    expect((await call('GET', `/v1/production_orders/${mine.id}`, undefined, token)).statusCode).toBe(403);
    expect((await call('GET', `/v1/production_orders/${other.id}/short`)).statusCode).toBe(200);
  });

  it('answers an operator as the order’s activities do once the order is cancelled: 403, not in development', async () => {
    const order = await createOrder({ status: 'developing' });
    const operator = await createUser(session.app, session.admin);
    const token = await tokenFor(session.app, operator.username, operator.password);
    const [activity] = await session.app.db
      .insert(activities)
      .values({ type: 'sealed', production_order_id: order.id, quantity: 5 })
      .returning();
    await session.app.db.insert(activityUsers).values({ activity_id: activity!.id, user_id: operator.id });
    const activityUrl = `/v1/${activityDefinition('sealed').route}/${activity!.id}`;
    expect((await call('GET', `/v1/production_orders/${order.id}/short`, undefined, token)).statusCode).toBe(200);
    expect((await call('GET', activityUrl, undefined, token)).statusCode).toBe(200);

    expect((await call('PUT', `/v1/production_orders/${order.id}`, { production_order: { status: 'cancelled' } })).statusCode).toBe(200);
    for (const url of [`/v1/production_orders/${order.id}/short`, activityUrl]) {
      const refused = await call('GET', url, undefined, token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(messages.productionOrders.notDeveloping);
    }
    expect((await call('GET', `/v1/production_orders/${order.id}/short`)).json().status).toBe('cancelled');
  });
});
