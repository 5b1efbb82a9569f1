import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type OrderAtRisk } from '@tintero/domain';
import { DataTable, type TableColumn } from '../../components/data-table';
import { paths } from '../../config/paths';
import { usePlanning } from './api';

/**
 * "Órdenes en riesgo" on the administrators' Home (issue 25): each order the plan projects to
 * finish after (or within a working day of) its delivery day, or with an activity past its own due
 * day, with its projected completion against its delivery day. Nothing drawn until the plan answers.
 */
export function OrdersAtRisk() {
  const { t } = useTranslation();
  const planning = usePlanning(null);
  if (!planning.data) return null;
  const columns: TableColumn<OrderAtRisk>[] = [
    {
      accessor: 'production_order_id',
      title: t('planning.atRisk.order'),
      render: (order) => (
        <Anchor component={Link} to={paths.productionOrders.show(order.production_order_id)}>
          N.º {order.production_order_id} · {order.reference}
        </Anchor>
      ),
      exportValue: (order) => `${order.production_order_id} ${order.reference}`,
    },
    { accessor: 'client', title: t('productionOrder.fields.client'), kind: 'longText' },
    { accessor: 'delivery_day', title: t('planning.atRisk.delivery'), kind: 'date' },
    {
      accessor: 'projected_completion',
      title: t('planning.atRisk.completion'),
      kind: 'dateTime',
      render: (order) => (order.projected_completion ? formatDateTime(order.projected_completion) : '—'),
    },
    {
      accessor: 'risk',
      title: t('planning.atRisk.risk'),
      kind: 'status',
      render: (order) => (
        <Badge color={order.risk === 'late' ? 'red' : 'yellow'} variant="light">
          {t(`planning.risk.${order.risk}`)}
        </Badge>
      ),
      exportValue: (order) => t(`planning.risk.${order.risk}`),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('planning.atRisk.title')}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('planning.atRisk.title')}
        </Title>
        {planning.data.orders_at_risk.length === 0 ? (
          <Text size="sm">{t('planning.atRisk.empty')}</Text>
        ) : (
          <DataTable<OrderAtRisk>
            records={planning.data.orders_at_risk}
            idAccessor="production_order_id"
            columns={columns}
            noRecordsText={t('planning.atRisk.empty')}
          />
        )}
        <Anchor component={Link} to={paths.planning} size="sm">
          {t('planning.atRisk.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
