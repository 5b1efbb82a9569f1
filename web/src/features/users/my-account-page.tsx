import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useUpdateUser, useUser } from './api';
import { UserForm } from './components/user-form';
import { useDocumentTypeOptions } from './hooks';

/**
 * MyAccount (/my_account): the signed-in person's own record. Administrators edit all of it but
 * their role; others only contact data and password. Saving asks for the current password.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = session?.claims.id;
  const isAdministrator = session?.claims.role === 'administrator';
  const user = useUser(id);
  const update = useUpdateUser();
  const documentTypes = useDocumentTypeOptions();
  useErrorAlert(user.error, t('users.messages.error.queryingOne'));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.titles.myAccount')}
      </Title>
      {user.data && id !== undefined ? (
        <UserForm
          mode="account"
          user={user.data}
          viewerIsAdministrator={isAdministrator}
          documentTypes={documentTypes}
          saveErrorText={t('users.messages.error.updating')}
          onSave={async (data) => {
            await update.mutateAsync({ id, data });
            alerts.success(t('users.messages.success.updated'));
          }}
        />
      ) : null}
    </Stack>
  );
}
