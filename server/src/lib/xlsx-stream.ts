import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read per query: memory holds one batch, never the whole list. */
const BATCH_SIZE = 1000;

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

export interface StreamedSheet<Row extends { id: number }> {
  sheetName: string;
  /** Column key (a field of the row) → Spanish header, in column order, and each column's width. */
  headers: Record<string, string>;
  widths: Record<string, number>;
  /** The rows' ids in the sheet's order, taken once before the stream starts. */
  ids: readonly number[];
  /** Reads the rows of a batch of ids (in any order; a row deleted since is simply missing). */
  readBatch: (ids: number[]) => Promise<Row[]>;
  /** The cells of a row, when they are not the row's own fields. */
  toCells?: (row: Row) => Record<string, unknown>;
}

/**
 * A spreadsheet as a stream (DESIGN §1, §10): rows are read by id a batch at a time and written
 * through ExcelJS's streaming writer straight into the response, waiting whenever the client reads
 * slower than we write, so 50 000 rows never sit in memory at once. The caller takes the order
 * (ids only) before calling this: a query the database refuses answers an error, never a
 * spreadsheet cut off halfway. Sorting the whole table again for every batch, as a keyset would,
 * costs far more than the export itself.
 */
export function streamXlsx<Row extends { id: number }>(sheetSpec: StreamedSheet<Row>): PassThrough {
  const output = new PassThrough();
  const toCells = sheetSpec.toCells ?? ((row: Row) => row);

  const write = async () => {
    // ExcelJS (about 30 MB once loaded) loads with the first export, not when the server starts.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetSpec.sheetName);
    sheet.columns = Object.entries(sheetSpec.headers).map(([key, header]) => ({ key, header, width: sheetSpec.widths[key] }));
    for (let start = 0; start < sheetSpec.ids.length; start += BATCH_SIZE) {
      const ids = sheetSpec.ids.slice(start, start + BATCH_SIZE);
      const byId = new Map((await sheetSpec.readBatch(ids)).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        // Deleted since the order was taken: skipped.
        if (!row) continue;
        sheet.addRow(toCells(row)).commit();
      }
      // Back-pressure: let the client catch up before reading the next batch.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      // The client went away: stop reading.
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
