import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityDefinition, messages } from '@tintero/domain';
import { activities, auditEvents, externalServices, quotes } from '../src/db/schema';
import { createUser, manualClock, tokenFor, withAdministrator } from './helpers';
import { createMachine } from './activity-fixtures';
import { createSupply } from './supply-helpers';
import { createQuote, createRule, plannedActivity, quoteCaller, setHourRate, type OptionAnswer, type QuoteAnswer } from './quote-helpers';

/**
 * Quotes (DESIGN §12.1, docs/decisions/041): the seller's own quotes, options with costs from rules
 * and current costs, statuses with `expired` by the server's clock, conversion into an order, and
 * quoted vs actual. Each refused write changes nothing.
 */
const clock = manualClock('2026-11-20T15:00:00Z');
const session = withAdministrator({}, { now: clock.now });
const people = { seller: '', other: '', operator: '', sellerId: 0 };
const refs = { machine: 0, supply: 0 };
const admin = () => quoteCaller(session.app, () => session.admin);
const seller = () => quoteCaller(session.app, () => people.seller);

beforeAll(async () => {
  const { app } = session;
  const s = await createUser(app, session.admin, { role: 'seller' });
  people.sellerId = s.id;
  people.seller = await tokenFor(app, s.username, s.password);
  const o = await createUser(app, session.admin, { role: 'seller' });
  people.other = await tokenFor(app, o.username, o.password);
  const op = await createUser(app, session.admin, { role: 'operator' });
  people.operator = await tokenFor(app, op.username, op.password);
  refs.machine = (await createMachine(app, session.admin, 36000)).id;
  refs.supply = (await createSupply(app, session.admin, { quantity: 100, unit_value: 250 })).id;
  await setHourRate(app, session.admin, 18000, { workshop_name: 'Litografía Tintero', quote_terms: '50 % anticipado.' });
});

const json = <T>(response: { json: () => unknown }) => response.json() as T;

describe('settings', () => {
  it('start from the defaults without a stored row, and sellers read the public part only', async () => {
    const response = await seller()('GET', '/v1/settings/public');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ workshop_name: 'Litografía Tintero', quote_valid_days: 15, quote_terms: '50 % anticipado.' });
    expect((await seller()('GET', '/v1/settings')).statusCode).toBe(403);
    const bad = await admin()('PUT', '/v1/settings', { setting: { quote_valid_days: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.quote_valid_days).toBeDefined();
  });
});

