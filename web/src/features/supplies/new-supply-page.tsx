import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreateSupply } from './api';
import { SupplyForm } from './components/supply-form';

/** NewSupply (/supplies/new): registers the supply (its opening stock enters the kardex), then shows it. */
export function NewSupplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSupply();

  return (
    <Stack gap="md">
      <PageHeader title={t('supply.titles.new')} />
      <SupplyForm
        saveErrorText={t('supply.messages.error.creating')}
        onSave={(data) => create.mutateAsync(data)}
        savedText={t('supply.messages.success.created')}
        onSaved={(supply) => navigate(paths.supplies.show(supply.id))}
        actions={
          <Button component={Link} to={paths.supplies.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('supply.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
