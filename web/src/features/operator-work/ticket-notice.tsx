import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityInDevelopment } from '@tintero/domain';
import { useCurrentActivities } from './api';
import { workTitle } from '../../lib/activity-titles';

/** `?activity=12` (where a job ticket's URL leads an operator): the id, or null for anything else. */
export function focusedActivityOf(params: URLSearchParams): number | null {
  const value = params.get('activity');
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * What My dashboard says about a scanned job ticket (docs/decisions/015), in large type: that
 * the activity is not among the operator's current ones (someone else's, finished by them, or
 * its order not in production: the client cannot tell which), or that another activity is
 * running. Nothing when the ticket's activity is theirs: its card (or its running panel) shows.
 * The list is the one "my activities" loads first (same query), so it costs no extra request.
 */
export function TicketNotice({
  userId,
  activityId,
  running,
  onDismiss,
}: {
  userId: number;
  activityId: number;
  running: ActivityInDevelopment | null;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const current = useCurrentActivities(userId, '');
  if (!current.data || running?.activity_id === activityId) return null;
  const mine = current.data.some((activity) => activity.activity_id === activityId);
  let message: string;
  if (!mine) message = t('work.ticket.notYours', { id: activityId });
  else if (running) message = t('work.ticket.otherRunning', { title: workTitle(t, running), id: activityId });
  else return null;
  return (
    <Alert
      color={mine ? 'yellow' : 'orange'}
      variant="light"
      icon={<IconAlertTriangle size={32} aria-hidden />}
      withCloseButton={Boolean(onDismiss)}
      closeButtonLabel={t('work.scan.close')}
      onClose={onDismiss}
      styles={{ message: { fontSize: 'var(--mantine-font-size-xl)', lineHeight: 1.4 } }}
      data-ticket-notice={mine ? 'other_running' : 'not_yours'}
    >
      {message}
    </Alert>
  );
}
