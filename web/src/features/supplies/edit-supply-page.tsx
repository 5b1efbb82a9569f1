import { Button, Group, Stack, Title } from '@mantine/core';
import { IconEye, IconList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSupply, useUpdateSupply } from './api';
import { SupplyForm } from './components/supply-form';
import { SupplyStatusBadge } from './components/supply-status-badge';
import { useSupplyTypes } from './use-supply-types';

/** EditSupply (/supplies/{id}/edit): buttons update, view and new (spec part 2 §2). */
export function EditSupplyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const supply = useSupply(id);
  const update = useUpdateSupply();
  const types = useSupplyTypes();
  useErrorAlert(supply.error, t('supply.messages.error.queryingOne'));

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          {t('supply.titles.edit')}
        </Title>
        {supply.data ? <SupplyStatusBadge status={supply.data.status} size="lg" /> : null}
      </Group>
      {supply.data ? (
        <SupplyForm
          supply={supply.data}
          types={types}
          saveErrorText={t('supply.messages.error.updating')}
          onSave={async (data) => {
            await update.mutateAsync({ id, data });
            alerts.success(t('supply.messages.success.updated'));
          }}
          actions={
            <>
              <Button component={Link} to={paths.supplies.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
                {t('supply.actions.backToList')}
              </Button>
              <Button component={Link} to={paths.supplies.new} variant="default" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('supply.actions.new')}
              </Button>
              <Button component={Link} to={paths.supplies.show(id)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
                {t('supply.actions.view')}
              </Button>
            </>
          }
        />
      ) : null}
    </Stack>
  );
}
