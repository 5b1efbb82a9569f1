import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/not-found';
import { paths } from '../../../config/paths';

/** An order number that leads nowhere (a mistyped URL, a deleted order): said, with the way back to the list. */
export function OrderNotFound({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('productionOrder.notFound.title', { id })}
      message={t('productionOrder.notFound.message')}
      backTo={paths.productionOrders.list}
      backLabel={t('productionOrder.actions.backToList')}
    />
  );
}
