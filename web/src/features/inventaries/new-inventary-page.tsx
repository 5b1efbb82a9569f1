import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreateInventary } from './api';
import { InventaryForm } from './components/inventary-form';

/** NewInventary (/inventaries/new): month and year; created, its count opens. */
export function NewInventaryPage() {
  const { t } = useTranslation();
  const create = useCreateInventary();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={t('inventary.titles.new')} />
      <InventaryForm
        onSave={(data) => create.mutateAsync(data)}
        onSaved={(inventary) => navigate(paths.inventaries.edit(inventary.id))}
        actions={
          <Button component={Link} to={paths.inventaries.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('inventary.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
