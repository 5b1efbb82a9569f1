import type { ReactNode } from 'react';
import { Anchor, Box, List, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { BarChart, type BarChartProps } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, INSIGHTS_ORDERS_LIMIT, sumMoney, type InsightsResponse } from '@tintero/domain';
import { paths } from '../../config/paths';

/** Hours with one decimal, as the workshop writes numbers (1.234,5). */
export const formatHours = (hours: number) => hours.toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const CHART_HEIGHT = 280;

/**
 * A bar chart and its figures as text, one line per bar group ("N.º 9: $ 5.000,0 · $ 8.000,0"),
 * visually hidden inside the chart's image: jsdom draws no SVG, so the text is what the tests read
 * (a screen reader reads the figure's caption instead).
 */
function FiguresBarChart(props: BarChartProps & { valueFormatter: (value: number) => string }) {
  const { data, dataKey, series, valueFormatter } = props;
  return (
    <>
      <BarChart {...props} />
      <VisuallyHidden component="ul">
        {data.map((row) => (
          <li key={String(row[dataKey])}>
            {`${String(row[dataKey])}: ${series.map((item) => valueFormatter(Number(row[item.name]))).join(' · ')}`}
          </li>
        ))}
      </VisuallyHidden>
    </>
  );
}

/**
 * A figure: its title, a caption saying the totals in words (what a screen reader reads instead
 * of the chart), the chart as one image with its name, or the empty state when there is nothing.
 */
