import { describe, expect, it } from 'vitest';
import { bearer, manualClock, withAdministrator } from './helpers';
import { createOrder, createSupply, entriesOf, expectLedgerConsistent, stockOf } from './supply-helpers';
import { buy, postPurchase, purchasePayload, putPurchase, useSupply, type PurchaseAnswer } from './purchase-helpers';

/**
 * Purchases (DESIGN §7.5): stock in at their own cost, the moving average, edits as correcting
 * entries, cancels as reversals, the edit window on the server's clock (moved by hand).
 */
const clock = manualClock('2026-11-20T15:00:00Z');
const session = withAdministrator({ PURCHASE_EDIT_WINDOW_HOURS: '48' }, { now: clock.now });

/** Stock and average as numbers. */
const stock = async (supplyId: number) => {
  const { quantity, unit_value } = await stockOf(session.app, supplyId);
  return { quantity: Number(quantity), unit_value: Number(unit_value) };
};
const get = async (url: string) => session.app.inject({ method: 'GET', url, headers: bearer(session.admin) });

describe('creating a purchase', () => {
  it('is approved by its creator, totals its details and moves the average', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const paper = await createSupply(session.app, session.admin, { quantity: 100, unit_value: 1000 });
    const ink = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const purchase = await buy(session.app, session.admin, [
      { supply_id: paper.id, quantity: 50, total: 65000 },
      { supply_id: ink.id, quantity: 3, total: 100 },
    ]);
    expect(purchase).toMatchObject({
      status: 'approved',
      total: 65100,
      editable: true,
      approved_by: 'Administrador Tintero',
      approved_at: '2026-11-20T15:00:00.000Z',
    });
    expect(purchase.details.map((d) => [d.supply_id, d.quantity, d.unit_value, d.total])).toEqual([
      [paper.id, 50, 1300, 65000],
      [ink.id, 3, 33.333333, 100],
    ]);
    // (100 × 1000 + 65 000) / 150
    expect(await stock(paper.id)).toEqual({ quantity: 150, unit_value: 1100 });
    const { entries } = await expectLedgerConsistent(session.app, paper.id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'input',
      source_type: 'PurchaseDetail',
      source_id: purchase.details[0]!.id,
      total: '65000.000000',
    });

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const kardex = (await get(`/v1/kardexes?supply_id=${paper.id}&from_date=${day(-1)}&to_date=${day(1)}`)).json().data as {
      source_type: string;
      source_id: number;
      source_parent_id: number | null;
    }[];
    const link = kardex.find((entry) => entry.source_type === 'PurchaseDetail')!;
    // The entry names its purchase too: the kardex's link is /purchases/{purchase}/purchase_details/{detail}.
    expect(link).toMatchObject({ source_id: purchase.details[0]!.id, source_parent_id: purchase.id });
    expect(kardex.filter((entry) => entry.source_type !== 'PurchaseDetail').every((entry) => entry.source_parent_id === null)).toBe(true);
    const byDetail = await get(`/v1/purchases/show_by_detail_id/${link.source_id}`);
    expect(byDetail.json().id).toBe(purchase.id);
    expect((await get(`/v1/purchases/${purchase.id}/purchase_details`)).json()).toHaveLength(2);
    expect((await get(`/v1/purchases/${purchase.id}`)).json()).toEqual(purchase);
  });

  it('refuses what the spec refuses, naming the field, and writes nothing', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 5 });
    const disabled = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0, status: 0 });
    const detail = { supply_id: supply.id, quantity: 1, total: 10 };
    const cases: [object, string][] = [
      [purchasePayload([detail], { purchased_at: '2026-11-21' }), 'purchased_at'],
      [purchasePayload([detail], { purchased_at: '2026-10-19' }), 'purchased_at'],
      [purchasePayload([detail], { company: 'x'.repeat(121) }), 'company'],
      [purchasePayload([detail], { invoice_number: 'x'.repeat(61) }), 'invoice_number'],
      [purchasePayload([]), 'details'],
      [purchasePayload([{ ...detail, quantity: 0 }]), 'details.0.quantity'],
      [purchasePayload([{ ...detail, total: -1 }]), 'details.0.total'],
      [purchasePayload([detail, { quantity: 1, total: 1 }]), 'details.1.supply_id'],
      [purchasePayload([detail, { ...detail, supply_id: disabled.id }]), 'details.1.supply_id'],
      [purchasePayload([detail, { ...detail, supply_id: 999_999 }]), 'details.1.supply_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await postPurchase(session.app, session.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await postPurchase(session.app, session.admin, purchasePayload([{ ...detail, supply_id: disabled.id }]))).json().message).toBe(
      `El insumo ${disabled.name} está deshabilitado y no se puede usar ni comprar.`,
    );
    expect(await stock(supply.id)).toEqual({ quantity: 10, unit_value: 5 });
    expect(await entriesOf(session.app, supply.id)).toHaveLength(1);
    // The oldest and newest dates allowed.
    expect((await postPurchase(session.app, session.admin, purchasePayload([detail], { purchased_at: '2026-10-20' }))).statusCode).toBe(
      201,
    );
    expect((await postPurchase(session.app, session.admin, purchasePayload([detail], { purchased_at: '2026-11-20' }))).statusCode).toBe(
      201,
    );
  });
});

