import { useCallback, useMemo, useState } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DAY_MS, dayKey, dayStart, wallClockOf } from '@tintero/domain';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useErrorAlert } from '../../lib/screen-hooks';
import { displayTimeZone } from '@tintero/domain/display-zone';
import { useMovePlanItem, usePlanning } from './api';
import { moveRefusal, projectAnswer, withMove, type ScreenMove } from './plan-model';
import { PlanningList } from './planning-list';
import { PlanningTimeline } from './planning-timeline';

/** Four weeks of capacity: the two in view and two more to scroll to. */
const RANGE_DAYS = 28;

function rangeFromToday() {
  const today = dayKey(wallClockOf(new Date(), displayTimeZone()));
  return { from_date: today, to_date: dayKey(dayStart(today) + (RANGE_DAYS - 1) * DAY_MS) };
}

/**
 * "Programación" (DESIGN §12.2, docs/decisions/045): the plan as a timeline (a wide screen) or as
 * lists (a tablet), switchable. A move is drawn at once (the domain's projection on the client) and
 * saved; the server's answer, asked again after the save or a work event, replaces it.
 */
export function PlanningPage() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 75em)', true);
  const [view, setView] = useState<'timeline' | 'list' | null>(null);
  const shown = view ?? (wide ? 'timeline' : 'list');
  const [range] = useState(rangeFromToday);
  const planning = usePlanning(range);
  const move = useMovePlanItem();
  const [pending, setPending] = useState<ScreenMove | null>(null);
  useErrorAlert(planning.error, t('planning.messages.querying'));

  const answer = useMemo(
    () => (planning.data && pending && move.isPending ? withMove(planning.data, pending) : planning.data),
    [planning.data, pending, move.isPending],
  );
  const lanes = useMemo(() => (answer ? projectAnswer(answer) : []), [answer]);

  const onMove = useCallback(
    (next: ScreenMove) => {
      if (!planning.data) return;
      const refusal = moveRefusal(planning.data, next);
      if (refusal) {
        alerts.warning(t(`planning.messages.${refusal}`));
        return;
      }
      setPending(next);
      move.mutate(next, {
        onSuccess: () => alerts.success(t('planning.messages.moved')),
        onError: (error) => alerts.danger(errorMessage(error, t('planning.messages.moving'))),
      });
    },
    [planning.data, move, t],
  );

  if (!answer) return planning.isPending ? <PageSpinner /> : null;
  return (
    <Stack gap="md">
      <PageHeader title={t('planning.title')}>
        <SegmentedControl
          aria-label={t('planning.view.label')}
          value={shown}
          onChange={(value) => setView(value as 'timeline' | 'list')}
          data={[
            { value: 'timeline', label: t('planning.view.timeline') },
            { value: 'list', label: t('planning.view.list') },
          ]}
        />
      </PageHeader>
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('planning.legend')}
        </Text>
      </Group>
      {shown === 'timeline' ? (
        <PlanningTimeline answer={answer} lanes={lanes} onMove={onMove} />
      ) : (
        <PlanningList answer={answer} lanes={lanes} onMove={onMove} />
      )}
    </Stack>
  );
}
