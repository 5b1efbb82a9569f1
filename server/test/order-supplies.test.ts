import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, supplyMessages } from '@tintero/domain';
import { externalServices, kardexEntries, leftovers, productionOrders, suppliesUsed } from '../src/db/schema';
import { todayIn } from '../src/lib/dates';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, tokenFor, type TestContext } from './helpers';
import { assignToOrder, createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';

let ctx: TestContext;
let admin: string;
let operator: string;
let operatorId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
  const user = await createUser(ctx.app, admin);
  operatorId = user.id;
  operator = await tokenFor(ctx.app, user.username, user.password);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });

const orderOf = async (id: number) => (await call('GET', `/v1/production_orders/${id}`)).json();

/** Everything a refused write must leave as it was. */
async function snapshot(orderId: number, supplyId: number) {
  const order = await orderOf(orderId);
  return {
    stock: await stockOf(ctx.app, supplyId),
    entries: (await entriesOf(ctx.app, supplyId)).length,
    used: await ctx.app.db.$count(suppliesUsed, eq(suppliesUsed.production_order_id, orderId)),
    leftovers: await ctx.app.db.$count(leftovers, eq(leftovers.production_order_id, orderId)),
    services: await ctx.app.db.$count(externalServices, eq(externalServices.production_order_id, orderId)),
    costs: [order.supplies_cost, order.leftovers_value, order.cost_work_third_party],
  };
}

/** Moves a record's creation back in time, out of its 1-hour edit window. */
const age = (table: typeof suppliesUsed | typeof leftovers, id: number, interval = '2 hours') =>
  ctx.app.db
    .update(table)
    .set({ created_at: sql`now() - ${interval}::interval` })
    .where(eq(table.id, id));

