import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { useClientPaging } from '../../../lib/client-paging';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { useKardex } from '../api';
import type { DateRange, KardexEntry } from '../types';
import { DateRangeFilter } from './date-range-filter';
import { entryOriginColumns, stockColumns } from './kardex-columns';

/** Spec part 2 §9: the per-supply kardex table shows 100 entries a page, newest first. */
export const KARDEX_PAGE_LENGTH = 100;

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

  const origin = entryOriginColumns<KardexEntry>(t, { order: 'md', reference: 'lg', source: 'md', detail: 'xl' });
  const columns: TableColumn<KardexEntry>[] = [
    origin.order,
    origin.reference,
    ...stockColumns<KardexEntry>(t, { blankZero: true }),
    origin.source,
    { accessor: 'date', title: t('kardex.fields.date'), kind: 'dateTime', render: (entry) => formatDateTime(entry.date) },
    {
      accessor: 'unit_value',
      title: t('kardex.fields.unit_value'),
      kind: 'money',
      visibleFrom: 'xl',
      render: (entry) => formatCurrency(entry.unit_value),
    },
    {
      accessor: 'total',
      title: t('kardex.fields.total'),
      kind: 'money',
      visibleFrom: 'lg',
      render: (entry) => formatCurrency(entry.total),
    },
    origin.detail,
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
          records={paging.records}
          columns={columns}
          exportAs={{ fileName: `kardex-insumo-${supplyId}` }}
          fetching={kardex.isFetching}
          noRecordsText={t('kardex.empty')}
          customRowAttributes={(entry) => ({ 'data-entry-id': entry.id, 'data-kind': entry.kind })}
          {...paging.tableProps}
        />
      </Stack>
    </Paper>
  );
}
