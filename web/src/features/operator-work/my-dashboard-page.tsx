import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSession } from '../../lib/session';
import { useLiveWork } from '../../lib/live-work';
import { useActivityInDevelopment } from './api';
import { CurrentActivityPanel, type MyDashboardSlots } from './current-activity-panel';
import { MyActivities } from './my-activities';
import { ScanTicketButton } from './scan-ticket';
import { TicketNotice } from './ticket-notice';

export type { MyDashboardSlots };

/** A job ticket's activity (`/my_dashboard?activity=12`, read by the app layer) and how to let it go. */
export interface MyDashboardFocus {
  focusActivityId?: number | null;
  onDismissFocus?: () => void;
}

/**
 * MyDashboard (/my_dashboard, spec part 2 §2 "Operator home"), where operators land: the activity
 * they are working on with its control panel, or, when nothing runs, their activities to pick
 * the next one from. The live work events (lib/work-events) refetch it when their work changes, and
 * it asks the server again every minute anyway, so a pause made in another tab or an
 * administrator's correction shows without a reload. Opened from a job ticket it shows
 * that activity's card highlighted, or says why it cannot (docs/decisions/015); "Escanear orden"
 * reads a ticket with the tablet's camera.
 */
export function MyDashboardPage({ focusActivityId = null, onDismissFocus, ...slots }: MyDashboardSlots & MyDashboardFocus) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session?.claims.id ?? 0;
  const running = useActivityInDevelopment(userId);
  useLiveWork();
  useErrorAlert(running.error, t('activity.messages.error.querying'));
  return (
    <Stack gap="lg">
      <PageHeader title={t('work.titles.dashboard')}>
        <ScanTicketButton />
      </PageHeader>
      {focusActivityId !== null && !running.isPending ? (
        <TicketNotice userId={userId} activityId={focusActivityId} running={running.data ?? null} onDismiss={onDismissFocus} />
      ) : null}
      {running.isPending ? null : running.data ? (
        <CurrentActivityPanel key={running.data.interval.id} activity={running.data} slots={slots} />
      ) : (
        <MyActivities userId={userId} focusActivityId={focusActivityId} />
      )}
    </Stack>
  );
}