describe('a quote', () => {
  it('is created as a draft of its seller, numbered in sequence, valid for quote_valid_days', async () => {
    const first = await createQuote(session.app, people.seller);
    const second = await createQuote(session.app, people.seller, { client: 'Empaques Andinos' });
    expect(first).toMatchObject({ status: 'draft', seller_id: people.sellerId, valid_until: '2026-12-05', editable: true });
    expect(second.number).toBe(first.number + 1);
    expect(first.options).toHaveLength(1);
    expect(first.options[0]).toMatchObject({ quantity: 1000, cost_total: 0, price: 0 });
  });

  it("is someone else's for another seller (403) and nothing for operators (403)", async () => {
    const quote = await createQuote(session.app, people.seller);
    const other = quoteCaller(session.app, () => people.other);
    expect((await other('GET', `/v1/quotes/${quote.id}`)).statusCode).toBe(403);
    expect((await other('PUT', `/v1/quotes/${quote.id}`, { quote: { client: 'X' } })).statusCode).toBe(403);
    const operator = quoteCaller(session.app, () => people.operator);
    expect((await operator('GET', '/v1/quotes')).statusCode).toBe(403);
    const list = json<QuoteAnswer[]>(await other('GET', '/v1/quotes'));
    expect(list.some((row) => row.id === quote.id)).toBe(false);
  });

  it('refuses a client that is missing with a Spanish message, and writes nothing', async () => {
    const before = await session.app.db.select({ id: quotes.id }).from(quotes);
    const response = await seller()('POST', '/v1/quotes', { quote: { client: '  ' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.client).toEqual([messages.required]);
    expect(await session.app.db.select({ id: quotes.id }).from(quotes)).toHaveLength(before.length);
  });
});

describe('an option', () => {
  it('costs labour and machinery from the rule times, supplies at the average, third parties at their value', async () => {
    await createRule(session.app, session.admin, {
      name: 'Troquel con golpes',
      time_before_production: 1200,
      estimated_production_time: 2,
      conditions: [{ field: 'number_of_hits', comparator: '>=', value: '0' }],
    });
    const quote = await createQuote(session.app, people.seller);
    const optionId = quote.options[0]!.id;
    const base = `/v1/quotes/${quote.id}/options/${optionId}`;
    // Times not sent: the rule's (1200 s + 2 s × 10 units = 1220 s).
    let response = await seller()(
      'POST',
      `${base}/activities`,
      plannedActivity(
        activityDefinition('die_cut'),
        { machineId: refs.machine },
        {
          time_before_production: null,
          estimated_production_time: null,
        },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    let option = json<OptionAnswer>(response);
    expect(option.activities[0]).toMatchObject({
      activity_type: 'die_cut',
      time_before_production: 1200,
      estimated_production_time: 2,
      total_estimated_production_time: 1220,
      time_estimation_rule: { name: 'Troquel con golpes', time_before_production: 1200, estimated_production_time: 2 },
    });
    response = await seller()('POST', `${base}/supplies`, { supply: { supply_id: refs.supply, quantity: 4 } });
    expect(response.statusCode, response.body).toBe(201);
    response = await seller()('POST', `${base}/external_services`, {
      external_service: { kind: 'Plastificado', provider: 'Plastic SAS', value: 5000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    response = await seller()('PUT', base, { option: { markup_percent: 30 } });
    option = json<OptionAnswer>(response);
    // 1220 s = 0.338888… h; labour × 18 000, machinery × 36 000.
    expect(option).toMatchObject({
      labour_cost: 6100,
      machinery_cost: 12200,
      supplies_cost: 1000,
      third_party_cost: 5000,
      cost_total: 24300,
      markup_percent: 30,
      price: 31590,
      unit_price: 31.59,
      price_typed: false,
    });
    expect(option.supplies[0]).toMatchObject({ unit_value: 250, total_value: 1000 });
    // A price typed by hand: the markup follows it.
    option = json<OptionAnswer>(await seller()('PUT', base, { option: { price: 48600 } }));
    expect(option).toMatchObject({ price: 48600, price_typed: true, markup_percent: 100, unit_price: 48.6 });
    // Copy in one tap.
    response = await seller()('POST', `${base}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = json<OptionAnswer>(response);
    expect(copy).toMatchObject({ quantity: 1000, cost_total: 24300, price: 48600 });
    expect(copy.activities).toHaveLength(1);
    // The sellers' answers carry no wage nor stock.
    const body = (await seller()('GET', `/v1/quotes/${quote.id}`)).body;
    expect(body).not.toMatch(/hour_value|"stock|hour_cost/);
  });
});

describe('statuses and conversion', () => {
  it('reads expired past valid_until, converts once into an order with the option work, and is read only after', async () => {
    const quote = await createQuote(session.app, people.seller, { valid_until: '2026-11-25' });
    const optionId = quote.options[0]!.id;
    const base = `/v1/quotes/${quote.id}/options/${optionId}`;
    await seller()('POST', `${base}/activities`, plannedActivity(activityDefinition('die_cut'), { machineId: refs.machine }));
    await seller()('POST', `${base}/external_services`, { external_service: { kind: 'Laminado', provider: 'Lam SAS', value: 700 } });
    await seller()('POST', `${base}/supplies`, { supply: { supply_id: refs.supply, quantity: 2 } });
    // Not accepted yet: 409, nothing written.
    let response = await admin()('POST', `/v1/quotes/${quote.id}/production_order`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'quote_not_accepted' });
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'sent' } });
    expect(response.json().status).toBe('sent');
    clock.set('2026-11-27T15:00:00Z');
    expect(json<QuoteAnswer>(await seller()('GET', `/v1/quotes/${quote.id}`)).status).toBe('expired');
    clock.set('2026-11-20T15:00:00Z');
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.accepted_option_id).toEqual(['Elija la opción aceptada.']);
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: optionId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<QuoteAnswer[]>(await admin()('GET', '/v1/quotes/accepted')).map((q) => q.id)).toContain(quote.id);
    // Sellers do not convert.
    expect((await seller()('POST', `/v1/quotes/${quote.id}/production_order`)).statusCode).toBe(403);
    response = await admin()('POST', `/v1/quotes/${quote.id}/production_order`);
    expect(response.statusCode, response.body).toBe(201);
    const converted = json<QuoteAnswer>(response);
    expect(converted.editable).toBe(false);
    const orderId = converted.production_order_id!;
    const orderActivities = await session.app.db.select().from(activities).where(eq(activities.production_order_id, orderId));
    expect(orderActivities).toHaveLength(1);
    expect(orderActivities[0]).toMatchObject({
      type: 'die_cut',
      status: 'pending',
      machine_id: refs.machine,
      total_estimated_production_time: 900,
    });
    const services = await session.app.db.select().from(externalServices).where(eq(externalServices.production_order_id, orderId));
    expect(services.map((s) => [s.kind, s.value])).toEqual([['Laminado', 700]]);
    // Twice: refused, nothing more written.
    response = await admin()('POST', `/v1/quotes/${quote.id}/production_order`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'quote_converted' });
    expect(await session.app.db.select().from(activities).where(eq(activities.production_order_id, orderId))).toHaveLength(1);
    // Read only.
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { client: 'Otro' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/solo lectura/);
    expect((await seller()('POST', `${base}/copy`)).statusCode).toBe(409);
    // The order reads its planned supplies and its quoted vs actual.
    const planned = (await admin()('GET', `/v1/production_orders/${orderId}/planned_supplies`)).json();
    expect(planned).toEqual([expect.objectContaining({ supply_id: refs.supply, quantity: 2, unit_value: 250, total_value: 500 })]);
    const comparison = await admin()('GET', `/v1/production_orders/${orderId}/quote_comparison`);
    expect(comparison.statusCode, comparison.body).toBe(200);
    expect(comparison.json().rows.find((row: { key: string }) => row.key === 'third_party')).toMatchObject({ quoted: 700, actual: 700 });
    // Audited.
    const trail = await session.app.db.select().from(auditEvents).where(eq(auditEvents.record_type, 'quotes'));
    expect(trail.some((event) => event.record_id === quote.id && event.action === 'created')).toBe(true);
  });

  it("gives insights the sellers' figures by month and the margin quoted against the one achieved", async () => {
    const quote = await createQuote(session.app, people.seller, { client: 'Insights SAS' });
    const optionId = quote.options[0]!.id;
    await seller()('POST', `/v1/quotes/${quote.id}/options/${optionId}/external_services`, {
      external_service: { kind: 'Barniz', provider: 'Barnices SAS', value: 1000 },
    });
    await seller()('PUT', `/v1/quotes/${quote.id}/options/${optionId}`, { option: { price: 1500 } });
    await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'sent' } });
    await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: optionId } });
    const orderId = json<QuoteAnswer>(await admin()('POST', `/v1/quotes/${quote.id}/production_order`)).production_order_id!;
    const finished = await admin()('PUT', `/v1/production_orders/${orderId}`, {
      production_order: { status: 'finished', actual_amount: 1000 },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    // The order finishes by the database's clock (its last status change): a range that holds it whatever today is.
    const response = await admin()('GET', '/v1/insights/quotes?from_date=2026-11-01&to_date=2031-10-31');
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json() as {
      sellers: { seller_id: number; month: string; sent: number; won: number }[];
      margins: Record<string, number>;
    };
    const mine = figures.sellers.find((row) => row.seller_id === people.sellerId)!;
    expect(mine.month).toBe('2026-11');
    expect(mine.won).toBeGreaterThanOrEqual(1);
    expect(mine.sent).toBeGreaterThanOrEqual(mine.won);
    // Quoted: 1 500 − 1 000; achieved: the contract (1 000 × 1.5) − the external service 1 000.
    expect(figures.margins).toMatchObject({
      orders: 1,
      quoted_price: 1500,
      quoted_margin: 500,
      contract_value: 1500,
      achieved_margin: 500,
    });
    expect((await seller()('GET', '/v1/insights/quotes?from_date=2026-11-01&to_date=2026-11-30')).statusCode).toBe(403);
  });

  it('suggests past clients of orders and quotes', async () => {
    const response = await seller()('GET', '/v1/quotes/clients?q=carton');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContain('Cartones del Sur');
  });
});

describe('refusals change nothing', () => {
  const snapshot = async (id: number) => (await admin()('GET', `/v1/quotes/${id}`)).json() as QuoteAnswer;

  it('answers 422 with Spanish field messages on bad planned work, and 409 by the quote state', async () => {
    const quote = await createQuote(session.app, people.seller);
    const optionId = quote.options[0]!.id;
    const base = `/v1/quotes/${quote.id}/options/${optionId}`;
    const before = await snapshot(quote.id);

    let response = await seller()('POST', `${base}/activities`, { activity: { activity_type: 'nothing' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.activity_type).toEqual(['El tipo de actividad no existe.']);
    response = await seller()(
      'POST',
      `${base}/activities`,
      plannedActivity(activityDefinition('die_cut'), {}, { die_cut: '', machine_id: 999999 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.die_cut).toEqual([messages.required]);
    response = await seller()('POST', `${base}/activities`, plannedActivity(activityDefinition('die_cut'), { machineId: 999999 }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['machine_id']);
    response = await seller()('POST', `${base}/supplies`, { supply: { supply_id: 999999, quantity: 1 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.supply_id).toEqual(['El insumo no existe.']);
    response = await seller()('POST', `${base}/supplies`, { supply: { supply_id: refs.supply, quantity: 0 } });
    expect(response.statusCode).toBe(422);
    response = await seller()('POST', `${base}/external_services`, { external_service: { kind: 'Plastificado', value: 10 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.provider).toEqual([messages.required]);
    response = await seller()('PUT', base, { option: { quantity: 0 } });
    expect(response.statusCode).toBe(422);
    response = await seller()('DELETE', base);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'last_option', message: 'Una cotización debe tener al menos una opción.' });
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: optionId } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'invalid_transition', message: 'Una cotización borrador no puede pasar a aceptada.' });
    response = await seller()('POST', '/v1/quotes', { quote: { client: 'Cartones', valid_until: '2026-11-01' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.valid_until).toBeDefined();

    expect(await snapshot(quote.id)).toEqual(before);
  });

  it('keeps at most five options, and an accepted quote refuses changes to them', async () => {
    const quote = await createQuote(session.app, people.seller);
    const optionId = quote.options[0]!.id;
    for (let i = 0; i < 4; i++) expect((await seller()('POST', `/v1/quotes/${quote.id}/options/${optionId}/copy`)).statusCode).toBe(201);
    const full = await snapshot(quote.id);
    let response = await seller()('POST', `/v1/quotes/${quote.id}/options`, { option: { quantity: 9000 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.options).toEqual(['Una cotización puede tener como máximo 5 opciones.']);
    expect(await snapshot(quote.id)).toEqual(full);

    await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'sent' } });
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: 999999 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.accepted_option_id).toEqual(['La opción elegida no pertenece a esta cotización.']);
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: optionId } });
    expect(response.statusCode).toBe(200);
    const accepted = await snapshot(quote.id);
    response = await seller()('PUT', `/v1/quotes/${quote.id}/options/${optionId}`, { option: { markup_percent: 99 } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'quote_closed' });
    response = await seller()('POST', `/v1/quotes/${quote.id}/options/${optionId}/supplies`, {
      supply: { supply_id: refs.supply, quantity: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(await snapshot(quote.id)).toEqual(accepted);
    // Without a delivery day the order cannot be made: 422, nothing written.
    response = await seller()('PUT', `/v1/quotes/${quote.id}`, { quote: { delivery_day: null } });
    expect(response.statusCode).toBe(200);
    response = await admin()('POST', `/v1/quotes/${quote.id}/production_order`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.delivery_day).toBeDefined();
    expect((await snapshot(quote.id)).production_order_id).toBeNull();
  });

  it('reads the list by month, its own seller only, and finds by client or number', async () => {
    const quote = await createQuote(session.app, people.seller, { client: 'Plegadizas Ñandú' });
    let list = json<QuoteAnswer[]>(await seller()('GET', '/v1/quotes?search=nandu'));
    expect(list.map((row) => row.id)).toEqual([quote.id]);
    list = json<QuoteAnswer[]>(await seller()('GET', `/v1/quotes?search=${quote.number}`));
    expect(list.map((row) => row.id)).toContain(quote.id);
    list = json<QuoteAnswer[]>(await seller()('GET', '/v1/quotes?year=2026&month=10'));
    expect(list).toEqual([]);
    list = json<QuoteAnswer[]>(await admin()('GET', `/v1/quotes?seller_id=${people.sellerId}`));
    expect(list.every((row) => row.seller_id === people.sellerId)).toBe(true);
    expect(list.length).toBeGreaterThan(3);
  });

  it("exports the list as it shows it, a seller's own only", async () => {
    const mine = await createQuote(session.app, people.seller, { client: 'Hoja de Cálculo SAS' });
    await createQuote(session.app, people.other, { client: 'Hoja de Otro SAS' });
    const response = await seller()('GET', '/v1/quotes/export_to_excel?format=csv&search=hoja');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="cotizaciones-2026-11.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^N\.º;Fecha;Cliente/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${mine.number};`);
    expect(lines[1]).toContain('Hoja de Cálculo SAS');
    expect(lines[1]).toContain('Borrador');
    const xlsx = await admin()('GET', '/v1/quotes/export_to_excel?search=hoja');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});
