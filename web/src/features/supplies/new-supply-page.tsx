import { Button, Stack, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
import { paths } from '../../config/paths';
import { useCreateSupply } from './api';
import { SupplyForm } from './components/supply-form';
import { useSupplyTypes } from './use-supply-types';

/** NewSupply (/supplies/new): registers the supply (its opening stock enters the kardex), then shows it. */
export function NewSupplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSupply();
  const types = useSupplyTypes();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('supply.titles.new')}
      </Title>
      <SupplyForm
        types={types}
        saveErrorText={t('supply.messages.error.creating')}
        onSave={async (data) => {
          const supply = await create.mutateAsync(data);
          alerts.success(t('supply.messages.success.created'), { keep: true });
          await navigate(paths.supplies.show(supply.id));
        }}
        actions={
          <Button component={Link} to={paths.supplies.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('supply.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
