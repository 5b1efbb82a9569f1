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
import { FilterForm } from '../../../components/filter-form';
import { hasErrors, useFilterForm } from '../../../lib/filter-form';
import { useErrorAlert, useNothingFoundWarning } from '../../../lib/screen-hooks';
import { fetchKardexExport, kardexKey, useKardex } from '../api';
import type { KardexEntry } from '../types';
import { DateRangeFields } from '../../../components/date-range-fields';
import { urlDay, usePagedList } from '../../../lib/paged-list';
import { dateRangeErrors, useLedgerRangeFields, type DateRangeValue } from './date-range';
import { entryOriginColumns, stockColumns } from './kardex-columns';
import { ServerExportButtons } from '../../../components/table-export-buttons';

export { KARDEX_PAGE_LENGTH };

const RANGE = { from_date: urlDay, to_date: urlDay };
const errorsOf = (range: DateRangeValue) => dateRangeErrors(range, LEDGER_RANGE_MAX_DAYS);

/**
 * The Kardex section of a supply's detail (spec part 2 §2): from and to dates, both required
 * (spec part 2 §5), at most LEDGER_RANGE_MAX_DAYS apart, the last year's when it opens; columns
 * order (linked), reference, input, output, balance, source, date, unit value, total, and the link
 * to the purchase or inventory detail the entry came from. Paged on the server, 100 a page; the
 * Excel export holds every page of the range. A range without movements is a warning.
 */
export function SupplyKardex({ supplyId }: { supplyId: number }) {
  const { t } = useTranslation();
  const ledgerFields = useLedgerRangeFields();
  const [lastYear] = useState(() => lastLedgerRange(todayInDisplayZone()));
  const list = usePagedList({ perPage: KARDEX_PAGE_LENGTH, filters: RANGE, queryKey: kardexKey(supplyId) });
  // The URL's range, else the last year's.
  const range = { from_date: list.filters.from_date ?? lastYear.from_date, to_date: list.filters.to_date ?? lastYear.to_date };
  const valid = !hasErrors(errorsOf(range));
  const kardex = useKardex(supplyId, valid ? { ...range, page: list.page } : null);
  const form = useFilterForm({ applied: range, validate: errorsOf, onSearch: list.setFilters, onRepeat: list.searchAgain });
  useErrorAlert(kardex.error, t('kardex.messages.error.querying'));
  // A range without movements says so (spec part 2 §8), as the consolidated kardex does.
  useNothingFoundWarning(kardex.data?.total === 0, kardex.dataUpdatedAt, t('kardex.messages.warning.querying'));

  const origin = entryOriginColumns<KardexEntry>(t);
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
      render: (entry) => formatCurrency(entry.unit_value),
    },
    {
      accessor: 'total',
      title: t('kardex.fields.total'),
      kind: 'money',
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
        <FilterForm
          label={t('kardex.filters.label')}
          onSubmit={form.onSubmit}
          submitLabel={t('kardex.actions.search')}
          loading={kardex.isFetching}
        >
          <DateRangeFields {...ledgerFields} values={form.values} errors={form.errors} onChange={form.set} />
        </FilterForm>
        <Group justify="flex-end">
          <ServerExportButtons
            fetchExport={(format) => fetchKardexExport(supplyId, range, format)}
            disabled={!kardex.data?.total}
            failedMessage={t('kardex.messages.error.exporting_to_excel')}
          />
        </Group>
        <DataTable<KardexEntry>
          columnsKey="supply-kardex"
          {...list.table(kardex)}
          columns={columns}
          noRecordsText={t('kardex.empty')}
          customRowAttributes={(entry) => ({ 'data-entry-id': entry.id, 'data-kind': entry.kind })}
        />
      </Stack>
    </Paper>
  );
}
