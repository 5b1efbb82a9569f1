import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreateProductionOrder } from './api';
import { ProductionOrderForm } from './components/production-order-form';

/** NewProductionOrder (/production_orders/new): after creating, the order's edit screen (spec part 1 §2). */
export function NewProductionOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProductionOrder();

  return (
    <Stack gap="md">
      <PageHeader title={t('productionOrder.titles.new')} />
      <ProductionOrderForm
        mode="new"
        saveErrorText={t('productionOrder.messages.error.creating')}
        onSave={(data) => create.mutateAsync(data)}
        savedText={t('productionOrder.messages.success.created')}
        // The new order opens in its edit screen, where the alert is read.
        keepSaved={() => true}
        onSaved={(order) => navigate(paths.productionOrders.edit(order.id))}
        actions={
          <Button component={Link} to={paths.productionOrders.list} variant="default">
            {t('productionOrder.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
