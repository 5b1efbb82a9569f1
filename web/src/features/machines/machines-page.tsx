import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, type Machine } from '@tintero/domain';
import { confirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { RowAction, RowActions } from '../../components/row-actions';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useCreateMachine, useDeleteMachine, useMachineList, useUpdateMachine } from './api';
import { MachineForm } from './components/machine-form';
import { DaysOffPanel } from './components/days-off-panel';
import { WorkingWeekForm } from './components/working-week-form';

/** What the dialog edits: nothing (closed), a new machine, or an existing one. */
type Editing = { machine?: Machine } | null;

/**
 * Machines (Administración): the list by name, new and edit in a dialog, delete after confirming.
 * A machine that activities use cannot be deleted: the server's 409 message says so.
 */
export function MachinesPage() {
  const { t } = useTranslation();
  const machines = useMachineList();
  const create = useCreateMachine();
  const update = useUpdateMachine();
  const remove = useDeleteMachine();
  const [editing, setEditing] = useState<Editing>(null);
  const [weekOf, setWeekOf] = useState<Machine | null>(null);
  useErrorAlert(machines.error, t('machine.messages.error.querying'));

  const runDelete = (machine: Machine) =>
    remove.mutate(machine.id, {
      onSuccess: () => alerts.success(t('machine.messages.success.deleted', { name: machine.name })),
      onError: (error) => alerts.danger(errorMessage(error, t('machine.messages.error.deleting'))),
    });

  const askDelete = (machine: Machine) =>
    confirmDialog({
      kind: 'warning',
      message: t('machine.confirm.deleteMessage', { name: machine.name }),
      confirmLabel: t('machine.actions.delete'),
      confirmColor: 'red',
      onConfirm: () => runDelete(machine),
    });

  const columns: TableColumn<Machine>[] = [
    { accessor: 'id', title: t('machine.fields.id'), kind: 'id' },
    { accessor: 'name', title: t('machine.fields.name') },
    { accessor: 'hour_cost', title: t('machine.fields.hour_cost'), kind: 'money', render: (m) => formatCurrency(m.hour_cost ?? null) },
    {
      accessor: 'updated_at',
      title: t('machine.fields.updated_at'),
      kind: 'dateTime',
      render: (m) => formatDateTime(m.updated_at),
    },
    {
      accessor: 'actions',
      title: t('machine.list.actionsColumn'),
      kind: 'actions',
      render: (machine) => (
        <RowActions>
          <RowAction
            label={t('machine.actions.edit')}
            accessibleName={`${t('machine.actions.edit')} ${machine.name}`}
            icon={IconEdit}
            onClick={() => setEditing({ machine })}
          />
          <RowAction
            label={t('planning.week.edit')}
            accessibleName={`${t('planning.week.edit')} ${machine.name}`}
            icon={IconCalendarTime}
            onClick={() => setWeekOf(machine)}
          />
          <RowAction
            label={t('machine.actions.delete')}
            accessibleName={`${t('machine.actions.delete')} ${machine.name}`}
            icon={IconTrash}
            color="red"
            pending={remove.isPending && remove.variables === machine.id}
            onClick={() => askDelete(machine)}
          />
        </RowActions>
      ),
    },
  ];

  const target = editing?.machine;
  return (
    <Stack gap="md">
      <PageHeader title={t('machine.titles.list')}>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({})}>
          {t('machine.actions.new')}
        </Button>
      </PageHeader>
      <DataTable<Machine>
        aria-label={t('machine.titles.list')}
        records={machines.data ?? []}
        pending={machines.isPending}
        columns={columns}
        exportAs={{ fileName: 'maquinas' }}
        fetching={machines.isFetching}
        noRecordsText={t('machine.list.empty')}
        customRowAttributes={(machine) => ({ 'data-machine-id': machine.id })}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={target ? t('machine.titles.edit', { name: target.name }) : t('machine.titles.new')}
        centered
      >
        {editing !== null ? (
          <MachineForm
            key={target?.id ?? 'new'}
            machine={target}
            onSave={(data) => (target ? update.mutateAsync({ id: target.id, data }) : create.mutateAsync(data))}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={weekOf !== null}
        onClose={() => setWeekOf(null)}
        title={weekOf ? t('planning.week.title', { name: weekOf.name }) : ''}
        centered
      >
        {weekOf ? (
          <WorkingWeekForm
            key={weekOf.id}
            machine={weekOf}
            onSave={(data) => update.mutateAsync({ id: weekOf.id, data })}
            onDone={() => setWeekOf(null)}
          />
        ) : null}
      </FormModal>
      <DaysOffPanel />
    </Stack>
  );
}
