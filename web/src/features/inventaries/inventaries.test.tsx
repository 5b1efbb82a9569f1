import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventaryDetailResponse, InventarySummaryResponse } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const inventary = (overrides: Partial<InventarySummaryResponse> = {}): InventarySummaryResponse => ({
  id: 3,
  year: 2026,
  month: 3,
  status: 'in_creation',
  deadline: '2026-03-31',
  observation: null,
  created_by: 'Admin Taller',
  closed_by: null,
  closed_at: null,
  created_at: '2026-03-28T15:00:00.000Z',
  updated_at: '2026-03-28T15:00:00.000Z',
  ...overrides,
});

const detail = (id: number, name: string, overrides: Partial<InventaryDetailResponse> = {}): InventaryDetailResponse => ({
  id,
  inventary_id: 3,
  supply_id: id,
  name,
  unit_of_measurement: 'Kilogramo',
  type_supply: 'ink',
  type_supply_name: 'Tinta',
  supply_quantity: 10,
  quantity: null,
  current_quantity: 10,
  updated_at: '2026-03-28T15:00:00.000Z',
  ...overrides,
});

const details = [
  detail(101, 'Tinta negra'),
  detail(102, 'Tinta cian'),
  detail(103, 'Cartón dúplex', { type_supply: 'board', type_supply_name: 'Cartón', unit_of_measurement: 'Pliego' }),
];

