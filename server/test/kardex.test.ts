import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { KARDEX_PAGE_LENGTH, LEDGER_RANGE_MAX_DAYS, messages, SUPPLIES_HISTORY_PAGE_LENGTH, supplyMessages } from '@tintero/domain';
import { kardexEntries, supplies } from '../src/db/schema';
import { todayIn } from '../src/lib/dates';
import { rebuildRollUps } from '../src/roll-ups/rebuild';
import { bearer, withAdministrator } from './helpers';
import { createOrder, createSupply } from './supply-helpers';

/**
 * The kardex queries over a known history written straight into the ledger at chosen instants
 * (the workshop is in America/Bogota, UTC−5), then the roll-ups rebuilt: day bounds, ranges,
 * balances and values at the end of a range.
 */
const session = withAdministrator();
const ids = { a: 0, b: 0, c: 0, order: 0 };
let reference = '';

beforeAll(async () => {
  const order = await createOrder(session.app, session.admin, { reference: 'Plegadiza 8x12' });
  ids.order = order.id;
  reference = order.reference;
  const [a, b, c] = await session.app.db
    .insert(supplies)
    .values([
      { name: 'Kardex A', quantity: 6, unit_value: 120, type_supply: 'paper' },
      { name: 'Kardex B', quantity: 3, unit_value: 10, type_supply: 'ink' },
      { name: 'Kardex C', quantity: 2, unit_value: 5 },
    ])
    .returning();
  Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id });
  const entry = (
    supply_id: number,
    kind: 'input' | 'output',
    quantity: number,
    unit_value: number,
    balance: number,
    average_cost: number,
    made_on: string,
    source_type: 'Supply' | 'SupplyUsed' | 'PurchaseDetail' | 'Leftover',
    production_order_id: number | null = null,
  ) => ({
    supply_id,
    kind,
    quantity,
    unit_value,
    total: quantity * unit_value,
    balance,
    average_cost,
    made_on,
    source_type,
    source_id: 77,
    production_order_id,
  });
  // One at a time, so ids follow the order of the movements.
  for (const row of [
    entry(ids.b, 'input', 3, 10, 3, 10, '2026-01-10T12:00:00Z', 'Supply'),
    entry(ids.a, 'input', 10, 100, 10, 100, '2026-02-28T12:00:00Z', 'Supply'),
    entry(ids.a, 'output', 4, 100, 6, 100, '2026-03-01T04:59:59Z', 'SupplyUsed', ids.order), // Feb 28, 23:59:59 in Bogota
    entry(ids.a, 'input', 4, 150, 10, 120, '2026-03-01T05:00:00Z', 'PurchaseDetail'), // Mar 1, 00:00 in Bogota
    entry(ids.a, 'output', 5, 120, 5, 120, '2026-04-01T04:30:00Z', 'SupplyUsed', ids.order), // Mar 31, 23:30
    entry(ids.a, 'input', 1, 120, 6, 120, '2026-04-01T05:00:00Z', 'Leftover', ids.order), // Apr 1
    entry(ids.c, 'input', 2, 5, 2, 5, '2026-04-02T12:00:00Z', 'Supply'),
  ]) {
    await session.app.db.insert(kardexEntries).values(row);
  }
  // Written behind the ledger, as a restore loads rows: the stock roll-up is rebuilt after, as a restore does.
  await session.app.db.transaction((tx) => rebuildRollUps(tx));
});

const get = (url: string) => session.app.inject({ method: 'GET', url, headers: bearer(session.admin) });

