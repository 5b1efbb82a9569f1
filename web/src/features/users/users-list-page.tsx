import { useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconChartBar, IconEdit, IconEye, IconPlus, IconSearch, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency, fullName, nowInDisplayZone, todayInDisplayZone, type User } from '@tintero/domain';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useClientPaging } from '../../lib/client-paging';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useDisableUser, useEnableUser, useUsers } from './api';

/** Spec part 2 §9: general tables show 10 rows a page, with no page-length menu. */
export const USERS_PAGE_LENGTH = 10;

function matches(user: User, search: string): boolean {
  if (!search) return true;
  const needle = search.toLocaleLowerCase('es');
  return [user.first_name, user.last_name, user.username, user.email, user.phone, user.mobile, user.identification_number]
    .filter(Boolean)
    .some((value) => String(value).toLocaleLowerCase('es').includes(needle));
}

/**
 * Users list (spec part 1 §2): enabled users, or all with the checkbox; disabled rows in red;
 * actions per row. Nobody can disable themselves, so their own row has no such action.
 */
export function UsersListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [showDisabled, setShowDisabled] = useState(false);
  const [search, setSearch] = useState('');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const users = useUsers(showDisabled);
  const disable = useDisableUser();
  const enable = useEnableUser();

  useErrorAlert(users.error, t('users.messages.error.querying'));

  const filtered = useMemo(() => (users.data ?? []).filter((user) => matches(user, search.trim())), [users.data, search]);
  const paging = useClientPaging(filtered, USERS_PAGE_LENGTH);
  const { setPage } = paging;

  // The operator's report opens on this month so far, in the workshop's zone.
  const monthStart = nowInDisplayZone().startOf('month').format('YYYY-MM-DD');
  const today = todayInDisplayZone();

  const runDisable = (user: User) => {
    setPendingId(user.id);
    disable.mutate(user.id, {
      onSuccess: () => alerts.success(t('users.messages.success.disabled')),
      onError: (error) => alerts.danger(errorMessage(error, t('users.messages.error.disabling'))),
      onSettled: () => setPendingId(null),
    });
  };

  const askDisable = (user: User) =>
    confirmDialog({
      kind: 'warning',
      title: t('users.confirm.disableTitle'),
      message: t('users.confirm.disableMessage', { name: fullName(user) }),
      detail: t('users.confirm.disableWarning'),
      confirmLabel: t('users.confirm.disableConfirm'),
      confirmColor: 'red',
      onConfirm: () => runDisable(user),
    });

  const runEnable = (user: User) => {
    setPendingId(user.id);
    enable.mutate(user.id, {
      onSuccess: () => alerts.success(t('users.messages.success.enabled')),
      onError: (error) => alerts.danger(errorMessage(error, t('users.messages.error.enabling'))),
      onSettled: () => setPendingId(null),
    });
  };

  const columns: TableColumn<User>[] = [
    { accessor: 'first_name', title: t('users.fields.first_name') },
    { accessor: 'last_name', title: t('users.fields.last_name') },
    { accessor: 'phone', title: t('users.fields.phone') },
    { accessor: 'mobile', title: t('users.fields.mobile') },
    { accessor: 'email', title: t('users.fields.email') },
    {
      accessor: 'hour_value',
      title: t('users.fields.hour_value'),
      kind: 'money',
      render: (user) => formatCurrency(user.hour_value),
    },
    {
      accessor: 'actions',
      title: t('users.list.actionsColumn'),
      kind: 'actions',
      render: (user) => (
        <RowActions>
          {!user.enabled ? (
            <Badge color="red" variant="light" size="sm" mr={4}>
              {t('users.list.disabledBadge')}
            </Badge>
          ) : null}
          {user.role === 'operator' ? (
            <RowAction
              label={t('users.actions.activities')}
              icon={IconChartBar}
              to={paths.activities.filtered(user.id, monthStart, today)}
            />
          ) : null}
          <RowAction label={t('users.actions.show')} icon={IconEye} to={paths.users.show(user.id)} />
          <RowAction label={t('users.actions.edit')} icon={IconEdit} to={paths.users.edit(user.id)} />
          {user.id === session?.claims.id ? null : user.enabled ? (
            <RowAction
              label={t('users.actions.disable')}
              icon={IconUserOff}
              color="red"
              onClick={() => askDisable(user)}
              pending={pendingId === user.id}
            />
          ) : (
            <RowAction
              label={t('users.actions.enable')}
              icon={IconUserCheck}
              color="green"
              onClick={() => runEnable(user)}
              pending={pendingId === user.id}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('users.titles.list')}>
        <Button component={Link} to={paths.users.new} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('users.list.create')}
        </Button>
      </PageHeader>
      <Group justify="space-between" align="flex-end" gap="md">
        <Checkbox
          label={t('users.list.showDisabled')}
          checked={showDisabled}
          onChange={(event) => {
            setShowDisabled(event.currentTarget.checked);
            setPage(1);
          }}
        />
        <TextInput
          label={t('users.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
      </Group>
      <DataTable<User>
        records={paging.records}
        columns={columns}
        exportAs={{ fileName: 'usuarios' }}
        noRecordsText={t('users.list.empty')}
        // While the first answer is on its way: no "No hay usuarios" over rows about to land.
        pending={users.isPending}
        rowColor={(user) => (user.enabled ? undefined : 'red.9')}
        rowBackgroundColor={(user) => (user.enabled ? undefined : 'red.0')}
        customRowAttributes={(user) => ({ 'data-enabled': String(user.enabled), 'data-user-id': user.id })}
        {...paging.tableProps}
      />
    </Stack>
  );
}
