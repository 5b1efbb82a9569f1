import { useMemo } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, REPORT_PAGE_SIZES, todayInDisplayZone, type ConsolidatedActivityRow } from '@tintero/domain';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ServerExportButtons } from '../../components/table-export-buttons';
import { usePagedList } from '../../lib/paged-list';
import { useErrorAlert } from '../../lib/screen-hooks';
import { formatMinutes } from '../../components/activity-display';
import { fetchConsolidatedExport, reportKeys, useConsolidatedActivities } from './api';
import { consolidatedColumns, consolidatedRowKey } from './consolidated-columns';
import { ReportFilters, type ReportFilterValues } from './report-filters';
import { consolidatedReportUrl, rangeErrors, readConsolidatedReport } from './report-url';

/** A figure of the whole result, large enough to read from across the desk. */
function Total({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-total={name}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Consolidated activity report (`/consolidated_activities`, `/consolidated_activities/{from}/{to}`;
 * spec part 2 §2): per order, operator and activity, the intervals starting in the range (at most
 * three months) added up; the total labour value and time of the whole result above the table,
 * 20 rows a page (spec part 2 §9), paged on the server, which also sums the totals and writes the
 * Excel file of every row (docs/decisions/017). The filter lives in the URL (report-url.ts); the
 * report runs as soon as the URL's range is valid, from its first page.
 */
export function ConsolidatedActivitiesPage() {
  const { t } = useTranslation();
  const { from_date, to_date } = useParams<{ from_date?: string; to_date?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInDisplayZone();
  const filter = useMemo(
    () => readConsolidatedReport({ from_date, to_date }, searchParams, today),
    [from_date, to_date, searchParams, today],
  );
  const valid = Object.keys(rangeErrors('consolidated', filter)).length === 0;
  // The range is the path's and the statuses report-url's; the page is the list's (a search lands on page 1).
  const list = usePagedList({ perPage: REPORT_PAGE_SIZES.consolidated, queryKey: reportKeys.consolidatedAll });
  const report = useConsolidatedActivities(valid ? filter : null, list.page);
  useErrorAlert(report.error, t('reports.messages.error.consolidated'));

  const search = (values: ReportFilterValues) =>
    void navigate(consolidatedReportUrl({ from_date: values.from_date, to_date: values.to_date, states: values.states }));

  return (
    <Stack gap="md">
      <PageHeader title={t('reports.consolidated.title')} />
      <ReportFilters
        kind="consolidated"
        applied={{ from_date: filter.from_date, to_date: filter.to_date, states: [...filter.states] }}
        loading={report.isFetching}
        onSearch={search}
        onRepeat={list.searchAgain}
      />
      {valid && report.data ? (
        <>
          <Group justify="space-between" align="flex-end">
            <Group gap="md" aria-label={t('reports.consolidated.totals')} role="group">
              <Total name="value" label={t('reports.consolidated.totalValue')} value={formatCurrency(report.data.totals.value)} />
              <Total name="minutes" label={t('reports.consolidated.totalTime')} value={formatMinutes(report.data.totals.minutes)} />
              <Total name="count" label={t('reports.consolidated.rows')} value={String(report.data.total)} />
            </Group>
            <ServerExportButtons
              fetchExport={(format) => fetchConsolidatedExport(filter, format)}
              disabled={report.data.total === 0}
              failedMessage={t('reports.messages.error.exportingToExcel')}
            />
          </Group>
          <DataTable<ConsolidatedActivityRow>
            columnsKey="consolidated-report"
            aria-label={t('reports.consolidated.table')}
            idAccessor={consolidatedRowKey}
            {...list.table(report)}
            columns={consolidatedColumns(t, report.data.totals)}
            noRecordsText={t('reports.consolidated.empty')}
            customRowAttributes={(row) => ({ 'data-row-key': consolidatedRowKey(row) })}
          />
        </>
      ) : null}
    </Stack>
  );
}
