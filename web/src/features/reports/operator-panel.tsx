import { Accordion, ActionIcon, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, REPORT_PAGE_SIZES, type OperatorActivityRow, type OperatorSummaryResponse } from '@tintero/domain';
import { DataTable } from '../../components/data-table';
import { useErrorAlert } from '../../lib/screen-hooks';
import { formatMinutes } from '../../components/activity-display';
import { useOperatorActivities, type ReportRange } from './api';
import { operatorColumns } from './operator-columns';
import { reportTotals } from './report-cells';
import { iconTooltip } from '../../components/icon-tooltips';

export interface OperatorPanelProps {
  operatorId: number;
  name: string;
  range: ReportRange;
  /** The panel is open: its rows are asked for then, not before (issue 22 item 14). */
  opened: boolean;
  /** What the one request for every operator says of this one (undefined until it answers). */
  summary: OperatorSummaryResponse | undefined;
  /** Asks every operator's totals again (the refresh button, beside this panel's rows). */
  onRefreshSummary: () => void;
  onIntervals: (row: OperatorActivityRow, operatorName: string) => void;
}

/**
 * One operator's collapsible panel (spec part 2 §2): it loads its own rows the first time it is
 * open (a workshop's every operator at once took seconds, issue 22 item 14; open panels' requests
 * run in parallel), says in its header how many intervals, how much time and what labour value
 * they add up to (from its rows once loaded; before that from the page's one request for every
 * operator, issue 23 item 2), and has its own refresh button: its rows once asked for, and the
 * totals. 50 rows a page (spec part 2 §9).
 */
export function OperatorPanel({ operatorId, name, range, opened, summary, onRefreshSummary, onIntervals }: OperatorPanelProps) {
  const { t } = useTranslation();
  // Once loaded, a panel closed again keeps its rows and summary (the query stays in the cache).
  const report = useOperatorActivities(operatorId, range, { enabled: opened });
  useErrorAlert(report.error, t('reports.messages.error.querying', { name }));
  const rows = report.data ?? [];
  const totals = reportTotals(rows);
  const shown = report.data
    ? { count: rows.length, minutes: totals.minutes, value: totals.value }
    : summary && { count: summary.intervals, minutes: summary.minutes, value: summary.value };
  const refresh = () => {
    if (opened || report.data) void report.refetch();
    onRefreshSummary();
  };

  return (
    <Accordion.Item value={String(operatorId)} data-operator-id={operatorId}>
      <Group wrap="nowrap" gap={0} pr="sm">
        <Accordion.Control aria-label={name}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {shown ? (
              <Text size="sm" c="dimmed" data-operator-summary>
                {t('reports.operator.summary', {
                  count: shown.count,
                  time: formatMinutes(shown.minutes),
                  value: formatCurrency(shown.value),
                })}
              </Text>
            ) : report.isFetching || report.isError ? null : (
              <Text size="sm" c="dimmed" data-operator-summary="not-loaded">
                {t('reports.operator.notLoaded')}
              </Text>
            )}
          </Group>
        </Accordion.Control>
        <ActionIcon
          {...iconTooltip(t('reports.actions.refresh'))}
          variant="subtle"
          size="lg"
          aria-label={t('reports.actions.refreshOperator', { name })}
          loading={report.isFetching}
          onClick={refresh}
        >
          <IconRefresh size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Accordion.Panel>
        <DataTable<OperatorActivityRow>
          columnsKey="operator-report"
          searchable
          pageLength={REPORT_PAGE_SIZES.operator}
          aria-label={t('reports.operator.tableOf', { name })}
          idAccessor="interval_id"
          exportAs={{ fileName: 'actividades-operario' }}
          records={rows}
          columns={operatorColumns(t, rows, (row) => onIntervals(row, name))}
          fetching={report.isFetching}
          noRecordsText={report.isError ? t('reports.operator.failed') : t('reports.operator.empty', { name })}
          customRowAttributes={(row) => ({ 'data-interval-id': row.interval_id })}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
