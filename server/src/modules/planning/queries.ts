import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  activityDefinitions,
  activityTypeName,
  boardLaneKey,
  capacityByDay,
  dayKey,
  instantOfWallClock,
  orderCompletions,
  planStepOf,
  projectPlan,
  riskOf,
  wallClockOf,
  weekOrDefault,
  DEFAULT_WEEK,
  type PlanItem,
  type PlanRisk,
  type PlanLane,
  type PlanningQuery,
  type PlanningResponse,
  type WorkCalendar,
  type WorkingWeek,
} from '@tintero/domain';
import type { Executor } from '../../db/client';
import { activities, machines, productionOrders, workshopDaysOff } from '../../db/schema';
import { naturalOrder } from '../../lib/search';
import { colombianHolidays } from './holidays';

/** How far ahead days off are read: the projection's horizon (planning.ts looks three years ahead). */
const HORIZON_YEARS = 3;

/** What is planned (DESIGN §12.2): unfinished activities not made by a third party, of open orders. */
export const plannedActivities = and(
  ne(activities.status, 'finished'),
  eq(activities.was_made_by_third, false),
  inArray(productionOrders.status, ['in_review', 'developing']),
);

/** A lane's sequence: placed ones by their position, then earliest due first (the activity's, else its order's). */
export const laneSequence = [
  sql`${activities.plan_position} ASC NULLS LAST`,
  sql`coalesce(${activities.due_date}, ${productionOrders.delivery_day}) ASC`,
  asc(activities.id),
];

const plannedColumns = {
  id: activities.id,
  type: activities.type,
  production_order_id: activities.production_order_id,
  status: activities.status,
  machine_id: activities.machine_id,
  total_estimated_production_time: activities.total_estimated_production_time,
  time_spent: activities.time_spent,
  due_date: sql<string>`coalesce(${activities.due_date}, ${productionOrders.delivery_day})`.mapWith(String),
  delivery_day: productionOrders.delivery_day,
  reference: productionOrders.reference,
  client: productionOrders.client,
};

export interface PlannedRow {
  id: number;
  type: string;
  production_order_id: number;
  status: 'pending' | 'developing' | 'paused';
  machine_id: number | null;
  total_estimated_production_time: number;
  /** Minutes. */
  time_spent: number;
  /** The activity's due day, else its order's delivery day. */
  due_date: string;
  delivery_day: string;
  reference: string;
  client: string;
}

export interface PlannedItem extends PlanItem {
  row: PlannedRow;
}

/** The workshop's days off from `fromDay` on: Colombia's public holidays and its own. */
export async function daysOffFrom(db: Executor, fromDay: string): Promise<string[]> {
  const year = Number(fromDay.slice(0, 4));
  const years = Array.from({ length: HORIZON_YEARS + 1 }, (_, index) => year + index);
  const [holidays, own] = await Promise.all([
    Promise.all(years.map((each) => colombianHolidays(each))),
    db.select({ day: workshopDaysOff.day }).from(workshopDaysOff).where(gte(workshopDaysOff.day, fromDay)),
  ]);
  const days = new Set([...holidays.flat().map((holiday) => holiday.date), ...own.map((row) => row.day)]);
  return [...days].filter((day) => day >= fromDay).sort();
}

/** Remaining time: max(0, total estimated − time spent) (time spent is minutes). */
const remainingOf = (row: PlannedRow) => Math.max(0, Math.round(row.total_estimated_production_time - row.time_spent * 60));

interface LaneInfo {
  key: string;
  name: string;
  machine_id: number | null;
  activity_type: string | null;
  week: WorkingWeek;
}

/** Every lane with its planned items in sequence, and the calendars: what the projection takes. */
export async function planInputs(db: Executor, today: string) {
  const [machineRows, rows, daysOff] = await Promise.all([
    db
      .select({ id: machines.id, name: machines.name, working_week: machines.working_week })
      .from(machines)
      .orderBy(asc(naturalOrder(machines.name)), asc(machines.id)),
    db
      .select(plannedColumns)
      .from(activities)
      .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
      .where(plannedActivities)
      .orderBy(...laneSequence) as unknown as Promise<PlannedRow[]>,
    daysOffFrom(db, today),
  ]);
  const offSet = new Set(daysOff);
  const lanes = new Map<string, LaneInfo & { items: PlannedItem[] }>();
  for (const machine of machineRows) {
    lanes.set(`m${machine.id}`, {
      key: `m${machine.id}`,
      name: machine.name,
      machine_id: machine.id,
      activity_type: null,
      week: weekOrDefault(machine.working_week),
      items: [],
    });
  }
  const typeLanes = new Map<string, LaneInfo & { items: PlannedItem[] }>();
  for (const row of rows) {
    const key = boardLaneKey({ machine_id: row.machine_id, activity_type: row.type });
    let lane = lanes.get(key) ?? typeLanes.get(key);
    if (!lane) {
      lane = { key, name: activityTypeName(row.type), machine_id: null, activity_type: row.type, week: DEFAULT_WEEK, items: [] };
      typeLanes.set(key, lane);
    }
    lane.items.push({
      key: `${row.type}:${row.id}`,
      order_id: row.production_order_id,
      step: planStepOf(row.type),
      remaining_seconds: remainingOf(row),
      running: row.status === 'developing',
      due_day: row.due_date,
      row,
    });
  }
  // Machines first (natural order), then the types without a machine in the process's order.
  const typeOrder = new Map(activityDefinitions.map((definition, index) => [definition.type as string, index]));
  const ordered = [
    ...lanes.values(),
    ...[...typeLanes.values()].sort((a, b) => (typeOrder.get(a.activity_type!) ?? 0) - (typeOrder.get(b.activity_type!) ?? 0)),
  ];
  return { lanes: ordered, daysOff, calendarOf: (week: WorkingWeek): WorkCalendar => ({ week, daysOff: offSet }) };
}

