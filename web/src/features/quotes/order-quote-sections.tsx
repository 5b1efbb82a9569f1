import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents, formatStockQuantity } from '@tintero/domain';
import { paths } from '../../config/paths';
import type { ProductionOrderSectionProps } from '../../lib/production-order-extensions';
import { usePlannedSupplies, useQuoteComparison } from './api';

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const asPercent = (value: number | null) => (value === null ? '—' : `${percent.format(value)} %`);

/** "Cotizado vs real" on an order made from a quote: per cost and the margin, with a link back to the quote; nothing otherwise. */
export function QuoteComparisonSection({ order }: ProductionOrderSectionProps) {
  const { t } = useTranslation();
  const comparison = useQuoteComparison(order.id);
  const data = comparison.data;
  if (!data) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('quote.titles.comparison')}>
      <Title order={2} size="h4" mb="xs">
        {t('quote.titles.comparison')}
      </Title>
      <Text size="sm" mb="sm">
        {t('quote.comparison.from', {
          number: data.quote_number,
          quantity: data.quantity.toLocaleString('es-CO'),
          price: formatCurrencyToCents(data.price),
        })}{' '}
        <Anchor component={Link} to={paths.quotes.show(data.quote_id)}>
          {t('quote.actions.goToQuote', { number: data.quote_number })}
        </Anchor>
      </Text>
      <Table withTableBorder striped aria-label={t('quote.titles.comparison')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quote.comparison.concept')}</Table.Th>
            <Table.Th ta="right">{t('quote.comparison.quoted')}</Table.Th>
            <Table.Th ta="right">{t('quote.comparison.actual')}</Table.Th>
            <Table.Th ta="right">{t('quote.comparison.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.key} data-row={row.key}>
              <Table.Th scope="row" fw={row.key === 'total' || row.key === 'margin' ? 700 : 500}>
                {t(`quote.comparison.rows.${row.key}`)}
              </Table.Th>
              <Table.Td ta="right">{formatCurrencyToCents(row.quoted)}</Table.Td>
              <Table.Td ta="right">{formatCurrencyToCents(row.actual)}</Table.Td>
              <Table.Td
                ta="right"
                c={row.difference === 0 ? undefined : (row.key === 'margin') === row.difference > 0 ? 'green.8' : 'red.8'}
              >
                {formatCurrencyToCents(row.difference)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs" data-testid="margin-percent">
        {t('quote.comparison.marginPercent', {
          quoted: asPercent(data.quoted_margin_percent),
          actual: asPercent(data.actual_margin_percent),
        })}
      </Text>
    </Paper>
  );
}

/** "Insumos previstos" (read only): the accepted option's planned supplies; stock moves only when supplies are used. */
export function PlannedSuppliesSection({ order }: ProductionOrderSectionProps) {
  const { t } = useTranslation();
  const planned = usePlannedSupplies(order.id);
  if (!planned.data || planned.data.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('quote.titles.plannedSupplies')}>
      <Title order={2} size="h4" mb="md">
        {t('quote.titles.plannedSupplies')}
      </Title>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quote.fields.supply')}</Table.Th>
            <Table.Th ta="right">{t('quote.fields.quantity')}</Table.Th>
            <Table.Th ta="right">{t('quote.fields.unit_value')}</Table.Th>
            <Table.Th ta="right">{t('quote.fields.total_value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {planned.data.map((row) => (
            <Table.Tr key={row.supply_id}>
              <Table.Td>{row.supply_name}</Table.Td>
              <Table.Td ta="right">
                {formatStockQuantity(row.quantity)} {row.unit_of_measurement}
              </Table.Td>
              <Table.Td ta="right">{formatCurrencyToCents(row.unit_value)}</Table.Td>
              <Table.Td ta="right">{formatCurrencyToCents(row.total_value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
