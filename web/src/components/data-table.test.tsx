import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/helpers';
import { DataTable, type TableColumn } from './data-table';

interface Order {
  id: number;
  reference: string;
  client: string;
  cost: string;
}

const orders: Order[] = [
  { id: 1, reference: 'Estuche plegadizo con ventana', client: 'Té del Valle', cost: '$ 1.500,0' },
  { id: 2, reference: 'Etiquetas', client: 'ACME', cost: '$ 20,0' },
];

const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-order-id="${id}"]`)!;

function renderTable(columns: TableColumn<Order>[], records = orders) {
  return renderWithProviders(
    <DataTable<Order> records={records} columns={columns} customRowAttributes={(order) => ({ 'data-order-id': order.id })} />,
  );
}

const withOptionalColumns: TableColumn<Order>[] = [
  { accessor: 'id', title: 'N.º', kind: 'id' },
  { accessor: 'reference', title: 'Referencia', kind: 'longText' },
  { accessor: 'client', title: 'Cliente', visibleFrom: 'lg' },
  { accessor: 'cost', title: 'Costo', kind: 'money', visibleFrom: 'xl' },
  { accessor: 'actions', title: 'Acciones', kind: 'actions', render: (order) => <button type="button">Ver {order.id}</button> },
];

describe('DataTable, the one list of the app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens, per row, the values of the columns a narrow table leaves out, beside the row actions', async () => {
    const user = userEvent.setup();
    renderTable(withOptionalColumns);
    const more = within(rowOf(1)).getByRole('button', { name: 'Más datos' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(rowOf(1))
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Ver 1', 'Más datos']);

    await user.click(more);
    const panel = await screen.findByText('Cliente', { selector: 'dt' });
    const entries = [...panel.closest('dl')!.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(entries).toEqual([
      ['Cliente', 'Té del Valle'],
      ['Costo', '$ 1.500,0'],
    ]);
    expect(within(rowOf(1)).getByRole('button', { name: 'Menos datos' })).toHaveAttribute('aria-expanded', 'true');
    // Only the row asked for opens.
    expect(within(rowOf(2)).getByRole('button', { name: 'Más datos' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a table with no actions column gets its own "more data" column; one that always fits gets none', () => {
    const { unmount } = renderTable(withOptionalColumns.slice(0, -1));
    expect(within(rowOf(2)).getByRole('button', { name: 'Más datos' })).toBeInTheDocument();
    unmount();

    renderTable(withOptionalColumns.filter((column) => !column.visibleFrom));
    expect(within(rowOf(2)).queryByRole('button', { name: 'Más datos' })).not.toBeInTheDocument();
  });

  it('says so in Spanish when there is nothing to list', () => {
    renderTable(withOptionalColumns, []);
    expect(screen.getByText('No hay registros.')).toBeInTheDocument();
  });

  it('cuts long text to a few lines, and a tap on "Ver más" shows it whole', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: make every clamped paragraph taller than the room it has.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.style.getPropertyValue('--text-line-clamp') ? 100 : 40;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    renderTable(withOptionalColumns);

    const reference = within(rowOf(1)).getByText('Estuche plegadizo con ventana');
    expect(reference.style.getPropertyValue('--text-line-clamp')).toBe('2');
    await user.click(within(rowOf(1)).getAllByRole('button', { name: 'Ver más' })[0]!);
    expect(reference.style.getPropertyValue('--text-line-clamp')).toBe('');
    expect(within(rowOf(1)).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  });
});
