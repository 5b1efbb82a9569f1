import { Button, Stack } from '@mantine/core';
import { IconEye, IconList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSupply, useUpdateSupply } from './api';
import { SupplyForm } from './components/supply-form';
import { SupplyStatusBadge } from './components/supply-status-badge';
import { AuditHistory } from '../../components/audit-history';

/** EditSupply (/supplies/{id}/edit): buttons update, view and new (spec part 2 §2). */
export function EditSupplyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const supply = useSupply(id);
  const update = useUpdateSupply();
  useErrorAlert(supply.error, t('supply.messages.error.queryingOne'));

  return (
    <Stack gap="md">
      <PageHeader
        title={t('supply.titles.edit')}
        badge={supply.data ? <SupplyStatusBadge status={supply.data.status} size="lg" /> : null}
      />
      {supply.data ? (
        <SupplyForm
          supply={supply.data}
          saveErrorText={t('supply.messages.error.updating')}
          onSave={(data) => update.mutateAsync({ id, data })}
          savedText={t('supply.messages.success.updated')}
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
      <AuditHistory recordType="supplies" recordId={id} />
    </Stack>
  );
}
