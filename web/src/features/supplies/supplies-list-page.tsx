import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatStockQuantity, SUPPLY_NAME_MAX } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableSortStatus, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { WorkbookExportButton } from '../../components/workbook-export-button';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { fetchSuppliesWorkbook, useDeleteSupply, useSuppliesPage } from './api';
import { SupplyStatusBadge } from './components/supply-status-badge';
import type { Supply, SupplySort } from './types';

/** Spec part 2 §9: the general table's page length, no length menu. */
export const SUPPLIES_PAGE_LENGTH = 10;
/** Spec part 2 §9: a server-side table searches 400 ms after the last keystroke. */
export const SUPPLIES_SEARCH_DELAY_MS = 400;

/** The column a header sorts by on the server. */
const sortOf: Record<string, SupplySort> = {
  name: 'name',
  quantity: 'quantity',
  unit_of_measurement: 'unit_of_measurement',
  unit_value: 'unit_value',
  stock_minimum: 'stock_minimum',
  type_supply_name: 'type_supply',
  total_value: 'total_value',
  status: 'status',
};

/**
 * SupplyList (/supplies): server-side paged, searched and sorted; disabled rows in red; view, edit
 * and delete per row (a supply with movements is disabled instead of deleted); export to Excel.
 */
export function SuppliesListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SUPPLIES_SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Supply>>({ columnAccessor: 'name', direction: 'asc' });
  // A new search starts at page 1 (the page is reset when the debounced text changes).
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(1);
  }

  const supplies = useSuppliesPage({
    page,
    per_page: SUPPLIES_PAGE_LENGTH,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    sort: sortOf[sortStatus.columnAccessor] ?? 'name',
    order: sortStatus.direction,
  });
  const remove = useDeleteSupply();
  useErrorAlert(supplies.error, t('supply.messages.error.querying'));

  const runDelete = (supply: Supply) =>
    remove.mutate(supply.id, {
      onSuccess: (result) => {
        if (result.deleted) alerts.success(t('supply.messages.success.deleted'));
        else alerts.warning(t('supply.messages.warning.disabledInstead', { name: result.name }));
        // Deleting the last row of a page shows the page before it.
        if (result.deleted && supplies.data && supplies.data.data.length === 1 && page > 1) setPage(page - 1);
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
    { accessor: 'unit_of_measurement', title: t('supply.list.columns.unit_of_measurement'), sortable: true, visibleFrom: 'md' },
    {
      accessor: 'unit_value',
      title: t('supply.fields.unit_value'),
      kind: 'money',
      sortable: true,
      visibleFrom: 'lg',
      render: (supply) => formatCurrency(supply.unit_value),
    },
    {
      accessor: 'stock_minimum',
      title: t('supply.fields.stock_minimum'),
      kind: 'quantity',
      sortable: true,
      visibleFrom: 'lg',
      render: (supply) => formatStockQuantity(supply.stock_minimum),
    },
    {
      accessor: 'type_supply_name',
      title: t('supply.list.columns.type_supply'),
      sortable: true,
      visibleFrom: 'xl',
      render: (supply) => supply.type_supply_name ?? '',
    },
    {
      accessor: 'total_value',
      title: t('supply.fields.total_value'),
      kind: 'money',
      sortable: true,
      visibleFrom: 'lg',
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
          <WorkbookExportButton
            fetchWorkbook={() => fetchSuppliesWorkbook(debouncedSearch || undefined)}
            errorMessage={t('supply.messages.error.exporting_to_excel')}
          />
          <Button component={Link} to={paths.supplies.new} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('supply.list.create')}
          </Button>
        </Group>
      </PageHeader>
      <Group justify="flex-end">
        <TextInput
          label={t('supply.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
          maxLength={SUPPLY_NAME_MAX}
        />
      </Group>
      <DataTable<Supply>
        records={supplies.data?.data ?? []}
        columns={columns}
        fetching={supplies.isFetching}
        loaderBackgroundBlur={1}
        noRecordsText={t('supply.list.empty')}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
        rowColor={(supply) => (supply.status === 1 ? undefined : 'red.9')}
        rowBackgroundColor={(supply) => (supply.status === 1 ? undefined : 'red.0')}
        customRowAttributes={(supply) => ({ 'data-supply-id': supply.id, 'data-enabled': String(supply.status === 1) })}
        totalRecords={supplies.data?.total ?? 0}
        recordsPerPage={SUPPLIES_PAGE_LENGTH}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
