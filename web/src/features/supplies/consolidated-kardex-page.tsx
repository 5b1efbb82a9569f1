import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatStockQuantity } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useNothingFoundWarning } from '../../lib/screen-hooks';
import { useConsolidatedKardex } from './api';
import { stockColumns } from './components/kardex-columns';
import { NO_SUPPLY_RANGE, SupplyRangeSearch, type SupplyRangeFilter } from './components/supply-range-search';
import type { ConsolidatedKardexRow } from './types';

/** Spec part 2 §9: the consolidated kardex shows 50 supplies a page. */
export const CONSOLIDATED_PAGE_LENGTH = 50;

/**
 * Consolidated kardex (/Kardex/Search, also /kardex/search): per supply, inputs and outputs between
 * two required dates, the balance and its cost at the end of the range, and today's quantity.
 * Nothing found is a warning (kardex.messages.warning.querying).
 */
export function ConsolidatedKardexPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SupplyRangeFilter | null>(null);
  const [searches, setSearches] = useState(0);
  const consolidated = useConsolidatedKardex(filter);
  useErrorAlert(consolidated.error, t('kardex.messages.error.querying'));

  const { data, dataUpdatedAt } = consolidated;
  useNothingFoundWarning(data?.length === 0, dataUpdatedAt, t('kardex.messages.warning.querying'));

  const columns: TableColumn<ConsolidatedKardexRow>[] = [
    {
      accessor: 'supply_name',
      title: t('kardex.fields.supply'),
      render: (row) => (
        <Anchor component={Link} to={paths.supplies.show(row.supply_id)}>
          {row.supply_name}
        </Anchor>
      ),
    },
    {
      accessor: 'type_supply_name',
      title: t('kardex.fields.type_supply'),
      render: (row) => row.type_supply_name ?? row.type_supply ?? '',
    },
    ...stockColumns<ConsolidatedKardexRow>(t),
    {
      accessor: 'total',
      title: t('kardex.fields.total_cost'),
      kind: 'money',
      render: (row) => formatCurrency(row.total),
    },
    {
      accessor: 'current_quantity',
      title: t('kardex.fields.current_quantity'),
      kind: 'quantity',
      render: (row) => formatStockQuantity(row.current_quantity),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('kardex.titles.search')} />
      <SupplyRangeSearch
        applied={filter ?? NO_SUPPLY_RANGE}
        loading={consolidated.isFetching}
        onRepeat={() => {
          setSearches((count) => count + 1);
          void consolidated.refetch();
        }}
        onSearch={(next) => {
          setSearches((count) => count + 1);
          setFilter(next);
        }}
      />
      {filter ? (
        <DataTable<ConsolidatedKardexRow>
          // A new search, or the same again, opens on its first page with no text in "Buscar".
          key={searches}
          columnsKey="consolidated-kardex"
          searchable
          pageLength={CONSOLIDATED_PAGE_LENGTH}
          idAccessor="supply_id"
          records={data ?? []}
          columns={columns}
          exportAs={{ fileName: 'kardex-consolidado' }}
          fetching={consolidated.isFetching}
          noRecordsText={t('kardex.empty')}
          rowColor={(row) => (row.status === 1 ? undefined : 'red.9')}
          customRowAttributes={(row) => ({ 'data-supply-id': row.supply_id })}
        />
      ) : null}
    </Stack>
  );
}
