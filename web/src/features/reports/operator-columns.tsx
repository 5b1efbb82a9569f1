import { IconClockEdit } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { OperatorActivityRow } from '@tintero/domain';
import type { TableColumn } from '../../components/data-table';
import { RowAction, RowActions } from '../../components/row-actions';
import { StatusBadge } from '../../components/status-badge';
import { TimeSpent } from '../../components/time-spent';
import { formatMinutes } from '../../components/activity-display';
import { workTitle } from '../../lib/activity-titles';
import { OrderLink, reportTotals } from './report-cells';
import { workColumns } from './report-columns';

/**
 * The intervals button shows only for activities under way or done (not pending) of an order in
 * development (spec part 2 §2), as on the order's own screens.
 */
export const showsIntervals = (row: OperatorActivityRow) => row.status !== 'pending' && row.production_order_status === 'developing';

/** `Impresión N.º 12`. */
export const rowActivityTitle = (t: TFunction, row: OperatorActivityRow) =>
  workTitle(t, { activity_type: row.activity_type, name: row.activity_name, activity_id: row.activity_id });

/**
 * One operator's intervals (spec part 2 §2 "Operator activity report"), every column in its row.
 * Footer: time worked and labour value of all the operator's rows.
 */
export function operatorColumns(
  t: TFunction,
  rows: readonly OperatorActivityRow[],
  onIntervals: (row: OperatorActivityRow) => void,
): TableColumn<OperatorActivityRow>[] {
  const work = workColumns<OperatorActivityRow>(t, reportTotals(rows));
  return [
    {
      accessor: 'production_order_id',
      title: t('reports.fields.production_order'),
      kind: 'id',
      render: (row) => <OrderLink id={row.production_order_id} />,
      footer: t('reports.fields.total'),
    },
    { accessor: 'reference', title: t('reports.fields.reference'), kind: 'longText' },
    { accessor: 'activity_name', title: t('reports.fields.activity'), render: (row) => rowActivityTitle(t, row) },
    ...work.beforeStatus,
    {
      accessor: 'status',
      title: t('reports.fields.status'),
      kind: 'status',
      render: (row) => <StatusBadge status={row.status} miw="max-content" />,
      exportValue: (row) => t(`status.${row.status}`),
    },
    ...work.afterStatus,
    {
      accessor: 'user_time_spent',
      title: t('reports.fields.user_time_spent'),
      kind: 'duration',
      render: (row) => <TimeSpent estimatedSeconds={row.total_estimated_production_time} minutes={row.user_time_spent} />,
      exportValue: (row) => formatMinutes(row.user_time_spent),
    },
    {
      accessor: 'actions',
      title: t('reports.fields.actions'),
      kind: 'actions',
      render: (row) =>
        showsIntervals(row) ? (
          <RowActions>
            <RowAction
              label={t('interval.actions.open')}
              accessibleName={`${t('interval.actions.open')} ${rowActivityTitle(t, row)}`}
              icon={IconClockEdit}
              variant="subtle"
              onClick={() => onIntervals(row)}
            />
          </RowActions>
        ) : null,
    },
  ];
}
