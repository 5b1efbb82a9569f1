import {
  projectPlan,
  planStepOf,
  wallClockOf,
  type PlanItem,
  type PlanItemResponse,
  type PlanLaneResponse,
  type PlanRisk,
  type PlanningResponse,
  type WorkCalendar,
} from '@tintero/domain';

/**
 * The plan as the screen draws it (docs/decisions/045): the server's answer projected again on the
 * client with the domain's `projectPlan`, so a drag redraws the projection at once, before the
 * server has saved it. Times are the workshop's wall clock (planning.ts).
 */

export interface ScreenItem {
  item: PlanItemResponse;
  lane: string;
  position: number;
  /** Wall-clock milliseconds; null when the lane has no working time ahead. */
  start: number | null;
  end: number | null;
  risk: PlanRisk | null;
}

export interface ScreenLane {
  lane: PlanLaneResponse;
  calendar: WorkCalendar;
  items: ScreenItem[];
}

/** A move the screen made and the server has not answered yet. */
export interface ScreenMove {
  activity_type: string;
  activity_id: number;
  lane: string;
  position: number;
}

export const itemKey = (item: Pick<PlanItemResponse, 'activity_type' | 'activity_id'>) => `${item.activity_type}:${item.activity_id}`;

/** Why the screen refuses a move itself (the server would answer the same), or null. */
export function moveRefusal(answer: PlanningResponse, move: ScreenMove): 'onlyPending' | 'otherType' | null {
  const from = answer.lanes.find((lane) => lane.items.some((item) => itemKey(item) === itemKey(move)));
  const target = answer.lanes.find((lane) => lane.key === move.lane);
  const item = from?.items.find((each) => itemKey(each) === itemKey(move));
  if (!from || !target || !item) return null;
  if (target.machine_id === null && target.activity_type !== item.activity_type) return 'otherType';
  if (from.key !== target.key && item.status !== 'pending') return 'onlyPending';
  return null;
}

/** The answer with a move applied: the item taken out of its lane and put at `position` of the target. */
export function withMove(answer: PlanningResponse, move: ScreenMove): PlanningResponse {
  let moved: PlanItemResponse | undefined;
  const lanes = answer.lanes.map((lane) => {
    const kept = lane.items.filter((item) => {
      if (itemKey(item) !== itemKey(move)) return true;
      moved = item;
      return false;
    });
    return { ...lane, items: kept };
  });
  if (!moved) return answer;
  return {
    ...answer,
    lanes: lanes.map((lane) => {
      if (lane.key !== move.lane) return lane;
      const items = [...lane.items];
      items.splice(Math.min(move.position, items.length), 0, moved!);
      return { ...lane, items };
    }),
  };
}

interface Keyed extends PlanItem {
  source: PlanItemResponse;
}

/** Every lane projected from the answer's `now`, in the answer's sequence. */
export function projectAnswer(answer: PlanningResponse): ScreenLane[] {
  const daysOff = new Set(answer.days_off);
  const calendars = new Map(answer.lanes.map((lane) => [lane.key, { week: lane.week, daysOff } satisfies WorkCalendar]));
  const projected = projectPlan<Keyed>(
    answer.lanes.map((lane) => ({
      key: lane.key,
      calendar: calendars.get(lane.key)!,
      items: lane.items.map((item) => ({
        key: itemKey(item),
        order_id: item.production_order_id,
        step: planStepOf(item.activity_type),
        remaining_seconds: item.remaining_seconds,
        running: item.running,
        due_day: item.due_date,
        source: item,
      })),
    })),
    wallClockOf(new Date(answer.now), answer.time_zone),
  );
  const byLane = new Map<string, ScreenItem[]>();
  for (const entry of projected) {
    const items = byLane.get(entry.lane) ?? [];
    items.push({
      item: entry.item.source,
      lane: entry.lane,
      position: entry.position,
      start: entry.projected_start,
      end: entry.projected_end,
      risk: entry.risk,
    });
    byLane.set(entry.lane, items);
  }
  return answer.lanes.map((lane) => ({ lane, calendar: calendars.get(lane.key)!, items: byLane.get(lane.key) ?? [] }));
}
