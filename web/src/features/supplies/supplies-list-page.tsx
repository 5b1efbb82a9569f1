import { Button, Group, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatStockQuantity, SUPPLY_NAME_MAX } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { ListSearch } from '../../components/list-search';
import { PageHeader } from '../../components/page-header';
import { ServerExportButtons } from '../../components/table-export-buttons';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { SEARCH_DELAY_MS, sortable, usePagedList } from '../../lib/paged-list';
import { useErrorAlert } from '../../lib/screen-hooks';
import { fetchSuppliesExport, useDeleteSupply, useSuppliesPage } from './api';
import { SupplyStatusBadge } from './components/supply-status-badge';
import type { Supply, SupplySort } from './types';

/** Spec part 2 §9: the general table's page length, no length menu. */
export const SUPPLIES_PAGE_LENGTH = 10;
/** Spec part 2 §9: a server-side table searches 400 ms after the last keystroke. */
export const SUPPLIES_SEARCH_DELAY_MS = SEARCH_DELAY_MS;

/** The columns a header sorts on the server (the type by its name); by name at first. */
const SORTS = sortable<SupplySort>(['name', 'quantity', 'unit_of_measurement', 'unit_value', 'stock_minimum', 'total_value', 'status'], {
  type_supply_name: 'type_supply',
});

/**
 * SupplyList (/supplies): server-side paged, searched and sorted; disabled rows in red; view, edit
 * and delete per row (a supply with movements is disabled instead of deleted); export to Excel.
 */
export function SuppliesListPage() {
  const { t } = useTranslation();
  const list = usePagedList({ perPage: SUPPLIES_PAGE_LENGTH, sorts: SORTS, search: true });
  const supplies = useSuppliesPage(list.query);
  const remove = useDeleteSupply();
  useErrorAlert(supplies.error, t('supply.messages.error.querying'));

  const runDelete = (supply: Supply) =>
    remove.mutate(supply.id, {
      onSuccess: (result) => {
        if (result.deleted) alerts.success(t('supply.messages.success.deleted'));
        else alerts.warning(t('supply.messages.warning.disabledInstead', { name: result.name }));
        // Deleting the last row of a page shows the page before it.
        if (result.deleted) list.removedOne(supplies.data?.data.length);
      },
      onError: (error) => alerts.danger(errorMessage(error, t('supply.messages.error.deleting'))),
    });

  const askDelete = (supply: Supply) =>
    confirmDialog({
      kind: 'warning',
      title: t('supply.confirm.deleteTitle'),
      message: t('supply.confirm.deleteMessage', { name: supply.name }),
      detail: t('supply.confirm.deleteWarning'),
      confirmLabel: t('supply.confirm.deleteConfirm'),
      cancelLabel: t('common.actions.cancel'),
      confirmColor: 'red',
      onConfirm: () => runDelete(supply),
    });

  const columns: TableColumn<Supply>[] = [
    { accessor: 'name', title: t('supply.fields.name'), sortable: true },
    {
      accessor: 'quantity',
      title: t('supply.fields.quantity'),
      kind: 'quantity',
      sortable: true,
      render: (supply) => formatStockQuantity(supply.quantity),
    },
    { accessor: 'unit_of_measurement', title: t('supply.list.columns.unit_of_measurement'), sortable: true },
    {
      accessor: 'unit_value',
      title: t('supply.fields.unit_value'),
      kind: 'money',
      sortable: true,
      render: (supply) => formatCurrency(supply.unit_value),
    },
    {
      accessor: 'stock_minimum',
      title: t('supply.fields.stock_minimum'),
      kind: 'quantity',
      sortable: true,
      render: (supply) => formatStockQuantity(supply.stock_minimum),
    },
    {
      accessor: 'type_supply_name',
      title: t('supply.list.columns.type_supply'),
      sortable: true,
      render: (supply) => supply.type_supply_name ?? '',
    },
    {
      accessor: 'total_value',
      title: t('supply.fields.total_value'),
      kind: 'money',
      sortable: true,
      render: (supply) => formatCurrency(supply.total_value),
    },
    {
      accessor: 'status',
      title: t('supply.fields.status'),
      kind: 'status',
      sortable: true,
      render: (supply) => <SupplyStatusBadge status={supply.status} size="sm" />,
    },
    {
      accessor: 'actions',
      title: t('supply.list.actionsColumn'),
      kind: 'actions',
      render: (supply) => (
        <RowActions>
          <RowAction label={t('supply.actions.show')} icon={IconEye} to={paths.supplies.show(supply.id)} />
          <RowAction label={t('supply.actions.edit')} icon={IconEdit} to={paths.supplies.edit(supply.id)} />
          <RowAction
            label={t('supply.actions.delete')}
            icon={IconTrash}
            color="red"
            onClick={() => askDelete(supply)}
            loading={remove.isPending && remove.variables === supply.id}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('supply.titles.list')}>
        <Group gap="xs">
          <ServerExportButtons
            fetchExport={(format) => fetchSuppliesExport(list.search || undefined, format)}
            failedMessage={t('supply.messages.error.exporting_to_excel')}
          />
          <Button component={Link} to={paths.supplies.new} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('supply.list.create')}
          </Button>
        </Group>
      </PageHeader>
      <ListSearch label={t('supply.list.search')} maxLength={SUPPLY_NAME_MAX} input={list.searchInput} />
      <DataTable<Supply>
        columnsKey="supplies"
        {...list.table(supplies)}
        columns={columns}
        noRecordsText={t('supply.list.empty')}
        rowColor={(supply) => (supply.status === 1 ? undefined : 'red.9')}
        rowBackgroundColor={(supply) => (supply.status === 1 ? undefined : 'red.0')}
        customRowAttributes={(supply) => ({ 'data-supply-id': supply.id, 'data-enabled': String(supply.status === 1) })}
      />
    </Stack>
  );
}