function Figure(props: {
  title: string;
  caption: ReactNode;
  chartLabel: string;
  empty: string | null;
  chart: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={props.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {props.empty ? (
          <Text c="dimmed">{props.empty}</Text>
        ) : (
          <>
            <Text component="figcaption" size="sm">
              {props.caption}
            </Text>
            <Box role="img" aria-label={props.chartLabel}>
              {props.chart}
            </Box>
            {props.after}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function OrdersFigure({ orders }: { orders: InsightsResponse['orders'] }) {
  const { t } = useTranslation();
  const orderName = (order: { production_order_id: number; reference: string }) =>
    t('insights.orders.order', { id: order.production_order_id, reference: order.reference });
  // Oldest on the left: the answer lists the newest first.
  const data = [...orders.by_order].reverse().map((order) => ({ ...order, name: `N.º ${order.production_order_id}` }));
  return (
    <Figure
      title={t('insights.orders.title')}
      empty={orders.finished === 0 ? t('insights.orders.empty') : null}
      chartLabel={t('insights.orders.chart')}
      caption={
        <>
          {t('insights.orders.caption', {
            count: orders.finished,
            contract: formatCurrency(orders.contract_value),
            cost: formatCurrency(orders.total_cost),
            margin: formatCurrency(orders.margin),
          })}
          {orders.finished > orders.by_order.length ? ` ${t('insights.orders.capped', { count: INSIGHTS_ORDERS_LIMIT })}` : null}
        </>
      }
      chart={
        <FiguresBarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="name"
          withLegend
          valueFormatter={formatCurrency}
          series={[
            { name: 'contract_value', label: t('insights.orders.contract'), color: 'blue.6' },
            { name: 'total_cost', label: t('insights.orders.cost'), color: 'orange.6' },
          ]}
        />
      }
      after={
        <>
          <Title order={4} size="h5">
            {t('insights.orders.worst')}
          </Title>
          <List spacing="xs" aria-label={t('insights.orders.worst')}>
            {orders.worst.map((order) => (
              <List.Item key={order.production_order_id}>
                <Anchor component={Link} to={paths.productionOrders.show(order.production_order_id)}>
                  {orderName(order)}
                </Anchor>{' '}
                <Text span c={order.margin < 0 ? 'red' : undefined}>
                  {t('insights.orders.worstEntry', {
                    margin: formatCurrency(order.margin),
                    contract: formatCurrency(order.contract_value),
                    cost: formatCurrency(order.total_cost),
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      }
    />
  );
}

function LabourFigure({ labour }: { labour: InsightsResponse['labour'] }) {
  const { t } = useTranslation();
  return (
    <Figure
      title={t('insights.labour.title')}
      empty={labour.length === 0 ? t('insights.labour.empty') : null}
      chartLabel={t('insights.labour.chart')}
      caption={t('insights.labour.caption', {
        hours: formatHours(sumMoney(labour.map((row) => row.hours))),
        count: labour.length,
        value: formatCurrency(sumMoney(labour.map((row) => row.value))),
      })}
      chart={
        <FiguresBarChart
          h={Math.max(CHART_HEIGHT / 2, labour.length * 36)}
          data={labour}
          dataKey="operator"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          valueFormatter={formatHours}
          series={[{ name: 'hours', label: t('insights.labour.hours'), color: 'teal.6' }]}
        />
      }
    />
  );
}

function EstimatesFigure({ estimates }: { estimates: InsightsResponse['estimates'] }) {
  const { t } = useTranslation();
  return (
    <Figure
      title={t('insights.estimates.title')}
      empty={estimates.length === 0 ? t('insights.estimates.empty') : null}
      chartLabel={t('insights.estimates.chart')}
      caption={t('insights.estimates.caption', {
        count: sumMoney(estimates.map((row) => row.activities)),
        estimated: formatHours(sumMoney(estimates.map((row) => row.estimated_hours))),
        actual: formatHours(sumMoney(estimates.map((row) => row.actual_hours))),
      })}
      chart={
        <FiguresBarChart
          h={CHART_HEIGHT}
          data={estimates}
          dataKey="activity_name"
          withLegend
          valueFormatter={formatHours}
          series={[
            { name: 'estimated_hours', label: t('insights.estimates.estimated'), color: 'gray.6' },
            { name: 'actual_hours', label: t('insights.estimates.actual'), color: 'indigo.6' },
          ]}
        />
      }
    />
  );
}

function SuppliesFigure({ supplies }: { supplies: InsightsResponse['supplies_consumed'] }) {
  const { t } = useTranslation();
  return (
    <Figure
      title={t('insights.supplies.title')}
      empty={supplies.length === 0 ? t('insights.supplies.empty') : null}
      chartLabel={t('insights.supplies.chart')}
      caption={t('insights.supplies.caption', {
        count: supplies.length,
        value: formatCurrency(sumMoney(supplies.map((row) => row.value))),
      })}
      chart={
        <FiguresBarChart
          h={Math.max(CHART_HEIGHT / 2, supplies.length * 36)}
          data={supplies}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          valueFormatter={formatCurrency}
          series={[{ name: 'value', label: t('insights.supplies.value'), color: 'grape.6' }]}
        />
      }
    />
  );
}

function LowStockList({ lowStock }: { lowStock: InsightsResponse['low_stock'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('insights.lowStock.title')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('insights.lowStock.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('insights.lowStock.caption')}
        </Text>
        {lowStock.length === 0 ? (
          <Text c="dimmed">{t('insights.lowStock.empty')}</Text>
        ) : (
          <List spacing="xs">
            {lowStock.map((supply) => (
              <List.Item key={supply.supply_id}>
                <Anchor component={Link} to={paths.supplies.show(supply.supply_id)}>
                  {supply.name}
                </Anchor>{' '}
                {t('insights.lowStock.entry', {
                  quantity: supply.quantity.toLocaleString('es-CO'),
                  minimum: supply.stock_minimum.toLocaleString('es-CO'),
                  unit: supply.unit_of_measurement,
                })}
              </List.Item>
            ))}
          </List>
        )}
        {lowStock.length > 0 ? (
          <Anchor component={Link} to={paths.purchases.new} fw={600} py="xs">
            {t('insights.lowStock.buy')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The figures of one range: each chart with its totals in words and its empty state. */
export function InsightsFigures({ data }: { data: InsightsResponse }) {
  return (
    <Stack gap="md">
      <OrdersFigure orders={data.orders} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LabourFigure labour={data.labour} />
        <EstimatesFigure estimates={data.estimates} />
        <SuppliesFigure supplies={data.supplies_consumed} />
        <LowStockList lowStock={data.low_stock} />
      </SimpleGrid>
    </Stack>
  );
}
