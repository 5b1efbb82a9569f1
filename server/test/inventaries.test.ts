import { describe, expect, it } from 'vitest';
import { supplies } from '../src/db/schema';
import { bearer, withAdministrator } from './helpers';
import { useSupply } from './purchase-helpers';
import { createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';

/**
 * Monthly inventories (DESIGN §7.6): one in creation at a time, never before the last closed one,
 * a snapshot of every enabled supply, and a closing that sets the stock and the ledger exactly to
 * the counts.
 */
const session = withAdministrator();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.app.inject({ method, url, headers: bearer(session.admin), payload });

interface Detail {
  id: number;
  supply_id: number;
  supply_quantity: number;
  quantity: number | null;
  current_quantity: number;
}

describe('inventories', () => {
  it('snapshot, count, refuse a second one, close to the counts, then stay read-only', async () => {
    const plenty = await createSupply(session.app, session.admin, { quantity: 100, unit_value: 10 });
    const short = await createSupply(session.app, session.admin, { quantity: 50, unit_value: 4 });
    const exact = await createSupply(session.app, session.admin, { quantity: 7, unit_value: 1 });
    const uncounted = await createSupply(session.app, session.admin, { quantity: 3, unit_value: 1 });
    const disabled = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 1, status: 0 });

    const created = await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 2 } });
    expect(created.statusCode, created.body).toBe(201);
    const inventary = created.json() as { id: number; status: string; deadline: string; details: Detail[] };
    expect(inventary).toMatchObject({ status: 'in_creation', deadline: '2026-02-28' });
    const detailOf = (supplyId: number) => inventary.details.find((d) => d.supply_id === supplyId)!;
    expect(detailOf(plenty.id)).toMatchObject({ supply_quantity: 100, quantity: null, current_quantity: 100 });
    expect(detailOf(disabled.id)).toBeUndefined();
    expect((await call('GET', '/v1/inventaries/opened')).json()).toMatchObject({ id: inventary.id });

    const second = await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 3 } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('inventary_in_creation');

    const count = (supplyId: number, quantity: unknown) =>
      call('PUT', `/v1/inventaries/${inventary.id}/inventary_details/${detailOf(supplyId).id}`, { inventary_detail: { quantity } });
    for (const bad of [-1, 1.005, 'diez']) expect((await count(plenty.id, bad)).statusCode).toBe(422);
    expect((await count(plenty.id, 120.25)).json()).toMatchObject({ quantity: 120.25, supply_quantity: 100 });
    expect((await count(short.id, 45)).statusCode).toBe(200);
    expect((await count(exact.id, 7)).statusCode).toBe(200);
    // The stock moves after the snapshot: closing sets it to the count whatever happened since.
    const order = await createOrder(session.app, session.admin);
    expect((await useSupply(session.app, session.admin, order.id, short.id, 2)).statusCode).toBe(201);
    const shortEntries = (await entriesOf(session.app, short.id)).length;

    const closed = await call('PUT', `/v1/inventaries/${inventary.id}`, {
      inventary: { status: 'closed', observation: 'Conteo de febrero' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = closed.json() as { status: string; observation: string; details: Detail[] };
    expect(after).toMatchObject({ status: 'closed', observation: 'Conteo de febrero' });
    expect(Number((await stockOf(session.app, plenty.id)).quantity)).toBe(120.25);
    expect(Number((await stockOf(session.app, short.id)).quantity)).toBe(45);
    expect(Number((await stockOf(session.app, exact.id)).quantity)).toBe(7);
    expect(Number((await stockOf(session.app, uncounted.id)).quantity)).toBe(3);
    // Adjustments at the current average, which does not move.
    expect((await entriesOf(session.app, plenty.id)).at(-1)).toMatchObject({
      kind: 'input',
      quantity: '20.250000',
      source_type: 'InventaryDetail',
    });
    expect((await entriesOf(session.app, short.id)).at(-1)).toMatchObject({ kind: 'output', quantity: '3.000000', total: '12.000000' });
    expect(await entriesOf(session.app, short.id)).toHaveLength(shortEntries + 1);
    expect(await entriesOf(session.app, exact.id)).toHaveLength(1);
    expect(Number((await stockOf(session.app, plenty.id)).unit_value)).toBe(10);
    for (const supply of [plenty, short, exact, uncounted]) await expectLedgerConsistent(session.app, supply.id);
    // The replaced stock stays in the detail, the count beside it.
    const closedDetail = after.details.find((d) => d.supply_id === plenty.id)!;
    expect(closedDetail).toMatchObject({ supply_quantity: 100, quantity: 120.25, current_quantity: 120.25 });
    const link = (await entriesOf(session.app, plenty.id)).at(-1)!.source_id;
    expect((await call('GET', `/v1/inventaries/show_by_detail_id/${link}`)).json().id).toBe(inventary.id);

    for (const [method, url, payload] of [
      ['PUT', `/v1/inventaries/${inventary.id}`, { inventary: { observation: 'otra' } }],
      ['PUT', `/v1/inventaries/${inventary.id}/inventary_details/${closedDetail.id}`, { inventary_detail: { quantity: 1 } }],
      ['DELETE', `/v1/inventaries/${inventary.id}`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('inventary_closed');
    }
    expect((await call('GET', '/v1/inventaries/opened')).json()).toBeNull();

    // Not before the last closed one; the same month and later are fine.
    const before = await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 1 } });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toHaveProperty('month');
    const next = await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 3 } });
    expect(next.statusCode).toBe(201);
    expect((await call('PUT', `/v1/inventaries/${next.json().id}`, { inventary: { year: 2025 } })).statusCode).toBe(422);
    const listed = await call('DELETE', `/v1/inventaries/${next.json().id}`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { id: number }[]).map((i) => i.id)).toEqual([inventary.id]);
  });

  it('closes consistently while supplies are being used', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 100, unit_value: 2 });
    const order = await createOrder(session.app, session.admin);
    const inventary = (await call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 5 } })).json() as {
      id: number;
      details: Detail[];
    };
    const detail = inventary.details.find((d) => d.supply_id === supply.id)!;
    await call('PUT', `/v1/inventaries/${inventary.id}/inventary_details/${detail.id}`, { inventary_detail: { quantity: 60 } });
    const uses = Array.from({ length: 10 }, () => () => useSupply(session.app, session.admin, order.id, supply.id, 3));
    const closing = () => call('PUT', `/v1/inventaries/${inventary.id}`, { inventary: { status: 'closed' } });
    const responses = await Promise.all([...uses.slice(0, 4), closing, ...uses.slice(4)].map((send) => send()));
    expect(responses[4]!.statusCode).toBe(200);
    const used = responses.filter((r, index) => index !== 4 && r.statusCode === 201).length;
    // The close set the stock to 60; only the uses after it are taken from the count.
    const { stock, entries } = await expectLedgerConsistent(session.app, supply.id);
    const afterClose = entries.length - 1 - entries.findIndex((e) => e.source_type === 'InventaryDetail');
    expect(afterClose).toBeLessThanOrEqual(used);
    expect(Number(stock.quantity)).toBe(60 - 3 * afterClose);
  });

  it('refuses bad input and simultaneous creations', async () => {
    for (const body of [{ year: 2026 }, { year: 1999, month: 1 }, { year: 2026, month: 13 }, { year: 2026, month: 1, status: 'closed' }]) {
      expect((await call('POST', '/v1/inventaries', { inventary: body })).statusCode).toBe(422);
    }
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/v1/inventaries', { inventary: { year: 2026, month: 6 } })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const open = responses.find((r) => r.statusCode === 201)!.json() as { id: number; details: Detail[] };
    const tooLong = await call('PUT', `/v1/inventaries/${open.id}`, { inventary: { observation: 'x'.repeat(1025) } });
    expect(tooLong.json().errors).toHaveProperty('observation');
    expect((await call('GET', `/v1/inventaries/${open.id}/inventary_details`)).json()).toHaveLength(open.details.length);
    expect((await call('GET', '/v1/inventaries')).json()[0]).toMatchObject({ id: open.id, year: 2026, month: 6 });
    expect((await call('GET', '/v1/inventaries/999999')).statusCode).toBe(404);
    const enabled = await session.app.db.select({ id: supplies.id, status: supplies.status }).from(supplies);
    expect(open.details).toHaveLength(enabled.filter((s) => s.status === 1).length);
    expect((await call('DELETE', `/v1/inventaries/${open.id}`)).statusCode).toBe(200);
  });
});
