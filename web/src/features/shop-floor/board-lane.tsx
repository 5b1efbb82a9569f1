import { useId, useState } from 'react';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BOARD_FOLDS,
  BOARD_LANE_PAGE,
  formatDuration,
  timeOverrunColor,
  type BoardFold,
  type ShopFloorFolded,
  type ShopFloorLane,
  type ShopFloorRow,
} from '@tintero/domain';
import { paths } from '../../config/paths';
import { ElapsedTime, elapsedSeconds } from '../../components/elapsed-time';
import { useServerNow } from '../../lib/server-clock';
import { useLaneRest } from './api';
import { BoardCard } from './board-card';
import type { BoardFilters } from './board-filters';
import { dueState } from './lanes';
import classes from './board-lane.module.css';

/** Overrun colours as the activity cards show them (blue within the estimate, yellow within the tolerance, red beyond). */
const OVERRUN = { blue: 'blue', yellow: 'yellow', red: 'red' } as const;

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
function FoldedRow({ item, today }: { item: ShopFloorFolded; today: string }) {
  const { t } = useTranslation();
  const details = [
    t('shopFloor.activity', { name: item.activity_name, id: item.activity_id }),
    item.operators.length > 0 ? item.operators.join(', ') : t('shopFloor.noWorker'),
    item.time_spent > 0 ? t('shopFloor.spent', { spent: formatDuration(item.time_spent * 60) }) : null,
  ].filter(Boolean);
  return (
    <li className={classes.row}>
      <Anchor component={Link} to={paths.productionOrders.edit(item.production_order_id)} fw={600}>
        {t('shopFloor.order', { id: item.production_order_id, reference: item.reference })}
      </Anchor>{' '}
      · {details.join(' · ')} <DueText date={item.due_date} today={today} />
    </li>
  );
}

interface FoldProps {
  id: string;
  lane: ShopFloorLane;
  fold: BoardFold;
  filters: BoardFilters;
  today: string;
}

/**
 * An opened count: the first activities the board brought, then the rest from the server a page
 * at a time ("Ver N más"). A refetch after a work event may shift a row between the two: it is
 * listed once.
 */
function FoldedList({ id, lane, fold, filters, today }: FoldProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const rest = useLaneRest(lane.key, fold, filters, asked);
  const seen = new Set<number>();
  const items = [...lane[fold].items, ...(rest.data?.pages.flatMap((page) => page.items) ?? [])].filter(
    (item) => !seen.has(item.activity_id) && Boolean(seen.add(item.activity_id)),
  );
  const count = rest.data?.pages.at(-1)?.count ?? lane[fold].count;
  const more = count - items.length;
  const label = t(fold === 'paused' ? 'shopFloor.folded.listPaused' : 'shopFloor.folded.listPending', { lane: lane.name });
  return (
    <div id={id}>
      <ul className={classes.list} aria-label={label}>
        {items.map((item) => (
          <FoldedRow key={item.activity_id} item={item} today={today} />
        ))}
      </ul>
      {more > 0 ? (
        <Button
          variant="subtle"
          size="md"
          mih={44}
          loading={rest.isFetching}
          onClick={() => (asked ? void rest.fetchNextPage() : setAsked(true))}
        >
          {t('shopFloor.folded.more', { count: Math.min(more, BOARD_LANE_PAGE) })}
        </Button>
      ) : null}
    </div>
  );
}

interface BoardLaneProps {
  lane: ShopFloorLane;
  running: ShopFloorRow[];
  filters: BoardFilters;
  tolerance: number;
  today: string;
}

/**
 * One lane of the board: a machine, or an activity type without a machine. Its running work as
 * cards, first; its paused and pending activities folded into counts ("3 en pausa", "12
 * pendientes", counted by the server) that open on tap into compact lines, the first few at once
 * and the rest on demand. Targets are at least 44 px and nothing hides
 * behind hover: the board is used on tablets and seen on wall screens.
 */
export function BoardLane({ lane, running, filters, tolerance, today }: BoardLaneProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Record<BoardFold, boolean>>({ paused: false, pending: false });
  const folds = BOARD_FOLDS.filter((fold) => lane[fold].count > 0);
  return (
    <Paper component="section" aria-label={lane.name} withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3">
            {lane.name}
          </Title>
          {running.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('shopFloor.nothingRunning')}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          {folds.map((fold) => {
            const late = lane[fold].overdue;
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
                {t(`shopFloor.folded.${fold}`, { count: lane[fold].count })}
                {late > 0 ? ` · ${t('shopFloor.folded.late', { count: late })}` : null}
              </Button>
            );
          })}
        </Group>
      </Group>
      {running.length > 0 ? (
        // By the lane's own width: one card a row in a lane beside another, two or three in a lane alone.
        <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '880px': 3 }} mt="sm">
          {running.map((row) => (
            <RunningCard key={`${row.activity_id}-${row.activity_user_id}`} row={row} tolerance={tolerance} today={today} />
          ))}
        </SimpleGrid>
      ) : null}
      {folds
        .filter((fold) => open[fold])
        .map((fold) => (
          <Box key={fold} mt="sm">
            <FoldedList id={`${id}-${fold}`} lane={lane} fold={fold} filters={filters} today={today} />
          </Box>
        ))}
    </Paper>
  );
}
