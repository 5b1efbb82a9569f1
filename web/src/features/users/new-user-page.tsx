import { Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
import { paths } from '../../config/paths';
import { useCreateUser } from './api';
import { UserForm } from './components/user-form';
import { useDocumentTypeOptions } from './hooks';

/** NewUser (/users/new): an administrator creates a user, then goes back to the list. */
export function NewUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const documentTypes = useDocumentTypeOptions();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.titles.new')}
      </Title>
      <UserForm
        mode="new"
        viewerIsAdministrator
        documentTypes={documentTypes}
        saveErrorText={t('users.messages.error.creating')}
        onSave={async (data) => {
          await create.mutateAsync(data);
          alerts.success(t('users.messages.success.created'), { keep: true });
          await navigate(paths.users.list);
        }}
        actions={
          <Button component={Link} to={paths.users.list} variant="default">
            {t('users.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
