import { useState } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatCurrency,
  formatDateTime,
  KARDEX_PAGE_LENGTH,
  LEDGER_RANGE_MAX_DAYS,
  lastLedgerRange,
  todayInDisplayZone,
} from '@tintero/domain';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { fetchKardexWorkbook, useKardex } from '../api';
import type { DateRange, KardexEntry } from '../types';
import { DateRangeFilter } from './date-range-filter';
import { entryOriginColumns, stockColumns } from './kardex-columns';
import { WorkbookExportButton } from '../../../components/workbook-export-button';

export { KARDEX_PAGE_LENGTH };

/**
 * The Kardex section of a supply's detail (spec part 2 §2): from and to dates, both required
 * (spec part 2 §5), at most LEDGER_RANGE_MAX_DAYS apart, the last year's when it opens; columns
 * order (linked), reference, input, output, balance, source, date, unit value, total, and the link
 * to the purchase or inventory detail the entry came from. Paged on the server, 100 a page; the
 * Excel export holds every page of the range.
 */
export function SupplyKardex({ supplyId }: { supplyId: number }) {
  const { t } = useTranslation();
  const [initialRange] = useState(() => lastLedgerRange(todayInDisplayZone()));
  const [range, setRange] = useState<Required<DateRange>>(initialRange);
  const [page, setPage] = useState(1);
  const kardex = useKardex(supplyId, { ...range, page });
  useErrorAlert(kardex.error, t('kardex.messages.error.querying'));

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
          required
          maxDays={LEDGER_RANGE_MAX_DAYS}
          initial={initialRange}
          loading={kardex.isFetching}
          onSearch={(next) => {
            setRange(next);
            setPage(1);
            // The same range again: ask again (stock may have moved since).
            if (next.from_date === range.from_date && next.to_date === range.to_date) void kardex.refetch();
          }}
        />
        <Group justify="flex-end">
          <WorkbookExportButton fetchWorkbook={() => fetchKardexWorkbook(supplyId, range)} disabled={!kardex.data?.total} />
        </Group>
        <DataTable<KardexEntry>
          records={kardex.data?.data ?? []}
          columns={columns}
          fetching={kardex.isFetching}
          noRecordsText={t('kardex.empty')}
          customRowAttributes={(entry) => ({ 'data-entry-id': entry.id, 'data-kind': entry.kind })}
          totalRecords={kardex.data?.total ?? 0}
          recordsPerPage={KARDEX_PAGE_LENGTH}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Paper>
  );
}
