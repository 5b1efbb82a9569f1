import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityTypeName, dayStart, wallClockOf, type PlanningResponse } from '@tintero/domain';
import { itemKey, type ScreenLane, type ScreenMove, type ScreenItem } from './plan-model';
import { DAY_WIDTH, columnsOf, wallText, xOf } from './timeline-geometry';
import classes from './planning-timeline.module.css';

const LANE_LABEL_WIDTH = 170;
const RISK_COLORS = {
  late: 'var(--mantine-color-red-6)',
  at_risk: 'var(--mantine-color-yellow-5)',
  on_time: 'var(--mantine-color-blue-5)',
};

interface Drag {
  key: string;
  item: ScreenItem;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
}

export interface PlanningTimelineProps {
  answer: PlanningResponse;
  lanes: ScreenLane[];
  onMove: (move: ScreenMove) => void;
}

/** The lane under a point and where among its bars (by their middles) an item dropped there goes. */
function dropTarget(lanes: ScreenLane[], x: number, y: number, dragged: string): { lane: string; position: number } | null {
  const track = document.elementsFromPoint(x, y).find((element) => element instanceof HTMLElement && element.dataset.laneTrack);
  if (!(track instanceof HTMLElement)) return null;
  const lane = lanes.find((each) => each.lane.key === track.dataset.laneTrack);
  if (!lane) return null;
  const left = track.getBoundingClientRect().left;
  let position = 0;
  for (const bar of track.querySelectorAll<HTMLElement>('[data-plan-item]')) {
    if (bar.dataset.planItem === dragged) continue;
    const box = bar.getBoundingClientRect();
    if (box.left - left + box.width / 2 < x - left) position += 1;
  }
  return { lane: lane.lane.key, position };
}

/**
 * The plan on a timeline: lanes (machines, then types without one) by working days, each activity a
 * bar as long as its remaining working time, red when late, yellow at risk; running work outlined.
 * A bar dragged (mouse, pen or finger: pointer events) to another place of its lane, or to another
 * machine's lane, is moved there.
 */
export function PlanningTimeline({ answer, lanes, onMove }: PlanningTimelineProps) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<Drag | null>(null);
  // What the window's listeners read; the state is what is drawn.
  const dragRef = useRef<Drag | null>(null);
  const dragging = drag !== null;
  const columns = columnsOf(answer.lanes.map((lane) => lane.capacity));
  const width = columns.days.length * DAY_WIDTH;
  const now = wallClockOf(new Date(answer.now), answer.time_zone);

  useEffect(() => {
    if (!dragging) return undefined;
    const move = (event: PointerEvent) => {
      const current = dragRef.current;
      if (!current) return;
      dragRef.current = { ...current, dx: event.clientX - current.startX, dy: event.clientY - current.startY };
      setDrag(dragRef.current);
    };
    const up = (event: PointerEvent) => {
      const current = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      if (!current || Math.abs(event.clientX - current.startX) + Math.abs(event.clientY - current.startY) < 4) return;
      const target = dropTarget(lanes, event.clientX, event.clientY, current.key);
      if (!target) return;
      if (target.lane === current.item.lane && target.position === current.item.position) return;
      onMove({ activity_type: current.item.item.activity_type, activity_id: current.item.item.activity_id, ...target });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [dragging, lanes, onMove]);

  const startDrag = (event: ReactPointerEvent, item: ScreenItem) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragRef.current = { key: itemKey(item.item), item, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 };
    setDrag(dragRef.current);
  };

  const riskText = (item: ScreenItem) => (item.risk ? t(`planning.risk.${item.risk}`) : '');
  return (
    <Box className={classes.scroller} role="region" aria-label={t('planning.timeline.label')} tabIndex={0}>
      <Box style={{ width: LANE_LABEL_WIDTH + width }}>
        <div className={classes.row}>
          <div className={classes.label} style={{ width: LANE_LABEL_WIDTH }}>
            <Text size="sm" fw={600}>
              {t('planning.timeline.lane')}
            </Text>
          </div>
          {columns.days.map((day) => (
            <div key={day} className={classes.dayHeader} style={{ width: DAY_WIDTH }}>
              <Text size="xs" fw={600}>
                {t(`planning.weekdays.${new Date(dayStart(day)).getUTCDay()}`)} {day.slice(8, 10)}/{day.slice(5, 7)}
              </Text>
            </div>
          ))}
        </div>
        {lanes.map((lane) => (
          <div key={lane.lane.key} className={classes.row} data-lane={lane.lane.key}>
            <div className={classes.label} style={{ width: LANE_LABEL_WIDTH }}>
              <Text size="sm" fw={500} lineClamp={2}>
                {lane.lane.name}
              </Text>
            </div>
            <div className={classes.track} style={{ width }} data-lane-track={lane.lane.key} aria-label={lane.lane.name}>
              {columns.days.map((day, index) =>
                (lane.lane.capacity.find((each) => each.date === day)?.seconds ?? 0) > 0 ? null : (
                  <div key={day} className={classes.closed} style={{ left: index * DAY_WIDTH, width: DAY_WIDTH }} />
                ),
              )}
              <div className={classes.now} style={{ left: xOf(columns, lane.calendar, now) }} />
              {lane.items.map((entry) => {
                const key = itemKey(entry.item);
                if (entry.start === null || entry.end === null) return null;
                const left = xOf(columns, lane.calendar, entry.start);
                const barWidth = Math.max(8, xOf(columns, lane.calendar, entry.end) - left);
                const dragged = drag?.key === key;
                const name = t('planning.bar', {
                  order: entry.item.production_order_id,
                  activity: activityTypeName(entry.item.activity_type),
                  end: wallText(entry.end),
                  risk: riskText(entry),
                });
                return (
                  <button
                    type="button"
                    key={key}
                    data-plan-item={key}
                    data-risk={entry.risk ?? 'none'}
                    data-running={entry.item.running || undefined}
                    className={classes.bar}
                    aria-label={entry.item.running ? `${name} ${t('planning.running')}` : name}
                    title={`${name} · ${entry.item.reference}`}
                    onPointerDown={(event) => startDrag(event, entry)}
                    style={{
                      left,
                      width: barWidth,
                      background: entry.risk ? RISK_COLORS[entry.risk] : 'var(--mantine-color-gray-5)',
                      transform: dragged ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
                      zIndex: dragged ? 3 : undefined,
                    }}
                  >
                    <span className={classes.barText}>
                      {entry.item.running ? '▶ ' : ''}
                      {entry.item.production_order_id}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </Box>
    </Box>
  );
}
