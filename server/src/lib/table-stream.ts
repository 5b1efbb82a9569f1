import { once } from 'node:events';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_DELIMITER, formatDateTimeIn, inertText, spreadsheetNumber, TABLE_FORMATS, type TableFormat } from '@tintero/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export type { TableFormat };

/**
 * The `format` of an export's query string (the domain's TABLE_FORMATS, issue 22 item 3): the
 * workbook unless asked otherwise; every row of the list's search in each.
 */
export const tableFormatField = {
  format: z.enum(TABLE_FORMATS).default('xlsx').describe('xlsx (por defecto), csv (; y coma decimal) o tsv (para copiar)'),
};

/** The `format` alone, for a route whose query string is parsed by another schema (the ledgers', the reports'). */
export const tableFormatQuery = z.object(tableFormatField);

const CONTENT_TYPES: Record<TableFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
};

/** Rows read per query: memory holds one batch, never the whole list. */
export const XLSX_BATCH_SIZE = 1000;

/** Rows written before the stream yields to other requests (a few milliseconds of work). */
const ROWS_PER_TURN = 100;

/**
 * A timestamp as the workshop reads it (APP_TIME_ZONE), `DD/MM/YYYY HH:MM` as the screens and the
 * web's own exports write it, computed by PostgreSQL.
 */
export const localTime = (column: SQLWrapper, timeZone: string) =>
  sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'DD/MM/YYYY HH24:MI')`;

/** The same of an instant read from a row: `DD/MM/YYYY HH:MM` in `timeZone` (the domain's formatter, as the screens). */
export const localTimeIn = (timeZone: string) => (value: string | Date) => formatDateTimeIn(value, timeZone);

/** A route's declared answer when it streams a table: a file, never serialized from a schema. */
export const tableFileResponse = (baseName: string) => ({
  200: {
    description: `${baseName}.xlsx, .csv o .tsv según \`format\``,
    // Media types as a description names them: without the charset the header adds.
    content: Object.fromEntries(
      TABLE_FORMATS.map((format) => [CONTENT_TYPES[format].split(';')[0]!, { schema: z.any().meta({ type: 'string', format: 'binary' }) }]),
    ),
  },
});

/** Sends a table stream as a download named `<baseName>.<format>`. */
export const sendTable = (reply: FastifyReply, baseName: string, format: TableFormat, stream: PassThrough) =>
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .send(stream);

export interface StreamedSheet<Row> {
  sheetName: string;
  /** Column key (a field of the row) → Spanish header, in column order, and each column's width. */
  headers: Record<string, string>;
  widths: Record<string, number>;
  /**
   * The rows that follow `last` (the last row written; none for the first batch) in the sheet's
   * order, at most `limit` of them; an empty batch ends the sheet. A keyset page: the sort key of
   * `last` bounds an index range, so each batch costs the same however deep into the sheet it is.
   */
  readAfter: (last: Row | undefined, limit: number) => Promise<Row[]>;
  /** The cells of a row, when they are not the row's own fields. */
  toCells?: (row: Row) => Record<string, unknown>;
}

type WorkbookWriterClass = typeof import('exceljs').stream.xlsx.WorkbookWriter;

/**
 * The parts of ExcelJS's streaming writer, each loaded on its own turn of the event loop, smallest
 * first: `[package whose folder resolves it, module]`. Loading a CommonJS module is synchronous, and
 * `import('exceljs')` loaded the whole library in one go (the reader's unzipper and the in-memory
 * workbook's jszip too, neither ever used here): 220–450 ms during which no other request was
 * answered, the worst wait of the "no stall" probe behind the first export (issue 23 item 3). Now
 * only the writer loads (about half), a piece of at most some 25 ms at a time, each piece resolved from the
 * folder of the package that requires it so the final require finds it cached. A piece that no
 * longer resolves (a dependency moved) is skipped: the last require loads whatever is left.
 */
const WRITER_PIECES: [from: string, module: string][] = [
  ['archiver', 'readable-stream'],
  ['archiver-utils', 'graceful-fs'],
  ['archiver-utils', 'lazystream'],
  ['archiver-utils', 'glob'],
  ['archiver', 'archiver-utils'],
  ['archiver', 'tar-stream'],
  ['zip-stream', 'archiver-utils'],
  ['compress-commons', 'crc32-stream'],
  ['archiver', 'compress-commons'],
  ['archiver', 'zip-stream'],
  ['exceljs', 'archiver'],
  ['exceljs', 'exceljs/lib/xlsx/xform/style/styles-xform'],
  ['exceljs', 'exceljs/lib/stream/xlsx/worksheet-writer'],
];

/** Each package's parent: the folder it is resolved from, as the package that requires it resolves it. */
const PARENT_PACKAGES: Record<string, string> = {
  archiver: 'exceljs',
  'archiver-utils': 'archiver',
  'zip-stream': 'archiver',
  'compress-commons': 'zip-stream',
};

/**
 * The file of each piece of WRITER_PIECES, or undefined where one no longer resolves, and the
 * require that loads the writer itself (exported for the test that keeps the pieces in step with
 * the installed packages).
 */
