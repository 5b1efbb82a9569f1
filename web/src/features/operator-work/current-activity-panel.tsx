import { useState, type ComponentType } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDroplet, IconPlayerPause, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityInDevelopment } from '@tintero/domain';
import { StatusBadge } from '../../components/status-badge';
import { useIntervals } from './api';
import { WorkerActivityCard } from './activity-detail-modal';
import { ElapsedTime } from '../../components/elapsed-time';
import { IntervalsTable } from './intervals-table';
import { definitionOfType, workTitle } from '../../lib/activity-titles';
import { useWorkActions } from './use-work-actions';

/** What the dashboard shows of other areas, handed in by the app layer (features never import each other). */
export interface MyDashboardSlots {
  /** The order in operator mode (no money). */
  OrderView: ComponentType<{ orderId: number }>;
  /** "Add ink": supplies used on the order, without values. */
  AddInk: ComponentType<{ orderId: number }>;
}

/**
 * The activity the operator is working on (spec part 2 §2 "Operator home"): its running time,
 * large pause and finish buttons, "add ink" where the activity's definition says (`addsInk`: impressions), the worker's intervals, the
 * activity's card with the observation form, and the order.
 */
export function CurrentActivityPanel({ activity, slots }: { activity: ActivityInDevelopment; slots: MyDashboardSlots }) {
  const { t } = useTranslation();
  const { OrderView, AddInk } = slots;
  const { pause, finish, pending } = useWorkActions();
  const intervals = useIntervals(activity.activity_user_id, { live: true });
  const [inking, setInking] = useState(false);
  const title = workTitle(t, activity);
  const target = { activity_user_id: activity.activity_user_id, title };
  const { addsInk } = definitionOfType(activity.activity_type);

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="section"
        aria-label={t('work.current.label')}
        style={{ borderWidth: 3, borderColor: 'var(--mantine-color-green-6)' }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Group gap="sm">
                <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
                  {t('work.current.label')}
                </Text>
                <StatusBadge status={activity.activity_status} />
              </Group>
              <Title order={2}>{title}</Title>
              <Text size="lg">{t('work.card.order', { id: activity.production_order_id, reference: activity.reference })}</Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" c="dimmed">
                {t('work.current.elapsed')}
              </Text>
              <ElapsedTime startTime={activity.interval.start_time} label={t('work.current.elapsed')} fz={48} lh={1.1} />
            </Stack>
          </Group>
          <Group gap="sm" wrap="wrap" className="touch-actions">
            <Button
              size="xl"
              color="yellow"
              autoContrast
              leftSection={<IconPlayerPause size={26} aria-hidden />}
              disabled={pending}
              onClick={() => void pause(target)}
            >
              {t('work.actions.pause')}
            </Button>
            <Button
              size="xl"
              color="red"
              leftSection={<IconPlayerStop size={26} aria-hidden />}
              disabled={pending}
              onClick={() => void finish(target)}
            >
              {t('work.actions.finish')}
            </Button>
            {addsInk ? (
              <Button
                size="xl"
                variant={inking ? 'filled' : 'light'}
                leftSection={<IconDroplet size={26} aria-hidden />}
                aria-expanded={inking}
                onClick={() => setInking((open) => !open)}
              >
                {t('work.actions.addInk')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {addsInk && inking ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('work.current.addInk')}>
          <Title order={3} size="h4" mb="sm">
            {t('work.current.addInk')}
          </Title>
          <AddInk orderId={activity.production_order_id} />
        </Paper>
      ) : null}
      <Stack gap="xs" component="section" aria-label={t('work.current.intervals')}>
        <Title order={3} size="h4">
          {t('work.current.intervals')}
        </Title>
        <IntervalsTable aria-label={t('work.current.intervals')} intervals={intervals.data ?? []} />
      </Stack>
      <WorkerActivityCard activityUserId={activity.activity_user_id} type={activity.activity_type} observation={activity.observation} />
      <OrderView orderId={activity.production_order_id} />
    </Stack>
  );
}
