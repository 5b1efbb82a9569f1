import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration, timeOverrunColor, type ShopFloorRow, type ShopFloorSnapshot } from '@tintero/domain';
import { PageHeader } from '../../components/page-header';
import { useAbout } from '../../lib/about';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useServerNow } from '../../lib/server-clock';
import { ElapsedTime, elapsedSeconds } from '../../components/elapsed-time';
import { useShopFloor } from './api';
import { BoardCard } from './board-card';

/** Overrun colours as the activity cards show them (blue within the estimate, yellow within the tolerance, red beyond). */
const OVERRUN = { blue: 'blue', yellow: 'yellow', red: 'red' } as const;

function RunningCard({ row, tolerance }: { row: ShopFloorRow; tolerance: number }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const running = row.start_time ? elapsedSeconds(row.start_time, now) : 0;
  const spentSeconds = row.time_spent * 60 + running;
  const color = OVERRUN[timeOverrunColor(row.total_estimated_production_time, spentSeconds / 60, tolerance)];
  return (
    <BoardCard row={row} color={color}>
      {row.start_time ? (
        <ElapsedTime startTime={row.start_time} label={t('shopFloor.elapsed', { name: row.operator })} size="xl" c={`${color}.8`} />
      ) : null}
      <Text size="sm">
        {t('shopFloor.spent', { spent: formatDuration(spentSeconds) })} ·{' '}
        {t('shopFloor.estimate', { estimate: formatDuration(row.total_estimated_production_time) })}
      </Text>
    </BoardCard>
  );
}

function Section({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title} ({count})
      </Title>
      {count === 0 ? <Text c="dimmed">{empty}</Text> : <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>}
    </section>
  );
}

/** The workshop's today (`YYYY-MM-DD`) at the server's now. */
const todayIn = (timeZone: string | undefined, now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

function Board({ board }: { board: ShopFloorSnapshot }) {
  const { t } = useTranslation();
  const about = useAbout().data;
  const tolerance = about?.time_overrun_tolerance_seconds ?? 0;
  const today = todayIn(about?.time_zone, Date.parse(board.server_time));
  const key = (row: { activity_id: number; activity_user_id: number | null }) => `${row.activity_id}-${row.activity_user_id ?? 'none'}`;
  return (
    <Stack gap="xl">
      <Section title={t('shopFloor.sections.running')} count={board.running.length} empty={t('shopFloor.empty.running')}>
        {board.running.map((row) => (
          <RunningCard key={key(row)} row={row} tolerance={tolerance} />
        ))}
      </Section>
      <Section title={t('shopFloor.sections.paused')} count={board.paused.length} empty={t('shopFloor.empty.paused')}>
        {board.paused.map((row) => (
          <BoardCard key={key(row)} row={row} color="gray">
            <Text size="sm">{t('shopFloor.pausedSince', { spent: formatDuration(row.time_spent * 60) })}</Text>
          </BoardCard>
        ))}
      </Section>
      <Section title={t('shopFloor.sections.due')} count={board.due.length} empty={t('shopFloor.empty.due')}>
        {board.due.map((row) => {
          const overdue = row.due_date !== null && row.due_date < today;
          return (
            <BoardCard key={key(row)} row={row} color={overdue ? 'red' : 'orange'}>
              <Text fw={700} c={overdue ? 'red.8' : 'orange.8'}>
                {overdue ? t('shopFloor.overdue', { date: row.due_date }) : t('shopFloor.dueToday', { date: row.due_date })}
              </Text>
            </BoardCard>
          );
        })}
      </Section>
      <Section title={t('shopFloor.sections.stale')} count={board.stale_intervals.length} empty={t('shopFloor.empty.stale')}>
        {board.stale_intervals.map((row) => (
          <BoardCard key={row.interval_id} row={row} color="red">
            <Text fw={700} c="red.8">
              {t('shopFloor.openSince', {
                since: formatDateTime(row.start_time),
                hours: Math.floor((Date.parse(board.server_time) - Date.parse(row.start_time!)) / 3_600_000),
              })}
            </Text>
          </BoardCard>
        ))}
      </Section>
    </Stack>
  );
}

/** Follows the browser's full-screen state (Esc leaves it without our button). */
function useFullscreen() {
  const [active, setActive] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
    // Some browsers (and wall-screen kiosks) refuse full screen: the larger type applies anyway.
    setActive((current) => !current);
  };
  return { active, toggle };
}

/**
 * The live shop-floor board (`/shop_floor`, administrators; issue 13, DESIGN §11): what runs, what
 * is paused, what is due today or overdue, and intervals left open too long; the snapshot is
 * refetched on every work event, and running times tick on the server's clock. "Pantalla
 * completa" makes it a wall screen, with larger type.
 */
export function ShopFloorPage() {
  const { t } = useTranslation();
  const board = useShopFloor();
  useErrorAlert(board.error, t('shopFloor.error'));
  const fullscreen = useFullscreen();
  return (
    <Stack gap="lg" p={fullscreen.active ? 'lg' : 0} style={fullscreen.active ? { fontSize: '1.35rem', zoom: 1.25 } : undefined}>
      <PageHeader title={t('shopFloor.title')}>
        <Group>
          <Button
            size="lg"
            variant="light"
            leftSection={fullscreen.active ? <IconMinimize aria-hidden /> : <IconMaximize aria-hidden />}
            onClick={fullscreen.toggle}
            aria-pressed={fullscreen.active}
          >
            {fullscreen.active ? t('shopFloor.exitFullscreen') : t('shopFloor.fullscreen')}
          </Button>
        </Group>
      </PageHeader>
      {board.data ? <Board board={board.data} /> : board.isPending ? <Loader aria-label={t('shopFloor.title')} /> : null}
    </Stack>
  );
}
