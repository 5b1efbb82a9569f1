import { useMemo, useState } from 'react';
import { Accordion, Stack, Text } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fullName, todayInDisplayZone, type OperatorActivityRow } from '@tintero/domain';
import { PageHeader } from '../../components/page-header';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useIntervalEditor } from '../../components/interval-editor-slot';
import { reportKeys, useOperators, useOperatorSummaries } from './api';
import { rowActivityTitle } from './operator-columns';
import { OperatorPanel } from './operator-panel';
import { ReportFilters, type OperatorOption, type ReportFilterValues } from './report-filters';
import { operatorReportUrl, rangeErrors, readOperatorReport } from './report-url';

/**
 * Operator activity report (`/activities`, `/activities/{user_id}/{from}/{to}`; spec part 2 §2):
 * the filter lives in the URL (see report-url.ts) and the report runs as soon as the URL's range
 * is valid. One panel per operator, each with its totals and refresh; the totals of every operator
 * come in one request (issue 23 item 2: one per operator was 80 at five years), and a panel asks for
 * its rows only once open (issue 22 item 14: a workshop's every operator at once took seconds).
 * Open at first are the operators the URL names (the users list's link names one), or the only
 * operator; for the whole workshop none. Searching again for the same operators keeps the panels
 * opened or closed by hand; another choice of operators starts over. The intervals button of a row opens
 * the interval editor on that operator's work on the activity; saving there refreshes the report.
 */
export function OperatorActivitiesPage() {
  const { t } = useTranslation();
  const params = useParams<{ user_id?: string; from_date?: string; to_date?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const operators = useOperators();
  useErrorAlert(operators.error, t('reports.messages.error.operators'));
  const intervals = useIntervalEditor();
  const fetching = useIsFetching({ queryKey: reportKeys.operatorAll }) > 0;
  const [chosen, setChosen] = useState<{ selection: string; open: string[] } | null>(null);

  const today = todayInDisplayZone();
  const { user_id, from_date, to_date } = params;
  const filter = useMemo(
    () => readOperatorReport({ user_id, from_date, to_date }, searchParams, today),
    [user_id, from_date, to_date, searchParams, today],
  );
  const valid = Object.keys(rangeErrors('operator', filter)).length === 0;

  const enabled = useMemo(() => operators.data ?? [], [operators.data]);
  const nameOf = (id: number) => {
    const operator = enabled.find((entry) => entry.id === id);
    return operator ? fullName(operator) : t('reports.operator.unknown', { id });
  };
  const panelIds = filter.operatorIds ?? enabled.map((operator) => operator.id);
  // An operator the URL names who is not (or no longer) enabled still shows, by id.
  const options: OperatorOption[] = [
    ...enabled.map((operator) => ({ id: operator.id, name: fullName(operator) })),
    ...(filter.operatorIds ?? []).filter((id) => !enabled.some((operator) => operator.id === id)).map((id) => ({ id, name: nameOf(id) })),
  ];
  const loaded = operators.data !== undefined || operators.isError;

  const search = (values: ReportFilterValues) => {
    const ids = values.operatorIds ?? [];
    const everyone = enabled.length > 0 && enabled.every((operator) => ids.includes(operator.id)) && ids.length === enabled.length;
    void navigate(operatorReportUrl({ ...values, operatorIds: everyone ? null : ids }));
  };
  // The same report asked again is asked of the server again: times move while people work.
  const searchAgain = () => void client.invalidateQueries({ queryKey: reportKeys.operatorAll });

  const openIntervals = (row: OperatorActivityRow, name: string) =>
    intervals.openTarget({ title: rowActivityTitle(t, row), workers: [{ activityUserId: row.activity_user_id, name }] });

  // The panels open: the URL's operators at first, then as the person opens and closes them.
  const selection = filter.operatorIds?.join(',') ?? 'all';
  const openAtFirst = (filter.operatorIds ?? (panelIds.length === 1 ? panelIds : [])).map(String);
  const open = chosen?.selection === selection ? chosen.open : openAtFirst;

  const range = { from_date: filter.from_date, to_date: filter.to_date, states: filter.states };
  const rangeKey = JSON.stringify(range);
  const summaries = useOperatorSummaries(range, { enabled: loaded && valid && panelIds.length > 0 });
  useErrorAlert(summaries.error, t('reports.messages.error.summaries'));
  /** An operator with no interval in the range is not in the answer: nothing logged. */
  const summaryOf = (id: number) =>
    summaries.data && (summaries.data.find((entry) => entry.user_id === id) ?? { user_id: id, intervals: 0, minutes: 0, value: 0 });

  return (
    <Stack gap="md">
      <PageHeader title={t('reports.operator.title')} />
      {loaded ? (
        <ReportFilters
          kind="operator"
          applied={{ ...range, states: [...filter.states], operatorIds: filter.operatorIds ?? enabled.map((operator) => operator.id) }}
          operators={options}
          loading={fetching}
          onSearch={search}
          onRepeat={searchAgain}
        />
      ) : null}
      {loaded && valid ? (
        panelIds.length === 0 ? (
          <Text c="dimmed">{t('reports.operator.noOperators')}</Text>
        ) : (
          <Accordion
            multiple
            variant="separated"
            chevronPosition="left"
            value={open}
            onChange={(value) => setChosen({ selection, open: value })}
          >
            {panelIds.map((id) => (
              <OperatorPanel
                key={`${id}|${rangeKey}`}
                operatorId={id}
                name={nameOf(id)}
                range={range}
                opened={open.includes(String(id))}
                summary={summaryOf(id)}
                onRefreshSummary={() => void summaries.refetch()}
                onIntervals={openIntervals}
              />
            ))}
          </Accordion>
        )
      ) : null}
      {intervals.editor}
    </Stack>
  );
}
