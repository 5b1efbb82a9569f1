import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_TIME_ZONE, formatCurrency, setDisplayTimeZone } from '@tintero/domain';
import { exportFileName, exportTable, toCsv, toTsv, type ExportColumn } from './table-export';

interface Order {
  id: number;
  reference: string;
  client: { name: string } | null;
  cost: number | null;
  amount: string;
  status: string;
  created_at: string;
  delivery_day: string | null;
  seconds: number;
}

const orders: Order[] = [
  {
    id: 1,
    reference: 'Cajas, "plegadizas"\ncon ventana',
    client: { name: 'Té del Valle' },
    cost: 1500.5,
    amount: '1200',
    status: 'developing',
    created_at: '2026-03-20T15:30:00Z',
    delivery_day: '2026-03-31',
    seconds: 3725,
  },
  {
    id: 2,
    reference: '=HYPERLINK("http://x")',
    client: null,
    cost: null,
    amount: '',
    status: 'cancelled',
    created_at: '2026-04-01T04:59:00Z',
    delivery_day: null,
    seconds: 0,
  },
];

/** A cell that draws an element, as a badge or a link does. */
const badge = (text: string) => createElement('span', null, text);

const columns: ExportColumn<Order>[] = [
  { accessor: 'id', title: 'N.º', kind: 'id' },
  { accessor: 'reference', title: 'Referencia', kind: 'longText' },
  { accessor: 'client.name', title: 'Cliente' },
  { accessor: 'cost', title: 'Costo', kind: 'money', render: (order) => formatCurrency(order.cost) },
  { accessor: 'amount', title: 'Cantidad', kind: 'quantity' },
  {
    accessor: 'status',
    title: 'Estado',
    kind: 'status',
    render: (order) => badge(order.status),
    exportValue: (order) => (order.status === 'cancelled' ? 'Anulada' : 'En desarrollo'),
  },
  { accessor: 'created_at', title: 'Creada', kind: 'dateTime', render: () => badge('no es texto') },
  { accessor: 'delivery_day', title: 'Entrega', kind: 'date' },
  { accessor: 'seconds', title: 'Tiempo', kind: 'duration' },
  { accessor: 'internal', title: 'Interna', exportValue: false },
  { accessor: 'hidden', title: 'Oculta', hidden: true },
  { accessor: 'actions', title: 'Acciones', kind: 'actions', render: () => badge('Ver') },
];

describe('exportTable: what the copy, Excel and CSV buttons write', () => {
  beforeEach(() => setDisplayTimeZone(DEFAULT_APP_TIME_ZONE));

  it('takes every column but the actions, hidden and opted-out ones, titled as on screen', () => {
    expect(exportTable(columns, orders).headers).toEqual([
      'N.º',
      'Referencia',
      'Cliente',
      'Costo',
      'Cantidad',
      'Estado',
      'Creada',
      'Entrega',
      'Tiempo',
    ]);
  });

  it('writes figures as numbers, badges through exportValue, dates in the workshop zone and durations as HH:MM:SS', () => {
    const { rows, kinds } = exportTable(columns, orders);
    expect(rows).toEqual([
      [1, 'Cajas, "plegadizas"\ncon ventana', 'Té del Valle', 1500.5, 1200, 'En desarrollo', '20/03/2026 10:30', '2026-03-31', '01:02:05'],
      // Bogotá is UTC-5: 04:59 UTC on April 1st is still March 31st there.
      [2, '=HYPERLINK("http://x")', null, null, null, 'Anulada', '31/03/2026 23:59', null, '00:00:00'],
    ]);
    expect(kinds[3]).toBe('money');
  });

  it('prefers the text a cell renders to its raw value (a month name, a formatted time)', () => {
    const months: ExportColumn<{ month: number }>[] = [
      { accessor: 'month', title: 'Mes', render: (row) => ['enero', 'febrero'][row.month - 1] },
    ];
    expect(exportTable(months, [{ month: 2 }]).rows).toEqual([['febrero']]);
  });

  it('a title that is not text falls back to the accessor', () => {
    expect(exportTable([{ accessor: 'id', title: badge('N.º'), kind: 'id' }], [{ id: 3 }]).headers).toEqual(['id']);
  });
});

describe('CSV and tab-separated text', () => {
  beforeEach(() => setDisplayTimeZone(DEFAULT_APP_TIME_ZONE));

  it('CSV as a Spanish-locale spreadsheet opens it: byte order mark, `;`, comma decimals, CRLF, quotes doubled, fields with quotes or newlines quoted, nulls empty', async () => {
    const csv = await toCsv(exportTable(columns, orders));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'N.º;Referencia;Cliente;Costo;Cantidad;Estado;Creada;Entrega;Tiempo',
      '1;"Cajas, ""plegadizas""\ncon ventana";Té del Valle;1500,5;1200;En desarrollo;20/03/2026 10:30;2026-03-31;01:02:05',
      // A text a spreadsheet would run as a formula is written as text.
      `2;"'=HYPERLINK(""http://x"")";;;;Anulada;31/03/2026 23:59;;00:00:00`,
    ]);
  });

  it('keeps accents in UTF-8 behind the byte order mark', async () => {
    const csv = await toCsv(exportTable(columns.slice(0, 3), orders.slice(0, 1)));
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Té del Valle');
  });

  it('TSV for the clipboard: a header row, tabs, comma decimals, no byte order mark, negative numbers kept as numbers', async () => {
    const tsv = await toTsv(
      exportTable<{ name: string; total: number }>(
        [
          { accessor: 'name', title: 'Nombre' },
          { accessor: 'total', title: 'Total', kind: 'money' },
        ],
        [
          { name: 'Tinta\tnegra', total: -20 },
          { name: 'Papel', total: 0.125 },
        ],
      ),
    );
    expect(tsv.split('\r\n')).toEqual(['Nombre\tTotal', '"Tinta\tnegra"\t-20', 'Papel\t0,125']);
  });

  it('an empty table is its header alone', async () => {
    expect(await toTsv(exportTable(columns.slice(0, 2), []))).toBe('N.º\tReferencia');
  });
});

describe('exportFileName', () => {
  it('is the base and the workshop date', () => {
    expect(exportFileName('usuarios', 'xlsx', '2026-03-20')).toBe('usuarios-2026-03-20.xlsx');
    expect(exportFileName('compras', 'csv', '2026-01-02')).toBe('compras-2026-01-02.csv');
  });
});
