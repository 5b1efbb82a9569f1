import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { todayInDisplayZone } from '@tintero/domain';
import { useFakeClock } from '../../../test/clock';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../test/helpers';
import { Alerts } from '../../components/alerts';
import { SUPPLY_SEARCH_DEBOUNCE_MS } from '../../components/supply-autocomplete';
import { EditPurchasePage } from './edit-purchase-page';
import { NewPurchasePage } from './new-purchase-page';
import { purchaseFixture } from './test-data';

const supplies = [
  { id: 5, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' },
  { id: 6, name: 'Cartón dúplex', quantity: 300, unit_of_measurement: 'Pliego' },
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/purchases/new', element: <NewPurchasePage /> },
      { path: '/purchases/:id/edit', element: <EditPurchasePage /> },
      { path: '/purchases/:id', element: <p>Vista de la compra</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithModals(
    <>
      <Alerts />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

const row = (index: number) => screen.getByRole('group', { name: `Insumo ${index}` });

async function pickSupply(user: ReturnType<typeof userEvent.setup>, index: number, text: string, name: string) {
  await user.type(within(row(index)).getByRole('combobox', { name: /Insumo/ }), text);
  await act(() => vi.advanceTimersByTimeAsync(SUPPLY_SEARCH_DEBOUNCE_MS));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('purchase form', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
    useFakeClock();
  });

  it('adds and removes rows, computes each unit value and the grand total, and registers the purchase', async () => {
    const { calls } = mockApi({
      'GET /v1/supplies/search': ({ url }) => ({
        body: supplies.filter((supply) => supply.name.toLowerCase().includes(url.searchParams.get('filter')!.toLowerCase())),
      }),
      'POST /v1/purchases': { status: 201, body: purchaseFixture({ id: 30 }) },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderAt('/purchases/new');

    expect(screen.getByLabelText(/Fecha de compra/)).toHaveValue(todayInDisplayZone());
    await user.type(screen.getByLabelText('Empresa'), 'Papeles del Sur');
    await pickSupply(user, 1, 'tinta', 'Tinta negra');
    await user.type(within(row(1)).getByLabelText(/Cantidad/), '4');
    await user.type(within(row(1)).getByLabelText(/^Total/), '200000');
    await user.tab();
    expect(within(row(1)).getByLabelText(/Valor unitario/)).toHaveValue('$ 50.000,0');

    await user.click(screen.getByRole('button', { name: 'Agregar insumo' }));
    await pickSupply(user, 2, 'cart', 'Cartón dúplex');
    await user.type(within(row(2)).getByLabelText(/Cantidad/), '100');
    await user.type(within(row(2)).getByLabelText(/^Total/), '60000');
    await user.click(screen.getByRole('button', { name: 'Agregar insumo' }));
    await user.tab();
    expect(screen.getByLabelText(/Total de la compra/)).toHaveValue('$ 260.000,0');

    // An empty third row is refused on its own inputs; removed, the purchase goes.
    await user.click(screen.getByRole('button', { name: 'Registrar compra' }));
    expect(await within(row(3)).findAllByText('Este campo es requerido.')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Quitar insumo 3' }));
    await user.click(screen.getByRole('button', { name: 'Registrar compra' }));

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      purchase: {
        company: 'Papeles del Sur',
        invoice_number: '',
        purchased_at: todayInDisplayZone(),
        details: [
          { supply_id: 5, quantity: 4, total: 200000 },
          { supply_id: 6, quantity: 100, total: 60000 },
        ],
      },
    });
    expect(await screen.findByText('Vista de la compra')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchases/30');
  });

  it('editing sends the changed header and, when a row changed, the whole list with the saved ids', async () => {
    const purchase = purchaseFixture();
    const { calls } = mockApi({
      'GET /v1/purchases/12': { body: purchase },
      'PUT /v1/purchases/12': { body: purchase },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/purchases/12/edit');
    expect(await screen.findByLabelText(/Fecha de compra/)).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Actualizar compra' }));
    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar insumo 2' }));
    await user.clear(within(row(1)).getByLabelText(/Cantidad/));
    await user.type(within(row(1)).getByLabelText(/Cantidad/), '5');
    await user.click(screen.getByRole('button', { name: 'Actualizar compra' }));
    expect(await screen.findByText('La compra ha sido actualizada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      purchase: { details: [{ id: 41, supply_id: 5, quantity: 5, total: 200000 }] },
    });
  });
});
