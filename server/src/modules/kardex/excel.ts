import { kardexKindLabels, kardexSourceLabels, ledgerSpreadsheetHeaders } from '@tintero/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { parseOrThrow } from '../../lib/validation';
import {
  localTimeIn,
  sendTable,
  streamTable,
  tableFileResponse,
  tableFormatField,
  tableFormatQuery,
  type TableFormat,
} from '../../lib/table-stream';
import { ledgerExportQuerystring, type ledgerPageSchema } from '../../lib/date-ranges';
import { entriesAfter, type DateRange } from './queries';

const columnWidths: Record<keyof typeof ledgerSpreadsheetHeaders, number> = {
  made_on: 18,
  supply_id: 10,
  supply_name: 36,
  unit_of_measurement: 16,
  kind: 10,
  input: 12,
  output: 12,
  balance: 12,
  unit_value: 14,
  total: 16,
  average_cost: 14,
  source_type: 12,
  source_id: 10,
  production_order_id: 10,
  reference: 28,
  created_by: 24,
};

/**
 * The entries of a range (of one supply, or of every supply) as a streamed spreadsheet, newest
 * first: what the server-paged kardex and supplies history export, every page of the range the
 * person searched (the range is bounded, LEDGER_RANGE_MAX_DAYS), a keyset batch at a time.
 */
export async function streamLedgerWorkbook(
  db: Database,
  query: Required<DateRange> & { supply_id?: number | undefined },
  options: { sheetName: string; timeZone: string; format: TableFormat },
) {
  const localTime = localTimeIn(options.timeZone);
  return streamTable<Awaited<ReturnType<typeof entriesAfter>>[number]>(
    {
      sheetName: options.sheetName,
      headers: ledgerSpreadsheetHeaders,
      widths: columnWidths,
      readAfter: (last, limit) => entriesAfter(db, query, options.timeZone, last, limit),
      toCells: (entry) => ({
        ...entry,
        made_on: localTime(entry.made_on),
        kind: kardexKindLabels[entry.kind],
        source_type: kardexSourceLabels[entry.source_type],
      }),
    },
    options.format,
  );
}

/**
 * `GET <path>`: the spreadsheet of a server-paged ledger list, validated as the list is (422 on a
 * bad range), every entry of the range (and supply) asked. `check` runs before the stream starts.
 */
export function ledgerExportRoute(
  app: FastifyInstance,
  options: {
    path: string;
    summary: string;
    query: ReturnType<typeof ledgerPageSchema>;
    sheetName: string;
    /** The file's name before its extension. */
    fileName: (query: Required<DateRange> & { supply_id?: number | undefined }) => string;
    timeZone: string;
    check?: (query: { supply_id?: number | undefined }) => Promise<void>;
  },
) {
  app.get(
    options.path,
    {
      schema: {
        tags: ['kardex'],
        summary: options.summary,
        querystring: ledgerExportQuerystring.extend(tableFormatField),
        response: tableFileResponse(options.sheetName.toLowerCase()),
      },
    },
    async (request, reply) => {
      const { supply_id, from_date, to_date } = parseOrThrow(options.query, request.query);
      const range = { supply_id, from_date, to_date };
      await options.check?.(range);
      const { format } = parseOrThrow(tableFormatQuery, request.query);
      const table = await streamLedgerWorkbook(app.db, range, { sheetName: options.sheetName, timeZone: options.timeZone, format });
      return sendTable(reply, options.fileName(range), format, table);
    },
  );
}
