import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ShopFloorSnapshot } from '@tintero/domain';
import { PageHeader } from '../../components/page-header';
import { useAbout } from '../../lib/about';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useShopFloor } from './api';
import { BoardCard } from './board-card';
import { BoardLane } from './board-lane';
import { useBoardFilters } from './board-filters';
import { laneChoices, runningByLane } from './lanes';

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

/** The board's pickers: typed into (a workshop has dozens of machines), cleared with one tap, large for a tablet. */
const PICKER = { searchable: true, clearable: true, size: 'md', w: { base: '100%', sm: 260 } } as const;

/** Machine, operator and order: what narrows the board, kept in the URL. */
function Filters({ board, filters }: { board: ShopFloorSnapshot; filters: ReturnType<typeof useBoardFilters> }) {
  const { t } = useTranslation();
  const lanes = useMemo(
    () => laneChoices(board, { machines: t('shopFloor.filters.machines'), types: t('shopFloor.filters.types') }),
    [board, t],
  );
  const operators = useMemo(
    () => board.choices.operators.map((operator) => ({ value: String(operator.id), label: operator.name })),
    [board],
  );
  const { lane, operator, order } = filters.filters;
  return (
    <Group role="search" aria-label={t('shopFloor.filters.label')} align="flex-end" gap="sm">
      <Select
        {...PICKER}
        label={t('shopFloor.filters.machine')}
        data={lanes}
        value={lane}
        onChange={(machine) => filters.set({ machine })}
      />
      <Select
        {...PICKER}
        label={t('shopFloor.filters.operator')}
        data={operators}
        value={operator === null ? null : String(operator)}
        onChange={(value) => filters.set({ operator: value })}
      />
      <TextInput
        label={t('shopFloor.filters.order')}
        placeholder={t('shopFloor.filters.orderPlaceholder')}
        type="search"
        value={order}
        onChange={(event) => filters.set({ order: event.currentTarget.value })}
        maxLength={100}
        size="md"
        w={{ base: '100%', sm: 220 }}
      />
      {filters.active ? (
        <Button variant="subtle" size="md" mih={44} onClick={filters.clear}>
          {t('shopFloor.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}

function Board({ board, filters }: { board: ShopFloorSnapshot; filters: ReturnType<typeof useBoardFilters> }) {
  const { t } = useTranslation();
  const about = useAbout().data;
  const tolerance = about?.time_overrun_tolerance_seconds ?? 0;
  const { today, lanes, totals, stale_intervals: stale } = board;
  const running = useMemo(() => runningByLane(board), [board]);
  return (
    <Stack gap="lg">
      <Filters board={board} filters={filters} />
      {stale.length > 0 || !filters.active ? (
        <Section title={t('shopFloor.sections.stale')} count={stale.length} empty={t('shopFloor.empty.stale')}>
          {stale.map((row) => (
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
      ) : null}
      <Text fw={600} aria-live="polite">
        {[
          t('shopFloor.running', { count: totals.running }),
          t('shopFloor.folded.paused', { count: totals.paused }),
          t('shopFloor.folded.pending', { count: totals.pending }),
        ].join(' · ')}
      </Text>
      {lanes.length === 0 ? (
        <Text c="dimmed">{filters.active ? t('shopFloor.filters.nothing') : t('shopFloor.filters.empty')}</Text>
      ) : (
        // Two lanes a row where the board is wide enough (a laptop, a wall screen), one on a tablet held upright.
        <SimpleGrid type="container" cols={{ base: 1, '1000px': 2 }} spacing="sm" aria-label={t('shopFloor.lanes')} role="list">
          {lanes.map((lane) => (
            <div role="listitem" key={lane.key}>
              <BoardLane lane={lane} running={running.get(lane.key) ?? []} filters={filters.filters} tolerance={tolerance} today={today} />
            </div>
          ))}
        </SimpleGrid>
      )}
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
 * The live shop-floor board (`/shop_floor`, administrators; issue 13, DESIGN §11; issue 22 item 4):
 * a lane per machine (per activity type without one), its running work as cards and its paused and
 * pending activities folded into counts that open on tap (the first few at once, the rest from the
 * server on demand); filters by machine, operator and order in the URL, applied by the server
 * (docs/decisions/032); intervals left open too long above. The snapshot is refetched on every work event, and
 * running times tick on the server's clock. "Pantalla completa" makes it a wall screen, with larger type.
 */
export function ShopFloorPage() {
  const { t } = useTranslation();
  const filters = useBoardFilters();
  const board = useShopFloor(filters.filters);
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
      {board.data ? <Board board={board.data} filters={filters} /> : board.isPending ? <Loader aria-label={t('shopFloor.title')} /> : null}
    </Stack>
  );
}
