import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInAs } from '../../test/helpers';
import { alerts } from '../lib/alerts-store';
import { columnChoiceKey } from '../lib/column-choice';
import { DataTable, type TableColumn } from './data-table';

interface Order {
  id: number;
  reference: string;
  client: string;
  labor_cost: number;
}

const orders: Order[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  reference: `Estuche ${index + 1}`,
  client: index === 249 ? 'Té del Valle' : `Cliente ${index + 1}`,
  labor_cost: 1000 + index,
}));

const columns: TableColumn<Order>[] = [
  { accessor: 'id', title: 'N.º', kind: 'id' },
  { accessor: 'reference', title: 'Referencia' },
  { accessor: 'client', title: 'Cliente' },
  { accessor: 'labor_cost', title: 'Costo de mano de obra', kind: 'money' },
  { accessor: 'actions', title: 'Acciones', kind: 'actions', render: (order) => <button type="button">Ver {order.id}</button> },
];

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const rows = () => document.querySelectorAll('tbody tr[data-order-id]');

function renderOrders(props: { records?: Order[]; virtualized?: boolean } = {}) {
  return renderWithProviders(
    <DataTable<Order>
      records={props.records ?? orders.slice(0, 3)}
      columns={columns}
      columnsKey="orders"
      virtualized={props.virtualized}
      searchable={props.virtualized}
      exportAs={{ fileName: 'ordenes' }}
      customRowAttributes={(order) => ({ 'data-order-id': order.id })}
    />,
  );
}

describe('DataTable columns (issue 22 item 2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Pinning is measured by the browser (e2e/tests/table-layout.spec.ts): jsdom lays nothing out.
  it('draws every column in its row: no "Más datos" panel', () => {
    renderOrders();
    expect(headers()).toEqual(['N.º', 'Referencia', 'Cliente', 'Costo de mano de obra', 'Acciones']);
    expect(screen.queryByRole('button', { name: 'Más datos' })).not.toBeInTheDocument();
  });

  it('"Columnas" hides a column, offering neither the identifying column nor the actions, and "Mostrar todas" undoes it', async () => {
    const user = userEvent.setup();
    signInAs({ id: 7, role: 'administrator' });
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const chooser = screen.getByRole('group', { name: 'Columnas que se muestran' });
    expect(within(chooser).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(chooser).queryByRole('checkbox', { name: 'N.º' })).not.toBeInTheDocument();
    expect(within(chooser).queryByRole('checkbox', { name: 'Acciones' })).not.toBeInTheDocument();

    await user.click(within(chooser).getByRole('checkbox', { name: 'Cliente' }));
    expect(headers()).toEqual(['N.º', 'Referencia', 'Costo de mano de obra', 'Acciones']);
    expect(screen.getByRole('button', { name: 'Columnas (1 oculta)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(columnChoiceKey(7, 'orders'))!)).toEqual(['client']);

    await user.click(within(chooser).getByRole('button', { name: 'Mostrar todas' }));
    expect(headers()).toContain('Cliente');
    await user.click(within(chooser).getByRole('button', { name: 'Listo' }));
    expect(chooser).not.toBeInTheDocument();
  });

  it('remembers the choice per person and per table', () => {
    localStorage.setItem(columnChoiceKey(7, 'orders'), JSON.stringify(['client', 'labor_cost']));
    signInAs({ id: 7, role: 'administrator' });
    const { unmount } = renderOrders();
    expect(headers()).toEqual(['N.º', 'Referencia', 'Acciones']);
    unmount();

    // Someone else at the same browser sees every column.
    signInAs({ id: 8, role: 'administrator' });
    renderOrders();
    expect(headers()).toEqual(['N.º', 'Referencia', 'Cliente', 'Costo de mano de obra', 'Acciones']);
  });

  it('copies the columns shown, not those hidden', async () => {
    const user = userEvent.setup();
    localStorage.setItem(columnChoiceKey(7, 'orders'), JSON.stringify(['client']));
    signInAs({ id: 7, role: 'administrator' });
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(alerts.getSnapshot().at(-1)).toMatchObject({ kind: 'success' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\r\n')[0]).toBe('N.º\tReferencia\tCosto de mano de obra');
  });

  it('a stored choice that is not a list of names counts as none', () => {
    localStorage.setItem(columnChoiceKey(7, 'orders'), '{"client":true}');
    signInAs({ id: 7, role: 'administrator' });
    renderOrders();
    expect(headers()).toContain('Cliente');
  });
});

describe('DataTable drawing a whole list (issue 22 item 1)', () => {
  it('draws every record with no pager, only a window of them in the DOM', () => {
    renderOrders({ records: orders, virtualized: true });
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();
    // Spacer rows stand for those left out, so the scrollbar is the whole list's.
    expect(document.querySelectorAll('tr[data-spacer]')).toHaveLength(2);
  });

  it('the search finds a record far out of the window', async () => {
    const user = userEvent.setup();
    renderOrders({ records: orders, virtualized: true });
    expect(document.querySelector('tr[data-order-id="250"]')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'té del valle');
    expect(rows()).toHaveLength(1);
    expect(document.querySelector('tr[data-order-id="250"]')).not.toBeNull();
  });

  it('a short list is drawn as it is', () => {
    renderOrders({ records: orders.slice(0, 12), virtualized: true });
    expect(rows()).toHaveLength(12);
    expect(document.querySelector('tr[data-spacer]')).toBeNull();
  });
});
