import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MonthYearFilter, useMonthFilterParams } from '../../components/month-year-filter';
import type { MonthFilter } from '../../lib/month-filter';
import { useInsights, type InsightsRange } from './api';
import { InsightsFigures } from './insights-figures';

/** The month's first and last day (the server counts them in APP_TIME_ZONE, both included). */
export function monthRange({ month, year }: MonthFilter): InsightsRange {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return { from_date: first.format('YYYY-MM-DD'), to_date: first.endOf('month').format('YYYY-MM-DD') };
}

/**
 * The numbers at a glance on administrators' Home (issue 13): a month (this one unless the URL
 * says otherwise) and its figures. Loaded as its own chunk by the app layer, so the charts library
 * reaches neither the main bundle nor anyone else's Home.
 */
export default function InsightsSection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useMonthFilterParams();
  const insights = useInsights(monthRange(filter));
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
        <InsightsFigures data={insights.data} />
      ) : insights.isError ? (
        <Alert color="red" variant="light" title={t('insights.error')}>
          <Button variant="light" color="red" size="md" onClick={() => void insights.refetch()}>
            {t('insights.retry')}
          </Button>
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('insights.loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}
