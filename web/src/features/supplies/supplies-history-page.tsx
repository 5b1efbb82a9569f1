import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatStockQuantity, LEDGER_RANGE_MAX_DAYS, SUPPLIES_HISTORY_PAGE_LENGTH } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { hasErrors } from '../../lib/filter-form';
import { usePagedList } from '../../lib/paged-list';
import { useErrorAlert } from '../../lib/screen-hooks';
import { fetchHistoryExport, historyKey, useSuppliesHistory } from './api';
import { entryOriginColumns } from './components/kardex-columns';
import { dateRangeErrors } from './components/date-range';
import { SupplyRangeSearch, supplyRangeShape, type SupplyRangeFilter } from './components/supply-range-search';
import { ServerExportButtons } from '../../components/table-export-buttons';
import type { SupplyHistoryEntry } from './types';

/** Spec part 2 §9: the supplies history shows 25 movements a page. */
export const HISTORY_PAGE_LENGTH = SUPPLIES_HISTORY_PAGE_LENGTH;

/**
 * Supplies history (/supplies/history): movements of every supply, or of the one chosen with the
 * autocomplete, between two required dates at most LEDGER_RANGE_MAX_DAYS apart, newest first;
 * paged on the server, 25 a page; the Excel export holds every page of the search.
 */
export function SuppliesHistoryPage() {
  const { t } = useTranslation();
  const list = usePagedList({ perPage: HISTORY_PAGE_LENGTH, filters: supplyRangeShape, queryKey: historyKey() });
  const { from_date = '', to_date = '', supply_id } = list.filters;
  const applied: SupplyRangeFilter = { from_date, to_date, ...(supply_id ? { supply_id } : {}) };
  // Nothing is asked until a range the history allows is searched (or brought by the URL).
  const searched = !hasErrors(dateRangeErrors(applied, LEDGER_RANGE_MAX_DAYS));
  const history = useSuppliesHistory(searched ? { ...applied, page: list.page, per_page: HISTORY_PAGE_LENGTH } : null);
  useErrorAlert(history.error, t('supply.messages.error.queryingHistory'));

  const origin = entryOriginColumns<SupplyHistoryEntry>(t);
  const columns: TableColumn<SupplyHistoryEntry>[] = [
    { accessor: 'updated_at', title: t('kardex.fields.date'), kind: 'dateTime', render: (entry) => formatDateTime(entry.updated_at) },
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
      kind: 'status',
      render: (entry) => (
        <Badge variant="outline" color={entry.kind === 'input' ? 'green' : 'red'}>
          {t(`kardex.kinds.${entry.kind}`)}
        </Badge>
      ),
      exportValue: (entry) => t(`kardex.kinds.${entry.kind}`),
    },
    { accessor: 'quantity', title: t('kardex.fields.quantity'), kind: 'quantity', render: (entry) => formatStockQuantity(entry.quantity) },
    { accessor: 'unit_of_measurement', title: t('supply.fields.unit_of_measurement') },
    origin.source,
    origin.order,
    origin.reference,
    origin.detail,
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('supply.titles.history')} />
      <SupplyRangeSearch
        applied={applied}
        loading={history.isFetching}
        onRepeat={list.searchAgain}
        maxDays={LEDGER_RANGE_MAX_DAYS}
        onSearch={(next) => list.setFilters({ supply_id: undefined, ...next })}
        onClear={() => list.clear()}
      />
      {searched ? (
        <>
          <Group justify="flex-end">
            <ServerExportButtons
              fetchExport={(format) => fetchHistoryExport(applied, format)}
              disabled={!history.data?.total}
              failedMessage={t('kardex.messages.error.exporting_to_excel')}
            />
          </Group>
          <DataTable<SupplyHistoryEntry>
            columnsKey="supplies-history"
            {...list.table(history)}
            columns={columns}
            noRecordsText={t('kardex.empty')}
            customRowAttributes={(entry) => ({ 'data-entry-id': entry.id })}
          />
        </>
      ) : null}
    </Stack>
  );
}
