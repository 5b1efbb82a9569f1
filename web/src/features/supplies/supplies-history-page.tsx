import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Anchor, Badge, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatStockQuantity } from '@tintero/domain';
import { paths } from '../../config/paths';
import { useClientPaging } from '../../lib/client-paging';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSuppliesHistory } from './api';
import { KardexSourceBadge } from './components/kardex-source-badge';
import { OrderLink, SourceDetailLink } from './components/kardex-links';
import { SupplyRangeSearch, type SupplyRangeFilter } from './components/supply-range-search';
import type { SupplyHistoryEntry } from './types';

/** Spec part 2 §9: the supplies history shows 25 movements a page. */
export const HISTORY_PAGE_LENGTH = 25;

/**
 * Supplies history (/supplies/history): movements of every supply, or of the one chosen with the
 * autocomplete, between two required dates, newest first.
 */
export function SuppliesHistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SupplyRangeFilter | null>(null);
  const history = useSuppliesHistory(filter);
  useErrorAlert(history.error, t('supply.messages.error.queryingHistory'));
  const paging = useClientPaging(history.data ?? [], HISTORY_PAGE_LENGTH);

  const columns: DataTableColumn<SupplyHistoryEntry>[] = [
    { accessor: 'updated_at', title: t('kardex.fields.date'), render: (entry) => formatDateTime(entry.updated_at) },
    {
      accessor: 'name',
      title: t('kardex.fields.supply'),
      render: (entry) => (
        <Anchor component={Link} to={paths.supplies.show(entry.supply_id)}>
          {entry.name}
        </Anchor>
      ),
    },
    {
      accessor: 'kind',
      title: t('kardex.fields.kind'),
      render: (entry) => (
        <Badge variant="outline" color={entry.kind === 'input' ? 'green' : 'red'}>
          {t(`kardex.kinds.${entry.kind}`)}
        </Badge>
      ),
    },
    {
      accessor: 'quantity',
      title: t('kardex.fields.quantity'),
      textAlign: 'right',
      render: (entry) => formatStockQuantity(entry.quantity),
    },
    { accessor: 'unit_of_measurement', title: t('supply.fields.unit_of_measurement') },
    { accessor: 'source_type', title: t('kardex.fields.source_type'), render: (entry) => <KardexSourceBadge source={entry.source_type} /> },
    { accessor: 'production_order_id', title: t('kardex.fields.production_order_id'), render: (entry) => <OrderLink entry={entry} /> },
    { accessor: 'reference', title: t('kardex.fields.reference') },
    { accessor: 'detail', title: t('kardex.fields.detail'), render: (entry) => <SourceDetailLink entry={entry} /> },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('supply.titles.history')}
      </Title>
      <SupplyRangeSearch
        current={filter}
        loading={history.isFetching}
        onRepeat={() => void history.refetch()}
        onSearch={(next) => {
          setFilter(next);
          paging.setPage(1);
        }}
      />
      {filter ? (
        <DataTable<SupplyHistoryEntry>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={150}
          idAccessor="id"
          records={paging.records}
          columns={columns}
          fetching={history.isFetching}
          noRecordsText={t('kardex.empty')}
          customRowAttributes={(entry) => ({ 'data-entry-id': entry.id })}
          {...paging.tableProps}
        />
      ) : null}
    </Stack>
  );
}
