import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { purchaseFixture } from './test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('purchases list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('lists one month; cancelled rows are red, rows bought in another month highlighted; cancelling needs an observation and replaces the row', async () => {
    const open = purchaseFixture();
    const earlier = purchaseFixture({
      id: 13,
      invoice_number: 'FV-0999',
      purchased_at: '2026-02-20',
      created_at: '2026-03-03T10:00:00.000Z',
    });
    const cancelled = purchaseFixture({
      id: 11,
      invoice_number: 'FV-0900',
      status: 'cancelled',
      editable: false,
      created_at: '2026-03-01T10:00:00.000Z',
    });
    const { calls } = mockApi({
      'GET /v1/purchases': { body: [open, earlier, cancelled] },
      'PUT /v1/purchases/12': ({ body }) => ({
        body: {
          ...open,
          status: 'cancelled',
          editable: false,
          observation: (body as { purchase: { observation: string } }).purchase.observation,
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/purchases?month=3&year=2026');

    const row = (await screen.findByText('FV-1001')).closest('tr')!;
    for (const text of ['12', 'Papeles del Sur', '2026-03-02', 'Aprobada', '$ 260.000,0'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((call) => call.url.pathname === '/v1/purchases')!.url.searchParams)).toEqual({
      month: '3',
      year: '2026',
    });
    expect(screen.getByText('FV-0999').closest('tr')).toHaveAttribute('data-highlight', 'otherMonth');
    const cancelledRow = screen.getByText('FV-0900').closest('tr')!;
    expect(cancelledRow).toHaveAttribute('data-highlight', 'cancelled');
    // As its "Anular" action says it, not "Cancelada".
    expect(within(cancelledRow).getByText('Anulada')).toBeInTheDocument();
    expect(within(cancelledRow).queryByRole('button', { name: 'Anular compra 11' })).not.toBeInTheDocument();
    expect(within(cancelledRow).queryByRole('link', { name: 'Editar compra 11' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar compra 12' })).toHaveAttribute('href', '/purchases/12/edit');

    await user.click(within(row).getByRole('button', { name: 'Anular compra 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular compra N.º 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular compra' }));
    expect(await within(dialog).findByText('La observación es requerida para anular la compra.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Observación/), 'Factura duplicada');
    await user.click(within(dialog).getByRole('button', { name: 'Anular compra' }));
    expect(await screen.findByText('La compra ha sido anulada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      purchase: { status: 'cancelled', observation: 'Factura duplicada' },
    });
    await waitFor(() => expect(screen.getByText('FV-1001').closest('tr')).toHaveAttribute('data-highlight', 'cancelled'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('purchase view', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('opens by detail id with that row highlighted; a cancelled purchase shows who cancelled it and no edit button', async () => {
    const purchase = purchaseFixture({
      status: 'cancelled',
      editable: false,
      cancelled_by: 'Admin Taller',
      cancelled_at: '2026-03-03T12:00:00.000Z',
      observation: 'Factura duplicada',
    });
    const { calls } = mockApi({ 'GET /v1/purchases/show_by_detail_id/42': { body: purchase } });
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    // The kardex's link: the purchase, then its detail (issue 22, item 10).
    renderApp('/purchases/12/purchase_details/42');
    expect(await screen.findByRole('heading', { name: 'Compra N.º 12' })).toBeInTheDocument();
    const highlighted = screen.getByText('Cartón dúplex').closest('tr')!;
    expect(highlighted).toHaveAttribute('data-highlighted', 'true');
    // Marked clearly (a strong background and a border, components/highlighted-row.module.css) and scrolled into view.
    expect(highlighted.className).toMatch(/highlighted/);
    await waitFor(() => expect(scrolled).toContain(highlighted));
    expect(screen.getByText('Tinta negra').closest('tr')).not.toHaveAttribute('data-highlighted');
    expect(within(screen.getByText('Tinta negra').closest('tr')!).getByText('$ 50.000,0')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('$ 260.000,0');
    const cancellation = screen.getByRole('region', { name: 'Anulación' });
    expect(cancellation).toHaveTextContent('Factura duplicada');
    expect(screen.queryByRole('link', { name: 'Editar compra' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).not.toContain('/v1/purchases/42');
  });

  it('a purchase that cannot be loaded starts a new purchase, saying why (issue 22, item 15)', async () => {
    mockApi({ 'GET /v1/purchases/12': { status: 500, body: {} }, 'GET /v1/items': { body: [] } });
    const { router } = renderApp('/purchases/12/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/new'));
    expect(await screen.findByRole('heading', { name: 'Nueva compra' })).toBeInTheDocument();
    expect(screen.getByText('La compra no ha podido ser encontrada.')).toBeInTheDocument();
  });

  it('an edit screen of a purchase no longer editable opens the view with a warning', async () => {
    mockApi({ 'GET /v1/purchases/12': { body: purchaseFixture({ editable: false }) } });
    const { router } = renderApp('/purchases/12/edit');
    expect(await screen.findByText('La compra ya no se puede editar: está anulada o pasó el plazo para modificarla.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/12'));
    expect(await screen.findByRole('heading', { name: 'Compra N.º 12' })).toBeInTheDocument();
  });
});

describe('purchase form in the app', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('registers a new supply on the spot and puts it in the empty row, without sending the purchase', async () => {
    const supply = { id: 77, name: 'Foil plateado', quantity: 3, unit_of_measurement: 'Rollo', unit_value: 9000, total_value: 27000 };
    const { calls } = mockApi({
      'GET /v1/items': { body: [] },
      'POST /v1/supplies': { status: 201, body: { ...supply, stock_minimum: 1, type_supply: null, type_supply_name: null, status: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/purchases/new');
    await user.click(await screen.findByRole('button', { name: 'Crear insumo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo insumo' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Foil plateado');
    await user.type(within(dialog).getByLabelText(/^Cantidad/), '3');
    await user.type(within(dialog).getByLabelText(/^Valor unitario/), '9000');
    await user.type(within(dialog).getByLabelText(/^Stock mínimo/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Insumo 1' })).getByRole('combobox', { name: /Insumo/ })).toHaveValue('Foil plateado');
    expect(calls.filter((call) => call.url.pathname === '/v1/purchases')).toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/v1/supplies']);
  });

  it('typing the company and clicking Insumos in the sidebar asks before the typed data is lost (issue 22, item 7)', async () => {
    mockApi({ 'GET /v1/items': { body: [] } });
    const user = userEvent.setup();
    const { router } = renderApp('/purchases/new');
    const company = await screen.findByLabelText(/^Empresa/);
    await user.type(company, 'Papelería Norte');
    const sidebar = screen.getByRole('navigation', { name: 'Navegación principal' });

    await user.click(within(sidebar).getByRole('link', { name: 'Insumos' }));
    const question = await screen.findByRole('dialog', { name: /¿Descartar los cambios\?/ });
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿Descartar/ })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/purchases/new');
    expect(company).toHaveValue('Papelería Norte');

    await user.click(within(sidebar).getByRole('link', { name: 'Insumos' }));
    await user.click(within(await screen.findByRole('dialog', { name: /¿Descartar/ })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplies'));
  });
});
