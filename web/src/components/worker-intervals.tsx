import { useEffect } from 'react';
import { Badge, Group, List, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tintero/domain';
import { intervalsQuery } from '../lib/work-intervals';
import { formatMinutes } from './activity-display';
import { ElapsedTime } from './elapsed-time';

/**
 * One worker's intervals on an activity, in the full activity card (spec part 2 §2: "the list of
 * users with their intervals"): start, end and time of each, oldest first, in sight without a
 * hover, read-only (the interval editor changes them). A running one says "En curso" and counts on
 * the server's clock. No money: the card shows the activity's labour value once. A failure to
 * load is only logged (spec part 2 §8) and the worker's line stays as it is.
 */
export function WorkerIntervals({ activityUserId, name }: { activityUserId: number; name: string }) {
  const { t } = useTranslation();
  const intervals = useQuery({ ...intervalsQuery(activityUserId), staleTime: 0 });
  useEffect(() => {
    if (intervals.error) console.error(`intervals of activity user ${activityUserId}:`, intervals.error);
  }, [intervals.error, activityUserId]);
  const label = t('interval.list.of', { name });

  if (intervals.isPending) return <Loader size="xs" aria-label={label} />;
  if (intervals.isError) return null;
  if (intervals.data.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-worker-intervals={activityUserId}>
        {t('interval.list.empty')}
      </Text>
    );
  }
  return (
    <List size="xs" spacing={2} listStyleType="none" aria-label={label} data-worker-intervals={activityUserId}>
      {intervals.data.map((interval) => (
        <List.Item
          key={interval.id}
          data-interval-id={interval.id}
          aria-label={[
            `${t('interval.fields.start_time')} ${formatDateTime(interval.start_time)}`,
            `${t('interval.fields.end_time')} ${interval.end_time ? formatDateTime(interval.end_time) : t('interval.list.running')}`,
            ...(interval.end_time ? [`${t('interval.fields.minutes')} ${formatMinutes(interval.minutes)}`] : []),
          ].join(', ')}
        >
          <Group gap={6} wrap="wrap">
            <Text span size="xs">
              {formatDateTime(interval.start_time)}
            </Text>
            <Text span size="xs" aria-hidden>
              →
            </Text>
            {interval.end_time ? (
              <Text span size="xs">
                {formatDateTime(interval.end_time)}
              </Text>
            ) : (
              <Badge size="xs" color="green" variant="light">
                {t('interval.list.running')}
              </Badge>
            )}
            <Text span size="xs" c="dimmed" aria-hidden>
              ·
            </Text>
            {interval.end_time ? (
              <Text span size="xs" ff="monospace" fw={500}>
                {formatMinutes(interval.minutes)}
              </Text>
            ) : (
              <ElapsedTime startTime={interval.start_time} label={t('interval.list.running')} span size="xs" fw={500} />
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
