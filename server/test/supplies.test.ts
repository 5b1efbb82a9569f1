import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  activityDefinition,
  activitySupplyFields,
  messages,
  supplyMessages,
  supplyNameField,
  supplySpreadsheetHeaders,
} from '@tintero/domain';
import { kardexEntries, supplies, suppliesUsed } from '../src/db/schema';
import { bearer, withAdministrator } from './helpers';
import { activityBody, createMachine } from './activity-fixtures';
import { createOrder, createSupply, entriesOf, expectLedgerConsistent, supplyPayload } from './supply-helpers';

const session = withAdministrator();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.app.inject({ method, url, headers: bearer(session.admin), payload });

describe('creating a supply', () => {
  it('records its opening stock as one input entry at the unit value given', async () => {
    const response = await call('POST', '/v1/supplies', {
      supply: supplyPayload({ name: 'Propalcote 300', quantity: 4.5, unit_value: 1234.567891 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const supply = response.json();
    expect(supply).toMatchObject({
      name: 'Propalcote 300',
      quantity: 4.5,
      unit_of_measurement: 'Pliego',
      unit_value: 1234.567891,
      total_value: 5555.55551, // 4.5 × 1234.567891 = 5555.5555095, to 6 decimals
      stock_minimum: 10,
      type_supply: 'paper',
      type_supply_name: 'Papel',
      status: 1,
      created_by: 'Administrador Tintero',
      updated_by: 'Administrador Tintero',
    });
    const entries = await entriesOf(session.app, supply.id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'input',
        quantity: '4.500000',
        total: '5555.555510',
        balance: '4.500000',
        average_cost: '1234.567891',
        source_type: 'Supply',
        source_id: supply.id,
      }),
    ]);
    await expectLedgerConsistent(session.app, supply.id);
  });

  it('with no stock writes no entry and keeps the unit value as its cost', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 0, unit_value: 250 });
    expect(supply).toMatchObject({ quantity: 0, unit_value: 250, total_value: 0 });
    expect(await entriesOf(session.app, supply.id)).toEqual([]);
  });

  it('defaults the unit of measurement to Unidad and the status to enabled, and drops unknown keys', async () => {
    const supply = await createSupply(session.app, session.admin, { unit_of_measurement: '', created_by: 999, total_value: 1 });
    expect(supply).toMatchObject({ unit_of_measurement: 'Unidad', status: 1, created_by: 'Administrador Tintero', total_value: 100000 });
  });

  it.each([
    ['name', undefined, messages.required],
    ['name', '   ', messages.required],
    ['name', 'x'.repeat(121), messages.tooLong(120)],
    ['unit_of_measurement', 'x'.repeat(61), messages.tooLong(60)],
    ['stock_minimum', undefined, messages.required],
    ['stock_minimum', -0.5, messages.tooSmall(0)],
    ['stock_minimum', '5', messages.required],
    ['quantity', undefined, messages.required],
    ['quantity', -1, messages.tooSmall(0)],
    ['quantity', 1_000_000_001, supplyMessages.tooLarge(1_000_000_000)],
    ['unit_value', undefined, messages.required],
    ['unit_value', -0.01, messages.tooSmall(0)],
    ['type_supply', 'unobtainium', supplyMessages.unknownTypeSupply],
    ['type_supply', 'x'.repeat(121), messages.tooLong(120)],
    ['status', 2, supplyMessages.invalidStatus],
  ])('refuses %s = %j with a field error and creates nothing', async (field, value, message) => {
    const before = await session.app.db.$count(supplies);
    const entriesBefore = await session.app.db.$count(kardexEntries);
    const response = await call('POST', '/v1/supplies', { supply: supplyPayload({ [field]: value }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await session.app.db.$count(supplies)).toBe(before);
    expect(await session.app.db.$count(kardexEntries)).toBe(entriesBefore);
  });

  it('refuses an opening stock whose value does not fit the ledger', async () => {
    const response = await call('POST', '/v1/supplies', { supply: supplyPayload({ quantity: 999_999_999, unit_value: 999_999_999 }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.quantity).toEqual([supplyMessages.movementTooLarge]);
  });

  it('answers 400 without the supply wrapper', async () => {
    expect((await call('POST', '/v1/supplies', supplyPayload())).statusCode).toBe(400);
  });
});

describe('updating a supply', () => {
  it('changes its fields but never its quantity or unit value, and records who', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 10, unit_value: 500 });
    const response = await call('PUT', `/v1/supplies/${supply.id}`, {
      supply: { name: 'Tinta negra', quantity: 99, unit_value: 1, stock_minimum: 2, type_supply: 'ink', total_value: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Tinta negra', quantity: 10, unit_value: 500, total_value: 5000, stock_minimum: 2 });
    expect(response.json().type_supply_name).toBe('Tinta');
    expect(await entriesOf(session.app, supply.id)).toHaveLength(1);
  });

  it.each([
    ['name', '', messages.required],
    ['unit_of_measurement', 'x'.repeat(61), messages.tooLong(60)],
    ['stock_minimum', -1, messages.tooSmall(0)],
    ['type_supply', 'nope', supplyMessages.unknownTypeSupply],
  ])('refuses %s = %j and changes nothing', async (field, value, message) => {
    const supply = await createSupply(session.app, session.admin);
    const response = await call('PUT', `/v1/supplies/${supply.id}`, { supply: { [field]: value } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect((await call('GET', `/v1/supplies/${supply.id}`)).json()).toMatchObject({
      name: supply.name,
      stock_minimum: 10,
      type_supply: 'paper',
    });
  });

  it('answers 404 for a supply that does not exist', async () => {
    expect((await call('PUT', '/v1/supplies/999999', { supply: { name: 'x' } })).statusCode).toBe(404);
    expect((await call('GET', '/v1/supplies/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/supplies/999999')).statusCode).toBe(404);
  });
});

describe('deleting a supply', () => {
  /** Gives the supply a movement of its own: one unit used by a new order. */
  async function useOnce(supplyId: number) {
    const order = await createOrder(session.app, session.admin);
    const response = await call('POST', `/v1/production_orders/${order.id}/supplies_used`, {
      supply_used: { supply_id: supplyId, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('deletes a supply without movements', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 0 });
    const response = await call('DELETE', `/v1/supplies/${supply.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: supply.id, deleted: true });
    expect((await call('GET', `/v1/supplies/${supply.id}`)).statusCode).toBe(404);
  });

  it('deletes a supply never used, its own opening-stock entry with it (spec part 2 §4)', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5 });
    expect(await entriesOf(session.app, supply.id)).toHaveLength(1);
    const response = await call('DELETE', `/v1/supplies/${supply.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: supply.id, deleted: true, quantity: 5 });
    expect((await call('GET', `/v1/supplies/${supply.id}`)).statusCode).toBe(404);
    expect(await entriesOf(session.app, supply.id)).toEqual([]);
  });

  it('disables a supply with movements instead, keeping its kardex', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5 });
    await useOnce(supply.id);
    const response = await call('DELETE', `/v1/supplies/${supply.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: supply.id, deleted: false, status: 0, quantity: 4 });
    expect((await call('GET', `/v1/supplies/${supply.id}`)).json().status).toBe(0);
    expect((await entriesOf(session.app, supply.id)).map((entry) => entry.source_type)).toEqual(['Supply', 'SupplyUsed']);
    await expectLedgerConsistent(session.app, supply.id);
  });

  it('disables a supply used by an order even without kardex entries', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 0 });
    const order = await createOrder(session.app, session.admin);
    await session.app.db.insert(suppliesUsed).values({ production_order_id: order.id, supply_id: supply.id, quantity: 0 });
    expect((await call('DELETE', `/v1/supplies/${supply.id}`)).json()).toMatchObject({ deleted: false, status: 0 });
  });

  it.each(activitySupplyFields)('disables a supply an activity of type $type refers to through $field', async ({ type, field }) => {
    const definition = activityDefinition(type);
    const [supply, otherSupply] = [
      await createSupply(session.app, session.admin, { quantity: 0 }),
      await createSupply(session.app, session.admin, { quantity: 0 }),
    ];
    const [order, machine] = [await createOrder(session.app, session.admin), await createMachine(session.app, session.admin)];
    // Every other supply field of the type points elsewhere: only `field` refers to this supply.
    const body = activityBody(definition, { orderId: order.id, machineId: machine.id, supplyId: otherSupply.id }, { [field]: supply.id });
    const created = await call('POST', `/v1/${definition.route}`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[supplyNameField(field)]).toBe(supply.name);

    expect((await call('DELETE', `/v1/supplies/${supply.id}`)).json()).toMatchObject({ id: supply.id, deleted: false, status: 0 });
  });

  it('stays disabled through edits and is enabled again with status 1', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5 });
    await useOnce(supply.id);
    await call('DELETE', `/v1/supplies/${supply.id}`);
    // An edit that does not send the status leaves it disabled.
    expect((await call('PUT', `/v1/supplies/${supply.id}`, { supply: { name: `Renombrado ${supply.id}` } })).json().status).toBe(0);
    const response = await call('PUT', `/v1/supplies/${supply.id}`, { supply: { status: 1 } });
    expect(response.json().status).toBe(1);
  });
});

describe('the kardex is append-only', () => {
  it('refuses to update or delete an entry in the database itself', async () => {
    const supply = await createSupply(session.app, session.admin, { quantity: 5 });
    await expect(session.app.db.update(kardexEntries).set({ quantity: 6 }).where(eq(kardexEntries.supply_id, supply.id))).rejects.toThrow();
    // Its opening entry could go with a supply never used; once used, nothing can.
    const order = await createOrder(session.app, session.admin);
    await call('POST', `/v1/production_orders/${order.id}/supplies_used`, { supply_used: { supply_id: supply.id, quantity: 1 } });
    await expect(session.app.db.delete(kardexEntries).where(eq(kardexEntries.supply_id, supply.id))).rejects.toThrow();
    await expect(
      session.app.db.delete(kardexEntries).where(and(eq(kardexEntries.supply_id, supply.id), eq(kardexEntries.source_type, 'Supply'))),
    ).rejects.toThrow();
    expect(await entriesOf(session.app, supply.id)).toHaveLength(2);
  });
});

describe('supply names', () => {
  it('are unique whatever the case: creating a second one answers 422 on name', async () => {
    await createSupply(session.app, session.admin, { name: 'Tinta Pantone 286' });
    for (const name of ['Tinta Pantone 286', 'TINTA pantone 286']) {
      const response = await call('POST', '/v1/supplies', { supply: supplyPayload({ name }) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: [supplyMessages.nameTaken] });
    }
  });

  it('are unique on update too, while a supply keeps (or recases) its own name', async () => {
    await createSupply(session.app, session.admin, { name: 'Barniz UV brillante' });
    const other = await createSupply(session.app, session.admin, { name: 'Barniz UV mate' });
    const taken = await call('PUT', `/v1/supplies/${other.id}`, { supply: { name: 'barniz uv BRILLANTE' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [supplyMessages.nameTaken] });
    const own = await call('PUT', `/v1/supplies/${other.id}`, { supply: { name: 'BARNIZ UV MATE' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().name).toBe('BARNIZ UV MATE');
  });

  it('are held by the database itself: a duplicate written past the service is refused', async () => {
    await createSupply(session.app, session.admin, { name: 'Foil dorado 64 cm' });
    await expect(session.app.db.insert(supplies).values({ name: 'FOIL DORADO 64 CM' })).rejects.toThrow();
  });
});

describe('the paged list', () => {
  const prefix = 'Lista-';
  beforeAll(async () => {
    const rows = [
      { name: `${prefix}cartón C`, quantity: 3, unit_value: 10 },
      { name: `${prefix}barniz B`, quantity: 1, unit_value: 500 },
      { name: `${prefix}Ácido A`, quantity: 20, unit_value: 1 },
      { name: `${prefix}tinta 100%`, quantity: 7, unit_value: 2 },
      { name: `${prefix}foil_dorado`, quantity: 0, unit_value: 9 },
    ];
    for (const row of rows) await createSupply(session.app, session.admin, row);
  });

  const page = async (query: string) => {
    const response = await call('GET', `/v1/supplies?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { name: string; total_value: number }[]; total: number; page: number; per_page: number };
  };

  it('pages with the total, by name by default', async () => {
    const first = await page(`search=${encodeURIComponent(prefix)}&per_page=2`);
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(first.data.map((s) => s.name)).toEqual([`${prefix}Ácido A`, `${prefix}barniz B`]);
    const third = await page(`search=${encodeURIComponent(prefix)}&per_page=2&page=3`);
    expect(third.data.map((s) => s.name)).toEqual([`${prefix}tinta 100%`]);
    const beyond = await page(`search=${encodeURIComponent(prefix)}&per_page=2&page=9`);
    expect(beyond).toMatchObject({ total: 5, data: [] });
  });

  it('searches the name trimmed, ignoring case and accents, with % and _ taken literally', async () => {
    expect((await page(`search=${encodeURIComponent('  LISTA-TINTA ')}`)).data.map((s) => s.name)).toEqual([`${prefix}tinta 100%`]);
    expect((await page(`search=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await page(`search=${encodeURIComponent('foil_')}`)).total).toBe(1);
    expect((await page(`search=${encodeURIComponent('a_b')}`)).total).toBe(0);
    expect((await page(`search=${encodeURIComponent('lista-CARTON')}`)).data.map((s) => s.name)).toEqual([`${prefix}cartón C`]);
  });

  it('sorts by a whitelisted column either way', async () => {
    const byValue = await page(`search=${prefix}&sort=total_value&order=desc`);
    expect(byValue.data.map((s) => s.total_value)).toEqual([500, 30, 20, 14, 0]);
    const byQuantity = await page(`search=${prefix}&sort=quantity&order=asc`);
    expect(byQuantity.data.map((s) => s.name)[0]).toBe(`${prefix}foil_dorado`);
  });

  it.each(['per_page=101', 'per_page=0', 'page=0', 'sort=password_hash', 'order=up'])('answers 400 to %s', async (query) => {
    expect((await call('GET', `/v1/supplies?${query}`)).statusCode).toBe(400);
  });
});

describe('the autocomplete', () => {
  it('finds enabled supplies by trimmed name, with their stock and unit, at most 20', async () => {
    const enabled = await createSupply(session.app, session.admin, { name: 'Auto Tinta Cyan', quantity: 2.5 });
    const disabled = await createSupply(session.app, session.admin, { name: 'Auto Tinta Magenta' });
    await call('PUT', `/v1/supplies/${disabled.id}`, { supply: { status: 0 } });
    const response = await call('GET', `/v1/supplies/search?filter=${encodeURIComponent('  auto tinta ')}`);
    expect(response.json()).toEqual([{ id: enabled.id, name: 'Auto Tinta Cyan', quantity: 2.5, unit_of_measurement: 'Pliego' }]);
    for (let i = 0; i < 22; i++)
      await createSupply(session.app, session.admin, { name: `Auto Muchos ${String(i).padStart(2, '0')}`, quantity: 0 });
    const many = (await call('GET', '/v1/supplies/search?filter=auto muchos')).json();
    expect(many).toHaveLength(20);
    expect(many[0].name).toBe('Auto Muchos 00');
  });
});

describe('the Excel export', () => {
  it('streams a workbook with Spanish headers and one row per supply', async () => {
    const supply = await createSupply(session.app, session.admin, {
      name: 'Excel Propalcote',
      quantity: 4.5,
      unit_value: 1000.25,
      type_supply: 'board',
    });
    const other = await createSupply(session.app, session.admin, { name: 'Excel Barniz', quantity: 2, unit_value: 3 });
    await call('PUT', `/v1/supplies/${other.id}`, { supply: { status: 0 } });
    const response = await call('GET', '/v1/supplies/export_to_excel?search=excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Insumos')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(Object.values(supplySpreadsheetHeaders));
    expect(sheet.actualRowCount).toBe(3);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows[0]!.slice(0, 9)).toEqual([other.id, 'Excel Barniz', 2, 'Pliego', 3, 6, 10, 'Papel', 'Deshabilitado']);
    expect(rows[1]!.slice(0, 9)).toEqual([supply.id, 'Excel Propalcote', 4.5, 'Pliego', 1000.25, 4501.125, 10, 'Cartón', 'Habilitado']);
    // The date as every screen and the web's own exports write it.
    expect(String(rows[1]![9])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('format=csv: the same rows as a Spanish-locale spreadsheet opens them (; and comma decimals); format=tsv for "Copiar"', async () => {
    const supply = await createSupply(session.app, session.admin, { name: 'Csv Propalcote; mate', quantity: 4.5, unit_value: 1000.25 });
    const formula = await createSupply(session.app, session.admin, { name: '=Csv SUMA(A1)', quantity: 2, unit_value: 3 });
    const csv = await call('GET', '/v1/supplies/export_to_excel?search=csv&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="insumos.csv"');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(Object.values(supplySpreadsheetHeaders).join(';'));
    // Name order: "=Csv…" before "Csv…"; the formula written as text, the ; inside quotes.
    expect(lines[1]).toMatch(new RegExp(`^${formula.id};"?'=Csv SUMA\\(A1\\)"?;2;Pliego;3;6;10;`));
    expect(lines[2]).toMatch(new RegExp(`^${supply.id};"Csv Propalcote; mate";4,5;Pliego;1000,25;4501,125;10;`));
    expect(lines[2]).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');

    const tsv = await call('GET', '/v1/supplies/export_to_excel?search=csv&format=tsv');
    expect(tsv.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(tsv.body.startsWith('\uFEFF')).toBe(false);
    expect(tsv.body.split('\r\n')[2]).toMatch(new RegExp(`^${supply.id}\tCsv Propalcote; mate\t4,5\t`));

    // A format it does not write is a bad query, named.
    const refused = await call('GET', '/v1/supplies/export_to_excel?format=pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('format');
  });
});
