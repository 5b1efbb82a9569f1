import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastLedgerRange, todayInDisplayZone } from '@tintero/domain';
import { useFakeClock } from '../../../test/clock';
import { field } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { SUPPLIES_SEARCH_DELAY_MS } from './supplies-list-page';
import { supplyFixture } from './test-data';
import type { KardexEntry } from './types';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('supplies list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('pages, sorts and searches on the server; disabled rows are marked', async () => {
    const ink = supplyFixture();
    const board = supplyFixture({ id: 6, name: 'Cartón dúplex', status: 0, type_supply_name: 'Cartón', unit_of_measurement: 'Pliego' });
    const { calls } = mockApi({ 'GET /v1/supplies': { body: { data: [ink, board], total: 23, page: 1, per_page: 10 } } });
    const user = userEvent.setup();
    renderApp('/supplies');

    const row = (await screen.findByText('Tinta negra')).closest('tr')!;
    for (const text of ['12,5', 'Kilogramo', '$ 48.000,0', '2', 'Tinta', '$ 600.000,0', 'Habilitado']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const disabled = screen.getByText('Cartón dúplex').closest('tr')!;
    expect(disabled).toHaveAttribute('data-enabled', 'false');
    expect(within(disabled).getByText('Deshabilitado')).toBeInTheDocument();
    const lists = () =>
      calls.filter((call) => call.url.pathname === '/v1/supplies').map((call) => Object.fromEntries(call.url.searchParams));
    expect(lists()[0]).toEqual({ page: '1', per_page: '10', sort: 'name', order: 'asc' });
    expect(screen.getByText(/de 23$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '2' }));

    await user.click(screen.getByText('Valor total'));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '1', sort: 'total_value', order: 'asc' }));

    // The search waits 400 ms after the last keystroke, on the fake clock: on a busy machine real
    // keystrokes can fall further apart than that and search twice.
    useFakeClock();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = lists().length;
    await typist.type(field('Buscar'), ' tin ');
    await act(() => vi.advanceTimersByTimeAsync(SUPPLIES_SEARCH_DELAY_MS - 1));
    expect(lists()).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ search: 'tin', page: '1' }));
    expect(lists().filter((query) => query.search)).toHaveLength(1);
  });

  it('deleting a supply with movements says it was disabled instead', async () => {
    const ink = supplyFixture();
    mockApi({
      'GET /v1/supplies': { body: { data: [ink], total: 1, page: 1, per_page: 10 } },
      'DELETE /v1/supplies/5': { body: { ...ink, status: 0, deleted: false } },
    });
    const user = userEvent.setup();
    renderApp('/supplies');
    const row = (await screen.findByText('Tinta negra')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Eliminar insumo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar el insumo Tinta negra?');
    expect(dialog).toHaveTextContent('quedará deshabilitado');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('El insumo Tinta negra tiene movimientos: no ha sido eliminado, ha sido deshabilitado.'),
    ).toBeInTheDocument();
  });

  it('a failed export shows its error', async () => {
    mockApi({
      'GET /v1/supplies': { body: { data: [], total: 0, page: 1, per_page: 10 } },
      'GET /v1/supplies/export_to_excel': { status: 500, body: { message: 'Error' } },
    });
    const user = userEvent.setup();
    renderApp('/supplies');
    await user.click(await screen.findByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Los insumos no han podido ser exportados a Excel.')).toBeInTheDocument();
  });
});

const entry = (overrides: Partial<KardexEntry>): KardexEntry => ({
  id: 1,
  supply_id: 5,
  supply_name: 'Tinta negra',
  unit_of_measurement: 'Kilogramo',
  production_order_id: null,
  reference: null,
  kind: 'input',
  quantity: 10,
  input: 10,
  output: 0,
  unit_value: 48000,
  total: 480000,
  balance: 10,
  average_cost: 48000,
  source_type: 'Supply',
  source_id: 5,
  source_parent_id: null,
  made_on: '2026-03-02T15:04:05.000Z',
  date: '2026-03-02T15:04:05.000Z',
  created_by: 'Admin Taller',
  ...overrides,
});

