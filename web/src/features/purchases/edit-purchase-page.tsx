import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconEye, IconList, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/spinner';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useIdParam } from '../../lib/screen-hooks';
import { usePurchase, useUpdatePurchase } from './api';
import { PurchaseForm } from './components/purchase-form';
import { AuditHistory } from '../../components/audit-history';

/**
 * EditPurchase (/purchases/{id}/edit): buttons update, view, new purchase and list. A purchase that
 * can no longer be edited (cancelled, or past its window) opens its view with a warning (spec part
 * 2 §4); one cancelled here opens its view with the success. One that cannot be loaded starts a
 * new purchase instead, saying why (spec part 2 §8).
 */
export function EditPurchasePage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const purchase = usePurchase(id);
  const update = useUpdatePurchase();
  const navigate = useNavigate();
  // Only what the screen opened with decides the redirect: a cancel saved here says "updated" instead.
  const [openedLocked, setOpenedLocked] = useState<boolean | null>(null);
  const data = purchase.data;
  if (data && openedLocked === null) setOpenedLocked(!data.editable);

  useEffect(() => {
    if (openedLocked) {
      alerts.warning(t('purchase.messages.warning.editing'), { keep: true });
      void navigate(paths.purchases.show(id), { replace: true });
    }
  }, [openedLocked, id, navigate, t]);

  useEffect(() => {
    if (!purchase.error) return;
    // Kept through the navigation to the new purchase, which clears the alerts before it lands.
    alerts.danger(errorMessage(purchase.error, t('purchase.messages.error.querying')), { keep: true });
    void navigate(paths.purchases.new, { replace: true });
  }, [purchase.error, navigate, t]);

  if (openedLocked !== false || !data) return purchase.isPending ? <PageSpinner /> : null;
  return (
    <Stack gap="md">
      <PageHeader title={t('purchase.titles.edit')} badge={<StatusBadge status={data.status} scope="purchase" size="lg" />} />
      <PurchaseForm
        purchase={data}
        onSave={(body) => update.mutateAsync({ id, data: body })}
        onSaved={(saved) => {
          if (!saved.editable) void navigate(paths.purchases.show(id));
        }}
        actions={
          <>
            <Button component={Link} to={paths.purchases.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
              {t('purchase.actions.backToList')}
            </Button>
            <Button component={Link} to={paths.purchases.new} variant="default" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('purchase.actions.new')}
            </Button>
            <Button component={Link} to={paths.purchases.show(id)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
              {t('purchase.actions.view')}
            </Button>
          </>
        }
      />
      <AuditHistory recordType="purchases" recordId={id} />
    </Stack>
  );
}
