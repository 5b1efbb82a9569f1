import { Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, type QuoteInsightsResponse } from '@tintero/domain';
import { useMonthFilterParams } from '../../components/month-year-filter';
import { api } from '../../lib/api-client';

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const asPercent = (value: number | null) => (value === null ? '—' : `${percent.format(value)} %`);

/**
 * Administrators' Home: the quotes of the month the figures show (the same `month`/`year` of the
 * URL) per seller (sent, won, lost, expired, open, value won), and the margin quoted against the
 * one achieved by the finished orders made from quotes (`GET /v1/insights/quotes`).
 */
export function QuoteInsights() {
  const { t } = useTranslation();
  const [filter] = useMonthFilterParams();
  const first = dayjs(`${filter.year}-${String(filter.month).padStart(2, '0')}-01`);
  const range = { from_date: first.format('YYYY-MM-DD'), to_date: first.endOf('month').format('YYYY-MM-DD') };
  const insights = useQuery({
    queryKey: ['insights', 'quotes', range],
    queryFn: ({ signal }) => api.get<QuoteInsightsResponse>('/insights/quotes', { query: range, signal }),
  });
  const data = insights.data;
  if (!data) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('quote.insights.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('quote.insights.title')}
      </Title>
      {data.sellers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quote.insights.empty')}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.fields.seller')}</Table.Th>
              {(['sent', 'won', 'lost', 'expired', 'open'] as const).map((name) => (
                <Table.Th key={name} ta="right">
                  {t(`quote.insights.${name}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('quote.insights.wonValue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.sellers.map((row) => (
              <Table.Tr key={`${row.seller_id}-${row.month}`}>
                <Table.Td>{row.seller}</Table.Td>
                <Table.Td ta="right">{row.sent}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right">{row.lost}</Table.Td>
                <Table.Td ta="right">{row.expired}</Table.Td>
                <Table.Td ta="right">{row.open}</Table.Td>
                <Table.Td ta="right">{formatCurrencyToCents(row.won_value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" mt="sm" data-testid="quote-margins">
        {t('quote.insights.margins', {
          count: data.margins.orders,
          quoted: asPercent(data.margins.quoted_margin_percent),
          achieved: asPercent(data.margins.achieved_margin_percent),
        })}
      </Text>
    </Paper>
  );
}
