import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, formatStockQuantity } from '@tintero/domain';
import { useClientPaging } from '../../../lib/client-paging';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { useKardex } from '../api';
import type { DateRange, KardexEntry } from '../types';
import { DateRangeFilter } from './date-range-filter';
import { KardexSourceBadge } from './kardex-source-badge';
import { OrderLink, SourceDetailLink } from './kardex-links';

/** Spec part 2 §9: the per-supply kardex table shows 100 entries a page, newest first. */
export const KARDEX_PAGE_LENGTH = 100;

const quantity = (value: number) => (value ? formatStockQuantity(value) : '');

/**
 * The Kardex section of a supply's detail (spec part 2 §2): optional from and to dates; columns
 * order (linked), reference, input, output, balance, source, date, unit value, total, and the link
 * to the purchase or inventory detail the entry came from.
 */
export function SupplyKardex({ supplyId }: { supplyId: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>({});
  const kardex = useKardex(supplyId, range);
  useErrorAlert(kardex.error, t('kardex.messages.error.querying'));
  const paging = useClientPaging(kardex.data ?? [], KARDEX_PAGE_LENGTH);

  const columns: DataTableColumn<KardexEntry>[] = [
    { accessor: 'production_order_id', title: t('kardex.fields.production_order_id'), render: (entry) => <OrderLink entry={entry} /> },
    { accessor: 'reference', title: t('kardex.fields.reference') },
    { accessor: 'input', title: t('kardex.fields.input'), textAlign: 'right', render: (entry) => quantity(entry.input) },
    { accessor: 'output', title: t('kardex.fields.output'), textAlign: 'right', render: (entry) => quantity(entry.output) },
    { accessor: 'balance', title: t('kardex.fields.balance'), textAlign: 'right', render: (entry) => formatStockQuantity(entry.balance) },
    {
      accessor: 'source_type',
      title: t('kardex.fields.source_type'),
      noWrap: true,
      render: (entry) => <KardexSourceBadge source={entry.source_type} />,
    },
    { accessor: 'date', title: t('kardex.fields.date'), noWrap: true, render: (entry) => formatDateTime(entry.date) },
    {
      accessor: 'unit_value',
      title: t('kardex.fields.unit_value'),
      textAlign: 'right',
      noWrap: true,
      render: (entry) => formatCurrency(entry.unit_value),
    },
    {
      accessor: 'total',
      title: t('kardex.fields.total'),
      textAlign: 'right',
      noWrap: true,
      render: (entry) => formatCurrency(entry.total),
    },
    { accessor: 'detail', title: t('kardex.fields.detail'), render: (entry) => <SourceDetailLink entry={entry} /> },
  ];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('kardex.titles.section')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('kardex.titles.section')}
        </Title>
        <DateRangeFilter
          required={false}
          loading={kardex.isFetching}
          onSearch={(next) => {
            setRange({ ...(next.from_date ? { from_date: next.from_date } : {}), ...(next.to_date ? { to_date: next.to_date } : {}) });
            paging.setPage(1);
          }}
        />
        <DataTable<KardexEntry>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={150}
          idAccessor="id"
          records={paging.records}
          columns={columns}
          fetching={kardex.isFetching}
          noRecordsText={t('kardex.empty')}
          customRowAttributes={(entry) => ({ 'data-entry-id': entry.id, 'data-kind': entry.kind })}
          {...paging.tableProps}
        />
      </Stack>
    </Paper>
  );
}
