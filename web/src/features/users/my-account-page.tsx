import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useUpdateUser, useUser } from './api';
import { UserForm } from './components/user-form/user-form';
import { EndSessionsButton } from './components/end-sessions-button';

/**
 * MyAccount (/my_account): the signed-in person's own record. Administrators edit all of it but
 * their role; others only contact data and password. Saving asks for the current password. Below,
 * "Cerrar sesión en todos los dispositivos" (a tablet left signed in, a password seen).
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = session?.claims.id;
  const isAdministrator = session?.claims.role === 'administrator';
  const user = useUser(id);
  const update = useUpdateUser();
  useErrorAlert(user.error, t('users.messages.error.queryingOne'));

  return (
    <Stack gap="md">
      <PageHeader title={t('users.titles.myAccount')} />
      {user.data && id !== undefined ? (
        <UserForm
          mode="account"
          user={user.data}
          viewerIsAdministrator={isAdministrator}
          saveErrorText={t('users.messages.error.updating')}
          onSave={(data) => update.mutateAsync({ id, data })}
          savedText={t('users.messages.success.updated')}
        />
      ) : null}
      {user.data ? (
        <Group>
          <EndSessionsButton user={user.data} />
        </Group>
      ) : null}
    </Stack>
  );
}
