import { Badge, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useUser } from './api';
import { UserForm } from './components/user-form/user-form';
import { AuditHistory } from '../../components/audit-history';

/** ShowUser (/users/{id}): the user form, read-only. */
export function ShowUserPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const session = useSession();
  const user = useUser(id);
  useErrorAlert(user.error, t('users.messages.error.queryingOne'));
  const editPath = session?.claims.id === id ? paths.myAccount : paths.users.edit(id);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('users.titles.show')}
        badge={
          user.data && !user.data.enabled ? (
            <Badge color="red" variant="light">
              {t('users.list.disabledBadge')}
            </Badge>
          ) : null
        }
      />
      {user.data ? (
        <UserForm
          mode="show"
          user={user.data}
          viewerIsAdministrator
          actions={
            <>
              <Button component={Link} to={paths.users.list} variant="default">
                {t('users.actions.backToList')}
              </Button>
              <Button component={Link} to={editPath}>
                {t('common.actions.edit')}
              </Button>
            </>
          }
        />
      ) : null}
      <AuditHistory recordType="users" recordId={id} />
    </Stack>
  );
}