describe('editing a purchase', () => {
  it('writes each difference as correcting entries and keeps purchased_at', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const a = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 100 });
    const b = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const c = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const purchase = await buy(session.app, session.admin, [
      { supply_id: a.id, quantity: 10, total: 2000 },
      { supply_id: b.id, quantity: 5, total: 500 },
    ]);
    clock.advanceMinutes(47 * 60);
    const [first, second] = purchase.details;
    const response = await putPurchase(session.app, session.admin, purchase.id, {
      purchased_at: '2026-11-01',
      company: 'Otra empresa',
      details: [
        { id: first!.id, supply_id: a.id, quantity: 12, total: 2600 },
        { supply_id: c.id, quantity: 2, total: 40 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as PurchaseAnswer & { company: string };
    expect(edited).toMatchObject({ company: 'Otra empresa', purchased_at: '2026-11-18', total: 2640 });
    expect(edited.details.map((d) => [d.supply_id, d.quantity, d.total])).toEqual([
      [a.id, 12, 2600],
      [c.id, 2, 40],
    ]);
    // a: 10 × 100 + 12 bought for 2 600 → 22 worth 3 600; b: back to nothing; c: 2 for 40.
    expect(await stock(a.id)).toEqual({ quantity: 22, unit_value: 163.636364 });
    expect(await stock(b.id)).toMatchObject({ quantity: 0 });
    expect(await stock(c.id)).toEqual({ quantity: 2, unit_value: 20 });
    for (const supply of [a, b, c]) await expectLedgerConsistent(session.app, supply.id);
    // The removed detail still leads to its purchase.
    expect((await get(`/v1/purchases/show_by_detail_id/${second!.id}`)).json().id).toBe(purchase.id);

    // A price corrected down with the same quantity: the new input, then the old one reversed.
    const priced = await putPurchase(session.app, session.admin, purchase.id, {
      details: [{ id: first!.id, supply_id: a.id, quantity: 12, total: 1200 }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const corrected = await stock(a.id);
    expect(corrected.quantity).toBe(22);
    expect(corrected.unit_value).toBeCloseTo(100, 5);
    await expectLedgerConsistent(session.app, a.id);

    clock.advanceMinutes(60);
    const late = await putPurchase(session.app, session.admin, purchase.id, { company: 'Tarde' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'edit_window_closed' });
    expect((await get(`/v1/purchases/${purchase.id}`)).json()).toMatchObject({ editable: false, company: 'Otra empresa' });
  });

  it('refuses a detail of another purchase', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const supply = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const one = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 1, total: 1 }]);
    const other = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 1, total: 1 }]);
    const response = await putPurchase(session.app, session.admin, one.id, {
      details: [{ id: other.details[0]!.id, supply_id: supply.id, quantity: 5, total: 5 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['details.0.id']);
    expect(await stock(supply.id)).toMatchObject({ quantity: 2 });
  });
});

