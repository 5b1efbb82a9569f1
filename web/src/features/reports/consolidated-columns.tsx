import type { TFunction } from 'i18next';
import { formatCurrency, formatDateTime, formatDuration, type ConsolidatedActivityRow } from '@tintero/domain';
import type { TableColumn } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { TimeSpent } from '../../components/time-spent';
import { formatMinutes, formatQuantity } from '../../components/activity-display';
import { endTimeText, OrderLink, QuantityProduced } from './report-cells';

/** One row per order, operator and activity: no single id, so the three make its key. */
export const consolidatedRowKey = (row: ConsolidatedActivityRow) => `${row.production_order_id}-${row.user_id}-${row.activity_id}`;

/**
 * The consolidated report's columns (spec part 2 §2). At any width: the order, the activity, its
 * status and the time worked; the operator and the value from a tablet's width, the activity id
 * and start at 1366×768 (about 1050 px: the `lg` tier), the reference from `xl`, the rest on wide
 * screens, else in the row's panel. Footer: time worked and labour value of the whole range (the
 * server's totals: the table holds one page).
 */
export function consolidatedColumns(t: TFunction, totals: { minutes: number; value: number }): TableColumn<ConsolidatedActivityRow>[] {
  return [
    {
      accessor: 'production_order_id',
      title: t('reports.fields.production_order'),
      kind: 'id',
      render: (row) => <OrderLink id={row.production_order_id} />,
      footer: t('reports.fields.total'),
    },
    {
      accessor: 'production_order_status',
      title: t('reports.fields.production_order_status'),
      kind: 'status',
      visibleFrom: 'xxl',
      render: (row) => <StatusBadge status={row.production_order_status} miw="max-content" />,
    },
    { accessor: 'production_order_reference', title: t('reports.fields.reference'), kind: 'longText', visibleFrom: 'xl' },
    { accessor: 'operator', title: t('reports.fields.operator'), visibleFrom: 'md' },
    { accessor: 'activity_id', title: t('reports.fields.activity_id'), kind: 'id', visibleFrom: 'lg' },
    { accessor: 'activity_name', title: t('reports.fields.activity') },
    {
      accessor: 'start_time',
      title: t('reports.fields.start_time'),
      kind: 'dateTime',
      visibleFrom: 'lg',
      render: (row) => formatDateTime(row.start_time),
    },
    {
      accessor: 'end_time',
      title: t('reports.fields.end_time'),
      kind: 'dateTime',
      visibleFrom: 'xxl',
      render: (row) => endTimeText(t, row.end_time),
    },
    {
      accessor: 'quantity',
      title: t('reports.fields.quantity'),
      kind: 'quantity',
      visibleFrom: 'xxl',
      render: (row) => formatQuantity(row.quantity),
    },
    {
      accessor: 'quantity_produced',
      title: t('reports.fields.quantity_produced'),
      kind: 'quantity',
      visibleFrom: 'xxl',
      render: (row) => <QuantityProduced produced={row.quantity_produced} quantity={row.quantity} />,
    },
    {
      accessor: 'activity_status',
      title: t('reports.fields.status'),
      kind: 'status',
      render: (row) => <StatusBadge status={row.activity_status} miw="max-content" />,
    },
    {
      accessor: 'total_estimated_production_time',
      title: t('reports.fields.estimated_time'),
      kind: 'duration',
      visibleFrom: 'xxl',
      render: (row) => formatDuration(row.total_estimated_production_time),
    },
    {
      accessor: 'minutes',
      title: t('reports.fields.time_worked'),
      kind: 'duration',
      render: (row) => <TimeSpent estimatedSeconds={row.total_estimated_production_time} minutes={row.minutes} />,
      footer: <span data-total="minutes">{formatMinutes(totals.minutes)}</span>,
    },
    {
      accessor: 'value',
      title: t('reports.fields.value'),
      kind: 'money',
      visibleFrom: 'md',
      render: (row) => formatCurrency(row.value),
      footer: <span data-total="value">{formatCurrency(totals.value)}</span>,
    },
  ];
}
