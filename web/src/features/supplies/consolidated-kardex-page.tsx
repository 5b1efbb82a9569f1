import 'mantine-datatable/styles.css';
import { useEffect, useState } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatStockQuantity } from '@tintero/domain';
import { alerts } from '../../components/alerts-store';
import { SupplyAutocomplete, type SupplyChoice } from '../../components/supply-autocomplete';
import { paths } from '../../config/paths';
import { useConsolidatedKardex } from './api';
import { DateRangeFilter, type DateRangeValue } from './components/date-range-filter';
import { useErrorAlert } from './hooks';
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
  const [supply, setSupply] = useState<SupplyChoice | null>(null);
  const [filter, setFilter] = useState<(DateRangeValue & { supply_id?: number }) | null>(null);
  const [page, setPage] = useState(1);
  const consolidated = useConsolidatedKardex(filter);
  useErrorAlert(consolidated.error, t('kardex.messages.error.querying'));

  // Warn once per answer that came back empty (a new search, or the same one run again).
  const { data, dataUpdatedAt } = consolidated;
  useEffect(() => {
    if (data && data.length === 0) alerts.warning(t('kardex.messages.warning.querying'));
  }, [data, dataUpdatedAt, t]);

  const rows = data ?? [];
  const lastPage = Math.max(1, Math.ceil(rows.length / CONSOLIDATED_PAGE_LENGTH));
  const currentPage = Math.min(page, lastPage);
  const records = rows.slice((currentPage - 1) * CONSOLIDATED_PAGE_LENGTH, currentPage * CONSOLIDATED_PAGE_LENGTH);

  const columns: DataTableColumn<ConsolidatedKardexRow>[] = [
    {
      accessor: 'supply_name',
      title: t('kardex.fields.supply'),
      render: (row) => (
        <Anchor component={Link} to={paths.supplies.show(row.supply_id)}>
          {row.supply_name}
        </Anchor>
      ),
    },
    { accessor: 'type_supply_name', title: t('kardex.fields.type_supply'), render: (row) => row.type_supply_name ?? row.type_supply ?? '' },
    { accessor: 'input', title: t('kardex.fields.input'), textAlign: 'right', render: (row) => formatStockQuantity(row.input) },
    { accessor: 'output', title: t('kardex.fields.output'), textAlign: 'right', render: (row) => formatStockQuantity(row.output) },
    { accessor: 'balance', title: t('kardex.fields.balance'), textAlign: 'right', render: (row) => formatStockQuantity(row.balance) },
    { accessor: 'total', title: t('kardex.fields.total_cost'), textAlign: 'right', render: (row) => formatCurrency(row.total) },
    {
      accessor: 'current_quantity',
      title: t('kardex.fields.current_quantity'),
      textAlign: 'right',
      render: (row) => formatStockQuantity(row.current_quantity),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('kardex.titles.search')}
      </Title>
      <DateRangeFilter
        required
        loading={consolidated.isFetching}
        onSearch={(range) => {
          const next = { ...range, ...(supply ? { supply_id: supply.id } : {}) };
          // The same search again asks the server again (stock may have moved since).
          if (JSON.stringify(next) === JSON.stringify(filter)) void consolidated.refetch();
          setFilter(next);
          setPage(1);
        }}
      >
        <div style={{ flex: '1 1 260px', maxWidth: 380 }}>
          <SupplyAutocomplete label={t('kardex.fields.supply')} value={supply} onChange={setSupply} />
        </div>
      </DateRangeFilter>
      {filter ? (
        <DataTable<ConsolidatedKardexRow>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={150}
          idAccessor="supply_id"
          records={records}
          columns={columns}
          fetching={consolidated.isFetching}
          noRecordsText={t('kardex.empty')}
          rowColor={(row) => (row.status === 1 ? undefined : 'red.8')}
          customRowAttributes={(row) => ({ 'data-supply-id': row.supply_id })}
          totalRecords={rows.length}
          recordsPerPage={CONSOLIDATED_PAGE_LENGTH}
          page={currentPage}
          onPageChange={setPage}
          paginationText={({ from, to, totalRecords }) => t('common.table.range', { from, to, total: totalRecords })}
        />
      ) : null}
    </Stack>
  );
}
