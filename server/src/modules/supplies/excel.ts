import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supplySpreadsheetHeaders, supplyStatusLabels, TYPES_OF_SUPPLIES_LIST } from '@tintero/domain';
import type { Database } from '../../db/client';
import { items, lists, supplies } from '../../db/schema';
import { withFastRows } from '../../lib/fast-rows';
import { localTime, streamTable, type TableFormat } from '../../lib/table-stream';
import { nameOrder, searchCondition } from './queries';

const typeItem = alias(items, 'type_supply_item');

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
 * The supplies after `last` in name order, at most `limit`: by `(name_order, id)`, a range of the
 * index the list sorts by (`supplies_name_order_idx`), never a sort of the whole table.
 */
export async function suppliesAfter(
  db: Database,
  options: { search?: string | undefined; timeZone: string },
  last: { id: number; name_order: string } | undefined,
  limit: number,
) {
  const statement = db
    .select({
      id: supplies.id,
      name_order: supplies.name_order,
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
    .where(and(searchCondition(options.search), last && sql`(${nameOrder}, ${supplies.id}) > (${last.name_order} COLLATE "C", ${last.id})`))
    .orderBy(asc(nameOrder), asc(supplies.id))
    .limit(limit)
    .prepare('');
  return withFastRows(statement).execute();
}

/** The supplies spreadsheet as a stream (`lib/table-stream.ts`), in name order; `search` filters as the list does. */
export async function streamSuppliesWorkbook(
  db: Database,
  options: { search?: string | undefined; timeZone: string },
  format: TableFormat = 'xlsx',
) {
  return streamTable<Awaited<ReturnType<typeof suppliesAfter>>[number]>(
    {
      sheetName: 'Insumos',
      headers: supplySpreadsheetHeaders,
      widths: columnWidths,
      readAfter: (last, limit) => suppliesAfter(db, options, last, limit),
      toCells: (row) => ({ ...row, status: supplyStatusLabels[row.status === 1 ? 1 : 0] }),
    },
    format,
  );
}
