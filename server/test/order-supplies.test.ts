import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, supplyMessages } from '@tintero/domain';
import { kardexEntries, suppliesUsed } from '../src/db/schema';
import { assignToOrder, createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';
import { orderSuppliesSession } from './order-supplies-session';

/** Supplies used on an order, and what operators may do with them (leftovers and external services: order-leftovers-services.test.ts). */
const { session, call, orderOf, snapshot, age } = orderSuppliesSession();

describe('supplies used', () => {
  it('takes stock out at the average cost: the value, one output entry and the order cost', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 1234.5 });
    const order = await createOrder(session.app, session.admin);
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
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '7.500000', unit_value: '1234.500000' });
    const { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'output',
      quantity: '2.500000',
      total: '3086.250000',
      source_type: 'SupplyUsed',
      source_id: used.id,
    });
    const [entry] = await session.app.db
      .select()
      .from(kardexEntries)
      .where(eq(kardexEntries.id, entries.at(-1)!.id));
    expect(entry!.production_order_id).toBe(order.id);
    expect((await orderOf(order.id)).supplies_cost).toBe(3086.25);

    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used`)).json()).toEqual([used]);
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used/${used.id}`)).json()).toEqual(used);
  });

  it('refuses more than the stock with a 422 naming the supply and what is available, changing nothing', async () => {
    const supply = await createSupply(session.app, session.admin, { name: 'Propalcote 300', quantity: 4.5, unit_value: 100 });
    const order = await createOrder(session.app, session.admin);
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
    const supply = await createSupply(session.app, session.admin, { name: 'Tinta vieja', quantity: 5 });
    await call('PUT', `/v1/supplies/${supply.id}`, { supply: { status: 0 } });
    const order = await createOrder(session.app, session.admin);
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
    ['quantity', -1, messages.tooSmall(0)],
    ['quantity', -0.5, messages.tooSmall(0)],
    ['quantity', undefined, messages.required],
    ['quantity', '2', messages.required],
    ['quantity', 1_000_000_001, supplyMessages.tooLarge(1_000_000_000)],
    ['supply_id', undefined, messages.required],
    ['supply_id', 1.5, messages.invalid],
    ['supply_id', 'abc', messages.required],
  ])('refuses %s = %j with a field error and changes nothing', async (field, value, message) => {
    const supply = await createSupply(session.app, session.admin);
    const order = await createOrder(session.app, session.admin);
    const before = await snapshot(order.id, supply.id);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supply.id, quantity: 1, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });

  it('corrects the quantity within the hour with one entry for the difference', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 300 });
    const order = await createOrder(session.app, session.admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    const url = `/v1/production_orders/${order.id}/supplies_used/${used.id}`;

    const more = await call('PUT', url, { supply_used: { quantity: 5 } });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ quantity: 5, value: 1500, unit_value: 300 });
    let { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries.slice(1).map((e) => [e.kind, e.quantity])).toEqual([
      ['output', '3.000000'],
      ['output', '2.000000'],
    ]);

    const less = await call('PUT', url, { supply_used: { quantity: 1.25 } });
    expect(less.json()).toMatchObject({ quantity: 1.25, value: 375, unit_value: 300 });
    ({ entries } = await expectLedgerConsistent(session.app, supply.id));
    expect(entries.at(-1)).toMatchObject({
      kind: 'input',
      quantity: '3.750000',
      total: '1125.000000',
      source_type: 'SupplyUsed',
      source_id: used.id,
    });
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '8.750000', unit_value: '300.000000' });

    const same = await call('PUT', url, { supply_used: { quantity: 1.25 } });
    expect(same.statusCode).toBe(200);
    expect(await entriesOf(session.app, supply.id)).toHaveLength(entries.length);
    expect((await orderOf(order.id)).supplies_cost).toBe(375);

    const tooMuch = await call('PUT', url, { supply_used: { quantity: 11 } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.quantity[0]).toMatch(/disponibles 8,75 Pliego/);
    expect((await call('GET', url)).json()).toMatchObject({ quantity: 1.25, value: 375 });
  });

  it('moves to another supply by undoing the old one and taking from the new one', async () => {
    const paper = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 100 });
    const board = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 250 });
    const order = await createOrder(session.app, session.admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: paper.id, quantity: 4 } })
    ).json();
    const moved = await call('PUT', `/v1/production_orders/${order.id}/supplies_used/${used.id}`, {
      supply_used: { supply_id: board.id, quantity: 2 },
    });
    expect(moved.json()).toMatchObject({ supply_id: board.id, supply_name: board.name, quantity: 2, value: 500 });
    expect((await stockOf(session.app, paper.id)).quantity).toBe('10.000000');
    expect((await stockOf(session.app, board.id)).quantity).toBe('8.000000');
    await expectLedgerConsistent(session.app, paper.id);
    await expectLedgerConsistent(session.app, board.id);
    expect((await orderOf(order.id)).supplies_cost).toBe(500);
  });

  it('deletes within the hour, giving the stock and the value back', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 300 });
    const order = await createOrder(session.app, session.admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    const deleted = await call('DELETE', `/v1/production_orders/${order.id}/supplies_used/${used.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: used.id, quantity: 3, value: 900 });
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '10.000000', unit_value: '300.000000' });
    const { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries.map((e) => e.kind)).toEqual(['input', 'output', 'input']);
    expect((await orderOf(order.id)).supplies_cost).toBe(0);
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used/${used.id}`)).statusCode).toBe(404);
  });

  it('can still be undone after its supply was disabled', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10 });
    const order = await createOrder(session.app, session.admin);
    const used = (
      await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 3 } })
    ).json();
    await call('DELETE', `/v1/supplies/${supply.id}`);
    const url = `/v1/production_orders/${order.id}/supplies_used/${used.id}`;
    expect((await call('PUT', url, { supply_used: { quantity: 4 } })).statusCode).toBe(422);
    expect((await call('PUT', url, { supply_used: { quantity: 2 } })).statusCode).toBe(200);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await stockOf(session.app, supply.id)).quantity).toBe('10.000000');
  });

  it('is read-only an hour after creation (409), unless its quantity is 0', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 10 });
    const order = await createOrder(session.app, session.admin);
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

    // A record left at quantity 0 stays editable (order-supplies-zero.test.ts).
    const [zero] = await session.app.db
      .insert(suppliesUsed)
      .values({ production_order_id: order.id, supply_id: supply.id, quantity: 0, created_at: sql`now() - interval '3 days'` })
      .returning();
    const filled = await call('PUT', `/v1/production_orders/${order.id}/supplies_used/${zero!.id}`, { supply_used: { quantity: 2 } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ quantity: 2, value: 20, editable: false });
    await expectLedgerConsistent(session.app, supply.id);
  });

  it('answers 404 for a record of another order and for an order that does not exist', async () => {
    const supply = await createSupply(session.app, session.admin);
    const order = await createOrder(session.app, session.admin);
    const other = await createOrder(session.app, session.admin);
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

describe('operators', () => {
  it('list and add supplies used on an order they work on, without values', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 700 });
    const order = await createOrder(session.app, session.admin);
    await assignToOrder(session.app, order.id, session.operatorId);
    const created = await call(
      'POST',
      `/v1/production_orders/${order.id}/supplies_used`,
      { supply_used: { supply_id: supply.id, quantity: 1, value: 0 } },
      session.operator,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('value');
    expect(created.json()).not.toHaveProperty('unit_value');
    expect(created.json()).toMatchObject({ supply_name: supply.name, quantity: 1, created_by: expect.stringContaining('Ana') });
    const list = (await call('GET', `/v1/production_orders/${order.id}/supplies_used`, undefined, session.operator)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('value');
    // The administrator sees the value the operator's record took.
    expect((await call('GET', `/v1/production_orders/${order.id}/supplies_used`)).json()[0].value).toBe(700);
    expect((await orderOf(order.id)).supplies_cost).toBe(700);
  });

  it('are refused on orders they do not work on, before anything is validated', async () => {
    const order = await createOrder(session.app, session.admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: {} }, session.operator);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(supplyMessages.notYourOrder);
  });
});