describe('cancelling a purchase', () => {
  it('needs an observation, reverses every input and then refuses any write', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const supply = await createSupply(session.app, session.admin, { quantity: 100, unit_value: 1000 });
    const purchase = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 50, total: 65000 }]);
    const missing = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ observation: ['La observación es requerida para anular la compra.'] });
    const tooLong = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'x'.repeat(1049) });
    expect(tooLong.json().errors).toHaveProperty('observation');

    clock.advanceMinutes(60);
    const cancelled = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'Factura duplicada' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      observation: 'Factura duplicada',
      cancelled_by: 'Administrador Tintero',
      cancelled_at: '2026-11-20T16:00:00.000Z',
      editable: false,
      total: 65000,
    });
    expect(await stock(supply.id)).toEqual({ quantity: 100, unit_value: 1000 });
    const { entries } = await expectLedgerConsistent(session.app, supply.id);
    expect(entries.at(-1)).toMatchObject({ kind: 'output', total: '65000.000000', source_type: 'PurchaseDetail' });

    const again = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('purchase_cancelled');
    expect((await putPurchase(session.app, session.admin, purchase.id, { company: 'x' })).statusCode).toBe(409);
  });

  it('is refused past the window', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const supply = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const purchase = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 5, total: 50 }]);
    clock.advanceMinutes(48 * 60);
    const response = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'tarde' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('edit_window_closed');
    expect(await stock(supply.id)).toMatchObject({ quantity: 5 });
  });

  it('that would leave a supply negative is refused, naming it, and changes nothing', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const kept = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    const used = await createSupply(session.app, session.admin, { name: 'Tinta negra sin stock', quantity: 0, unit_value: 0 });
    const purchase = await buy(session.app, session.admin, [
      { supply_id: kept.id, quantity: 4, total: 40 },
      { supply_id: used.id, quantity: 10, total: 100 },
    ]);
    const order = await createOrder(session.app, session.admin);
    expect((await useSupply(session.app, session.admin, order.id, used.id, 7)).statusCode).toBe(201);
    const before = { kept: await entriesOf(session.app, kept.id), used: await entriesOf(session.app, used.id) };

    const response = await putPurchase(session.app, session.admin, purchase.id, { status: 'cancelled', observation: 'No llegó' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('No hay suficiente Tinta negra sin stock: disponibles 3 Pliego.');
    expect(await entriesOf(session.app, kept.id)).toEqual(before.kept);
    expect(await entriesOf(session.app, used.id)).toEqual(before.used);
    expect((await get(`/v1/purchases/${purchase.id}`)).json()).toMatchObject({ status: 'approved', cancelled_at: null, observation: null });
    // Lowering the quantity below what was used is refused the same way.
    const lower = await putPurchase(session.app, session.admin, purchase.id, {
      details: [{ id: purchase.details[1]!.id, supply_id: used.id, quantity: 2, total: 20 }],
    });
    expect(lower.statusCode).toBe(422);
    expect(await entriesOf(session.app, used.id)).toEqual(before.used);
  });
});

describe('listing purchases', () => {
  it('by the month of creation in the workshop zone, newest first', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 0 });
    clock.set('2026-12-01T04:00:00Z'); // still 30 November in Bogotá
    const november = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 1, total: 1 }], {
      purchased_at: '2026-11-30',
    });
    clock.set('2026-12-01T06:00:00Z');
    const december = await buy(session.app, session.admin, [{ supply_id: supply.id, quantity: 1, total: 1 }], {
      purchased_at: '2026-11-30',
    });
    const ids = (response: { json: () => unknown }) => (response.json() as { id: number }[]).map((p) => p.id);
    expect(ids(await get('/v1/purchases?year=2026&month=12'))).toEqual([december.id]);
    expect(ids(await get('/v1/purchases'))).toEqual([december.id]);
    expect(ids(await get('/v1/purchases?year=2026&month=11'))[0]).toBe(november.id);
    expect((await get('/v1/purchases/999999')).statusCode).toBe(404);
    expect((await get('/v1/purchases/show_by_detail_id/999999')).statusCode).toBe(404);
    expect((await get('/v1/purchases/999999/purchase_details')).statusCode).toBe(404);
  });
});
