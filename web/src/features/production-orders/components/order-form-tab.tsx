import { useTranslation } from 'react-i18next';
import { isOrderClosed } from '@tintero/domain';
import { isApiError } from '../../../lib/api-client';
import type { ProductionOrderTabProps } from '../../../lib/production-order-extensions';
import { useProductionOrder, useStoreOrder, useUpdateProductionOrder } from '../api';
import { ProductionOrderForm } from './production-order-form';

/**
 * The edit screen's first tab: the order form. Saving a finished or cancelled status stores the
 * answer after the message is raised, and the edit screen then moves to the detail view (a closed
 * order is not edited), keeping the message.
 */
export function OrderFormTab({ order: { id }, refreshOrder }: ProductionOrderTabProps) {
  const { t } = useTranslation();
  const order = useProductionOrder(id);
  const update = useUpdateProductionOrder();
  const store = useStoreOrder();

  if (!order.data) return null;

  return (
    <ProductionOrderForm
      mode="edit"
      order={order.data}
      saveErrorText={t('productionOrder.messages.error.updating')}
      onSave={(data) => update.mutateAsync({ id, data })}
      savedText={t('productionOrder.messages.success.updated')}
      // A closed order moves the screen to the detail view, where the alert is read.
      keepSaved={(saved) => isOrderClosed(saved.status)}
      onSaved={store}
      onFailed={(error) => {
        // Someone else closed it meanwhile: reload, and the screen moves to the detail view.
        if (isApiError(error) && error.status === 409 && error.code === 'order_closed') void refreshOrder();
      }}
    />
  );
}
