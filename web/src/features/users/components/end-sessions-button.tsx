import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fullName } from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { alerts } from '../../../lib/alerts-store';
import { api, errorMessage } from '../../../lib/api-client';
import { signOut, useSession } from '../../../lib/session';

interface EndSessionsButtonProps {
  user: { id: number; first_name: string; last_name: string };
}

/**
 * "Cerrar sesión en todos los dispositivos" (POST /v1/users/{id}/end_sessions): after a
 * confirmation, every token of the user stops working. Ending one's own signs this tablet out too
 * (deliberately, so the sign-in screen keeps no return address); ending someone else's says so.
 */
export function EndSessionsButton({ user }: EndSessionsButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const own = session?.claims.id === user.id;
  const name = fullName(user);
  const end = useMutation({ mutationFn: () => api.post<void>(`/users/${user.id}/end_sessions`) });

  const onConfirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: own ? t('sessions.messages.ownEnded') : t('sessions.messages.otherEnded', { name }),
        });
        if (own) signOut('logout');
      },
      onError: (error) => alerts.danger(errorMessage(error, t('sessions.messages.failed'))),
    });

  const ask = () =>
    confirmDialog({
      kind: 'warning',
      title: t('sessions.confirm.title'),
      message: own ? t('sessions.confirm.ownMessage') : t('sessions.confirm.otherMessage', { name }),
      detail: own ? t('sessions.confirm.ownDetail') : t('sessions.confirm.otherDetail'),
      confirmLabel: t('sessions.confirm.confirm'),
      confirmColor: 'red',
      onConfirm,
    });

  return (
    <Button variant="default" color="red" leftSection={<IconLogout size={16} aria-hidden />} loading={end.isPending} onClick={ask}>
      {t('sessions.endAll')}
    </Button>
  );
}
