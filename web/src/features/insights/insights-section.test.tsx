import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsResponse } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';

const about = {
  body: {
    version: 'x',
    contact_email: 'a@b.c',
    time_overrun_tolerance_seconds: 900,
    time_zone: 'America/Bogota',
    max_open_interval_hours: 12,
  },
};
const order = (id: number, reference: string, contract: number, cost: number) => ({
  production_order_id: id,
  reference,
  client: 'Cliente',
  finished_on: '2030-03-10',
  contract_value: contract,
  total_cost: cost,
  margin: contract - cost,
});
const full: InsightsResponse = {
  from_date: '2030-03-01',
  to_date: '2030-03-31',
  orders: {
    finished: 2,
    contract_value: 605_000,
    total_cost: 86_250,
    margin: 518_750,
    by_order: [order(7, 'Cajas 250 g', 600_000, 78_250), order(9, 'Etiquetas', 5_000, 8_000)],
    worst: [order(9, 'Etiquetas', 5_000, 8_000), order(7, 'Cajas 250 g', 600_000, 78_250)],
  },
  labour: [
    { user_id: 3, operator: 'Beto Arias', hours: 1.5, value: 9_000 },
    { user_id: 2, operator: 'Ana Zapata', hours: 1, value: 12_000 },
  ],
  estimates: [{ activity_type: 'die_cut', activity_name: 'Troquelado', activities: 1, estimated_hours: 2.25, actual_hours: 1 }],
  supplies_consumed: [{ supply_id: 4, name: 'Cartón S', quantity: 5, value: 5_000 }],
  low_stock: [{ supply_id: 5, name: 'Bajo 1', quantity: 2, stock_minimum: 10, unit_of_measurement: 'Pliego' }],
};
const empty: InsightsResponse = {
  from_date: '2030-02-01',
  to_date: '2030-02-28',
  orders: { finished: 0, contract_value: 0, total_cost: 0, margin: 0, by_order: [], worst: [] },
  labour: [],
  estimates: [],
  supplies_consumed: [],
  low_stock: [],
};

describe("the numbers at a glance on administrators' Home", () => {
  beforeEach(() => {
    resetState();
    // Only the date is fixed (17 March 2030 in Bogotá): the app's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-17T15:00:00.000Z'));
  });

  it("asks for this month's days and shows the totals, the worst margins with links and each chart's figures", async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin' });
    const api = mockApi({
      'GET /v1/about': about,
      'GET /v1/intervals/stale': { body: [] },
      'GET /v1/insights': ({ url }) => (url.searchParams.get('from_date') === '2030-03-01' ? { body: full } : { body: empty }),
    });
    const user = userEvent.setup();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Cifras del mes' });
    const orders = await within(section).findByRole('figure', { name: 'Órdenes terminadas' });
    expect(api.calls.find((call) => call.url.pathname === '/v1/insights')?.url.search).toBe('?from_date=2030-03-01&to_date=2030-03-31');
    expect(orders).toHaveTextContent('2 órdenes terminadas: contrato $ 605.000,0, costo total $ 86.250,0, margen $ 518.750,0.');
    expect(within(orders).getByRole('img', { name: 'Valor del contrato y costo total por orden terminada en el mes' })).toHaveTextContent(
      'N.º 9: $ 5.000,0 · $ 8.000,0',
    );
    const worst = within(orders).getByRole('list', { name: 'Menores márgenes' });
    const [first] = within(worst).getAllByRole('listitem');
    expect(first).toHaveTextContent('margen -$ 3.000,0 (contrato $ 5.000,0, costo $ 8.000,0)');
    expect(within(first!).getByRole('link', { name: 'Orden N.º 9 · Etiquetas' })).toHaveAttribute('href', '/production_orders/9');

    expect(within(section).getByRole('figure', { name: 'Horas por operario' })).toHaveTextContent(
      '2,5 h registradas por 2 personas, por $ 21.000,0.',
    );
    expect(within(section).getByRole('figure', { name: 'Tiempo estimado y real por tipo de actividad' })).toHaveTextContent(
      '1 actividades terminadas: 2,3 h estimadas, 1,0 h reales.',
    );
    expect(
      within(section).getByRole('img', { name: 'Horas estimadas y reales por tipo de actividad terminada en el mes' }),
    ).toHaveTextContent('Troquelado: 2,3 · 1,0');
    expect(within(section).getByRole('figure', { name: 'Insumos consumidos' })).toHaveTextContent('suman $ 5.000,0');
    const low = within(section).getByRole('region', { name: 'Insumos bajo el mínimo' });
    expect(low).toHaveTextContent('Bajo 1 2 de 10 Pliego');
    expect(within(low).getByRole('link', { name: 'Registrar compra' })).toHaveAttribute('href', '/purchases/new');

    // Another month: its range is asked for and every figure says it is empty.
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Mes' }), '2');
    expect(await within(section).findByText('Ninguna orden terminó en este mes.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname === '/v1/insights').at(-1)?.url.search).toBe(
      '?from_date=2030-02-01&to_date=2030-02-28',
    );
    expect(within(section).getByText('Nadie registró tiempo en este mes.')).toBeInTheDocument();
    expect(within(section).getByText('Ninguna actividad terminó en este mes.')).toBeInTheDocument();
    expect(within(section).getByText('Las órdenes no consumieron insumos en este mes.')).toBeInTheDocument();
    expect(within(section).getByText('Ningún insumo está bajo su mínimo.')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['operator', 'Olga'],
    ['seller', 'Sara'],
  ] as const)("is not on the %s's Home, which never asks for it", async (role, name) => {
    signInAs({ id: 2, role, first_name: name });
    const api = mockApi({ 'GET /v1/about': about, 'GET /v1/users/2/current_activities': { body: [] } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: `Hola, ${name}` })).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(screen.queryByRole('region', { name: 'Cifras del mes' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname === '/v1/insights')).toBe(false);
  });
});
