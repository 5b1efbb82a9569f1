import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlayerPlay, IconPlayerStop, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration, type UserActivity } from '@tintero/domain';
import { FieldList } from '../../components/field-list';
import { StatusBadge } from '../../components/status-badge';
import { TimeSpent } from '../../components/time-spent';
import { dueColor, dueState } from './due';

export interface MyActivityCardProps {
  activity: UserActivity;
  title: string;
  /** The activity of the job ticket the operator opened: highlighted, scrolled to, its start button focused. */
  focused?: boolean;
  busy: boolean;
  onStart: () => void;
  onFinish: () => void;
  onDetail: () => void;
}

/**
 * One of "my activities" (spec part 2 §2 "Operator home"): id and name, order and reference,
 * status, due date, estimated total time and time spent; start (or continue), finish once the
 * worker has started, and the detail. Warning colour when due today, danger when overdue. Every
 * button is a large, labelled target for a finger on a tablet.
 */
export function MyActivityCard({ activity, title, focused = false, busy, onStart, onFinish, onDetail }: MyActivityCardProps) {
  const { t } = useTranslation();
  const due = dueState(activity.due_date);
  const color = dueColor[due];
  const started = activity.user_status !== 'pending';
  const card = useRef<HTMLElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    // The list may be long: the scanned activity comes into view, ready for one tap.
    card.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    startButton.current?.focus({ preventScroll: true });
  }, [focused]);
  const border = focused
    ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 4 }
    : color
      ? { borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 }
      : undefined;
  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={title}
      data-activity-user-id={activity.activity_user_id}
      data-due={due}
      data-focused={focused || undefined}
      aria-current={focused || undefined}
      bg={color ? `${color}.0` : undefined}
      shadow={focused ? 'lg' : undefined}
      style={border}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          {focused ? (
            <Badge size="lg" color="blue" leftSection={<IconQrcode size={18} aria-hidden />}>
              {t('work.ticket.focused')}
            </Badge>
          ) : null}
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h4">
              {title}
            </Title>
            <StatusBadge status={activity.activity_status} size="lg" />
          </Group>
          <Text fw={500}>{t('work.card.order', { id: activity.production_order_id, reference: activity.reference })}</Text>
          <FieldList
            cols={{ base: 1, xs: 2 }}
            items={[
              {
                name: 'due_date',
                label: t('activity.fields.due_date'),
                value: (
                  <Text span inherit c={color ? `${color}.9` : undefined} fw={color ? 700 : undefined}>
                    {activity.due_date ? formatDate(activity.due_date) : t('work.card.noDueDate')}
                    {due === 'today' ? ` · ${t('work.card.dueToday')}` : due === 'overdue' ? ` · ${t('work.card.overdue')}` : ''}
                  </Text>
                ),
              },
              {
                name: 'total_estimated_production_time',
                label: t('activity.fields.total_estimated_production_time'),
                value: formatDuration(activity.total_estimated_production_time),
              },
              {
                name: 'time_spent',
                label: t('activity.fields.time_spent'),
                value: <TimeSpent estimatedSeconds={activity.total_estimated_production_time} minutes={activity.time_spent} />,
              },
            ]}
          />
        </Stack>
        {/* Buttons share the row while they fit and wrap whole when they do not: a label is never cut. */}
        <Group gap="sm" wrap="wrap" className="touch-actions">
          <Button ref={startButton} size="lg" leftSection={<IconPlayerPlay size={22} aria-hidden />} onClick={onStart} disabled={busy}>
            {t(started ? 'work.actions.continue' : 'work.actions.start')}
          </Button>
          {started ? (
            <Button size="lg" color="red" leftSection={<IconPlayerStop size={22} aria-hidden />} onClick={onFinish} disabled={busy}>
              {t('work.actions.finish')}
            </Button>
          ) : null}
          <Button size="lg" variant="default" leftSection={<IconEye size={22} aria-hidden />} onClick={onDetail}>
            {t('work.actions.detail')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
