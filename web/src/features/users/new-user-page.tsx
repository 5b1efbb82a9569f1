import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreateUser } from './api';
import { UserForm } from './components/user-form/user-form';

/** NewUser (/users/new): an administrator creates a user, then goes back to the list. */
export function NewUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();

  return (
    <Stack gap="md">
      <PageHeader title={t('users.titles.new')} />
      <UserForm
        mode="new"
        viewerIsAdministrator
        saveErrorText={t('users.messages.error.creating')}
        onSave={(data) => create.mutateAsync(data)}
        savedText={t('users.messages.success.created')}
        onSaved={() => navigate(paths.users.list)}
        actions={
          <Button component={Link} to={paths.users.list} variant="default">
            {t('users.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
