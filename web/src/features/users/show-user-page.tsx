import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconEdit, IconList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDateTime, fullName, type User } from '@tintero/domain';
import { FieldList, type FieldListItem } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert, useIdParam } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useUser } from './api';
import { AuditHistory } from '../../components/audit-history';

/** ShowUser (/users/{id}): the person by name, their data read as text by section, and edit. */
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
        title={user.data ? fullName(user.data) : t('users.titles.show')}
        badge={
          user.data && !user.data.enabled ? (
            <Badge color="red" variant="light">
              {t('users.list.disabledBadge')}
            </Badge>
          ) : null
        }
      >
        <Group gap="xs">
          <Button component={Link} to={editPath} leftSection={<IconEdit size={18} aria-hidden />}>
            {t('common.actions.edit')}
          </Button>
          <Button component={Link} to={paths.users.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('users.actions.backToList')}
          </Button>
        </Group>
      </PageHeader>
      {user.data ? <UserSections user={user.data} /> : null}
      <AuditHistory recordType="users" recordId={id} />
    </Stack>
  );
}

/** The form's sections, read: what an administrator checks before editing. */
function UserSections({ user }: { user: User }) {
  const { t } = useTranslation();
  const item = (name: keyof User, value: FieldListItem['value']): FieldListItem => ({
    name,
    label: t(`users.fields.${name}`),
    value,
  });
  const sections: [string, FieldListItem[]][] = [
    [
      'identity',
      [
        item('id_type', user.id_type),
        item('identification_number', user.identification_number),
        item('first_name', user.first_name),
        item('last_name', user.last_name),
        item('birthdate', formatDate(user.birthdate)),
        item('gender', t(`users.genders.${user.gender}`)),
      ],
    ],
    ['work', [item('role', t(`users.roles.${user.role}`)), item('hour_value', formatCurrency(user.hour_value))]],
    ['contact', [item('email', user.email), item('phone', user.phone), item('mobile', user.mobile), item('address', user.address)]],
    [
      'access',
      [
        item('username', user.username),
        item('enabled', t(user.enabled ? 'common.yes' : 'common.no')),
        item('created_at', formatDateTime(user.created_at)),
        item('updated_at', formatDateTime(user.updated_at)),
      ],
    ],
  ];
  return (
    <>
      {sections.map(([section, items]) => (
        <Paper key={section} withBorder p="lg" radius="md" component="section" aria-label={t(`users.sections.${section}`)}>
          <Title order={2} size="h4" mb="sm">
            {t(`users.sections.${section}`)}
          </Title>
          <FieldList cols={{ base: 1, xs: 2, md: 3 }} items={items} />
        </Paper>
      ))}
    </>
  );
}
