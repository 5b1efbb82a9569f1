import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import writeXlsxFile from 'write-excel-file/browser';
import { formatCurrency, todayInDisplayZone } from '@tintero/domain';
import { renderWithProviders } from '../../test/helpers';
import { alerts } from '../lib/alerts-store';
import { DataTable, type TableColumn } from './data-table';

// The spreadsheet writer itself is not under test: what the table hands it is.
vi.mock('write-excel-file/browser', () => ({
  default: vi.fn(() => ({ toBlob: () => Promise.resolve(new Blob(['xlsx'])) })),
}));

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

const orderColumns: TableColumn<Order>[] = [
  { accessor: 'id', title: 'N.º', kind: 'id' },
  { accessor: 'reference', title: 'Referencia', kind: 'longText' },
  { accessor: 'client', title: 'Cliente' },
  { accessor: 'cost', title: 'Costo', kind: 'money' },
  { accessor: 'actions', title: 'Acciones', kind: 'actions', render: (order) => <button type="button">Ver {order.id}</button> },
];

describe('DataTable, the one list of the app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so in Spanish when there is nothing to list', () => {
    renderTable(orderColumns, []);
    expect(screen.getByText('No hay registros.')).toBeInTheDocument();
  });

  it('cuts long text to a few lines, and a tap on "Ver más" shows it whole', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: make every clamped paragraph taller than the room it has.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.style.getPropertyValue('--text-line-clamp') ? 100 : 40;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    renderTable(orderColumns);

    const reference = within(rowOf(1)).getByText('Estuche plegadizo con ventana');
    expect(reference.style.getPropertyValue('--text-line-clamp')).toBe('2');
    await user.click(within(rowOf(1)).getAllByRole('button', { name: 'Ver más' })[0]!);
    expect(reference.style.getPropertyValue('--text-line-clamp')).toBe('');
    expect(within(rowOf(1)).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  });
});

interface Purchase {
  id: number;
  company: string;
  total: number;
  status: 'approved' | 'cancelled';
}

const purchases: Purchase[] = [
  { id: 1, company: 'Papeles, S.A.', total: 1500.5, status: 'approved' },
  { id: 2, company: 'Tintas "La Única"', total: 20, status: 'cancelled' },
  { id: 3, company: 'Cartón\nAndino', total: 0.125, status: 'approved' },
];

const purchaseColumns: TableColumn<Purchase>[] = [
  { accessor: 'id', title: 'N.º', kind: 'id' },
  { accessor: 'company', title: 'Empresa', kind: 'longText' },
  { accessor: 'total', title: 'Total', kind: 'money', render: (purchase) => formatCurrency(purchase.total) },
  {
    accessor: 'status',
    title: 'Estado',
    kind: 'status',
    render: (purchase) => <span className="badge">{purchase.status}</span>,
    exportValue: (purchase) => (purchase.status === 'approved' ? 'Aprobada' : 'Anulada'),
  },
  { accessor: 'actions', title: 'Acciones', kind: 'actions', render: (purchase) => <button type="button">Ver {purchase.id}</button> },
];

/** The first page of a list paged on the client: the table gets one row, and the whole list to export. */
function renderExportable() {
  return renderWithProviders(
    <DataTable<Purchase>
      records={purchases.slice(0, 1)}
      allRecords={purchases}
      totalRecords={purchases.length}
      recordsPerPage={1}
      page={1}
      onPageChange={() => {}}
      columns={purchaseColumns}
      exportAs={{ fileName: 'compras' }}
    />,
  );
}

/** Catches what the table hands the browser's downloads: the file and its name. */
function catchDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  let pending: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:tintero/export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ blob: pending!, name: this.download });
  });
  return files;
}

const lastAlert = () => alerts.getSnapshot().at(-1);

describe('DataTable export buttons', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(writeXlsxFile).mockClear();
  });

  it('are not there unless the list asks for them', () => {
    renderTable(orderColumns);
    expect(screen.queryByRole('group', { name: 'Exportar la tabla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();
  });

  it('"CSV" downloads every record of the list, not only the page shown, without the actions column', async () => {
    const user = userEvent.setup();
    const files = catchDownloads();
    renderExportable();
    const toolbar = screen.getByRole('group', { name: 'Exportar la tabla' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copiar', 'Excel', 'CSV']);

    await user.click(within(toolbar).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const fileName = `compras-${todayInDisplayZone()}.csv`;
    expect(files[0]!.name).toBe(fileName);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'N.º;Empresa;Total;Estado',
      '1;Papeles, S.A.;1500,5;Aprobada',
      '2;"Tintas ""La Única""";20;Anulada',
      '3;"Cartón\nAndino";0,125;Aprobada',
    ]);
    await waitFor(() => expect(lastAlert()).toMatchObject({ kind: 'success', messages: [`Se descargó ${fileName} con 3 filas.`] }));
  });

  it('"Copiar" puts tab-separated rows with their header on the clipboard and says how many', async () => {
    const user = userEvent.setup();
    renderExportable();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ kind: 'success', messages: ['Se copiaron 3 filas al portapapeles.'] }));
    expect((await navigator.clipboard.readText()).split('\r\n')).toEqual([
      'N.º\tEmpresa\tTotal\tEstado',
      '1\tPapeles, S.A.\t1500,5\tAprobada',
      '2\t"Tintas ""La Única"""\t20\tAnulada',
      '3\t"Cartón\nAndino"\t0,125\tAprobada',
    ]);
  });

  it('"Copiar" refused by the browser says so and points to the downloads', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denegado', 'NotAllowedError'));
    renderExportable();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() =>
      expect(lastAlert()).toMatchObject({
        kind: 'warning',
        messages: ['El navegador no permitió copiar al portapapeles. Use los botones Excel o CSV para descargar la tabla.'],
      }),
    );
  });

  it('"Excel" writes typed cells: figures and money as numbers, text as text, a bold header', async () => {
    const user = userEvent.setup();
    const files = catchDownloads();
    renderExportable();
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`compras-${todayInDisplayZone()}.xlsx`);

    const [data, options] = vi.mocked(writeXlsxFile).mock.calls[0]! as unknown as [unknown[][], { sheet: string; stickyRowsCount: number }];
    expect(options).toMatchObject({ sheet: 'compras', stickyRowsCount: 1 });
    expect(data[0]).toEqual(['N.º', 'Empresa', 'Total', 'Estado'].map((value) => ({ value, type: String, fontWeight: 'bold' })));
    expect(data).toHaveLength(4);
    const [id, company, total, status] = data[2] as { value: unknown; type: unknown; format?: string }[];
    expect(id).toEqual({ value: 2, type: Number });
    expect(company).toEqual({ value: 'Tintas "La Única"', type: String });
    expect(total).toMatchObject({ value: 20, type: Number });
    expect(total!.format).toMatch(/#,##0/);
    expect(status).toEqual({ value: 'Anulada', type: String });
  });

  it('an empty list has nothing to export: the buttons wait for rows', () => {
    renderWithProviders(<DataTable<Purchase> records={[]} columns={purchaseColumns} exportAs={{ fileName: 'compras' }} />);
    for (const name of ['Copiar', 'Excel', 'CSV']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
