import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { useSession } from '../../../lib/session';
import { useActivityInDevelopment } from './api';
import { CurrentActivityPanel, type MyDashboardSlots } from './current-activity-panel';
import { MyActivities } from './my-activities';

export type { MyDashboardSlots };

/**
 * MyDashboard (/my_dashboard, spec part 2 §2 "Operator home"), where operators land: the activity
 * they are working on with its control panel, or, when nothing runs, their activities to pick
 * the next one from. The screen asks the server again every minute, so a pause made in another
 * tab or an administrator's correction shows without a reload.
 */
export function MyDashboardPage(slots: MyDashboardSlots) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session?.claims.id ?? 0;
  const running = useActivityInDevelopment(userId);
  useErrorAlert(running.error, t('activity.messages.error.querying'));
  return (
    <Stack gap="lg">
      <PageHeader title={t('work.titles.dashboard')} />
      {running.isPending ? null : running.data ? (
        <CurrentActivityPanel key={running.data.interval.id} activity={running.data} slots={slots} />
      ) : (
        <MyActivities userId={userId} />
      )}
    </Stack>
  );
}
