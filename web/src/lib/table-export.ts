import type { ReactNode } from 'react';
import {
  CSV_DELIMITER,
  formatDate,
  formatDateTime,
  formatDuration,
  inertText,
  spreadsheetNumber,
  textKey,
  todayInDisplayZone,
} from '@tintero/domain';

/**
 * The tables' copy, Excel and CSV buttons (spec part 1 §9, part 2 §9). What a table exports is
 * decided by its columns, here; the spreadsheet libraries (papaparse, write-excel-file) are only
 * imported when a button is used, so the app's first load never carries them.
 */

/** One exported cell: text, a number (money, quantities, ids) or empty. */
export type ExportValue = string | number | null;

/** What the export reads of a table column (the DataTable's columns satisfy it). */
export interface ExportColumn<T> {
  accessor: string;
  title?: ReactNode;
  kind?: string;
  hidden?: boolean;
  render?: (record: T, index: number) => ReactNode;
  /** The plain value of a column whose cell draws a badge or a link; `false` leaves the column out. */
  exportValue?: ((record: T) => ExportValue) | false;
}

/** A table ready to be written: headers, the kind of each column, and plain rows. */
export interface ExportTable {
  headers: string[];
  kinds: (string | undefined)[];
  rows: ExportValue[][];
}

/** Kinds whose value is a figure: exported as the number itself, never as the formatted `$ 1.234,5`. */
const NUMERIC_KINDS = new Set(['id', 'money', 'quantity']);

function valueAtPath(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);
}

function asNumber(value: unknown): ExportValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const number = Number(value);
  return typeof value === 'string' && Number.isFinite(number) ? number : String(value);
}

function plain(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}

/**
 * A cell's exported value: the column's `exportValue`; for figures, the raw number; otherwise the
 * text the cell shows when its `render` gives text (formatted dates, durations, names), else the
 * raw value, dates and timestamps formatted as on screen and durations (seconds) as HH:MM:SS.
 */
function cellValue<T>(column: ExportColumn<T>, record: T, index: number): ExportValue {
  if (typeof column.exportValue === 'function') return column.exportValue(record);
  const raw = valueAtPath(record, column.accessor);
  if (column.kind && NUMERIC_KINDS.has(column.kind)) return asNumber(raw);
  const shown = column.render?.(record, index);
  if (typeof shown === 'string' || typeof shown === 'number') return shown;
  if (raw === null || raw === undefined || raw === '') return null;
  if (column.kind === 'date') return formatDate(raw as string);
  if (column.kind === 'dateTime') return formatDateTime(raw as string);
  if (column.kind === 'duration' && typeof raw === 'number') return formatDuration(raw);
  return plain(raw);
}

function headerOf<T>(column: ExportColumn<T>): string {
  return typeof column.title === 'string' || typeof column.title === 'number' ? String(column.title) : column.accessor;
}

/** Accent- and case-insensitive text, as the server searches: the domain's text key. */
export const plainKey = textKey;

/**
 * Whether a record holds `needle` (already `plainKey`ed) in any column the export writes, read as
 * the export reads it: a table's search finds what its copy, Excel and CSV buttons would write.
 */
export function recordMatches<T>(columns: readonly ExportColumn<T>[], record: T, index: number, needle: string): boolean {
  if (!needle) return true;
  return columns.some((column) => {
    if (column.kind === 'actions' || column.hidden || column.exportValue === false) return false;
    const value = cellValue(column, record, index);
    return value !== null && plainKey(String(value)).includes(needle);
  });
}

/** The columns and rows to export: every column but the row actions, hidden ones and those that opt out. */
export function exportTable<T>(columns: readonly ExportColumn<T>[], records: readonly T[]): ExportTable {
  const exported = columns.filter((column) => column.kind !== 'actions' && !column.hidden && column.exportValue !== false);
  return {
    headers: exported.map(headerOf),
    kinds: exported.map((column) => column.kind),
    rows: records.map((record, index) => exported.map((column) => cellValue(column, record, index))),
  };
}

const BYTE_ORDER_MARK = '\uFEFF';

async function unparse(table: ExportTable, delimiter: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  // As a Spanish-locale spreadsheet reads it: comma decimals, and text that would run as a formula
  // (= + - @ first) written as text; figures stay figures, a negative one included.
  const data = table.rows.map((row) =>
    row.map((value) => (typeof value === 'number' ? spreadsheetNumber(value) : value === null ? null : inertText(value))),
  );
  const text = Papa.unparse({ fields: table.headers.map(inertText), data }, { delimiter, newline: '\r\n' });
  // Papa ends a header with no rows after it with a line break; no other text ends with one.
  return text.endsWith('\r\n') && table.rows.length === 0 ? text.slice(0, -2) : text;
}

/** CSV as a Spanish-locale Excel opens it, accents right: UTF-8 with a byte order mark, `;`, comma decimals, CRLF. */
export async function toCsv(table: ExportTable): Promise<string> {
  return BYTE_ORDER_MARK + (await unparse(table, CSV_DELIMITER));
}

/** Tab-separated text with its header row, comma decimals: what a spreadsheet pastes into columns. */
export async function toTsv(table: ExportTable): Promise<string> {
  return unparse(table, '\t');
}

/** `<base>-YYYY-MM-DD.<extension>`, the date being the workshop's today. */
export function exportFileName(base: string, extension: 'csv' | 'xlsx', today = todayInDisplayZone()): string {
  return `${base}-${today}.${extension}`;
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the blob by now; free it once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the table as `<base>-YYYY-MM-DD.csv`; answers the file's name. */
export async function downloadCsv(table: ExportTable, base: string): Promise<string> {
  const fileName = exportFileName(base, 'csv');
  saveFile(new Blob([await toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}

/** Money reads as on screen (`$ 1.234,5`, up to 6 decimals) but stays a number Excel adds up. */
const MONEY_FORMAT = '"$ "#,##0.0#####';
const MAX_COLUMN_WIDTH = 60;

/** Downloads the table as `<base>-YYYY-MM-DD.xlsx`, figures as typed number cells; answers the file's name. */
export async function downloadXlsx(table: ExportTable, base: string, sheet?: string): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.headers.map((title) => ({ value: title, type: String, fontWeight: 'bold' as const }));
  const body = table.rows.map((row) =>
    row.map((value, column) => {
      if (value === null) return null;
      if (typeof value === 'number') {
        return table.kinds[column] === 'money' ? { value, type: Number, format: MONEY_FORMAT } : { value, type: Number };
      }
      return { value, type: String };
    }),
  );
  const columns = table.headers.map((title, column) => ({
    width: Math.min(
      MAX_COLUMN_WIDTH,
      table.rows.reduce((widest, row) => Math.max(widest, String(row[column] ?? '').length), title.length) + 2,
    ),
  }));
  const fileName = exportFileName(base, 'xlsx');
  // Excel refuses a sheet name longer than 31 characters or holding any of : \ / ? * [ ].
  const sheetName = (sheet ?? base).replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  const blob = await writeXlsxFile([header, ...body], { columns, stickyRowsCount: 1, sheet: sheetName }).toBlob();
  saveFile(blob, fileName);
  return fileName;
}