/** Around today (real clock: entries the API writes are dated by the database), whatever the zone. */
const aroundToday = () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from_date=${day(-1)}&to_date=${day(1)}`;
};
const YEAR_2026 = 'from_date=2026-01-01&to_date=2026-12-31';

describe('GET /kardexes', () => {
  it("pages one supply's entries newest first, with the order's reference and the source", async () => {
    const response = await get(`/v1/kardexes?supply_id=${ids.a}&${YEAR_2026}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 5, page: 1, per_page: KARDEX_PAGE_LENGTH });
    const entries = page.data;
    expect(entries.map((e: { balance: number }) => e.balance)).toEqual([6, 5, 10, 6, 10]);
    expect(entries[1]).toMatchObject({
      supply_id: ids.a,
      supply_name: 'Kardex A',
      production_order_id: ids.order,
      reference,
      kind: 'output',
      input: 0,
      output: 5,
      quantity: 5,
      unit_value: 120,
      total: 600,
      balance: 5,
      average_cost: 120,
      source_type: 'SupplyUsed',
      source_id: 77,
    });
    expect(new Date(entries[1].date).toISOString()).toBe('2026-04-01T04:30:00.000Z');
    expect(entries[2]).toMatchObject({ input: 4, output: 0, source_type: 'PurchaseDetail', production_order_id: null, reference: null });
  });

  it('pages by page and per_page: the same order, the total of the range on every page', async () => {
    const pageOf = async (page: number) => (await get(`/v1/kardexes?supply_id=${ids.a}&${YEAR_2026}&page=${page}&per_page=2`)).json();
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    expect(pages.map((p) => p.data.map((e: { balance: number }) => e.balance))).toEqual([[6, 5], [10, 6], [10], []]);
    expect(pages.map((p) => [p.total, p.page, p.per_page])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
      [5, 4, 2],
    ]);
  });

  it('keeps whole days of the workshop calendar between the dates', async () => {
    const march = (await get(`/v1/kardexes?supply_id=${ids.a}&from_date=2026-03-01&to_date=2026-03-31`)).json();
    expect(march.data.map((e: { balance: number }) => e.balance)).toEqual([5, 10]);
    expect(march.total).toBe(2);
    const april = (await get(`/v1/kardexes?supply_id=${ids.a}&from_date=2026-04-01&to_date=2026-04-30`)).json();
    expect(april.data.map((e: { source_type: string }) => e.source_type)).toEqual(['Leftover']);
    const untilFeb = (await get(`/v1/kardexes?supply_id=${ids.a}&from_date=2026-01-01&to_date=2026-02-28`)).json();
    expect(untilFeb.data.map((e: { balance: number }) => e.balance)).toEqual([6, 10]);
  });

  it('needs the supply and both dates, at most 366 days apart (422 in Spanish); 404 for an unknown supply', async () => {
    expect((await get(`/v1/kardexes?supply_id=999999&${YEAR_2026}`)).statusCode).toBe(404);
    const errorsOf = async (query: string) => {
      const response = await get(`/v1/kardexes?${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors;
    };
    expect(await errorsOf('')).toEqual({ supply_id: [messages.required], from_date: [messages.required], to_date: [messages.required] });
    expect(await errorsOf(`supply_id=${ids.a}&from_date=2026-01-01`)).toEqual({ to_date: [messages.required] });
    expect(Object.keys(await errorsOf(`supply_id=abc&${YEAR_2026}`))).toEqual(['supply_id']);
    expect(Object.keys(await errorsOf(`supply_id=${ids.a}&from_date=2026-13-01&to_date=2026-12-31`))).toEqual(['from_date']);
    expect(await errorsOf(`supply_id=${ids.a}&from_date=2026-03-02&to_date=2026-03-01`)).toEqual({ to_date: [supplyMessages.dateRange] });
    // A leap year's 366 days pass; one more does not.
    expect((await get(`/v1/kardexes?supply_id=${ids.a}&from_date=2028-01-01&to_date=2028-12-31`)).statusCode).toBe(200);
    expect(await errorsOf(`supply_id=${ids.a}&from_date=2025-01-01&to_date=2026-01-02`)).toEqual({
      to_date: ['El rango no puede ser mayor a 366 días.'],
    });
    expect(Object.keys(await errorsOf(`supply_id=${ids.a}&${YEAR_2026}&per_page=101`))).toEqual(['per_page']);
    expect(Object.keys(await errorsOf(`supply_id=${ids.a}&${YEAR_2026}&page=0`))).toEqual(['page']);
  });

  it('shows what the API recorded: a supply used on an order', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5, unit_value: 10 });
    await session.app.inject({
      method: 'POST',
      url: `/v1/production_orders/${ids.order}/supplies_used`,
      headers: bearer(session.admin),
      payload: { supply_used: { supply_id: supply.id, quantity: 2 } },
    });
    const entries = (await get(`/v1/kardexes?supply_id=${supply.id}&${aroundToday()}`)).json().data;
    expect(entries.map((e: { source_type: string }) => e.source_type)).toEqual(['SupplyUsed', 'Supply']);
    expect(entries[0]).toMatchObject({
      production_order_id: ids.order,
      reference,
      output: 2,
      balance: 3,
      total: 20,
      created_by: 'Administrador Tintero',
    });
  });
});

describe('GET /kardexes/consolidated', () => {
  const consolidated = async (query: string) => {
    const response = await get(`/v1/kardexes/consolidated?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>[];
  };

  it('gives, per supply, the movements of the range and the balance and value at its end', async () => {
    const march = await consolidated('from_date=2026-03-01&to_date=2026-03-31');
    expect(march.filter((row) => String(row.supply_name).startsWith('Kardex'))).toEqual([
      {
        supply_id: ids.a,
        supply_name: 'Kardex A',
        type_supply: 'paper',
        type_supply_name: 'Papel',
        unit_of_measurement: 'Unidad',
        status: 1,
        input: 4,
        output: 5,
        balance: 5,
        unit_value: 120,
        total: 600,
        current_quantity: 6,
      },
      // No movement in March, but stock at its end.
      expect.objectContaining({ supply_id: ids.b, input: 0, output: 0, balance: 3, total: 30, type_supply_name: 'Tinta' }),
    ]);
  });

  it('cuts the range at the day bounds of the workshop time zone', async () => {
    const february28 = await consolidated(`from_date=2026-02-28&to_date=2026-02-28&supply_id=${ids.a}`);
    expect(february28).toEqual([expect.objectContaining({ supply_id: ids.a, input: 10, output: 4, balance: 6, total: 600 })]);
    const april = await consolidated(`from_date=2026-04-01&to_date=2026-04-30`);
    expect(april.filter((row) => String(row.supply_name).startsWith('Kardex'))).toEqual([
      expect.objectContaining({ supply_id: ids.a, input: 1, output: 0, balance: 6, total: 720 }),
      expect.objectContaining({ supply_id: ids.b, balance: 3 }),
      expect.objectContaining({ supply_id: ids.c, input: 2, balance: 2, total: 10 }),
    ]);
    expect(await consolidated('from_date=2025-01-01&to_date=2025-12-31')).toEqual([]);
    // A whole month (read per month) with a day at each end (read per day): their movements added.
    const around = await consolidated(`from_date=2026-02-28&to_date=2026-04-01&supply_id=${ids.a}`);
    expect(around).toEqual([expect.objectContaining({ supply_id: ids.a, input: 10 + 4 + 1, output: 4 + 5, balance: 6 })]);
  });

  it('needs both dates, in order', async () => {
    for (const query of ['from_date=2026-03-01', 'to_date=2026-03-01', 'from_date=2026-03-02&to_date=2026-03-01']) {
      expect((await get(`/v1/kardexes/consolidated?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /supplies/history', () => {
  it('pages the movements of every supply in the range, newest first, 25 a page by default', async () => {
    const response = await get('/v1/supplies/history?from_date=2026-01-01&to_date=2026-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 5, page: 1, per_page: SUPPLIES_HISTORY_PAGE_LENGTH });
    const rows = page.data;
    expect(rows.map((r: { name: string; balance: number }) => [r.name, r.balance])).toEqual([
      ['Kardex A', 5],
      ['Kardex A', 10],
      ['Kardex A', 6],
      ['Kardex A', 10],
      ['Kardex B', 3],
    ]);
    expect(rows[0]).toMatchObject({
      production_order_id: ids.order,
      quantity: 5,
      unit_of_measurement: 'Unidad',
      source_type: 'SupplyUsed',
      source_id: 77,
    });
    expect(rows[0].updated_at).toBe(rows[0].made_on);
    const second = (await get('/v1/supplies/history?from_date=2026-01-01&to_date=2026-03-31&page=2&per_page=3')).json();
    expect(second.data.map((r: { balance: number }) => r.balance)).toEqual([10, 3]);
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 3 });
  });

  it('filters by supply and needs both dates, at most 366 days apart (422 in Spanish)', async () => {
    const onlyB = (await get(`/v1/supplies/history?${YEAR_2026}&supply_id=${ids.b}`)).json();
    expect(onlyB.data).toHaveLength(1);
    expect(onlyB.total).toBe(1);
    for (const query of [
      'from_date=2026-01-01',
      'to_date=2026-01-01',
      'from_date=2025-01-01&to_date=2026-01-02',
      'from_date=x&to_date=y',
    ]) {
      expect((await get(`/v1/supplies/history?${query}`)).statusCode, query).toBe(422);
    }
    const tooLong = await get('/v1/supplies/history?from_date=2025-01-01&to_date=2026-01-02');
    expect(tooLong.json()).toMatchObject({ errors: { to_date: [supplyMessages.rangeTooLong(LEDGER_RANGE_MAX_DAYS)] } });
    expect(tooLong.json().message).toMatch(/[a-záéíóúñ]/i);
  });
});

describe('the ledger exports', () => {
  const sheetRows = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, disposition: response.headers['content-disposition'] };
  };

  it("exports every page of the history's range, newest first", async () => {
    const { rows, disposition } = await sheetRows('/v1/supplies/history/export_to_excel?from_date=2026-01-01&to_date=2026-03-31');
    expect(disposition).toContain('historial-de-insumos-2026-01-01-2026-03-31.xlsx');
    expect(rows[0]!.slice(0, 5)).toEqual(['Fecha', 'Id insumo', 'Insumo', 'Unidad de medida', 'Tipo']);
    expect(rows.slice(1).map((row) => [row[2], row[4], row[7]])).toEqual([
      ['Kardex A', 'Salida', 5],
      ['Kardex A', 'Entrada', 10],
      ['Kardex A', 'Salida', 6],
      ['Kardex A', 'Entrada', 10],
      ['Kardex B', 'Entrada', 3],
    ]);
    // 2026-03-01T05:00Z is midnight in Bogota.
    expect(rows[2]![0]).toBe('01/03/2026 00:00');
  });

  it("exports one supply's kardex in its range; the same 422 for a bad range", async () => {
    const { rows } = await sheetRows(`/v1/kardexes/export_to_excel?supply_id=${ids.a}&from_date=2026-03-01&to_date=2026-03-31`);
    expect(rows.slice(1).map((row) => [row[7], row[11]])).toEqual([
      [5, 'Consumo'],
      [10, 'Compra'],
    ]);
    const bad = await get(`/v1/kardexes/export_to_excel?supply_id=${ids.a}&from_date=2025-01-01&to_date=2026-12-31`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to_date).toEqual([supplyMessages.rangeTooLong(LEDGER_RANGE_MAX_DAYS)]);
  });
});

// Last: it writes today's entries through the API, which the year ranges above must not see.
describe('GET /kardexes/consolidated: the balance at the end of the range', () => {
  const oneSupply = async (supplyId: number, from: string, to: string) => {
    const response = await get(`/v1/kardexes/consolidated?from_date=${from}&to_date=${to}&supply_id=${supplyId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>[];
  };

  it("is the month's end only when the range ends on its last day or reaches today (docs/decisions/040)", async () => {
    // The end of March (5, after March 31's output) is not the balance of March 15.
    expect(await oneSupply(ids.a, '2026-03-01', '2026-03-15')).toEqual([
      expect.objectContaining({ input: 4, output: 0, balance: 10, unit_value: 120, total: 1200 }),
    ]);
    expect(await oneSupply(ids.a, '2026-03-01', '2026-03-31')).toEqual([expect.objectContaining({ balance: 5, total: 600 })]);
    // A new supply's opening stock, entered today: a range up to today, or past it into later months, ends with it.
    const supply = await createSupply(session.app, session.admin, { name: 'Existencia de hoy', quantity: 7, unit_value: 3 });
    const today = todayIn('America/Bogota');
    const inFortyDays = new Date(Date.parse(`${today}T12:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
    for (const to of [today, inFortyDays]) {
      expect(await oneSupply(supply.id, today, to)).toEqual([expect.objectContaining({ input: 7, output: 0, balance: 7, total: 21 })]);
    }
    // A supply with no entry in today's month keeps its last balance (April's).
    expect(await oneSupply(ids.a, today, today)).toEqual([expect.objectContaining({ input: 0, output: 0, balance: 6, total: 720 })]);
  });
});
