import { Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
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
      <Title order={1} size="h2">
        {t('productionOrder.titles.new')}
      </Title>
      <ProductionOrderForm
        mode="new"
        saveErrorText={t('productionOrder.messages.error.creating')}
        onSave={async (data) => {
          const order = await create.mutateAsync(data);
          alerts.success(t('productionOrder.messages.success.created'), { keep: true });
          await navigate(paths.productionOrders.edit(order.id));
        }}
        actions={
          <Button component={Link} to={paths.productionOrders.list} variant="default">
            {t('productionOrder.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
