import type { TFunction } from 'i18next';
import type { ConsolidatedActivityRow } from '@tintero/domain';
import type { TableColumn } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { OrderLink } from './report-cells';
import { workColumns } from './report-columns';

/** One row per order, operator and activity: no single id, so the three make its key. */
export const consolidatedRowKey = (row: ConsolidatedActivityRow) => `${row.production_order_id}-${row.user_id}-${row.activity_id}`;

/**
 * The consolidated report's columns (spec part 2 §2), every one in its row. Footer: time worked
 * and labour value of the whole range (the server's totals: the table holds one page).
 */
export function consolidatedColumns(t: TFunction, totals: { minutes: number; value: number }): TableColumn<ConsolidatedActivityRow>[] {
  const work = workColumns<ConsolidatedActivityRow>(t, totals);
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
      render: (row) => <StatusBadge status={row.production_order_status} miw="max-content" />,
    },
    { accessor: 'production_order_reference', title: t('reports.fields.reference'), kind: 'longText' },
    { accessor: 'operator', title: t('reports.fields.operator') },
    { accessor: 'activity_id', title: t('reports.fields.activity_id'), kind: 'id' },
    { accessor: 'activity_name', title: t('reports.fields.activity') },
    ...work.beforeStatus,
    {
      accessor: 'activity_status',
      title: t('reports.fields.status'),
      kind: 'status',
      render: (row) => <StatusBadge status={row.activity_status} miw="max-content" />,
    },
    ...work.afterStatus,
  ];
}
