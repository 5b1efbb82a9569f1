import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isOrderClosed } from '@tintero/domain';
import { paths } from '../../config/paths';
import type { ProductionOrderTabDefinition } from '../../lib/production-order-extensions';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useProductionOrder, useRefreshOrder } from './api';
import { basicsOf } from './basics';
import { BackToOrdersButton, OrderPageHeader, PrintOrderButton } from './components/order-page-header';
import { ExtensionLoading } from './components/lazy-extension';
import { ProductionOrderTabs, TAB_CONTENT_RESERVE, usePrefetchedTabs } from './components/production-order-tabs';
import { AuditHistory } from '../../components/audit-history';
import { OrderNotFound } from './components/order-not-found';
import { isNotFound } from '../../components/not-found';

/**
 * EditProductionOrder (/production_orders/{id}/edit): buttons view, print (new tab) and list, and
 * the tab bar built from the app layer's tab definitions. A finished or cancelled order is not
 * edited: it opens in the detail view instead (spec part 1 §2).
 */
export function EditProductionOrderPage({ tabs }: { tabs: readonly ProductionOrderTabDefinition[] }) {
  const { t } = useTranslation();
  const id = useIdParam();
  const order = useProductionOrder(id);
  const refreshOrder = useRefreshOrder(id);
  // A job ticket's activity (`?activity=`) stays marked when a closed order opens in the detail view.
  const activity = Number(useSearchParams()[0].get('activity')) || null;
  usePrefetchedTabs(tabs, id);
  const missing = isNotFound(order.error);
  useErrorAlert(missing ? null : order.error, t('productionOrder.messages.error.querying'));
  const basics = useMemo(() => (order.data ? basicsOf(order.data) : null), [order.data]);
  // The history is drawn below the tab's content once that is drawn, not before it and then pushed
  // down by it (a layout shift on the tablet, issue 14).
  const [tabShown, setTabShown] = useState(false);
  const showHistory = useCallback(() => setTabShown(true), []);

  if (missing) return <OrderNotFound id={id} />;
  if (order.data && isOrderClosed(order.data.status)) {
    return <Navigate to={activity ? paths.productionOrders.showActivity(id, activity) : paths.productionOrders.show(id)} replace />;
  }

  return (
    <Stack gap="md">
      <OrderPageHeader title={t('productionOrder.titles.edit', { id })} status={order.data?.status}>
        <Group gap="xs">
          <Button component={Link} to={paths.productionOrders.show(id)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
            {t('productionOrder.actions.show')}
          </Button>
          <PrintOrderButton id={id} />
          <BackToOrdersButton />
        </Group>
      </OrderPageHeader>
      {basics ? (
        <ProductionOrderTabs tabs={tabs} order={basics} closed={false} refreshOrder={refreshOrder} onContentShown={showHistory} />
      ) : (
        // The tabs' room, kept while the order loads, so the history below does not jump.
        <ExtensionLoading reserve={TAB_CONTENT_RESERVE} />
      )}
      {tabShown || tabs.length === 0 ? <AuditHistory recordType="production_orders" recordId={id} /> : null}
    </Stack>
  );
}
