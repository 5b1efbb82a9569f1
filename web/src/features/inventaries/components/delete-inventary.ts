import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/confirm-dialog';
import { alerts } from '../../../lib/alerts-store';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteInventary } from '../api';
import { periodLabel } from '../period';

/** Deleting an inventory in creation, after asking; `onDeleted` runs after the success alert. */
export function useAskDeleteInventary() {
  const { t } = useTranslation();
  const remove = useDeleteInventary();
  const ask = (inventary: { id: number; month: number; year: number }, onDeleted?: () => void) =>
    confirmDialog({
      kind: 'warning',
      title: t('inventary.confirm.deleteTitle'),
      message: t('inventary.confirm.deleteMessage', { id: inventary.id, period: periodLabel(inventary) }),
      confirmLabel: t('inventary.confirm.deleteConfirm'),
      cancelLabel: t('inventary.confirm.deleteKeep'),
      confirmColor: 'red',
      onConfirm: () =>
        remove.mutate(inventary.id, {
          onSuccess: () => {
            alerts.success(t('inventary.messages.success.deleted'), { keep: onDeleted !== undefined });
            onDeleted?.();
          },
          onError: (error) => alerts.danger(errorMessage(error, t('inventary.messages.error.deleting'))),
        }),
    });
  return { ask, pendingId: remove.isPending ? remove.variables : undefined };
}