describe('supplies used', () => {
  it('takes stock out at the average cost: the value, one output entry and the order cost', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 1234.5 });
    const order = await createOrder(ctx.app, admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 2.5, value: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const used = response.json();
    expect(used).toMatchObject({
      production_order_id: order.id,
      supply_id: supply.id,
      supply_name: supply.name,
      unit_of_measurement: 'Pliego',
      quantity: 2.5,
      value: 3086.25,
      unit_value: 1234.5,
      editable: true,
      created_by: 'Administrador Tintero',
    });
    expect(await stockOf(ctx.app, supply.id)).toEqual({ quantity: '7.500000', unit_value: '1234.500000' });
    const { entries } = await expectLedgerConsistent(ctx.app, supply.id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'output',
      quantity: '2.500000',
      total: '3086.250000',
      source_type: 'SupplyUsed',
      source_id: used.id,
    });
    const [entry] = await ctx.app.db
      .select()
      .from(kardexEntries)
      .where(eq(kardexEntries.id, entries.at(-1)!.id));
    expect(entry!.production_order_id).toBe(order.id);
    expect((await orderOf(order.id)).supplies_cost).toBe(3086.25);

    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used`)).json()).toEqual([used]);
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used/${used.id}`)).json()).toEqual(used);
  });

  it('refuses more than the stock with a 422 naming the supply and what is available, changing nothing', async () => {
    const supply = await createSupply(ctx.app, admin, { name: 'Propalcote 300', quantity: 4.5, unit_value: 100 });
    const order = await createOrder(ctx.app, admin);
    const before = await snapshot(order.id, supply.id);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 4.500001 },
    });
    expect(response.statusCode).toBe(422);
    const message = 'No hay suficiente Propalcote 300: disponibles 4,5 Pliego.';
    expect(response.json()).toEqual({ message, errors: { quantity: [message] } });
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });

  it('refuses a disabled supply and one that does not exist on supply_id', async () => {
    const supply = await createSupply(ctx.app, admin, { name: 'Tinta vieja', quantity: 5 });
    await call('PUT', `/v1/supplies/${supply.id}`, { supply: { status: 0 } });
    const order = await createOrder(ctx.app, admin);
    const before = await snapshot(order.id, supply.id);
    const disabled = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 1 },
    });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.supply_id).toEqual([supplyMessages.disabled('Tinta vieja')]);
    const missing = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: 999999, quantity: 1 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.supply_id).toEqual([supplyMessages.notFound]);
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });

  it.each([
    ['quantity', 0, supplyMessages.mustBePositive],
    ['quantity', -1, supplyMessages.mustBePositive],
    ['quantity', 0.0000004, supplyMessages.mustBePositive],
    ['quantity', undefined, messages.required],
    ['quantity', '2', messages.required],
    ['quantity', 1_000_000_001, supplyMessages.tooLarge(1_000_000_000)],
    ['supply_id', undefined, messages.required],
    ['supply_id', 1.5, messages.invalid],
    ['supply_id', 'abc', messages.required],
  ])('refuses %s = %j with a field error and changes nothing', async (field, value, message) => {
    const supply = await createSupply(ctx.app, admin);
    const order = await createOrder(ctx.app, admin);
    const before = await snapshot(order.id, supply.id);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 1, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });

  it('corrects the quantity within the hour with one entry for the difference', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 300 });
    const order = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    const url = `/v1/production_orders/${order.id}/supplies_used/${used.id}`;

    const more = await call('PUT', url, { supply_used: { quantity: 5 } });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ quantity: 5, value: 1500, unit_value: 300 });
    let { entries } = await expectLedgerConsistent(ctx.app, supply.id);
    expect(entries.slice(1).map((e) => [e.kind, e.quantity])).toEqual([
      ['output', '3.000000'],
      ['output', '2.000000'],
    ]);

    const less = await call('PUT', url, { supply_used: { quantity: 1.25 } });
    expect(less.json()).toMatchObject({ quantity: 1.25, value: 375, unit_value: 300 });
    ({ entries } = await expectLedgerConsistent(ctx.app, supply.id));
    expect(entries.at(-1)).toMatchObject({
      kind: 'input',
      quantity: '3.750000',
      total: '1125.000000',
      source_type: 'SupplyUsed',
      source_id: used.id,
    });
    expect(await stockOf(ctx.app, supply.id)).toEqual({ quantity: '8.750000', unit_value: '300.000000' });

    const same = await call('PUT', url, { supply_used: { quantity: 1.25 } });
    expect(same.statusCode).toBe(200);
    expect(await entriesOf(ctx.app, supply.id)).toHaveLength(entries.length);
    expect((await orderOf(order.id)).supplies_cost).toBe(375);

    const tooMuch = await call('PUT', url, { supply_used: { quantity: 11 } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.quantity[0]).toMatch(/disponibles 8,75 Pliego/);
    expect((await call('GET', url)).json()).toMatchObject({ quantity: 1.25, value: 375 });
  });

  it('moves to another supply by undoing the old one and taking from the new one', async () => {
    const paper = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 100 });
    const board = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 250 });
    const order = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: paper.id, quantity: 4 } })
    ).json();
    const moved = await call('PUT', `/v1/production_orders/${order.id}/supplies_used/${used.id}`, {
      supply_used: { supply_id: board.id, quantity: 2 },
    });
    expect(moved.json()).toMatchObject({ supply_id: board.id, supply_name: board.name, quantity: 2, value: 500 });
    expect((await stockOf(ctx.app, paper.id)).quantity).toBe('10.000000');
    expect((await stockOf(ctx.app, board.id)).quantity).toBe('8.000000');
    await expectLedgerConsistent(ctx.app, paper.id);
    await expectLedgerConsistent(ctx.app, board.id);
    expect((await orderOf(order.id)).supplies_cost).toBe(500);
  });

  it('deletes within the hour, giving the stock and the value back', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 300 });
    const order = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    const deleted = await call('DELETE', `/v1/production_orders/${order.id}/supplies_used/${used.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: used.id, quantity: 3, value: 900 });
    expect(await stockOf(ctx.app, supply.id)).toEqual({ quantity: '10.000000', unit_value: '300.000000' });
    const { entries } = await expectLedgerConsistent(ctx.app, supply.id);
    expect(entries.map((e) => e.kind)).toEqual(['input', 'output', 'input']);
    expect((await orderOf(order.id)).supplies_cost).toBe(0);
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used/${used.id}`)).statusCode).toBe(404);
  });

  it('can still be undone after its supply was disabled', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10 });
    const order = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await call('DELETE', `/v1/supplies/${supply.id}`);
    const url = `/v1/production_orders/${order.id}/supplies_used/${used.id}`;
    expect((await call('PUT', url, { supply_used: { quantity: 4 } })).statusCode).toBe(422);
    expect((await call('PUT', url, { supply_used: { quantity: 2 } })).statusCode).toBe(200);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await stockOf(ctx.app, supply.id)).quantity).toBe('10.000000');
  });

  it('is read-only an hour after creation (409), unless its quantity is 0', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 10 });
    const order = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await age(suppliesUsed, used.id, '59 minutes');
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used/${used.id}`)).json().editable).toBe(true);
    await age(suppliesUsed, used.id, '61 minutes');
    const url = `/v1/production_orders/${order.id}/supplies_used/${used.id}`;
    expect((await call('GET', url)).json().editable).toBe(false);
    const before = await snapshot(order.id, supply.id);
    for (const response of [await call('PUT', url, { supply_used: { quantity: 1 } }), await call('DELETE', url)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'edit_window_closed', message: supplyMessages.editWindowClosed });
    }
    expect(await snapshot(order.id, supply.id)).toEqual(before);

    // A record left at quantity 0 (from earlier data) stays editable.
    const [zero] = await ctx.app.db
      .insert(suppliesUsed)
      .values({ production_order_id: order.id, supply_id: supply.id, quantity: 0, created_at: sql`now() - interval '3 days'` })
      .returning();
    const filled = await call('PUT', `/v1/production_orders/${order.id}/supplies_used/${zero!.id}`, { supply_used: { quantity: 2 } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ quantity: 2, value: 20, editable: false });
    await expectLedgerConsistent(ctx.app, supply.id);
  });

  it('answers 404 for a record of another order and for an order that does not exist', async () => {
    const supply = await createSupply(ctx.app, admin);
    const order = await createOrder(ctx.app, admin);
    const other = await createOrder(ctx.app, admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 1 } })
    ).json();
    for (const [method, payload] of [['GET'], ['PUT', { supply_used: { quantity: 2 } }], ['DELETE']] as const) {
      expect((await call(method, `/v1/production_orders/${other.id}/supplies_used/${used.id}`, payload)).statusCode).toBe(404);
    }
    expect((await call('GET', '/v1/production_orders/999999/supplies_used')).statusCode).toBe(404);
    expect(
      (await call('POST', '/v1/production_orders/999999/supplies_used', { supply_used: { supply_id: supply.id, quantity: 1 } })).statusCode,
    ).toBe(404);
  });
});

describe('leftovers', () => {
  it('put stock back at the average cost, credited to the order', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 80.5 });
    const order = await createOrder(ctx.app, admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 2 } });
    expect(response.statusCode, response.body).toBe(201);
    const leftover = response.json();
    expect(leftover).toMatchObject({ supply_name: supply.name, quantity: 2, value: 161, unit_value: 80.5, editable: true });
    expect(await stockOf(ctx.app, supply.id)).toEqual({ quantity: '12.000000', unit_value: '80.500000' });
    const { entries } = await expectLedgerConsistent(ctx.app, supply.id);
    expect(entries.at(-1)).toMatchObject({ kind: 'input', source_type: 'Leftover', source_id: leftover.id, total: '161.000000' });
    expect((await orderOf(order.id)).leftovers_value).toBe(161);

    const url = `/v1/production_orders/${order.id}/leftovers/${leftover.id}`;
    expect((await call('PUT', url, { leftover: { quantity: 0.5 } })).json()).toMatchObject({ quantity: 0.5, value: 40.25 });
    expect((await stockOf(ctx.app, supply.id)).quantity).toBe('10.500000');
    expect((await orderOf(order.id)).leftovers_value).toBe(40.25);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await stockOf(ctx.app, supply.id)).quantity).toBe('10.000000');
    expect((await orderOf(order.id)).leftovers_value).toBe(0);
    await expectLedgerConsistent(ctx.app, supply.id);
  });

  it('cannot be taken back once the returned stock was consumed', async () => {
    const supply = await createSupply(ctx.app, admin, { name: 'Cartón dúplex', quantity: 0, unit_value: 10 });
    const order = await createOrder(ctx.app, admin);
    const leftover = (
      await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 2 } });
    const response = await call('DELETE', `/v1/production_orders/${order.id}/leftovers/${leftover.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('No hay suficiente Cartón dúplex: disponibles 1 Pliego.');
  });

  it('is read-only an hour after creation', async () => {
    const supply = await createSupply(ctx.app, admin);
    const order = await createOrder(ctx.app, admin);
    const leftover = (
      await call('POST', `/v1/production_orders/${order.id}/leftovers`, { leftover: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await age(leftovers, leftover.id);
    const response = await call('PUT', `/v1/production_orders/${order.id}/leftovers/${leftover.id}`, { leftover: { quantity: 1 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('edit_window_closed');
  });

  it.each([
    ['quantity', 0, supplyMessages.mustBePositive],
    ['supply_id', undefined, messages.required],
  ])('refuses %s = %j', async (field, value, message) => {
    const supply = await createSupply(ctx.app, admin);
    const order = await createOrder(ctx.app, admin);
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
    const order = await createOrder(ctx.app, admin);
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
    const order = await createOrder(ctx.app, admin);
    const service = (
      await call('POST', `/v1/production_orders/${order.id}/external_services`, { external_service: payload({ due_date: shiftDate(0) }) })
    ).json();
    await ctx.app.db
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
    const order = await createOrder(ctx.app, admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/external_services`, {
      external_service: payload({ [field]: value }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await ctx.app.db.$count(externalServices, eq(externalServices.production_order_id, order.id))).toBe(0);
  });

  it('refuse a due date before today in the workshop time zone', async () => {
    const order = await createOrder(ctx.app, admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/external_services`, {
      external_service: payload({ due_date: shiftDate(-1) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.due_date).toEqual([supplyMessages.dueDateBeforeToday]);
  });
});

describe('a finished or cancelled order', () => {
  it.each(['finished', 'cancelled'])('refuses every write under a %s order (409) and changes nothing', async (status) => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10 });
    const order = await createOrder(ctx.app, admin);
    const base = `/v1/production_orders/${order.id}`;
    const used = (await call('POST', `${base}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 1 } })).json();
    const leftover = (await call('POST', `${base}/leftovers`, { leftover: { supply_id: supply.id, quantity: 1 } })).json();
    const service = (
      await call('POST', `${base}/external_services`, { external_service: { kind: 'Troquel', provider: 'X', value: 10 } })
    ).json();
    await ctx.app.db
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

describe('operators', () => {
  it('list and add supplies used on an order they work on, without values', async () => {
    const supply = await createSupply(ctx.app, admin, { quantity: 10, unit_value: 700 });
    const order = await createOrder(ctx.app, admin);
    await assignToOrder(ctx.app, order.id, operatorId);
    const created = await call(
      'POST',
      `/v1/production_orders/${order.id}/supplies_used`,
      { supply_used: { supply_id: supply.id, quantity: 1, value: 0 } },
      operator,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('value');
    expect(created.json()).not.toHaveProperty('unit_value');
    expect(created.json()).toMatchObject({ supply_name: supply.name, quantity: 1, created_by: expect.stringContaining('Ana') });
    const list = (await call('GET', `/v1/production_orders/${order.id}/supplies_used`, undefined, operator)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('value');
    // The administrator sees the value the operator's record took.
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used`)).json()[0].value).toBe(700);
    expect((await orderOf(order.id)).supplies_cost).toBe(700);
  });

  it('are refused on orders they do not work on, before anything is validated', async () => {
    const order = await createOrder(ctx.app, admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: {} }, operator);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(supplyMessages.notYourOrder);
  });
});
