import { useMemo } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconCalculator, IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isOrderClosed } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { paths } from '../../config/paths';
import type { ProductionOrderSectionDefinition } from '../../lib/production-order-extensions';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { productionOrdersResource, useProductionOrder, useRecalculateCosts } from './api';
import { basicsOf } from './basics';
import { OperatorProductionOrder } from './components/operator-production-order';
import { BackToOrdersButton, OrderPageHeader, PrintOrderButton } from './components/order-page-header';
import { ProductionOrderSections } from './components/production-order-sections';
import { ProductionOrderSummary } from './components/production-order-summary';
import { AuditHistory } from '../../components/audit-history';
import { isNotFound } from '../../components/not-found';
import { OrderNotFound } from './components/order-not-found';

/**
 * ShowProductionOrder (/production_orders/{id}). Full mode for administrators: the summary, buttons
 * edit (not for finished or cancelled orders), print (new tab), list and recalculate costs, then
 * the app layer's sections. Operators get the short view (the route itself is for administrators;
 * the mode follows the role so the screen never shows an operator money).
 */
export function ShowProductionOrderPage({ sections }: { sections: readonly ProductionOrderSectionDefinition[] }) {
  const id = useIdParam();
  const session = useSession();
  if (session?.claims.role !== 'administrator') return <OperatorProductionOrder id={id} />;
  return <FullProductionOrder id={id} sections={sections} />;
}

function FullProductionOrder({ id, sections }: { id: number; sections: readonly ProductionOrderSectionDefinition[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const order = useProductionOrder(id);
  const recalculate = useRecalculateCosts();
  const missing = isNotFound(order.error);
  useErrorAlert(missing ? null : order.error, t('productionOrder.messages.error.querying'));
  const basics = useMemo(() => (order.data ? basicsOf(order.data) : null), [order.data]);
  const closed = isOrderClosed(order.data?.status);

  const runRecalculate = () =>
    recalculate.mutate(id, {
      onSuccess: () => alerts.success(t('productionOrder.messages.success.recalculating')),
      onError: () => {
        alerts.danger(t('productionOrder.messages.error.recalculating'));
        // What is shown may be out of date: load it again.
        void client.invalidateQueries({ queryKey: productionOrdersResource.keys.detail(id) });
      },
    });

  if (missing) return <OrderNotFound id={id} />;
  return (
    <Stack gap="md">
      <OrderPageHeader title={t('productionOrder.titles.show', { id })} status={order.data?.status}>
        {order.data ? (
          <Group gap="xs">
            {closed ? null : (
              <Button component={Link} to={paths.productionOrders.edit(id)} leftSection={<IconEdit size={18} aria-hidden />}>
                {t('productionOrder.actions.edit')}
              </Button>
            )}
            <PrintOrderButton id={id} />
            <BackToOrdersButton />
            <Button
              variant="light"
              onClick={runRecalculate}
              loading={recalculate.isPending}
              leftSection={<IconCalculator size={18} aria-hidden />}
            >
              {t('productionOrder.actions.recalculate')}
            </Button>
          </Group>
        ) : null}
      </OrderPageHeader>
      {order.data && basics ? (
        <>
          <ProductionOrderSummary order={order.data} />
          <ProductionOrderSections sections={sections} order={basics} />
        </>
      ) : null}
      <AuditHistory recordType="production_orders" recordId={id} />
    </Stack>
  );
}
