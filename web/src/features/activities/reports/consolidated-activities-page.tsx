import { useMemo } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, REPORT_PAGE_SIZES, todayInDisplayZone, type ConsolidatedActivityRow } from '@tintero/domain';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useClientPaging } from '../../../lib/client-paging';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { formatMinutes } from '../display';
import { reportKeys, useConsolidatedActivities, type ReportRange } from './api';
import { consolidatedColumns, consolidatedRowKey } from './consolidated-columns';
import { reportTotals } from './report-cells';
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
 * 20 rows a page (spec part 2 §9). The filter lives in the URL (report-url.ts); the report runs as
 * soon as the URL's range is valid.
 */
export function ConsolidatedActivitiesPage() {
  const { t } = useTranslation();
  const { from_date, to_date } = useParams<{ from_date?: string; to_date?: string }>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const today = todayInDisplayZone();
  const filter = useMemo(
    () => readConsolidatedReport({ from_date, to_date }, searchParams, today),
    [from_date, to_date, searchParams, today],
  );
  const valid = Object.keys(rangeErrors('consolidated', filter)).length === 0;
  const report = useConsolidatedActivities(valid ? filter : null);
  useErrorAlert(report.error, t('reports.messages.error.consolidated'));
  const rows = useMemo(() => report.data ?? [], [report.data]);
  const paging = useClientPaging(rows, REPORT_PAGE_SIZES.consolidated);
  const totals = reportTotals(rows);

  const search = (values: ReportFilterValues) => {
    const next: ReportRange = { from_date: values.from_date, to_date: values.to_date, states: values.states };
    // The same report asked again is asked of the server again: times move while people work.
    if (JSON.stringify(next) === JSON.stringify(filter)) void client.invalidateQueries({ queryKey: reportKeys.consolidatedAll });
    paging.setPage(1);
    void navigate(consolidatedReportUrl(next));
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('reports.consolidated.title')} />
      <ReportFilters
        key={location.pathname + location.search}
        kind="consolidated"
        initial={{ from_date: filter.from_date, to_date: filter.to_date, states: [...filter.states] }}
        loading={report.isFetching}
        onSearch={search}
      />
      {valid && report.data ? (
        <>
          <Group gap="md" aria-label={t('reports.consolidated.totals')} role="group">
            <Total name="value" label={t('reports.consolidated.totalValue')} value={formatCurrency(totals.value)} />
            <Total name="minutes" label={t('reports.consolidated.totalTime')} value={formatMinutes(totals.minutes)} />
            <Total name="count" label={t('reports.consolidated.rows')} value={String(rows.length)} />
          </Group>
          <DataTable<ConsolidatedActivityRow>
            aria-label={t('reports.consolidated.table')}
            idAccessor={consolidatedRowKey}
            exportAs={{ fileName: 'actividades-consolidadas' }}
            records={paging.records}
            columns={consolidatedColumns(t, rows)}
            fetching={report.isFetching}
            noRecordsText={t('reports.consolidated.empty')}
            customRowAttributes={(row) => ({ 'data-row-key': consolidatedRowKey(row) })}
            {...paging.tableProps}
          />
        </>
      ) : null}
    </Stack>
  );
}
