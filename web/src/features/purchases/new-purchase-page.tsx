import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreatePurchase } from './api';
import { PurchaseForm } from './components/purchase-form';

/** NewPurchase (/purchases/new): always approved; once registered, its view opens. */
export function NewPurchasePage() {
  const { t } = useTranslation();
  const create = useCreatePurchase();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={t('purchase.titles.new')} />
      <PurchaseForm
        onSave={(data) => create.mutateAsync(data)}
        onSaved={(purchase) => navigate(paths.purchases.show(purchase.id))}
        actions={
          <Button component={Link} to={paths.purchases.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('purchase.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
