import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, supplyMessages } from '@tintero/domain';
import { externalServices, leftovers, productionOrders } from '../src/db/schema';
import { todayIn } from '../src/lib/dates';
import { createOrder, createSupply, expectLedgerConsistent, stockOf } from './supply-helpers';
import { orderSuppliesSession } from './order-supplies-session';

/** An order's leftovers and external services, and writes under a finished or cancelled order (supplies used: order-supplies.test.ts). */
const { session, call, orderOf, snapshot, age } = orderSuppliesSession();

describe('leftovers', () => {
  it('put stock back at the average cost, credited to the order', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 80.5 });
    const order = await createOrder(session.app, session.admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 2 } });
    expect(response.statusCode, response.body).toBe(201);
    const leftover = response.json();
    expect(leftover).toMatchObject({ supply_name: supply.name, quantity: 2, value: 161, unit_value: 80.5, editable: true });
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '12.000000', unit_value: '80.500000' });
    const { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries.at(-1)).toMatchObject({ kind: 'input', source_type: 'Leftover', source_id: leftover.id, total: '161.000000' });
    expect((await orderOf(order.id)).leftovers_value).toBe(161);

    const url = `/v1/production_orders/${order.id}/leftovers/${leftover.id}`;
    expect((await call('PUT', url, { leftover: { quantity: 0.5 } })).json()).toMatchObject({ quantity: 0.5, value: 40.25 });
    expect((await stockOf(session.app, supply.id)).quantity).toBe('10.500000');
    expect((await orderOf(order.id)).leftovers_value).toBe(40.25);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await stockOf(session.app, supply.id)).quantity).toBe('10.000000');
    expect((await orderOf(order.id)).leftovers_value).toBe(0);
    await expectLedgerConsistent(session.app, supply.id);
  });

  it('cannot be taken back once the returned stock was consumed', async () => {
    const supply = await createSupply(session.app, session.admin, { name: 'Cartón dúplex', quantity: 0, unit_value: 10 });
    const order = await createOrder(session.app, session.admin);
    const leftover = (
      await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 2 } });
    const response = await call('DELETE', `/v1/production_orders/${order.id}/leftovers/${leftover.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('No hay suficiente Cartón dúplex: disponibles 1 Pliego.');
  });

  it('is read-only an hour after creation', async () => {
    const supply = await createSupply(session.app, session.admin);
    const order = await createOrder(session.app, session.admin);
    const leftover = (
      await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await age(leftovers, leftover.id);
    const response = await call('PUT', `/v1/production_orders/${order.id}/leftovers/${leftover.id}`, { leftover: { quantity: 1 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('edit_window_closed');
  });

  it.each([
    ['quantity', -2, messages.tooSmall(0)],
    ['supply_id', undefined, messages.required],
  ])('refuses %s = %j', async (field, value, message) => {
    const supply = await createSupply(session.app, session.admin);
    const order = await createOrder(session.app, session.admin);
    const before = await snapshot(order.id, supply.id);
    const response = await call('POST', `/v1/production_orders/${order.id}/leftovers`, {
      leftover: { supply_id: supply.id, quantity: 1, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });
});

const shiftDate = (days: number) => todayIn('America/Bogota', new Date(Date.now() + days * 86_400_000));

describe('external services', () => {
  const payload = (overrides: Record<string, unknown> = {}) => ({
    kind: 'Troquel',
    provider: 'Troqueles S.A.S.',
    value: 125000.5,
    due_date: shiftDate(3),
    total_estimated_production_time: 3600,
    observation: 'Urgente',
    ...overrides,
  });

  it('are created, listed, updated and deleted, moving the third-party cost', async () => {
    const order = await createOrder(session.app, session.admin);
    const created = await call('POST', `/v1/production_orders/${order.id}/external_services`, { external_service: payload() });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({ production_order_id: order.id, kind: 'Troquel', value: 125000.5, due_date: shiftDate(3) });
    expect((await orderOf(order.id)).cost_work_third_party).toBe(125000.5);
    expect((await call('GET', `/v1/production_orders/${order.id}/external_services`)).json()).toEqual([service]);
    const url = `/v1/production_orders/${order.id}/external_services/${service.id}`;
    expect((await call('GET', url)).json()).toEqual(service);
    const updated = await call('PUT', url, { external_service: { value: 100, observation: '' } });
    expect(updated.json()).toMatchObject({ value: 100, observation: null, kind: 'Troquel' });
    expect((await orderOf(order.id)).cost_work_third_party).toBe(100);
    expect((await call('DELETE', url)).json()).toMatchObject({ id: service.id });
    expect((await orderOf(order.id)).cost_work_third_party).toBe(0);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('accept a due date of today and keep a past one that is not changed', async () => {
    const order = await createOrder(session.app, session.admin);
    const service = (
      await call('POST', `/v1/production_orders/${order.id}/external_services`, { external_service: payload({ due_date: shiftDate(0) }) })
    ).json();
    await session.app.db
      .update(externalServices)
      .set({ due_date: shiftDate(-10) })
      .where(eq(externalServices.id, service.id));
    const url = `/v1/production_orders/${order.id}/external_services/${service.id}`;
    const kept = await call('PUT', url, { external_service: { ...payload(), due_date: shiftDate(-10), value: 5 } });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await call('PUT', url, { external_service: { due_date: shiftDate(-1) } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.due_date).toEqual([supplyMessages.dueDateBeforeToday]);
  });

  it.each([
    ['kind', undefined, messages.required],
    ['kind', 'x'.repeat(301), messages.tooLong(300)],
    ['provider', ' ', messages.required],
    ['provider', 'x'.repeat(301), messages.tooLong(300)],
    ['value', undefined, messages.required],
    ['value', -1, messages.tooSmall(0)],
    ['due_date', '2026/12/01', messages.invalidDate],
    ['due_date', 'yesterday', messages.invalidDate],
    ['total_estimated_production_time', -1, messages.tooSmall(0)],
    ['total_estimated_production_time', 1.5, messages.invalid],
    ['observation', 'x'.repeat(1025), messages.tooLong(1024)],
  ])('refuses %s = %j and creates nothing', async (field, value, message) => {
    const order = await createOrder(session.app, session.admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/external_services`, {
      external_service: payload({ [field]: value }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await session.app.db.$count(externalServices, eq(externalServices.production_order_id, order.id))).toBe(0);
  });

  it('refuse a due date before today in the workshop time zone', async () => {
    const order = await createOrder(session.app, session.admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/external_services`, {
      external_service: payload({ due_date: shiftDate(-1) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.due_date).toEqual([supplyMessages.dueDateBeforeToday]);
  });
});

describe('a finished or cancelled order', () => {
  it.each(['finished', 'cancelled'])('refuses every write under a %s order (409) and changes nothing', async (status) => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10 });
    const order = await createOrder(session.app, session.admin);
    const base = `/v1/production_orders/${order.id}`;
    const used = (await call('POST', `${base}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 1 } })).json();
    const leftover = (await call('POST', `${base}/leftovers`, { leftover: { supply_id: supply.id, quantity: 1 } })).json();
    const service = (
      await call('POST', `${base}/external_services`, { external_service: { kind: 'Troquel', provider: 'X', value: 10 } })
    ).json();
    await session.app.db
      .update(productionOrders)
      .set({ status: status as 'finished' | 'cancelled', actual_amount: 5 })
      .where(eq(productionOrders.id, order.id));
    const before = await snapshot(order.id, supply.id);
    const writes = [
      call('POST', `${base}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 1 } }),
      call('PUT', `${base}/supplies_used/${used.id}`, { supply_used: { quantity: 2 } }),
      call('DELETE', `${base}/supplies_used/${used.id}`),
      call('POST', `${base}/leftovers`, { leftover: { supply_id: supply.id, quantity: 1 } }),
      call('PUT', `${base}/leftovers/${leftover.id}`, { leftover: { quantity: 2 } }),
      call('DELETE', `${base}/leftovers/${leftover.id}`),
      call('POST', `${base}/external_services`, { external_service: { kind: 'Troquel', provider: 'X', value: 10 } }),
      call('PUT', `${base}/external_services/${service.id}`, { external_service: { value: 20 } }),
      call('DELETE', `${base}/external_services/${service.id}`),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'order_closed', message: messages.productionOrders.closed });
    }
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });
});