describe('inventories', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('lists inventories; closed ones cannot be edited or deleted; a delete shows the list the server answers', async () => {
    const closed = inventary({ id: 2, month: 2, status: 'closed', deadline: '2026-02-28' });
    const { calls } = mockApi({
      'GET /v1/inventaries': { body: [inventary(), closed] },
      'DELETE /v1/inventaries/3': { body: [closed] },
    });
    const user = userEvent.setup();
    renderApp('/inventaries');
    const row = (await screen.findByText('Marzo')).closest('tr')!;
    for (const text of ['3', '2026', 'En creación', '2026-03-31']) expect(within(row).getByText(text)).toBeInTheDocument();
    const closedRow = screen.getByText('Febrero').closest('tr')!;
    expect(within(closedRow).queryByRole('link', { name: 'Editar inventario 2' })).not.toBeInTheDocument();
    expect(within(closedRow).queryByRole('button', { name: 'Eliminar inventario 2' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Eliminar inventario 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('El inventario ha sido eliminado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Marzo')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === '/v1/inventaries' && call.method === 'GET')).toHaveLength(1);
  });

  it('counts: filters by name and type, Enter saves and moves on, a failed save turns its button red with the server message', async () => {
    const { calls } = mockApi({
      'GET /v1/inventaries/3': { body: { ...inventary(), details } },
      'GET /v1/inventaries/3/inventary_details': { body: details },
      'PUT /v1/inventaries/3/inventary_details/101': ({ body }) => ({
        body: { ...details[0], quantity: (body as { inventary_detail: { quantity: number } }).inventary_detail.quantity },
      }),
      'PUT /v1/inventaries/3/inventary_details/102': {
        status: 409,
        body: { message: 'El inventario está cerrado y ya no se puede modificar ni eliminar.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/inventaries/3/edit');
    const first = await screen.findByLabelText('Cantidad real Tinta negra');
    expect(screen.getByText('0 de 3 insumos contados')).toBeInTheDocument();

    await user.type(first, '9,5{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Cantidad real Tinta cian')).toHaveFocus());
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ inventary_detail: { quantity: 9.5 } });
    expect(await screen.findByText('1 de 3 insumos contados')).toBeInTheDocument();

    await user.keyboard('12{Enter}');
    const failed = await screen.findByText('El inventario está cerrado y ya no se puede modificar ni eliminar.');
    expect(failed.closest('tr')).toHaveAttribute('data-detail-id', '102');
    const failedSave = screen.getByRole('button', { name: 'Guardar cantidad de Tinta cian' });
    expect(failedSave).toHaveAttribute('data-failed', 'true');
    // Red with its error icon (issue 22, item 15); the row saved before shows its check.
    expect(failedSave.querySelector('[data-icon="error"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar cantidad de Tinta negra' }).querySelector('[data-icon="saved"]')).not.toBeNull();
    expect(screen.getByLabelText('Cantidad real Tinta cian')).toHaveFocus();

    await user.type(screen.getByLabelText('Buscar insumo'), 'carton');
    expect(screen.queryByText('Tinta negra')).not.toBeInTheDocument();
    expect(screen.getByText('Cartón dúplex')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Buscar insumo'));
    await user.selectOptions(screen.getByLabelText('Tipo de insumo'), 'Tinta');
    expect(screen.queryByText('Cartón dúplex')).not.toBeInTheDocument();
    expect(screen.getByText('Tinta negra')).toBeInTheDocument();
  });

  it("a count of thousands draws 10 rows a page; Enter on a page's last row moves on to the next page's first", async () => {
    const many = Array.from({ length: 2000 }, (_, index) => detail(1000 + index, `Insumo ${index + 1}`));
    mockApi({
      'GET /v1/inventaries/3': { body: { ...inventary(), details: [] } },
      'GET /v1/inventaries/3/inventary_details': { body: many },
      'PUT /v1/inventaries/3/inventary_details/1009': { body: { ...many[9]!, quantity: 4 } },
    });
    const user = userEvent.setup();
    renderApp('/inventaries/3/edit');
    const tenth = await screen.findByLabelText('Cantidad real Insumo 10');
    expect(document.querySelectorAll('tr[data-detail-id]')).toHaveLength(10);
    expect(screen.getByText('1–10 de 2000')).toBeInTheDocument();
    expect(screen.getByText('0 de 2000 insumos contados')).toBeInTheDocument();

    await user.type(tenth, '4{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Cantidad real Insumo 11')).toHaveFocus());
    expect(screen.getByText('11–20 de 2000')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad real Insumo 10')).not.toBeInTheDocument();
  });

  it('closing asks first: declined it stays in creation; confirmed, the update closes it and opens the view', async () => {
    const { calls } = mockApi({
      'GET /v1/inventaries/3': { body: { ...inventary(), details } },
      'GET /v1/inventaries/3/inventary_details': { body: details },
      'PUT /v1/inventaries/3': { body: { ...inventary({ status: 'closed' }), details } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/inventaries/3/edit');
    await user.click(await screen.findByRole('radio', { name: 'Cerrado' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Seguir en creación' }));
    expect(screen.getByRole('radio', { name: 'En creación' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Cerrado' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cerrar' }));
    expect(screen.getByRole('radio', { name: 'Cerrado' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Actualizar inventario' }));
    expect(await screen.findByText('El inventario ha sido actualizado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ inventary: { status: 'closed' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventaries/3'));
  });

  it('the view by detail id: red where the system had more, green where less, the detail highlighted; a closed one opens no edit', async () => {
    const counted = [
      detail(101, 'Tinta negra', { supply_quantity: 10, quantity: 8 }),
      detail(102, 'Tinta cian', { supply_quantity: 10, quantity: 12 }),
      detail(103, 'Cartón dúplex', { supply_quantity: 10, quantity: 10 }),
    ];
    mockApi({ 'GET /v1/inventaries/show_by_detail_id/102': { body: { ...inventary({ status: 'closed' }), details: counted } } });
    renderApp('/inventaries/102/inventary_details/102');
    const missing = (await screen.findByText('Tinta negra')).closest('tr')!;
    expect(missing).toHaveAttribute('data-difference', 'missing');
    expect(screen.getByText('Tinta cian').closest('tr')).toHaveAttribute('data-difference', 'surplus');
    expect(screen.getByText('Tinta cian').closest('tr')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText('Cartón dúplex').closest('tr')).not.toHaveAttribute('data-difference');
    expect(screen.queryByRole('link', { name: 'Editar inventario' })).not.toBeInTheDocument();
  });

  it('a view of thousands of supplies pages, opening on the page of the detail asked for', async () => {
    const many = Array.from({ length: 150 }, (_, index) => detail(1000 + index, `Insumo ${index + 1}`));
    mockApi({ 'GET /v1/inventaries/show_by_detail_id/1120': { body: { ...inventary(), details: many } } });
    renderApp('/inventaries/1120/inventary_details/1120');
    expect((await screen.findByText('Insumo 121')).closest('tr')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.queryByText('Insumo 1')).not.toBeInTheDocument();
    expect(screen.getByText('121–130 de 150')).toBeInTheDocument();
    expect(document.querySelectorAll('tr[data-detail-id]')).toHaveLength(10);

    // The search looks through every page, not the one drawn.
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste('insumo 7');
    expect([...document.querySelectorAll('tr[data-detail-id]')].map((row) => row.textContent?.match(/Insumo \d+/)?.[0])).toEqual([
      'Insumo 7',
      'Insumo 70',
      'Insumo 71',
      'Insumo 72',
      'Insumo 73',
      'Insumo 74',
      'Insumo 75',
      'Insumo 76',
      'Insumo 77',
      'Insumo 78',
    ]);
    expect(screen.getByText('1–10 de 11')).toBeInTheDocument();
  });

  it('the edit screen of a closed inventory opens its view with a warning', async () => {
    mockApi({ 'GET /v1/inventaries/3': { body: { ...inventary({ status: 'closed' }), details } } });
    const { router } = renderApp('/inventaries/3/edit');
    expect(await screen.findByText('El inventario está cerrado: ya no se puede editar.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventaries/3'));
  });
});
