import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supplySpreadsheetHeaders, supplyStatusLabels } from '@tintero/domain';
import type { Database } from '../../db/client';
import { items, lists, supplies } from '../../db/schema';
import { nameKey, searchCondition, TYPES_OF_SUPPLIES_LIST } from './service';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read per query: memory holds one batch, never the whole list. */
const BATCH_SIZE = 1000;

const typeItem = alias(items, 'type_supply_item');
const localTime = (column: SQLWrapper, timeZone: string) => sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI')`;

const columnWidths: Record<keyof typeof supplySpreadsheetHeaders, number> = {
  id: 8,
  name: 40,
  quantity: 14,
  unit_of_measurement: 18,
  unit_value: 16,
  total_value: 18,
  stock_minimum: 14,
  type_supply: 18,
  status: 14,
  created_at: 18,
  updated_at: 18,
};

/**
 * The supplies spreadsheet as a stream (DESIGN §1, §10): rows are read in batches, in name
 * order, and written through ExcelJS's streaming writer straight into the response, waiting
 * whenever the client reads slower than we write, so 50 000 rows never sit in memory at once.
 * `search` filters as the list does. The search runs before the stream is handed back: a query
 * the database refuses answers an error, never a spreadsheet cut off halfway.
 */
export async function streamSuppliesWorkbook(db: Database, options: { search?: string | undefined; timeZone: string }) {
  // The order is taken once, as ids only (a few hundred KB for 50 000 supplies); rows are then
  // read by primary key a batch at a time. Sorting the whole table again for every batch, as a
  // keyset over the name would, costs far more than the export itself.
  const order = await db
    .select({ id: supplies.id })
    .from(supplies)
    .where(searchCondition(options.search))
    .orderBy(asc(nameKey), asc(supplies.id));

  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Insumos');
  sheet.columns = Object.entries(supplySpreadsheetHeaders).map(([key, header]) => ({
    key,
    header,
    width: columnWidths[key as keyof typeof supplySpreadsheetHeaders],
  }));

  const write = async () => {
    for (let start = 0; start < order.length; start += BATCH_SIZE) {
      const ids = order.slice(start, start + BATCH_SIZE).map((row) => row.id);
      const batch = await db
        .select({
          id: supplies.id,
          name: supplies.name,
          quantity: supplies.quantity,
          unit_of_measurement: supplies.unit_of_measurement,
          unit_value: supplies.unit_value,
          total_value: sql<number>`round(${supplies.quantity} * ${supplies.unit_value}, 6)`.mapWith(Number),
          stock_minimum: supplies.stock_minimum,
          type_supply: sql<string | null>`COALESCE(${typeItem.value}, ${supplies.type_supply})`,
          status: supplies.status,
          created_at: localTime(supplies.created_at, options.timeZone),
          updated_at: localTime(supplies.updated_at, options.timeZone),
        })
        .from(supplies)
        .leftJoin(
          typeItem,
          and(
            eq(typeItem.key, supplies.type_supply),
            eq(typeItem.list_id, sql`(SELECT ${lists.id} FROM ${lists} WHERE ${lists.name} = ${TYPES_OF_SUPPLIES_LIST})`),
          ),
        )
        .where(inArray(supplies.id, ids));
      const byId = new Map(batch.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        // Deleted since the order was taken: skipped.
        if (!row) continue;
        sheet.addRow({ ...row, status: supplyStatusLabels[row.status === 1 ? 1 : 0] }).commit();
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
