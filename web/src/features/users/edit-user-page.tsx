import { Button, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useUpdateUser, useUser } from './api';
import { UserForm } from './components/user-form/user-form';
import { EndSessionsButton } from './components/end-sessions-button';
import { AuditHistory } from '../../components/audit-history';

/** EditUser (/users/{id}/edit). An administrator editing themselves goes to MyAccount (spec §2). */
export function EditUserPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const session = useSession();
  const isSelf = session?.claims.id === id;
  const user = useUser(isSelf ? undefined : id);
  const update = useUpdateUser();
  useErrorAlert(user.error, t('users.messages.error.queryingOne'));

  if (isSelf) return <Navigate to={paths.myAccount} replace />;

  return (
    <Stack gap="md">
      <PageHeader title={t('users.titles.edit')} />
      {user.data ? (
        <UserForm
          mode="edit"
          user={user.data}
          viewerIsAdministrator
          saveErrorText={t('users.messages.error.updating')}
          onSave={(data) => update.mutateAsync({ id, data })}
          savedText={t('users.messages.success.updated')}
          actions={
            <>
              <Button component={Link} to={paths.users.show(id)} variant="default">
                {t('users.actions.show')}
              </Button>
              <Button component={Link} to={paths.users.list} variant="default">
                {t('users.actions.backToList')}
              </Button>
              <EndSessionsButton user={user.data} />
            </>
          }
        />
      ) : null}
      <AuditHistory recordType="users" recordId={id} />
    </Stack>
  );
}
