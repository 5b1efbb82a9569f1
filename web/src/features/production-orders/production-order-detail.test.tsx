import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeClock } from '../../../test/clock';
import { mockApi, renderApp, renderWithProviders, resetState, signInAs } from '../../../test/helpers';
import { OperatorProductionOrder } from './components/operator-production-order';
import { orderFixture } from './test-data';
import { orderActivitiesOf } from '../../../test/activity-records';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

/** The value shown for a field of the summary (a definition list). */
const valueOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"] dd`)!;

describe('production order detail', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('full mode: every field formatted, negative totals in the danger colour, and the buttons', async () => {
    const order = orderFixture({
      status: 'developing',
      supplies_cost: 100000,
      leftovers_value: 300000,
      total_supplies: -200000,
      total_cost: -19999.75,
      actual_amount: 1000,
      unit_real_cost: -19.99975,
    });
    mockApi({ 'GET /v1/production_orders/7': { body: order } });
    renderApp('/production_orders/7');
    expect(await screen.findByRole('heading', { name: 'Orden de producción N.º 7' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('reference')).toHaveTextContent('Cajas plegadizas 250 g'));

    const expected: Record<string, string> = {
      id: '7',
      client: 'Cafetería La Esquina',
      contract_number: '4521',
      quantity: '1000',
      delivery_day: '2026-03-20',
      unit_value: '$ 1.250,5',
      contract_value: '$ 1.250.500,0',
      created_by: 'Admin Taller',
      last_changed_status_by: 'Admin Taller',
      observation: 'Troquel nuevo',
      supplies_cost: '$ 100.000,0',
      leftovers_value: '$ 300.000,0',
      total_supplies: '-$ 200.000,0',
      machinery_cost: '$ 50.000,0',
      labor_cost: '$ 120.000,25',
      cost_work_third_party: '$ 10.000,0',
      total_cost: '-$ 19.999,75',
      actual_amount: '1000',
      unit_real_cost: '-$ 19,99975',
      estimated_total_time: '01:30:00',
      total_labor_time: '01:35:00',
      status: 'En desarrollo',
    };
    for (const [name, text] of Object.entries(expected)) expect(valueOf(name), name).toHaveTextContent(text);
    for (const name of ['created_at', 'updated_at', 'last_changed_status_at']) {
      expect(valueOf(name), name).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }

    for (const name of ['total_supplies', 'total_cost', 'unit_real_cost']) {
      const amount = within(valueOf(name)).getByText(/^-\$/);
      // The danger colour is money.module.css's rule on this attribute (jsdom applies no stylesheet).
      expect(amount, name).toHaveAttribute('data-negative', 'true');
    }
    expect(within(valueOf('supplies_cost')).getByText('$ 100.000,0')).not.toHaveAttribute('data-negative');

    expect(screen.getByRole('link', { name: 'Editar orden de producción' })).toHaveAttribute('href', '/production_orders/7/edit');
    const print = screen.getByRole('link', { name: 'Imprimir orden de producción' });
    expect(print).toHaveAttribute('href', '/production_orders/7/print');
    expect(print).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/production_orders');
  });

  it.each(['finished', 'cancelled'] as const)('a %s order has no edit button', async (status) => {
    mockApi({ 'GET /v1/production_orders/7': { body: orderFixture({ status, actual_amount: 10 }) } });
    renderApp('/production_orders/7');
    await waitFor(() => expect(valueOf('reference')).toHaveTextContent('Cajas plegadizas 250 g'));
    expect(screen.getByRole('link', { name: 'Imprimir orden de producción' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar orden de producción' })).not.toBeInTheDocument();
  });

  it('recalculates costs; on failure says so and loads the order again', async () => {
    let fail = false;
    const { calls } = mockApi({
      'GET /v1/production_orders/7': { body: orderFixture() },
      'PUT /v1/production_orders/7/recalculate_costs': () =>
        fail
          ? { status: 500, body: { message: 'Ocurrió un error inesperado en el servidor.' } }
          : { body: orderFixture({ labor_cost: 1 }) },
    });
    const user = userEvent.setup();
    renderApp('/production_orders/7');
    await waitFor(() => expect(valueOf('labor_cost')).toHaveTextContent('$ 120.000,25'));

    await user.click(screen.getByRole('button', { name: 'Recalcular costos' }));
    expect(await screen.findByText('Los costos de la orden de producción han sido recalculados.')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('labor_cost')).toHaveTextContent('$ 1,0'));

    fail = true;
    const loads = () => calls.filter((call) => call.method === 'GET' && call.url.pathname === '/v1/production_orders/7').length;
    const before = loads();
    await user.click(screen.getByRole('button', { name: 'Recalcular costos' }));
    expect(await screen.findByText('Los costos no se han podido recalcular.')).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() => expect(valueOf('labor_cost')).toHaveTextContent('$ 120.000,25'));
  });

  it("says 'productionOrder.messages.error.querying' when the order cannot be loaded", async () => {
    mockApi({ 'GET /v1/production_orders/7': { status: 500, body: {} } });
    renderApp('/production_orders/7');
    expect(await screen.findByText('La orden de producción no ha podido ser consultada.')).toBeInTheDocument();
  });
});

describe('production order detail, operator mode', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 5, role: 'operator', first_name: 'Olga', last_name: 'Ramírez' });
  });

  it('shows reference, id, client, quantity, delivery day and observation in a highlighted border, and no money', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/short': {
        body: {
          id: 7,
          reference: 'Cajas plegadizas 250 g',
          client: 'Cafetería La Esquina',
          quantity: 1000,
          delivery_day: '2026-03-20',
          observation: 'Troquel nuevo',
          status: 'developing',
        },
      },
    });
    renderWithProviders(<OperatorProductionOrder id={7} />);
    const card = await screen.findByRole('region', { name: 'Orden de producción N.º 7' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(card.getAttribute('style')).toContain('border-width: 3px');
    await waitFor(() => expect(valueOf('reference')).toHaveTextContent('Cajas plegadizas 250 g'));
    expect(valueOf('id')).toHaveTextContent('7');
    expect(valueOf('client')).toHaveTextContent('Cafetería La Esquina');
    expect(valueOf('quantity')).toHaveTextContent('1000');
    expect(valueOf('delivery_day')).toHaveTextContent('2026-03-20');
    expect(valueOf('observation')).toHaveTextContent('Troquel nuevo');
    expect(card).not.toHaveTextContent('$');
    for (const label of ['Valor unitario', 'Valor del contrato', 'Costo total', 'Costo de insumos']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/production_orders/7/short']);
  });
});