export function workbookWriterPieces() {
  const folders = new Map<string, NodeJS.Require>([['', createRequire(import.meta.url)]]);
  const requireFrom = (name: string): NodeJS.Require => {
    let found = folders.get(name);
    if (!found) {
      found = createRequire(requireFrom(PARENT_PACKAGES[name] ?? '').resolve(`${name}/package.json`));
      folders.set(name, found);
    }
    return found;
  };
  const resolve = (from: string, module: string) => {
    try {
      return requireFrom(from).resolve(module);
    } catch {
      return undefined;
    }
  };
  return {
    files: WRITER_PIECES.map(([from, module]) => resolve(from, module)),
    requireWriter: () => requireFrom('exceljs')('exceljs/lib/stream/xlsx/workbook-writer') as WorkbookWriterClass,
  };
}

async function importWorkbookWriter(): Promise<WorkbookWriterClass> {
  const { files, requireWriter } = workbookWriterPieces();
  const require = createRequire(import.meta.url);
  for (const file of files) {
    // A piece that no longer resolves is left for the writer's own require.
    if (file) require(file);
    await setImmediate();
  }
  return requireWriter();
}

/** ExcelJS's streaming writer is loaded once, by the first export or by `warmsXlsxWriter`. */
let excelJs: Promise<WorkbookWriterClass> | undefined;
const loadExcelJs = () => (excelJs ??= importWorkbookWriter());

/**
 * Route options for the lists whose screens offer an Excel export: once such a list has answered,
 * ExcelJS loads while the person reads it, so the first export does not wait for it (it took up to
 * 5 s cold, issue 14). A server nobody exports from never loads it. A failure to load is left for
 * the export to report.
 */
export const warmsXlsxWriter = {
  onResponse: async () => {
    if (!excelJs) void loadExcelJs().catch(() => (excelJs = undefined));
  },
};

/** How one row lands in the file: a workbook row, or a record of the text writer. */
interface RowSink {
  add: (cells: Record<string, unknown>) => void;
  end: () => Promise<void>;
}

async function workbookSink<Row>(sheetSpec: StreamedSheet<Row>, output: PassThrough): Promise<RowSink> {
  const WorkbookWriter = await loadExcelJs();
  const workbook = new WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetSpec.sheetName);
  sheet.columns = Object.entries(sheetSpec.headers).map(([key, header]) => ({ key, header, width: sheetSpec.widths[key] }));
  return {
    add: (cells) => sheet.addRow(cells).commit(),
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * CSV as a Spanish-locale spreadsheet opens it: `;` between fields, comma decimals, CRLF, UTF-8 with
 * a byte order mark so accents survive; tab-separated text (for the clipboard) the same but with
 * tabs and no mark. A text starting with = + - @ is written so no spreadsheet runs it as a formula.
 */
function textSink<Row>(sheetSpec: StreamedSheet<Row>, output: PassThrough, format: 'csv' | 'tsv'): RowSink {
  const keys = Object.keys(sheetSpec.headers);
  const writer = stringify({
    delimiter: format === 'csv' ? CSV_DELIMITER : '\t',
    record_delimiter: 'windows',
    bom: format === 'csv',
    columns: keys.map((key) => ({ key, header: sheetSpec.headers[key]! })),
    header: true,
    cast: { number: spreadsheetNumber, string: inertText },
  });
  writer.pipe(output);
  return {
    add: (cells) => writer.write(cells),
    end: async () => {
      writer.end();
      await once(writer, 'end');
    },
  };
}

/**
 * A table as a stream (DESIGN §1, §10): rows are read a keyset batch at a time and written (through
 * ExcelJS's streaming writer, or csv-stringify) straight into the response, waiting whenever the
 * client reads slower than we write, so 50 000 rows never sit in memory at once and no connection
 * or transaction is held while the client downloads (docs/decisions/018). The first batch is read
 * before the stream is returned: a query the database refuses answers an error, never a file cut
 * off halfway, and the first bytes leave as soon as that batch is written.
 */
export async function streamTable<Row>(
  sheetSpec: StreamedSheet<Row>,
  format: TableFormat = 'xlsx',
  batchSize = XLSX_BATCH_SIZE,
): Promise<PassThrough> {
  const output = new PassThrough();
  const [sink, firstBatch] = await Promise.all([
    format === 'xlsx' ? workbookSink(sheetSpec, output) : textSink(sheetSpec, output, format),
    sheetSpec.readAfter(undefined, batchSize),
  ]);
  const toCells = sheetSpec.toCells ?? ((row: Row) => row as Record<string, unknown>);

  const write = async () => {
    let batch = firstBatch;
    while (batch.length > 0) {
      for (const [index, row] of batch.entries()) {
        // Writing a row is JavaScript on the one thread every request shares: a slice of rows at a
        // time, then the other requests' turn, so a 50 000-row download never stalls them.
        if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate();
        sink.add(toCells(row));
      }
      // Back-pressure: let the client catch up before reading the next batch.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      // The client went away: stop reading.
      if (output.destroyed) return;
      batch = await sheetSpec.readAfter(batch.at(-1), batchSize);
    }
    await sink.end();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
