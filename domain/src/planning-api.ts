import { z } from 'zod';
import { findActivityDefinition } from './activities/registry';
import { messages } from './messages';
import { integer, isoDate, requiredText } from './schema-helpers';
import { BOARD_LANE_KEY } from './shop-floor';
import { DAY_MS, DEFAULT_WEEK, dayKey, dayStart, type Shift, type WorkingWeek } from './planning';

/**
 * The planning screen's contract (DESIGN §12.2, docs/decisions/045): what the server and the web
 * agree on around the pure projection of planning.ts: the lanes' weeks, the days off, the range
 * asked, a move of one activity, the workshop's zone as wall-clock time.
 */

/** The longest range `GET /v1/planning` draws capacity for: two months around the two weeks in view. */
export const PLANNING_MAX_DAYS = 62;
/** The days the screen shows at once (two weeks); it scrolls sideways for the rest. */
export const PLANNING_VIEW_DAYS = 14;
export const DAY_OFF_DESCRIPTION_MAX = 120;

export const planningMessages = {
  rangeTooLong: `El rango no puede pasar de ${PLANNING_MAX_DAYS} días.`,
  rangeBackwards: 'La fecha final debe ser igual o posterior a la inicial.',
  invalidLane: 'Debe ser una máquina (m12) o un tipo de actividad sin máquina (t-pre_press).',
  unknownMachine: 'La máquina no existe.',
  otherTypeLane: 'Una actividad sin máquina solo puede ir en el carril de su propio tipo.',
  notPlanned: 'La actividad no está en la programación: está terminada, la hace un tercero o su orden no está abierta.',
  onlyPendingChangeMachine: 'Solo una actividad pendiente puede cambiar de máquina.',
  notFound: 'La actividad no existe.',
  dayOffTaken: 'Ese día ya es un día no laborable del taller.',
  dayOffNotFound: 'El día no laborable no existe.',
};

/**
 * The process step of an activity type (DESIGN §12.2: pre-press, pre-cut, printing, then
 * finishing): an activity waits for every lower step of its order. Finishing types share one step,
 * so an order's finishing work runs side by side on its machines.
 */
export function planStepOf(type: string): number {
  const order = findActivityDefinition(type)?.order ?? Number.MAX_SAFE_INTEGER;
  return order <= 30 ? order : 40;
}

/** The week a machine works: its own, or the workshop's default. */
export const weekOrDefault = (week: readonly (Shift | null)[] | null | undefined): WorkingWeek => week ?? DEFAULT_WEEK;

/** A day off the workshop adds (`POST /v1/days_off`, `{ day_off: {...} }`). */
export const dayOffInputSchema = z.object({ day: isoDate(messages.required), description: requiredText(DAY_OFF_DESCRIPTION_MAX) });
export type DayOffInput = z.output<typeof dayOffInputSchema>;

export const daysOffQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** `{ plan: { lane, position } }`: where an activity goes (its lane, 0 first). */
export const planMoveSchema = z.object({
  lane: z.string({ error: messages.required }).regex(BOARD_LANE_KEY, planningMessages.invalidLane),
  position: integer({ min: 0, max: 100_000 }),
});
export type PlanMove = z.output<typeof planMoveSchema>;

const addDays = (day: string, days: number) => dayKey(dayStart(day) + days * DAY_MS);

/** The range asked (both days included); missing ends are today and the two weeks in view. */
export const planningQuerySchema = (today: string) =>
  z
    .object({ from_date: isoDate().optional(), to_date: isoDate().optional() })
    .transform((query) => {
      const from = query.from_date ?? today;
      return { from_date: from, to_date: query.to_date ?? addDays(from, PLANNING_VIEW_DAYS - 1) };
    })
    .superRefine((query, ctx) => {
      if (query.to_date < query.from_date) ctx.addIssue({ code: 'custom', path: ['to_date'], message: planningMessages.rangeBackwards });
      else if ((dayStart(query.to_date) - dayStart(query.from_date)) / DAY_MS >= PLANNING_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to_date'], message: planningMessages.rangeTooLong });
    });
export type PlanningQuery = { from_date: string; to_date: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The workshop's wall clock (planning.ts's milliseconds) at an instant, in a time zone. */
export function wallClockOf(instant: Date | number, zone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(time)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall + (((time % 1000) + 1000) % 1000);
}

/** Each zone's offset (wall − instant) per wall-clock hour: planning converts thousands of moments per answer. */
const offsets = new Map<string, Map<number, number>>();

/**
 * The instant a wall-clock time of the zone names (the earlier one where clocks go back). Zones
 * change their offset on whole hours here, so the offset found for a wall-clock hour is kept.
 */
export function instantOfWallClock(wall: number, zone: string): Date {
  let ofZone = offsets.get(zone);
  if (!ofZone) offsets.set(zone, (ofZone = new Map()));
  const hour = Math.floor(wall / 3_600_000);
  let offset = ofZone.get(hour);
  if (offset === undefined) {
    const start = hour * 3_600_000;
    const guess = start - (wallClockOf(start, zone) - start);
    const corrected = guess - (wallClockOf(guess, zone) - start);
    offset = start - corrected;
    if (ofZone.size > 100_000) ofZone.clear();
    ofZone.set(hour, offset);
  }
  return new Date(wall - offset);
}
