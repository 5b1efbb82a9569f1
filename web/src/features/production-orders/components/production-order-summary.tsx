import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDuration } from '@tintero/domain';
import { FieldList, type FieldListItem } from '../../../components/field-list';
import { StatusBadge } from '../../../components/status-badge';
import type { ProductionOrder } from '../types';
import { Money } from './money';

/**
 * The detail view's summary in full mode (spec part 1 §2): the operator's fields plus dates,
 * people, every cost and the derived totals (negative ones in the danger colour), and the times.
 */
export function ProductionOrderSummary({ order }: { order: ProductionOrder }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`productionOrder.fields.${name}`);
  const item = (name: string, value: FieldListItem['value']): FieldListItem => ({ name, label: label(name), value });

  const general: FieldListItem[] = [
    item('reference', order.reference),
    item('id', order.id),
    item('client', order.client),
    item('contract_number', order.contract_number),
    item('quantity', order.quantity),
    item('delivery_day', formatDate(order.delivery_day)),
    item('unit_value', <Money value={order.unit_value} />),
    item('contract_value', <Money value={order.contract_value} />),
    item('status', <StatusBadge status={order.status} />),
    item('created_at', formatDateTime(order.created_at)),
    item('created_by', order.created_by),
    item('updated_at', formatDateTime(order.updated_at)),
  ];
  if (order.last_changed_status_by) general.push(item('last_changed_status_by', order.last_changed_status_by));
  if (order.last_changed_status_at) general.push(item('last_changed_status_at', formatDateTime(order.last_changed_status_at)));
  general.push(item('observation', order.observation));

  const costs: FieldListItem[] = [
    item('supplies_cost', <Money value={order.supplies_cost} />),
    item('leftovers_value', <Money value={order.leftovers_value} />),
    item('total_supplies', <Money value={order.total_supplies} />),
    item('machinery_cost', <Money value={order.machinery_cost} />),
    item('labor_cost', <Money value={order.labor_cost} />),
    item('cost_work_third_party', <Money value={order.cost_work_third_party} />),
    item('total_cost', <Money value={order.total_cost} />),
    item('actual_amount', order.actual_amount),
    item('unit_real_cost', <Money value={order.unit_real_cost} />),
  ];

  const times: FieldListItem[] = [
    item('estimated_total_time', formatDuration(order.estimated_total_time)),
    // Worked time is kept in minutes.
    item('total_labor_time', formatDuration(order.total_labor_time * 60)),
  ];

  return (
    <Stack gap="md" data-mode="full">
      <Paper withBorder p="lg" radius="md" component="section" aria-label={t('productionOrder.sections.general')}>
        <Title order={2} size="h4" mb="md">
          {t('productionOrder.sections.general')}
        </Title>
        <FieldList items={general} />
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={t('productionOrder.sections.costs')}>
        <Title order={2} size="h4" mb="md">
          {t('productionOrder.sections.costs')}
        </Title>
        <FieldList items={costs} />
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={t('productionOrder.sections.times')}>
        <Title order={2} size="h4" mb="md">
          {t('productionOrder.sections.times')}
        </Title>
        <FieldList items={times} />
      </Paper>
    </Stack>
  );
}