/** The projection from `now` in the workshop's zone (wall clock). */
export async function projectedPlan(db: Executor, now: Date, timeZone: string) {
  const nowWall = wallClockOf(now, timeZone);
  const today = dayKey(nowWall);
  const inputs = await planInputs(db, today);
  const planLanes: PlanLane<PlannedItem>[] = inputs.lanes.map((lane) => ({
    key: lane.key,
    calendar: inputs.calendarOf(lane.week),
    items: lane.items,
  }));
  return { ...inputs, today, projected: projectPlan(planLanes, nowWall) };
}

/** The activities' rank in the plan, soonest projected start first (operators' "my activities"). */
export async function planRanks(db: Executor, now: Date, timeZone: string): Promise<Map<number, number>> {
  const { projected } = await projectedPlan(db, now, timeZone);
  const sorted = [...projected].sort(
    (a, b) => (a.projected_start ?? Number.POSITIVE_INFINITY) - (b.projected_start ?? Number.POSITIVE_INFINITY) || a.position - b.position,
  );
  return new Map(sorted.map((entry, index) => [entry.item.row.id, index]));
}

/** `GET /v1/planning`: every lane, its capacity over the range and its items projected from now. */
export async function planning(db: Executor, query: PlanningQuery, now: Date, timeZone: string): Promise<PlanningResponse> {
  const { lanes, daysOff, calendarOf, projected } = await projectedPlan(db, now, timeZone);
  const instant = (wall: number | null) => (wall === null ? null : instantOfWallClock(wall, timeZone).toISOString());
  const byLane = new Map<string, typeof projected>();
  for (const entry of projected) {
    const items = byLane.get(entry.lane);
    if (items) items.push(entry);
    else byLane.set(entry.lane, [entry]);
  }
  const defaultCalendar = calendarOf(DEFAULT_WEEK);
  const orders = new Map(projected.map((entry) => [entry.item.order_id, entry.item.row]));
  // An order's risk: its completion against its delivery day, or worse when one of its
  // activities misses (or nears) its own due day.
  const worst = new Map<number, PlanRisk>();
  const rank = { on_time: 0, at_risk: 1, late: 2 } as const;
  for (const { item, risk } of projected) {
    if (risk && rank[risk] > rank[worst.get(item.order_id) ?? 'on_time']) worst.set(item.order_id, risk);
  }
  const atRisk: PlanningResponse['orders_at_risk'] = [];
  for (const [orderId, completion] of orderCompletions(projected)) {
    const order = orders.get(orderId)!;
    const own = riskOf(defaultCalendar, completion, order.delivery_day) ?? 'on_time';
    const items = worst.get(orderId) ?? 'on_time';
    const risk = rank[items] > rank[own] ? items : own;
    if (risk === 'late' || risk === 'at_risk')
      atRisk.push({
        production_order_id: orderId,
        reference: order.reference,
        client: order.client,
        delivery_day: order.delivery_day,
        projected_completion: instant(completion),
        risk,
      });
  }
  atRisk.sort(
    (a, b) =>
      (a.risk === b.risk ? 0 : a.risk === 'late' ? -1 : 1) ||
      a.delivery_day.localeCompare(b.delivery_day) ||
      a.production_order_id - b.production_order_id,
  );
  return {
    now: now.toISOString(),
    time_zone: timeZone,
    from_date: query.from_date,
    to_date: query.to_date,
    days_off: daysOff,
    lanes: lanes.map((lane) => ({
      key: lane.key,
      name: lane.name,
      machine_id: lane.machine_id,
      activity_type: lane.activity_type,
      week: [...lane.week],
      capacity: capacityByDay(calendarOf(lane.week), query.from_date, query.to_date),
      items: (byLane.get(lane.key) ?? []).map(({ item, position, projected_start, projected_end, risk }) => ({
        activity_type: item.row.type,
        activity_id: item.row.id,
        production_order_id: item.row.production_order_id,
        reference: item.row.reference,
        client: item.row.client,
        status: item.row.status,
        position,
        remaining_seconds: item.remaining_seconds,
        projected_start: instant(projected_start),
        projected_end: instant(projected_end),
        due_date: item.due_day,
        risk,
        running: item.running,
      })),
    })),
    orders_at_risk: atRisk,
  };
}
