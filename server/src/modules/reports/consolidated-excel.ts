import {
  consolidatedSpreadsheetHeaders,
  formatDuration,
  RUNNING_LABEL,
  workStatusLabels,
  type ConsolidatedActivityRow,
  type ReportQuery,
} from '@tintero/domain';
import type { Database } from '../../db/client';
import { localTimeIn, streamTable, type TableFormat } from '../../lib/table-stream';
import { consolidatedBatches } from './consolidated';

const columnWidths: Record<keyof typeof consolidatedSpreadsheetHeaders, number> = {
  production_order_id: 10,
  production_order_status: 16,
  production_order_reference: 28,
  operator: 24,
  activity_id: 12,
  activity_name: 24,
  start_time: 18,
  end_time: 18,
  quantity: 12,
  quantity_produced: 18,
  activity_status: 16,
  total_estimated_production_time: 16,
  minutes: 16,
  value: 18,
};

/**
 * Every row of the consolidated report's range as a streamed .xlsx, in the screen's order and
 * columns: times in the workshop's zone, durations as the screen shows them (`HH:MM:SS`), the value
 * a number. Read a batch of activity users at a time (`consolidatedBatches`).
 */
export async function streamConsolidatedWorkbook(db: Database, query: ReportQuery, timeZone: string, format: TableFormat = 'xlsx') {
  const localTime = localTimeIn(timeZone);
  const readBatch = await consolidatedBatches(db, query);
  return streamTable<ConsolidatedActivityRow>(
    {
      sheetName: 'Consolidado',
      headers: consolidatedSpreadsheetHeaders,
      widths: columnWidths,
      readAfter: (_last, limit) => readBatch(limit),
      toCells: (row) => ({
        ...row,
        production_order_status: workStatusLabels[row.production_order_status],
        activity_status: workStatusLabels[row.activity_status],
        start_time: localTime(row.start_time),
        end_time: row.end_time === null ? RUNNING_LABEL : localTime(row.end_time),
        total_estimated_production_time: formatDuration(row.total_estimated_production_time),
        minutes: formatDuration(row.minutes * 60),
      }),
    },
    format,
  );
}
