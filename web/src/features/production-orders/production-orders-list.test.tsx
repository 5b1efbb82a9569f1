import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nowInDisplayZone } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { orderFixture } from './test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-order-id="${id}"]`)!;

describe('production orders list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('shows the current month by default, every column formatted, and no edit or cancel for closed orders', async () => {
    const open = orderFixture({ id: 9, created_at: '2026-03-05T12:00:00.000Z', unit_real_cost: -12.5 });
    const finished = orderFixture({
      id: 8,
      status: 'finished',
      actual_amount: 990,
      unit_real_cost: 464.65,
      created_at: '2026-03-04T12:00:00.000Z',
    });
    const cancelled = orderFixture({ id: 7, status: 'cancelled', created_at: '2026-03-03T12:00:00.000Z' });
    // Out of order on purpose: the list shows the newest first.
    const { calls } = mockApi({ 'GET /v1/production_orders': { body: [cancelled, open, finished] } });
    renderApp('/production_orders');

    await screen.findByRole('heading', { name: 'Órdenes de producción' });
    await waitFor(() => expect(rowOf(9)).not.toBeNull());
    const query = calls.find((call) => call.url.pathname === '/v1/production_orders')!.url.searchParams;
    // The current month of the workshop's zone, the one the server filters in.
    const now = nowInDisplayZone();
    expect(query.get('month')).toBe(String(now.month() + 1));
    expect(query.get('year')).toBe(String(now.year()));
    expect(screen.getByLabelText('Mes')).toHaveValue(String(now.month() + 1));
    expect(screen.getByLabelText('Año')).toHaveValue(String(now.year()));
    const years = within(screen.getByLabelText('Año'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years.at(-1)).toBe('2018');
    expect(years[0]).toBe(String(now.year()));

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'N.º',
      'Número de contrato',
      'Referencia',
      'Cliente',
      'Costo de insumos',
      'Costo de mano de obra',
      'Costo de maquinaria',
      'Costo de trabajo de terceros',
      'Creada',
      'Estado',
      'Fecha de entrega',
      'Valor del contrato',
      'Cantidad real',
      'Costo unitario real',
      'Acciones',
    ]);
    const ids = [...document.querySelectorAll('tr[data-order-id]')].map((row) => row.getAttribute('data-order-id'));
    expect(ids).toEqual(['9', '8', '7']);

    const row = rowOf(9);
    for (const text of [
      '4521',
      'Cajas plegadizas 250 g',
      'Cafetería La Esquina',
      '$ 300.000,0',
      '$ 120.000,25',
      '$ 50.000,0',
      '$ 10.000,0',
      '2026-03-20',
      '$ 1.250.500,0',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('En revisión').closest('[data-status]')).toHaveAttribute('data-color', 'yellow');
    expect(within(row).getByText('-$ 12,5')).toHaveAttribute('data-negative', 'true');
    expect(within(row).getByRole('link', { name: 'Imprimir orden de producción' })).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: 'Imprimir orden de producción' })).toHaveAttribute('href', '/production_orders/9/print');
    expect(within(row).getByRole('link', { name: 'Ver orden de producción' })).toHaveAttribute('href', '/production_orders/9');
    expect(within(row).getByRole('link', { name: 'Editar orden de producción' })).toHaveAttribute('href', '/production_orders/9/edit');
    expect(within(row).getByRole('button', { name: 'Cancelar orden de producción' })).toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-cancelled');

    for (const id of [8, 7]) {
      const closedRow = rowOf(id);
      expect(within(closedRow).getByRole('link', { name: 'Ver orden de producción' })).toBeInTheDocument();
      expect(within(closedRow).queryByRole('link', { name: 'Editar orden de producción' })).not.toBeInTheDocument();
      expect(within(closedRow).queryByRole('button', { name: 'Cancelar orden de producción' })).not.toBeInTheDocument();
    }
    expect(within(rowOf(8)).getByText('990')).toBeInTheDocument();
    expect(within(rowOf(8)).getByText('Terminada').closest('[data-status]')).toHaveAttribute('data-color', 'green');
    expect(rowOf(7)).toHaveAttribute('data-cancelled', 'true');
    expect(rowOf(7).getAttribute('style')).toContain('--mantine-datatable-row-color-light: #c92a2a');
    expect(within(rowOf(7)).getByText('Cancelada').closest('[data-status]')).toHaveAttribute('data-color', 'red');
  });

  it('keeps the month and year in the URL, so back returns to the previous month', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders': ({ url }) => ({
        body: url.searchParams.get('year') === '2019' ? [orderFixture({ id: 3, reference: 'Etiquetas 2019' })] : [],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/production_orders?month=2&year=2019');
    expect(await screen.findByText('Etiquetas 2019')).toBeInTheDocument();
    expect(screen.getByLabelText('Mes')).toHaveValue('2');

    await user.selectOptions(screen.getByLabelText('Año'), '2020');
    await waitFor(() => expect(router.state.location.search).toBe('?month=2&year=2020'));
    expect(await screen.findByText('No hay órdenes de producción creadas en este mes.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.search === '?month=2&year=2020')).toBe(true);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Etiquetas 2019')).toBeInTheDocument();
    expect(screen.getByLabelText('Año')).toHaveValue('2019');
  });

  /** 120 orders of March 2026 (more than the list keeps in the DOM), order 120 the newest. */
  const marchOrders = () =>
    Array.from({ length: 120 }, (_, index) =>
      orderFixture({
        id: index + 1,
        reference: `Referencia ${index + 1}`,
        client: index === 2 ? 'Librería Ñandú' : 'Cafetería La Esquina',
        created_at: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T${String(Math.floor(index / 28) + 10)}:00:00.000Z`,
      }),
    );
  const shownIds = () => [...document.querySelectorAll('tr[data-order-id]')].map((row) => Number(row.getAttribute('data-order-id')));
  const newestFirst = [...marchOrders()].sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).map((order) => order.id);

  it('draws the whole month newest first with no pager, only the rows in view in the DOM; the copy button writes the whole month', async () => {
    mockApi({ 'GET /v1/production_orders': { body: marchOrders() } });
    const user = userEvent.setup();
    renderApp('/production_orders?month=3&year=2026');

    await waitFor(() => expect(shownIds().slice(0, 10)).toEqual(newestFirst.slice(0, 10)));
    expect(shownIds()).toEqual(newestFirst.slice(0, shownIds().length));
    expect(shownIds().length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Se copiaron 120 filas al portapapeles.')).toBeInTheDocument();
  });

  it('searches the whole month (accents and case aside); another month opens at its top, unsearched', async () => {
    mockApi({ 'GET /v1/production_orders': { body: marchOrders() } });
    const user = userEvent.setup();
    const { router } = renderApp('/production_orders?month=3&year=2026');
    await waitFor(() => expect(shownIds().slice(0, 10)).toEqual(newestFirst.slice(0, 10)));
    expect(shownIds()).not.toContain(3);

    // A client's name far down the month.
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.click(search);
    await user.paste('libreria nandu');
    expect(shownIds()).toEqual([3]);
    // What the search found is what the export writes.
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Se copió 1 fila al portapapeles.')).toBeInTheDocument();
    await user.clear(search);
    expect(shownIds().slice(0, 10)).toEqual(newestFirst.slice(0, 10));

    await user.click(search);
    await user.paste('referencia 11');
    expect(shownIds()).toEqual(newestFirst.filter((id) => String(id).startsWith('11')));
    await user.selectOptions(screen.getByLabelText('Mes'), '4');
    await waitFor(() => expect(router.state.location.search).toBe('?month=4&year=2026'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await waitFor(() => expect(shownIds().slice(0, 10)).toEqual(newestFirst.slice(0, 10)));
  });

  it('cancels an order after confirmation; its row turns red and loses edit and cancel', async () => {
    let order = orderFixture({ id: 12, status: 'developing' });
    const { calls } = mockApi({
      'GET /v1/production_orders': () => ({ body: [order] }),
      'PUT /v1/production_orders/12': () => {
        order = { ...order, status: 'cancelled' };
        return { body: order };
      },
    });
    const user = userEvent.setup();
    renderApp('/production_orders');
    await waitFor(() => expect(rowOf(12)).not.toBeNull());

    await user.click(within(rowOf(12)).getByRole('button', { name: 'Cancelar orden de producción' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de cancelar la orden de producción N.º 12 (Cajas plegadizas 250 g)?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar la orden' }));

    expect(await screen.findByText('La orden de producción ha sido cancelada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ production_order: { status: 'cancelled' } });
    await waitFor(() => expect(rowOf(12)).toHaveAttribute('data-cancelled', 'true'));
    expect(within(rowOf(12)).queryByRole('link', { name: 'Editar orden de producción' })).not.toBeInTheDocument();
    expect(within(rowOf(12)).queryByRole('button', { name: 'Cancelar orden de producción' })).not.toBeInTheDocument();
  });

  it('says so when cancelling fails', async () => {
    mockApi({
      'GET /v1/production_orders': { body: [orderFixture({ id: 12 })] },
      'PUT /v1/production_orders/12': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderApp('/production_orders');
    await waitFor(() => expect(rowOf(12)).not.toBeNull());
    await user.click(within(rowOf(12)).getByRole('button', { name: 'Cancelar orden de producción' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar la orden' }));
    expect(await screen.findByText('La orden de producción no ha sido cancelada.')).toBeInTheDocument();
    expect(within(rowOf(12)).getByRole('button', { name: 'Cancelar orden de producción' })).toBeInTheDocument();
  });
});
