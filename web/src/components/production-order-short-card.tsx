import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tintero/domain';
import { FieldList } from './field-list';
import { StatusBadge } from './status-badge';
import type { ProductionOrderBasics } from '../lib/production-order-extensions';

/** The operator view of an order (`GET /production_orders/{id}/short`): the basics, status optional. */
export type ShortOrderView = Omit<ProductionOrderBasics, 'status'> & { status?: string };

/**
 * A production order as operators see it (spec part 1 §2, detail in operator mode): reference, id,
 * client, quantity, delivery day and observation, inside a highlighted border, and never an amount
 * of money. Shared so the operator's dashboard shows an order the same way; it takes the answer of
 * `GET /v1/production_orders/{id}/short`.
 */
export function ProductionOrderShortCard({ order }: { order: ShortOrderView }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      data-mode="operator"
      data-highlighted="true"
      style={{ borderWidth: 3, borderColor: 'var(--mantine-primary-color-filled)' }}
      aria-label={t('productionOrder.titles.operator', { id: order.id })}
      component="section"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3">
          {t('productionOrder.titles.operator', { id: order.id })}
        </Title>
        {order.status ? <StatusBadge status={order.status} size="lg" /> : null}
      </Group>
      <FieldList
        items={[
          { name: 'reference', label: t('productionOrder.fields.reference'), value: order.reference },
          { name: 'id', label: t('productionOrder.fields.id'), value: order.id },
          { name: 'client', label: t('productionOrder.fields.client'), value: order.client },
          { name: 'quantity', label: t('productionOrder.fields.quantity'), value: order.quantity },
          { name: 'delivery_day', label: t('productionOrder.fields.delivery_day'), value: formatDate(order.delivery_day) },
          { name: 'observation', label: t('productionOrder.fields.observation'), value: order.observation },
        ]}
      />
    </Paper>
  );
}
