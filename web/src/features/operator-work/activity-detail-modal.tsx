import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogues } from '../../lib/catalogue';
import { useErrorAlert } from '../../lib/screen-hooks';
import { catalogueListsOf } from '../../lib/catalogue';
import { ActivityCard } from '../../components/activity-card';
import { useActivityOfWorker, useSaveObservation } from './api';
import { definitionOfType } from '../../lib/activity-titles';

/**
 * One of the worker's activities in operator mode (`GET /activity_users/{id}/get_activity`): the
 * type's card, no money, with the form of the worker's own observation.
 */
export function WorkerActivityCard({
  activityUserId,
  type,
  observation,
}: {
  activityUserId: number;
  type: string;
  observation: string | null;
}) {
  const { t } = useTranslation();
  const definition = definitionOfType(type);
  const activity = useActivityOfWorker(activityUserId);
  const save = useSaveObservation(activityUserId);
  const catalogues = useCatalogues(catalogueListsOf(definition));
  useErrorAlert(activity.error, t('activity.messages.error.querying'));
  if (!activity.data) {
    return activity.isPending ? (
      <Center py="lg" role="status" aria-label={t('common.messages.loading')}>
        <Loader />
      </Center>
    ) : null;
  }
  return (
    <ActivityCard
      definition={definition}
      record={activity.data}
      mode="operator"
      catalogues={catalogues}
      ownObservation={observation}
      onSaveObservation={(text) => save.mutateAsync(text)}
    />
  );
}

/** The detail of one of "my activities" in a dialog, chosen by type. */
export function ActivityDetailModal({
  target,
  onClose,
}: {
  target: { activityUserId: number; type: string; title: string; observation: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('work.detail.title')} size="xl" centered>
      {target ? <WorkerActivityCard activityUserId={target.activityUserId} type={target.type} observation={target.observation} /> : null}
    </Modal>
  );
}
