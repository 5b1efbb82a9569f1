import { Badge, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, fullName, sumMoney } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { RowAction, RowActions } from '../../components/row-actions';
import { formatMinutes, formatQuantity } from '../../components/activity-display';
import type { WorkInterval } from './api';
import { ElapsedTime } from '../../components/elapsed-time';

export interface IntervalsTableProps {
  intervals: readonly WorkInterval[];
  fetching?: boolean;
  /** Administrators: each interval's labour value and its total. */
  showMoney?: boolean;
  /** The editor: who last changed each interval by hand, and when. */
  showChanges?: boolean;
  onEdit?: (interval: WorkInterval) => void;
  onDelete?: (interval: WorkInterval) => void;
  /** The row whose action is running (a spinner stands in for its buttons). */
  pendingId?: number | null;
  /** MAX_INTERVAL_HOURS: a closed interval longer than this (a timer left running) is marked. */
  maxHours?: number;
  'aria-label': string;
}

/**
 * A worker's intervals on one activity (spec part 2 §3 Interval): start, end (a running one counts
 * on from its server start), time, quantity produced, and for administrators the labour value;
 * the footer totals quantity, time and value (spec part 2 §9).
 */
export function IntervalsTable({
  intervals,
  fetching,
  showMoney,
  showChanges,
  onEdit,
  onDelete,
  pendingId,
  maxHours,
  ...props
}: IntervalsTableProps) {
  const { t } = useTranslation();
  const totalMinutes = intervals.reduce((total, interval) => total + (interval.minutes ?? 0), 0);
  const running = intervals.find((interval) => interval.end_time === null);
  const columns: TableColumn<WorkInterval>[] = [
    {
      accessor: 'start_time',
      title: t('interval.fields.start_time'),
      kind: 'dateTime',
      render: (interval) => formatDateTime(interval.start_time),
      footer: <Text fw={700}>{t('interval.list.total')}</Text>,
    },
    {
      accessor: 'end_time',
      title: t('interval.fields.end_time'),
      kind: 'dateTime',
      render: (interval) =>
        interval.end_time ? (
          formatDateTime(interval.end_time)
        ) : (
          <Badge color="green" variant="light" miw="max-content">
            {t('interval.list.running')}
          </Badge>
        ),
    },
    {
      accessor: 'minutes',
      title: t('interval.fields.minutes'),
      kind: 'duration',
      render: (interval) =>
        interval.end_time ? (
          <>
            {formatMinutes(interval.minutes)}
            {maxHours !== undefined && (interval.minutes ?? 0) > maxHours * 60 ? (
              <Badge color="orange" variant="light" ml="xs" miw="max-content">
                {t('interval.limits.over', { count: maxHours })}
              </Badge>
            ) : null}
          </>
        ) : (
          <ElapsedTime startTime={interval.start_time} label={t('interval.list.running')} span inherit fw={500} />
        ),
      // The running interval counts in the total as it runs.
      footer: running ? (
        <ElapsedTime startTime={running.start_time} plusSeconds={totalMinutes * 60} label={t('interval.list.total')} span fw={700} />
      ) : (
        <Text fw={700}>{formatMinutes(totalMinutes)}</Text>
      ),
    },
    {
      accessor: 'quantity_produced',
      title: t('interval.fields.quantity_produced'),
      kind: 'quantity',
      render: (interval) => formatQuantity(interval.quantity_produced),
      footer: <Text fw={700}>{formatQuantity(sumMoney(intervals.map((interval) => interval.quantity_produced)))}</Text>,
    },
    ...(showMoney
      ? [
          {
            accessor: 'value',
            title: t('interval.fields.value'),
            kind: 'money',
            render: (interval) => formatCurrency(interval.value ?? null),
            footer: <Text fw={700}>{formatCurrency(sumMoney(intervals.map((interval) => interval.value)))}</Text>,
          } satisfies TableColumn<WorkInterval>,
        ]
      : []),
    ...(showChanges
      ? [
          {
            accessor: 'updated_by',
            title: t('interval.fields.updated_by'),
            render: (interval) =>
              interval.updated_by
                ? t('interval.list.changedBy', { name: fullName(interval.updated_by), at: formatDateTime(interval.updated_at) })
                : t('interval.list.notChanged'),
          } satisfies TableColumn<WorkInterval>,
        ]
      : []),
    ...(onEdit || onDelete
      ? [
          {
            accessor: 'actions',
            title: t('interval.list.actions'),
            kind: 'actions',
            render: (interval) => (
              <RowActions>
                {onEdit ? (
                  <RowAction
                    label={t('interval.actions.edit')}
                    accessibleName={`${t('interval.actions.edit')} ${formatDateTime(interval.start_time)}`}
                    icon={IconEdit}
                    pending={pendingId === interval.id}
                    onClick={() => onEdit(interval)}
                  />
                ) : null}
                {onDelete && pendingId !== interval.id ? (
                  <RowAction
                    label={t('interval.actions.delete')}
                    accessibleName={`${t('interval.actions.delete')} ${formatDateTime(interval.start_time)}`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => onDelete(interval)}
                  />
                ) : null}
              </RowActions>
            ),
          } satisfies TableColumn<WorkInterval>,
        ]
      : []),
  ];
  return (
    <DataTable<WorkInterval>
      {...props}
      records={[...intervals]}
      // One worker's intervals on one activity, drawn whole with their totals.
      pageLength={false}
      columns={columns}
      fetching={fetching}
      noRecordsText={t('interval.list.empty')}
      customRowAttributes={(interval) => ({ 'data-interval-id': interval.id, 'data-running': String(interval.end_time === null) })}
    />
  );
}
