import type { TFunction } from 'i18next';
import { formatCurrency, formatDateTime, formatDuration, type OperatorActivityRow } from '@tintero/domain';
import type { TableColumn } from '../../components/data-table';
import { TimeSpent } from '../../components/time-spent';
import { formatMinutes, formatQuantity } from '../../components/activity-display';
import { endTimeText, QuantityProduced } from './report-cells';

/** What both labour reports' rows say of the work: times, quantities, minutes and value. */
type WorkFields = Pick<
  OperatorActivityRow,
  'start_time' | 'end_time' | 'quantity' | 'quantity_produced' | 'total_estimated_production_time' | 'minutes' | 'value'
>;

/**
 * The columns both reports draw alike, in their order around the status column: before it the
 * interval's start and end and the quantities, after it the estimate, the time worked and the
 * value with their footer totals.
 */
export function workColumns<Row extends WorkFields>(
  t: TFunction,
  totals: { minutes: number; value: number },
): { beforeStatus: TableColumn<Row>[]; afterStatus: TableColumn<Row>[] } {
  return {
    beforeStatus: [
      {
        accessor: 'start_time',
        title: t('reports.fields.start_time'),
        kind: 'dateTime',
        render: (row) => formatDateTime(row.start_time),
      },
      {
        accessor: 'end_time',
        title: t('reports.fields.end_time'),
        kind: 'dateTime',
        render: (row) => endTimeText(t, row.end_time),
      },
      {
        accessor: 'quantity',
        title: t('reports.fields.quantity'),
        kind: 'quantity',
        render: (row) => formatQuantity(row.quantity),
      },
      {
        accessor: 'quantity_produced',
        title: t('reports.fields.quantity_produced'),
        kind: 'quantity',
        render: (row) => <QuantityProduced produced={row.quantity_produced} quantity={row.quantity} />,
      },
    ],
    afterStatus: [
      {
        accessor: 'total_estimated_production_time',
        title: t('reports.fields.estimated_time'),
        kind: 'duration',
        render: (row) => formatDuration(row.total_estimated_production_time),
      },
      {
        accessor: 'minutes',
        title: t('reports.fields.time_worked'),
        kind: 'duration',
        render: (row) => <TimeSpent estimatedSeconds={row.total_estimated_production_time} minutes={row.minutes} />,
        // Minutes, not the seconds a duration column exports by itself.
        exportValue: (row) => formatMinutes(row.minutes),
        footer: <span data-total="minutes">{formatMinutes(totals.minutes)}</span>,
      },
      {
        accessor: 'value',
        title: t('reports.fields.value'),
        kind: 'money',
        render: (row) => formatCurrency(row.value),
        footer: <span data-total="value">{formatCurrency(totals.value)}</span>,
      },
    ],
  };
}
