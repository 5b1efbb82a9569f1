import { describe, expect, it } from 'vitest';
import { supplyMessages } from '@tintero/domain';
import { leftovers, suppliesUsed } from '../src/db/schema';
import { assignToOrder, createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';
import { orderSuppliesSession } from './order-supplies-session';

/**
 * Supplies used and leftovers at quantity 0 (spec part 2 §4, docs/decisions/005): recorded, moving
 * no stock and costing nothing, editable while 0 however old; from 0 to N one entry of N, from N
 * back to 0 one entry that reverses it.
 */
const { session, call, orderOf, snapshot, age } = orderSuppliesSession();

const kinds = [
  { path: 'supplies_used', key: 'supply_used', table: suppliesUsed, out: 'output', back: 'input', cost: 'supplies_cost' },
  { path: 'leftovers', key: 'leftover', table: leftovers, out: 'input', back: 'output', cost: 'leftovers_value' },
] as const;

describe.each(kinds)('$path at quantity 0', ({ path, key, table, out, back, cost }) => {
  it('is recorded without moving stock or costing anything, and stays editable while 0', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 200 });
    const order = await createOrder(session.app, session.admin);
    const before = await snapshot(order.id, supply.id);
    const response = await call('POST', `/v1/production_orders/${order.id}/${path}`, { [key]: { supply_id: supply.id, quantity: 0 } });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ supply_id: supply.id, quantity: 0, value: 0, unit_value: 0, editable: true });
    const after = await snapshot(order.id, supply.id);
    expect(after).toEqual({ ...before, [path === 'supplies_used' ? 'used' : 'leftovers']: 1 });
    expect(await entriesOf(session.app, supply.id)).toHaveLength(before.entries);

    await age(table, record.id, '3 days');
    const url = `/v1/production_orders/${order.id}/${path}/${record.id}`;
    expect((await call('GET', url)).json().editable).toBe(true);
  });

  it('moves N (one entry) from 0 to N, reverses it (one entry) from N back to 0, and the order costs follow', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 200 });
    const order = await createOrder(session.app, session.admin);
    const record = (
      await call('POST', `/v1/production_orders/${order.id}/${path}`, { [key]: { supply_id: supply.id, quantity: 0 } })
    ).json();
    const url = `/v1/production_orders/${order.id}/${path}/${record.id}`;
    const opening = (await entriesOf(session.app, supply.id)).length;

    const filled = await call('PUT', url, { [key]: { quantity: 3 } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ quantity: 3, value: 600, unit_value: 200 });
    let { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries).toHaveLength(opening + 1);
    expect(entries.at(-1)).toMatchObject({ kind: out, quantity: '3.000000', total: '600.000000', source_id: record.id });
    expect((await orderOf(order.id))[cost]).toBe(600);
    expect((await stockOf(session.app, supply.id)).quantity).toBe(path === 'supplies_used' ? '7.000000' : '13.000000');

    const emptied = await call('PUT', url, { [key]: { quantity: 0 } });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ quantity: 0, value: 0, unit_value: 0, editable: true });
    ({ entries } = await expectLedgerConsistent(session.app, supply.id));
    expect(entries).toHaveLength(opening + 2);
    expect(entries.at(-1)).toMatchObject({ kind: back, quantity: '3.000000', total: '600.000000', source_id: record.id });
    expect(await stockOf(session.app, supply.id)).toEqual({ quantity: '10.000000', unit_value: '200.000000' });
    expect((await orderOf(order.id))[cost]).toBe(0);

    // Once at 0 again it is editable past the hour, and 0 → 0 writes nothing.
    await age(table, record.id);
    const again = await call('PUT', url, { [key]: { quantity: 0 } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await entriesOf(session.app, supply.id)).toHaveLength(opening + 2);
    const late = await call('PUT', url, { [key]: { quantity: 1 } });
    expect(late.json()).toMatchObject({ quantity: 1, value: 200, editable: false });
    expect(await entriesOf(session.app, supply.id)).toHaveLength(opening + 3);
  });

  it('changes its supply and is deleted without any entry', async () => {
    const first = await createSupply(session.app, session.admin, { quantity: 5 });
    const second = await createSupply(session.app, session.admin, { quantity: 5 });
    const order = await createOrder(session.app, session.admin);
    const record = (
      await call('POST', `/v1/production_orders/${order.id}/${path}`, { [key]: { supply_id: first.id, quantity: 0 } })
    ).json();
    const url = `/v1/production_orders/${order.id}/${path}/${record.id}`;
    const counts = async () => [(await entriesOf(session.app, first.id)).length, (await entriesOf(session.app, second.id)).length];
    const before = await counts();
    const moved = await call('PUT', url, { [key]: { supply_id: second.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ supply_id: second.id, quantity: 0, value: 0 });
    expect(await counts()).toEqual(before);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    expect((await orderOf(order.id))[cost]).toBe(0);
  });

  it('still needs a supply that may be used (422 on supply_id), and refuses a negative quantity in Spanish', async () => {
    const supply = await createSupply(session.app, session.admin, { name: `Retirado ${path}`, quantity: 5 });
    await call('PUT', `/v1/supplies/${supply.id}`, { supply: { status: 0 } });
    const order = await createOrder(session.app, session.admin);
    const before = await snapshot(order.id, supply.id);
    const disabled = await call('POST', `/v1/production_orders/${order.id}/${path}`, { [key]: { supply_id: supply.id, quantity: 0 } });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.supply_id).toEqual([supplyMessages.disabled(`Retirado ${path}`)]);
    const negative = await call('POST', `/v1/production_orders/${order.id}/${path}`, { [key]: { supply_id: supply.id, quantity: -0.5 } });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.quantity).toEqual(['Debe ser mayor o igual a 0.']);
    expect(await snapshot(order.id, supply.id)).toEqual(before);
  });
});

it('an operator adds ink at 0 on an order they work on; nothing moves until an administrator gives it a quantity', async () => {
  const supply = await createSupply(session.app, session.admin, { quantity: 4, unit_value: 50 });
  const order = await createOrder(session.app, session.admin);
  await assignToOrder(session.app, order.id, session.operatorId);
  const created = await call(
    'POST',
    `/v1/production_orders/${order.id}/supplies_used`,
    { supply_used: { supply_id: supply.id, quantity: 0 } },
    session.operator,
  );
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).not.toHaveProperty('value');
  expect((await stockOf(session.app, supply.id)).quantity).toBe('4.000000');
  const filled = await call('PUT', `/v1/production_orders/${order.id}/supplies_used/${created.json().id}`, {
    supply_used: { quantity: 2 },
  });
  expect(filled.json()).toMatchObject({ quantity: 2, value: 100 });
  expect((await orderOf(order.id)).supplies_cost).toBe(100);
  await expectLedgerConsistent(session.app, supply.id);
});
