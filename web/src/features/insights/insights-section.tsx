import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MonthYearFilter, useMonthFilterParams } from '../../components/month-year-filter';
import type { MonthFilter } from '../../lib/month-filter';
import { useInsights, type InsightsRange } from './api';

// The charts library and its styles: a chunk of their own, fetched while the month's figures are
// asked (the section starts the download as it mounts: `lazy` alone would start it only once the
// figures had arrived, a second wait after theirs, 0.5 s on slow 4G).
const importFigures = () => import('./insights-figures');
const InsightsFigures = lazy(() => importFigures().then((m) => ({ default: m.InsightsFigures })));

/** The month's first and last day (the server counts them in APP_TIME_ZONE, both included). */
export function monthRange({ month, year }: MonthFilter): InsightsRange {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return { from_date: first.format('YYYY-MM-DD'), to_date: first.endOf('month').format('YYYY-MM-DD') };
}

/** Calls `onShown` once what it sits beside has been drawn (children of one Suspense commit together). */
function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

function FiguresLoading() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('insights.loading')}</Text>
    </Group>
  );
}

/**
 * The numbers at a glance on administrators' Home (issue 13): a month (this one unless the URL
 * says otherwise) and its figures. The month's figures are asked as Home draws; the charts
 * library loads meanwhile in its own chunk, so it reaches neither the main bundle nor anyone
 * else's Home. `onShown`: the figures (or the error) are drawn, so the section's height is known.
 */
export function InsightsSection({ onShown }: { onShown?: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useMonthFilterParams();
  const insights = useInsights(monthRange(filter));
  useEffect(() => void importFigures(), []);
  return (
    <Stack component="section" aria-label={t('insights.label')} gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t('insights.title')}</Title>
        <MonthYearFilter
          value={filter}
          onChange={setFilter}
          label={t('insights.filter')}
          monthLabel={t('insights.month')}
          yearLabel={t('insights.year')}
        />
      </Group>
      {insights.data ? (
        <Suspense fallback={<FiguresLoading />}>
          <InsightsFigures data={insights.data} />
          <Shown onShown={onShown} />
        </Suspense>
      ) : insights.isError ? (
        <Alert color="red" variant="light" title={t('insights.error')}>
          <Shown onShown={onShown} />
          <Button variant="light" color="red" size="md" onClick={() => void insights.refetch()}>
            {t('insights.retry')}
          </Button>
        </Alert>
      ) : (
        <FiguresLoading />
      )}
    </Stack>
  );
}
