import { useMemo, useState } from 'react';
import { IconClockEdit, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { activityRowActions } from '@tintero/domain';
import { DataTable, type DataTableSortStatus, type TableColumn } from '../../../components/data-table';
import { RowAction, RowActions } from '../../../components/row-actions';
import { useHighlightedRow } from '../../../components/highlighted-row';
import { useActivityColumns } from '../columns';
import { compareValues } from '../../../components/activity-display';
import type { ActivityRecord, Catalogues, Definition } from '../types';

export interface ActivityTableProps {
  definition: Definition;
  records: readonly ActivityRecord[];
  catalogues: Catalogues;
  /** A reload is under way (the rows stay, dimmed). */
  fetching?: boolean;
  /** Nothing under the order may be written: every row offers view only. */
  readOnly?: boolean;
  showMoney?: boolean;
  /** The row a link landed on (a job ticket's activity): marked and scrolled into view. */
  highlightedId?: number;
  onView: (record: ActivityRecord) => void;
  onEdit: (record: ActivityRecord) => void;
  onDelete: (record: ActivityRecord) => void;
  /** The interval editor, for the rows `showsIntervals` allows (administrators; spec part 2 §2). */
  onIntervals?: (record: ActivityRecord) => void;
  showsIntervals?: (record: ActivityRecord) => boolean;
}

/**
 * A type's list table (spec part 2 §2), every column from the registry: sortable but the last
 * (actions), no paging, footer totals. Finished rows offer view only, the others edit and delete.
 */
export function ActivityTable({
  definition,
  records,
  catalogues,
  fetching = false,
  readOnly = false,
  showMoney = true,
  highlightedId,
  onView,
  onEdit,
  onDelete,
  onIntervals,
  showsIntervals,
}: ActivityTableProps) {
  const { t } = useTranslation();
  const views = useActivityColumns(definition, catalogues, { showMoney });
  const highlight = useHighlightedRow<ActivityRecord>(highlightedId);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<ActivityRecord>>({ columnAccessor: 'id', direction: 'asc' });

  const sorted = useMemo(() => {
    const view = views.find((column) => column.name === sortStatus.columnAccessor);
    if (!view) return [...records];
    const sign = sortStatus.direction === 'asc' ? 1 : -1;
    return [...records].sort((a, b) => sign * compareValues(view.sortKey(a), view.sortKey(b)) || a.id - b.id);
  }, [records, views, sortStatus]);

  const name = t(definition.labelKey);
  const columns: TableColumn<ActivityRecord>[] = [
    ...views.map((view, index): TableColumn<ActivityRecord> => ({
      accessor: view.name,
      title: view.title,
      sortable: true,
      textAlign: view.align,
      kind: view.kind,
      render: view.render,
      footer: view.footer ? view.footer(records) : index === 0 ? t('activity.list.total') : undefined,
    })),
    {
      accessor: 'actions',
      title: t('activity.list.actions'),
      sortable: false,
      kind: 'actions',
      render: (record) => {
        const actions = readOnly ? { view: true, edit: false, delete: false } : activityRowActions(record);
        return (
          <RowActions>
            {actions.view ? (
              <RowAction
                label={t('activity.actions.view')}
                accessibleName={`${t('activity.actions.view')} ${name} ${record.id}`}
                icon={IconEye}
                variant="subtle"
                onClick={() => onView(record)}
              />
            ) : null}
            {onIntervals && showsIntervals?.(record) ? (
              <RowAction
                label={t('interval.actions.open')}
                accessibleName={`${t('interval.actions.open')} ${name} ${record.id}`}
                icon={IconClockEdit}
                variant="subtle"
                onClick={() => onIntervals(record)}
              />
            ) : null}
            {actions.edit ? (
              <RowAction
                label={t('activity.actions.edit')}
                accessibleName={`${t('activity.actions.edit')} ${name} ${record.id}`}
                icon={IconEdit}
                variant="subtle"
                onClick={() => onEdit(record)}
              />
            ) : null}
            {actions.delete ? (
              <RowAction
                label={t('activity.actions.delete')}
                accessibleName={`${t('activity.actions.delete')} ${name} ${record.id}`}
                icon={IconTrash}
                variant="subtle"
                color="red"
                onClick={() => onDelete(record)}
              />
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable<ActivityRecord>
      columnsKey={`activities.${definition.type}`}
      aria-label={t('activity.list.label', { name: t(definition.pluralLabelKey) })}
      withColumnBorders
      records={sorted}
      // Spec part 2 §9: activity lists have no paging (one order's activities of one type).
      pageLength={false}
      columns={columns}
      fetching={fetching}
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      rowClassName={highlight.rowClassName}
      customRowAttributes={(record) => ({
        'data-activity-id': record.id,
        'data-status': record.status ?? '',
        ...highlight.attributesOf(record),
      })}
      noRecordsText={t('activity.list.empty')}
    />
  );
}