describe('production order print view', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no sidebar, shows the header table and prints by itself 100 ms after loading', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET /v1/production_orders/7': { body: orderFixture({ contract_number: null }) } });
    renderApp('/production_orders/7/print');
    expect(await screen.findByRole('heading', { name: 'Orden de producción N.º 7' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('current-user-name')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Orden de producción N.º 7' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Referencia', 'Cajas plegadizas 250 g'],
      ['N.º', '7'],
      ['Creada', expect.stringMatching(/^0\d\/03\/2026 \d{2}:\d{2}$/)],
      ['Número de contrato', ''],
      ['Cliente', 'Cafetería La Esquina'],
      ['Fecha de entrega', '2026-03-20'],
      ['Cantidad', '1000'],
      ['Observación', 'Troquel nuevo'],
    ]);
    expect(screen.getByRole('link', { name: 'Editar orden de producción' })).toHaveAttribute('href', '/production_orders/7/edit');

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // Once only: nothing prints again as time goes by (on a fake clock, now that the screen has loaded).
    useFakeClock();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(print).toHaveBeenCalledTimes(1);

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it("prints the 'finisheds' heading only above a finished table", async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const record = { id: 31, production_order_id: 7, status: 'pending', kind: 'Repujado en seco', size: '50x70', quantity: 100 };
    const routes = {
      'GET /v1/production_orders/7': { body: orderFixture() },
      'GET /v1/items': { body: [] },
      'GET /v1/production_orders/7/activities': { body: { ...orderActivitiesOf(), pre_presses: [record] } },
    };
    mockApi(routes);
    const first = renderApp('/production_orders/7/print');
    expect(await screen.findByRole('heading', { name: 'Preprensas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acabados' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({
      ...routes,
      'GET /v1/production_orders/7/activities': { body: { ...orderActivitiesOf(), pre_presses: [record], embosses: [record] } },
    });
    renderApp('/production_orders/7/print');
    const heading = await screen.findByRole('heading', { name: 'Acabados' });
    const embosses = screen.getByRole('heading', { name: 'Repujados' });
    expect(heading.compareDocumentPosition(embosses) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('waits 100 ms after the order loads, and hides edit for a closed order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET /v1/production_orders/7': { body: orderFixture({ status: 'finished', actual_amount: 5 }) } });
    renderApp('/production_orders/7/print');
    expect(await screen.findByRole('table', { name: 'Orden de producción N.º 7' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar orden de producción' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('is for administrators only', async () => {
    resetState();
    signInAs({ id: 5, role: 'operator' });
    mockApi({});
    const { router } = renderApp('/production_orders/7/print');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
