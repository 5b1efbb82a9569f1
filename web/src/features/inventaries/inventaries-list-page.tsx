import { Button, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type InventarySummaryResponse } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { StatusBadge, statusLabel } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { monthNames } from '../../lib/month-filter';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useInventaries } from './api';
import { useAskDeleteInventary } from './components/delete-inventary';

/**
 * InventaryList (/inventaries, spec part 2 §2): id, year, month, status, deadline, created, year
 * then month newest first; view, and edit and delete unless closed. A delete answers the list.
 */
export function InventariesListPage() {
  const { t } = useTranslation();
  const inventaries = useInventaries();
  const { ask: askDelete, pendingId } = useAskDeleteInventary();
  useErrorAlert(inventaries.error, t('inventary.messages.error.queryingList'));

  const columns: TableColumn<InventarySummaryResponse>[] = [
    { accessor: 'id', title: t('inventary.fields.id'), kind: 'id' },
    { accessor: 'year', title: t('inventary.fields.year'), kind: 'id' },
    { accessor: 'month', title: t('inventary.fields.month'), kind: 'text', render: (row) => monthNames()[row.month - 1] },
    {
      accessor: 'status',
      title: t('inventary.fields.status'),
      kind: 'status',
      render: (row) => <StatusBadge status={row.status} />,
      exportValue: (row) => statusLabel(t, row.status),
    },
    { accessor: 'deadline', title: t('inventary.fields.deadline'), kind: 'date', render: (row) => formatDate(row.deadline) },
    {
      accessor: 'created_at',
      title: t('inventary.fields.created_at'),
      kind: 'dateTime',
      render: (row) => formatDateTime(row.created_at),
    },
    {
      accessor: 'actions',
      title: t('inventary.list.actionsColumn'),
      kind: 'actions',
      render: (row) => (
        <RowActions>
          <RowAction
            label={t('inventary.actions.view')}
            accessibleName={`${t('inventary.actions.view')} ${row.id}`}
            icon={IconEye}
            to={paths.inventaries.show(row.id)}
          />
          {row.status === 'closed' ? null : (
            <RowAction
              label={t('inventary.actions.edit')}
              accessibleName={`${t('inventary.actions.edit')} ${row.id}`}
              icon={IconEdit}
              to={paths.inventaries.edit(row.id)}
            />
          )}
          {row.status === 'closed' ? null : (
            <RowAction
              label={t('inventary.actions.delete')}
              accessibleName={`${t('inventary.actions.delete')} ${row.id}`}
              icon={IconTrash}
              color="red"
              pending={pendingId === row.id}
              onClick={() => askDelete(row)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('inventary.titles.list')}>
        <Button component={Link} to={paths.inventaries.new} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('inventary.list.create')}
        </Button>
      </PageHeader>
      <DataTable<InventarySummaryResponse>
        searchable
        records={inventaries.data ?? []}
        pending={inventaries.isPending}
        columns={columns}
        exportAs={{ fileName: 'inventarios' }}
        fetching={inventaries.isPending}
        noRecordsText={t('inventary.list.empty')}
        customRowAttributes={(row) => ({ 'data-inventary-id': row.id, 'data-status': row.status })}
      />
    </Stack>
  );
}
