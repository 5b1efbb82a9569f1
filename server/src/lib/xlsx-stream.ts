import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read per query: memory holds one batch, never the whole list. */
export const XLSX_BATCH_SIZE = 1000;

/** A timestamp as the workshop reads it (APP_TIME_ZONE), `YYYY-MM-DD HH:MM`, computed by PostgreSQL. */
export const localTime = (column: SQLWrapper, timeZone: string) =>
  sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI')`;

/** A route's declared answer when it streams a spreadsheet: a file, never serialized from a schema. */
export const xlsxResponse = (fileName: string) => ({
  200: {
    description: fileName,
    content: { [XLSX_CONTENT_TYPE]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
});

/** Sends a workbook stream as a download named `fileName`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, workbook: PassThrough) =>
  reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(workbook);

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

/** ExcelJS (about 30 MB once loaded, 0.4 s or more to load) is loaded once, by the first export or by `warmsXlsxWriter`. */
const importExcelJs = () => import('exceljs');
let excelJs: ReturnType<typeof importExcelJs> | undefined;
const loadExcelJs = () => (excelJs ??= importExcelJs());

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

/**
 * A spreadsheet as a stream (DESIGN §1, §10): rows are read a keyset batch at a time and written
 * through ExcelJS's streaming writer straight into the response, waiting whenever the client reads
 * slower than we write, so 50 000 rows never sit in memory at once and no connection or
 * transaction is held while the client downloads (docs/decisions/018). The first batch is read
 * before the stream is returned: a query the database refuses answers an error, never a
 * spreadsheet cut off halfway, and the first bytes leave as soon as that batch is written.
 */
export async function streamXlsx<Row>(sheetSpec: StreamedSheet<Row>, batchSize = XLSX_BATCH_SIZE): Promise<PassThrough> {
  const [{ default: ExcelJS }, firstBatch] = await Promise.all([loadExcelJs(), sheetSpec.readAfter(undefined, batchSize)]);
  const output = new PassThrough();
  const toCells = sheetSpec.toCells ?? ((row: Row) => row as Record<string, unknown>);

  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetSpec.sheetName);
    sheet.columns = Object.entries(sheetSpec.headers).map(([key, header]) => ({ key, header, width: sheetSpec.widths[key] }));
    let batch = firstBatch;
    while (batch.length > 0) {
      for (const row of batch) sheet.addRow(toCells(row)).commit();
      // Back-pressure: let the client catch up before reading the next batch.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      // The client went away: stop reading.
      if (output.destroyed) return;
      batch = await sheetSpec.readAfter(batch.at(-1), batchSize);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
