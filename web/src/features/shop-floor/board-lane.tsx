import { useId, useState } from 'react';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDuration, timeOverrunColor, type ShopFloorRow } from '@tintero/domain';
import { paths } from '../../config/paths';
import { ElapsedTime, elapsedSeconds } from '../../components/elapsed-time';
import { useServerNow } from '../../lib/server-clock';
import { BoardCard } from './board-card';
import { dueState, type FoldedActivity, type Lane } from './lanes';
import classes from './board-lane.module.css';

/** Overrun colours as the activity cards show them (blue within the estimate, yellow within the tolerance, red beyond). */
const OVERRUN = { blue: 'blue', yellow: 'yellow', red: 'red' } as const;

/** How many folded activities an opened count lists before "Ver N más": an opened count stays light. */
export const FOLDED_PAGE = 25;

function DueText({ date, today }: { date: string | null; today: string }) {
  const { t } = useTranslation();
  const state = dueState(date, today);
  if (state === null)
    return date ? (
      <Text span c="dimmed">
        {t('shopFloor.dueOn', { date })}
      </Text>
    ) : null;
  return (
    <Text span fw={700} c={state === 'overdue' ? 'red.8' : 'orange.8'}>
      {state === 'overdue' ? t('shopFloor.overdue', { date }) : t('shopFloor.dueToday', { date })}
    </Text>
  );
}

function RunningCard({ row, tolerance, today }: { row: ShopFloorRow; tolerance: number; today: string }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const running = row.start_time ? elapsedSeconds(row.start_time, now) : 0;
  const spentSeconds = row.time_spent * 60 + running;
  const color = OVERRUN[timeOverrunColor(row.total_estimated_production_time, spentSeconds / 60, tolerance)];
  return (
    <BoardCard row={row} color={color} inLane>
      {row.start_time ? (
        <ElapsedTime startTime={row.start_time} label={t('shopFloor.elapsed', { name: row.operator })} size="xl" c={`${color}.8`} />
      ) : null}
      <Text size="sm">
        {t('shopFloor.spent', { spent: formatDuration(spentSeconds) })} ·{' '}
        {t('shopFloor.estimate', { estimate: formatDuration(row.total_estimated_production_time) })}
        {dueState(row.due_date, today) ? ' · ' : null}
        {dueState(row.due_date, today) ? <DueText date={row.due_date} today={today} /> : null}
      </Text>
    </BoardCard>
  );
}

/** One folded activity as a compact line: its order (linked), the activity and its workers, time so far, due date. */
function FoldedRow({ entry, today }: { entry: FoldedActivity; today: string }) {
  const { t } = useTranslation();
  const { row } = entry;
  const details = [
    t('shopFloor.activity', { name: row.activity_name, id: row.activity_id }),
    entry.operators.length > 0 ? entry.operators.join(', ') : t('shopFloor.noWorker'),
    row.time_spent > 0 ? t('shopFloor.spent', { spent: formatDuration(row.time_spent * 60) }) : null,
  ].filter(Boolean);
  return (
    <li className={classes.row}>
      <Anchor component={Link} to={paths.productionOrders.edit(row.production_order_id)} fw={600}>
        {t('shopFloor.order', { id: row.production_order_id, reference: row.reference })}
      </Anchor>{' '}
      · {details.join(' · ')} <DueText date={row.due_date} today={today} />
    </li>
  );
}

/** An opened count: its activities as compact lines, a page at a time. */
function FoldedList({ id, label, entries, today }: { id: string; label: string; entries: FoldedActivity[]; today: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(FOLDED_PAGE);
  const rest = entries.length - shown;
  return (
    <div id={id}>
      <ul className={classes.list} aria-label={label}>
        {entries.slice(0, shown).map((entry) => (
          <FoldedRow key={entry.row.activity_id} entry={entry} today={today} />
        ))}
      </ul>
      {rest > 0 ? (
        <Button variant="subtle" size="md" mih={44} onClick={() => setShown((count) => count + FOLDED_PAGE)}>
          {t('shopFloor.folded.more', { count: Math.min(rest, FOLDED_PAGE) })}
        </Button>
      ) : null}
    </div>
  );
}

type Fold = 'paused' | 'pending';

/**
 * One lane of the board: a machine, or an activity type without a machine. Its running work as
 * cards, first; its paused and pending activities folded into counts ("3 en pausa", "12
 * pendientes") that open on tap into compact lines. Targets are at least 44 px and nothing hides
 * behind hover: the board is used on tablets and seen on wall screens.
 */
export function BoardLane({ lane, tolerance, today }: { lane: Lane; tolerance: number; today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Record<Fold, boolean>>({ paused: false, pending: false });
  const folds = (['paused', 'pending'] as const).filter((fold) => lane[fold].length > 0);
  return (
    <Paper component="section" aria-label={lane.name} withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3">
            {lane.name}
          </Title>
          {lane.running.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('shopFloor.nothingRunning')}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {folds.map((fold) => {
            const late = lane[fold].filter((entry) => dueState(entry.row.due_date, today) === 'overdue').length;
            return (
              <Button
                key={fold}
                size="md"
                h={48}
                px="sm"
                variant={open[fold] ? 'filled' : 'light'}
                color={fold === 'paused' ? 'gray' : 'blue'}
                aria-expanded={open[fold]}
                aria-controls={`${id}-${fold}`}
                rightSection={open[fold] ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
                onClick={() => setOpen((current) => ({ ...current, [fold]: !current[fold] }))}
              >
                {t(`shopFloor.folded.${fold}`, { count: lane[fold].length })}
                {late > 0 ? ` · ${t('shopFloor.folded.late', { count: late })}` : null}
              </Button>
            );
          })}
        </Group>
      </Group>
      {lane.running.length > 0 ? (
        // By the lane's own width: one card a row in a lane beside another, two or three in a lane alone.
        <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '880px': 3 }} mt="sm">
          {lane.running.map((row) => (
            <RunningCard key={`${row.activity_id}-${row.activity_user_id}`} row={row} tolerance={tolerance} today={today} />
          ))}
        </SimpleGrid>
      ) : null}
      {folds
        .filter((fold) => open[fold])
        .map((fold) => (
          <Box key={fold} mt="sm">
            <FoldedList
              id={`${id}-${fold}`}
              label={t(fold === 'paused' ? 'shopFloor.folded.listPaused' : 'shopFloor.folded.listPending', { lane: lane.name })}
              entries={lane[fold]}
              today={today}
            />
          </Box>
        ))}
    </Paper>
  );
}
