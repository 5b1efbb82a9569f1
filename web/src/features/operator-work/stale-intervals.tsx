import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconClockEdit, IconClockExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, fullName, type StaleInterval } from '@tintero/domain';
import { paths } from '../../config/paths';
import { useAbout } from '../../lib/about';
import type { IntervalEditorTarget } from '../../components/interval-editor-context';
import { useStaleIntervals } from './api';
import { workTitle } from '../../lib/activity-titles';

const IntervalEditor = lazy(() => import('./interval-editor').then((m) => ({ default: m.IntervalEditor })));

/**
 * Intervals left open longer than MAX_OPEN_INTERVAL_HOURS (someone forgot to pause at the end of
 * the shift), flagged to administrators where they look every day: who, which activity of which
 * order, since when, and the interval editor to close it at the true hour. The server never
 * closes them silently. Nothing shows when there are none.
 */
export function StaleIntervalsNotice() {
  const { t } = useTranslation();
  const stale = useStaleIntervals({ enabled: true });
  const hours = useAbout().data?.max_open_interval_hours;
  const [target, setTarget] = useState<IntervalEditorTarget | null>(null);
  const records = stale.data ?? [];
  if (records.length === 0) return null;

  const open = (interval: StaleInterval) =>
    setTarget({
      title: workTitle(t, interval),
      workers: [{ activityUserId: interval.activity_user_id, name: fullName(interval.user) }],
    });

  return (
    <section aria-label={t('interval.stale.label')}>
      <Alert
        color="orange"
        variant="light"
        icon={<IconClockExclamation aria-hidden />}
        title={hours === undefined ? t('interval.stale.titleNoHours') : t('interval.stale.title', { count: hours })}
      >
        <Text size="sm" mb="sm">
          {t('interval.stale.explanation')}
        </Text>
        <List spacing="sm" listStyleType="none" ml={0} pl={0}>
          {records.map((interval) => (
            <List.Item key={interval.id} data-interval-id={interval.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text span>
                  {t('interval.stale.entry', {
                    name: fullName(interval.user),
                    activity: workTitle(t, interval),
                    since: formatDateTime(interval.start_time),
                    hours: interval.hours_open,
                  })}{' '}
                  <Anchor component={Link} to={paths.productionOrders.edit(interval.production_order_id)}>
                    {t('interval.stale.order', { id: interval.production_order_id, reference: interval.reference })}
                  </Anchor>
                </Text>
                <Button
                  variant="filled"
                  color="orange"
                  leftSection={<IconClockEdit size={18} aria-hidden />}
                  onClick={() => open(interval)}
                  aria-label={t('interval.stale.edit', { name: fullName(interval.user), activity: workTitle(t, interval) })}
                >
                  {t('interval.actions.open')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        {target ? (
          <Suspense fallback={null}>
            <IntervalEditor target={target} onClose={() => setTarget(null)} />
          </Suspense>
        ) : null}
      </Alert>
    </section>
  );
}
