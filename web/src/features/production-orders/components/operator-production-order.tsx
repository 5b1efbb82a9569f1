import { useTranslation } from 'react-i18next';
import { ProductionOrderShortCard } from '../../../components/production-order-short-card';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { useShortProductionOrder } from '../api';

/** The detail view in operator mode: the short view, loaded from `/short` (or from the cache). */
export function OperatorProductionOrder({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useShortProductionOrder(id);
  useErrorAlert(order.error, t('productionOrder.messages.error.querying'));
  return order.data ? <ProductionOrderShortCard order={order.data} /> : null;
}
