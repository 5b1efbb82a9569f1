import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts-store';
import { confirmDialog } from '../../../components/confirm-dialog';
import { FormModal } from '../../../components/form-modal';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { catalogueListsOf, useCatalogues } from '../../../lib/catalogue';
import { activitiesOfType, useDeleteActivity, useOrderActivities } from '../api';
import type { ActivityRecord, Definition } from '../types';
import { ActivityForm } from './activity-form/activity-form';
import { ActivityTable } from './activity-table';
import { useIntervalEditor } from '../../../components/interval-editor-slot';

export interface ActivityListProps {
  definition: Definition;
  orderId: number;
  /** The order is finished or cancelled: rows are view only and nothing is added. */
  closed: boolean;
  /** Reloads the order after a change that moves its costs and times. */
  refreshOrder: () => Promise<void>;
  /** The order's status: intervals are edited only while it is developing. */
  orderStatus?: string;
  /** The row a link landed on (a job ticket's activity): marked and scrolled into view. */
  highlightedId?: number;
}

/**
 * One type's activities under an order (spec part 2 §2): a loading indicator, the table (hidden
 * when empty), an Add button, and the modal form for adding, editing or viewing a row. Deleting
 * asks "¿Está seguro?", then shows a please-wait dialog and reloads the list.
 */
export function ActivityList({ definition, orderId, closed, refreshOrder, orderStatus, highlightedId }: ActivityListProps) {
  const { t } = useTranslation();
  // The order's activities of every type, one request shared by every list of the screen.
  const list = useOrderActivities(orderId);
  const catalogues = useCatalogues(catalogueListsOf(definition));
  const remove = useDeleteActivity(definition);
  const intervals = useIntervalEditor();
  const [editing, setEditing] = useState<{ record: ActivityRecord | null } | null>(null);
  const name = t(definition.labelKey);
  const plural = t(definition.pluralLabelKey);

  useEffect(() => {
    // An unknown order (404) simply has no activities; other failures are told.
    if (list.error && !(isApiError(list.error) && list.error.status === 404)) {
      alerts.danger(errorMessage(list.error, t('activity.messages.error.querying')));
    }
  }, [list.error, t]);

  const runDelete = async (record: ActivityRecord) => {
    const waiting = modals.open({
      title: t('activity.alert.please_wait'),
      withCloseButton: false,
      closeOnClickOutside: false,
      closeOnEscape: false,
      centered: true,
      children: (
        <Center py="md">
          <Loader aria-label={t('activity.alert.please_wait')} />
        </Center>
      ),
    });
    try {
      await remove.mutateAsync(record.id);
      alerts.success(t('activity.messages.success.deleted', { name }));
      await refreshOrder();
    } catch (error) {
      alerts.danger(errorMessage(error, t('activity.messages.error.deleting')));
      // Refused by the record's or the order's state: reload what is shown.
      if (isApiError(error) && error.status === 409) void refreshOrder();
    } finally {
      modals.close(waiting);
    }
  };

  const askDelete = (record: ActivityRecord) =>
    confirmDialog({
      kind: 'warning',
      message: t('activity.question.are_you_sure'),
      detail: t('activity.messages.warning.deleting', { name, id: record.id }),
      confirmLabel: t('activity.actions.delete'),
      cancelLabel: t('activity.actions.cancel'),
      confirmColor: 'red',
      onConfirm: () => void runDelete(record),
    });

  const done = () => {
    setEditing(null);
    void refreshOrder();
  };

  const records = activitiesOfType(list.data, definition);
  return (
    <Stack gap="sm" data-activity-list={definition.type}>
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {plural}
        </Title>
        {closed ? null : (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ record: null })}>
            {t('activity.list.add', { name })}
          </Button>
        )}
      </Group>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <Center py="md" role="status" aria-label={t('activity.list.loading', { name: plural })}>
          <Loader />
        </Center>
      ) : records.length > 0 ? (
        <ActivityTable
          definition={definition}
          records={records}
          catalogues={catalogues}
          fetching={list.isFetching}
          readOnly={closed}
          highlightedId={highlightedId}
          onView={(record) => setEditing({ record })}
          onEdit={(record) => setEditing({ record })}
          onDelete={askDelete}
          showsIntervals={(record) => intervals.shows(record, orderStatus)}
          onIntervals={(record) => intervals.open(definition, record)}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('activity.list.empty')}
        </Text>
      )}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={name}
        size="xl"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing ? (
          <ActivityForm
            // A new form for each record opened.
            key={editing.record?.id ?? 'new'}
            definition={definition}
            record={editing.record}
            orderId={orderId}
            onDone={done}
            onCancel={() => setEditing(null)}
            onConflict={() => {
              void list.refetch();
              void refreshOrder();
            }}
          />
        ) : null}
      </FormModal>
      {intervals.editor}
    </Stack>
  );
}
