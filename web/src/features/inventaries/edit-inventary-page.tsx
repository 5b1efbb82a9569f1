import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconEye, IconList, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts-store';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useInventary, useUpdateInventary } from './api';
import { CountTable } from './components/count-table';
import { useAskDeleteInventary } from './components/delete-inventary';
import { InventaryForm } from './components/inventary-form';
import { periodLabel } from './period';
import { AuditHistory } from '../../components/audit-history';

/**
 * EditInventary (/inventaries/{id}/edit): the form, delete, view and list, and the count. A closed
 * inventory opens its view with a warning (spec part 2 §4); closing it here opens the view too.
 */
export function EditInventaryPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const inventary = useInventary(id);
  const update = useUpdateInventary();
  const { ask: askDelete, pendingId } = useAskDeleteInventary();
  const navigate = useNavigate();
  const [openedClosed, setOpenedClosed] = useState<boolean | null>(null);
  useErrorAlert(inventary.error, t('inventary.messages.error.querying'));
  const data = inventary.data;
  if (data && openedClosed === null) setOpenedClosed(data.status === 'closed');

  useEffect(() => {
    if (openedClosed) {
      alerts.warning(t('inventary.messages.warning.closed'), { keep: true });
      void navigate(paths.inventaries.show(id), { replace: true });
    }
  }, [openedClosed, id, navigate, t]);

  if (openedClosed !== false || !data) return inventary.isPending ? <PageSpinner /> : null;

  return (
    <Stack gap="lg">
      <PageHeader title={`${t('inventary.titles.edit')}: ${periodLabel(data)}`} badge={<StatusBadge status={data.status} size="lg" />} />
      <InventaryForm
        inventary={data}
        onSave={(body) => update.mutateAsync({ id, data: body })}
        onSaved={(saved) => {
          if (saved.status === 'closed') void navigate(paths.inventaries.show(id));
        }}
        actions={
          <>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => askDelete(data, () => void navigate(paths.inventaries.list))}
              loading={pendingId === id}
            >
              {t('inventary.actions.delete')}
            </Button>
            <Button component={Link} to={paths.inventaries.show(id)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
              {t('inventary.actions.view')}
            </Button>
            <Button component={Link} to={paths.inventaries.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
              {t('inventary.actions.backToList')}
            </Button>
          </>
        }
      />
      <CountTable inventaryId={id} />
      <AuditHistory recordType="inventaries" recordId={id} />
    </Stack>
  );
}
