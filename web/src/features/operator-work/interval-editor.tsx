import { useState } from 'react';
import { Divider, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tintero/domain';
import { confirmDialog } from '../../components/confirm-dialog';
import type { IntervalEditorTarget } from '../../components/interval-editor-context';
import { FormModal } from '../../components/form-modal';
import { useAbout } from '../../lib/about';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useDeleteInterval, useIntervals, useSaveInterval, type WorkInterval } from './api';
import { IntervalForm } from './interval-form';
import { IntervalsTable } from './intervals-table';

/**
 * The interval editor (administrators; spec part 2 §2 "Operator activity report", §5): per worker,
 * the list of intervals with who last changed each and when, edit and delete (after "¿Está
 * seguro?"), and a form for a new one. Every change recomputes the activity's and the order's
 * times and costs on the server.
 */
export function IntervalEditor({ target, onClose }: { target: IntervalEditorTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('interval.titles.editor', { title: target.title }) : ''}
      size="80rem"
      centered
    >
      {target ? <WorkerIntervals key={target.title} target={target} /> : null}
    </FormModal>
  );
}

function WorkerIntervals({ target }: { target: IntervalEditorTarget }) {
  const { t } = useTranslation();
  const [activityUserId, setActivityUserId] = useState(target.activityUserId ?? target.workers[0]?.activityUserId ?? 0);
  const [editing, setEditing] = useState<WorkInterval | null>(null);
  const intervals = useIntervals(activityUserId);
  const save = useSaveInterval(activityUserId);
  const remove = useDeleteInterval(activityUserId);
  useErrorAlert(intervals.error, t('interval.messages.error.querying'));
  const worker = target.workers.find((entry) => entry.activityUserId === activityUserId);
  const maxHours = useAbout().data?.max_interval_hours;

  const runDelete = (interval: WorkInterval) =>
    remove.mutate(interval.id, {
      onSuccess: () => {
        alerts.success(t('interval.messages.success.deleted'));
        if (editing?.id === interval.id) setEditing(null);
      },
      onError: (error) => alerts.danger(errorMessage(error, t('interval.messages.error.deleting'))),
    });

  const askDelete = (interval: WorkInterval) =>
    confirmDialog({
      kind: 'warning',
      message: t('activity.question.are_you_sure'),
      detail: t('interval.messages.warning.deleting', { start: formatDateTime(interval.start_time), name: worker?.name ?? '' }),
      confirmLabel: t('interval.actions.delete'),
      confirmColor: 'red',
      onConfirm: () => runDelete(interval),
    });

  return (
    <Stack gap="md">
      {target.workers.length > 1 ? (
        <NativeSelect
          label={t('interval.fields.worker')}
          data={target.workers.map((entry) => ({ value: String(entry.activityUserId), label: entry.name }))}
          value={String(activityUserId)}
          onChange={(event) => {
            setActivityUserId(Number(event.currentTarget.value));
            setEditing(null);
          }}
          maw={360}
        />
      ) : null}
      <IntervalsTable
        aria-label={t('interval.list.of', { name: worker?.name ?? '' })}
        intervals={intervals.data ?? []}
        fetching={intervals.isFetching}
        showMoney
        showChanges
        maxHours={maxHours}
        onEdit={setEditing}
        onDelete={askDelete}
        pendingId={remove.isPending ? remove.variables : null}
      />
      <Divider />
      <IntervalForm
        key={`${activityUserId}-${editing?.id ?? 'new'}`}
        interval={editing ?? undefined}
        onSave={(data) => save.mutateAsync({ id: editing?.id ?? null, data })}
        onSaved={() => setEditing(null)}
        onCancel={editing ? () => setEditing(null) : undefined}
        maxHours={maxHours}
      />
    </Stack>
  );
}