describe('supply detail and its kardex', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('shows the supply and its movements with source badges and links', async () => {
    const { calls } = mockApi({
      'GET /v1/supplies/5': { body: supplyFixture() },
      'GET /v1/kardexes/export_to_excel': { status: 500, body: { message: 'Error' } },
      'GET /v1/kardexes': ({ url }) => ({
        body: {
          total: 250,
          page: Number(url.searchParams.get('page')),
          per_page: 100,
          data: [
            entry({
              id: 3,
              kind: 'output',
              input: 0,
              output: 2,
              quantity: 2,
              balance: 12.5,
              source_type: 'SupplyUsed',
              source_id: 9,
              production_order_id: 7,
              reference: 'Cajas',
            }),
            entry({
              id: 2,
              kind: 'input',
              input: 4.5,
              quantity: 4.5,
              balance: 14.5,
              source_type: 'PurchaseDetail',
              // Purchase N.º 137's detail 2551 (issue 22, item 10): the purchase first, then the detail.
              source_id: 2551,
              source_parent_id: 137,
              total: 216000,
            }),
            entry({ id: 4, source_type: 'InventaryDetail', source_id: 88, source_parent_id: 9 }),
            entry({ id: 1 }),
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/supplies/5');
    expect(await screen.findByRole('heading', { name: 'Insumo: Tinta negra' })).toBeInTheDocument();
    const used = (await screen.findByText('Consumo')).closest('tr')!;
    expect(within(used).getByRole('link', { name: 'Ver orden de producción N.º 7' })).toHaveAttribute('href', '/production_orders/7');
    expect(within(used).getByText('Cajas')).toBeInTheDocument();
    const purchase = screen.getByText('Compra').closest('tr')!;
    expect(within(purchase).getByRole('link', { name: /Ver compra/ })).toHaveAttribute('href', '/purchases/137/purchase_details/2551');
    expect(within(purchase).getByText('$ 216.000,0')).toBeInTheDocument();
    const counted = screen.getByText('Inventario').closest('tr')!;
    expect(within(counted).getByRole('link', { name: /Ver inventario/ })).toHaveAttribute('href', '/inventaries/9/inventary_details/88');
    expect(screen.getByText('Creación')).toBeInTheDocument();
    // It opens on the last year, its first page of 100, asked of the server.
    const kardexes = () =>
      calls.filter((call) => call.url.pathname === '/v1/kardexes').map((call) => Object.fromEntries(call.url.searchParams));
    const lastYear = lastLedgerRange(todayInDisplayZone());
    expect(kardexes()[0]).toEqual({ supply_id: '5', ...lastYear, page: '1', per_page: '100' });
    expect(field('Fecha inicial')).toHaveValue(lastYear.from_date);
    expect(screen.getByText(/de 250$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(kardexes().at(-1)).toMatchObject({ page: '3' }));

    // Both dates are required, at most 366 days apart; a new range starts on page 1.
    await user.clear(field('Fecha inicial'));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Este campo es requerido.')).toBeInTheDocument();
    await user.type(field('Fecha inicial'), '2025-01-01');
    await user.clear(field('Fecha final'));
    await user.type(field('Fecha final'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('El rango no puede ser mayor a 366 días.')).toBeInTheDocument();
    const asked = kardexes().length;
    await user.clear(field('Fecha inicial'));
    await user.type(field('Fecha inicial'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(kardexes()).toHaveLength(asked + 1));
    expect(kardexes().at(-1)).toEqual({ supply_id: '5', from_date: '2026-03-01', to_date: '2026-03-31', page: '1', per_page: '100' });

    // The export asks the server for every page of the range searched.
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Los movimientos no han podido ser exportados a Excel.')).toBeInTheDocument();
    const exported = calls.find((call) => call.url.pathname === '/v1/kardexes/export_to_excel')!;
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({
      supply_id: '5',
      from_date: '2026-03-01',
      to_date: '2026-03-31',
      format: 'xlsx',
    });
  });

  it('a range without movements says so (issue 22, item 15)', async () => {
    mockApi({
      'GET /v1/supplies/5': { body: supplyFixture() },
      'GET /v1/kardexes': { body: { total: 0, page: 1, per_page: 100, data: [] } },
    });
    renderApp('/supplies/5');
    expect(await screen.findByText('No hay movimientos de kardex para los filtros seleccionados.')).toBeInTheDocument();
  });
});

describe('consolidated kardex', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('opens at /kardex/search too, needs both dates, and warns when nothing is found', async () => {
    const { calls } = mockApi({
      'GET /v1/kardexes/consolidated': ({ url }) => ({
        body:
          url.searchParams.get('from_date') === '2026-01-01'
            ? []
            : [
                {
                  supply_id: 5,
                  supply_name: 'Tinta negra',
                  type_supply: 'ink',
                  type_supply_name: 'Tinta',
                  unit_of_measurement: 'Kilogramo',
                  status: 1,
                  input: 14.5,
                  output: 2,
                  balance: 12.5,
                  unit_value: 48000,
                  total: 600000,
                  current_quantity: 12.5,
                },
              ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/kardex/search');
    expect(await screen.findByRole('heading', { name: 'Kardex consolidado' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(calls.filter((call) => call.url.pathname.startsWith('/v1/kardexes'))).toHaveLength(0);

    await user.type(field('Fecha inicial'), '2026-03-01');
    await user.type(field('Fecha final'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const row = (await screen.findByRole('link', { name: 'Tinta negra' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Tinta negra' })).toHaveAttribute('href', '/supplies/5');
    for (const text of ['Tinta', '14,5', '2', '$ 600.000,0']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getAllByText('12,5')).toHaveLength(2);

    await user.clear(field('Fecha inicial'));
    await user.type(field('Fecha inicial'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('No hay movimientos de kardex para los filtros seleccionados.')).toBeInTheDocument();
  });
});

describe('supplies history', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('searches between two dates for the chosen supply, and the clear action empties the filters and the results', async () => {
    const { calls } = mockApi({
      'GET /v1/supplies/search': { body: [{ id: 5, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' }] },
      'GET /v1/supplies/history': ({ url }) => ({
        body: {
          data: [{ ...entry({ id: Number(url.searchParams.get('page')) }), name: 'Tinta negra', updated_at: '2026-03-04T15:20:00Z' }],
          total: 60,
          page: Number(url.searchParams.get('page')),
          per_page: 25,
        },
      }),
      'GET /v1/supplies/history/export_to_excel': { status: 500, body: { message: 'Error' } },
    });
    const user = userEvent.setup();
    renderApp('/supplies/history');
    await user.type(await screen.findByLabelText('Fecha inicial', { exact: false, selector: 'input' }), '2026-03-01');
    await user.type(field('Fecha final'), '2026-03-31');
    await user.type(screen.getByRole('combobox', { name: 'Insumo' }), 'tinta');
    await user.click(await screen.findByRole('option', { name: /Tinta negra/ }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('link', { name: 'Tinta negra' })).toHaveAttribute('href', '/supplies/5');
    const searched = () =>
      calls.filter((call) => call.url.pathname === '/v1/supplies/history').map((call) => Object.fromEntries(call.url.searchParams));
    const filter = { from_date: '2026-03-01', to_date: '2026-03-31', supply_id: '5' };
    expect(searched()[0]).toEqual({ ...filter, page: '1', per_page: '25' });
    // 25 a page, asked of the server page by page.
    expect(screen.getByText(/de 60$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(searched().at(-1)).toEqual({ ...filter, page: '3', per_page: '25' }));
    // The export is every page of the search, from the server.
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Los movimientos no han podido ser exportados a Excel.')).toBeInTheDocument();
    const exported = calls.find((call) => call.url.pathname === '/v1/supplies/history/export_to_excel')!;
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({ ...filter, format: 'xlsx' });

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(field('Fecha inicial')).toHaveValue('');
    expect(field('Fecha final')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Insumo' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Tinta negra' })).not.toBeInTheDocument();
    expect(searched()).toHaveLength(2);
  });

  it('refuses a range longer than 366 days before asking', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderApp('/supplies/history');
    await user.type(await screen.findByLabelText('Fecha inicial', { exact: false, selector: 'input' }), '2025-01-01');
    await user.type(field('Fecha final'), '2026-01-02');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('El rango no puede ser mayor a 366 días.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/v1/supplies/history')).toHaveLength(0);
  });
});
