import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/common';
import { calendarDate, quantity, rowId, timestamp } from './common';

/**
 * The live shop-floor board (issue 13; DESIGN §11; issue 22 item 4; issue 23 item 2): what runs,
 * what is paused, what is pending, and intervals left open too long, shaped for the screen
 * (`GET /v1/shop_floor`), kept current by the events of `GET /v1/events`. No money anywhere: it
 * may hang on a wall screen.
 */

/** One worker on one activity, as the board shows it. */
export const shopFloorRowSchema = z.object({
  activity_user_id: rowId(),
  activity_id: rowId(),
  /** Registry type (`die_cut`) and its Spanish name. */
  activity_type: z.string(),
  activity_name: z.string(),
  activity_status: z.enum(ACTIVITY_STATUSES),
  production_order_id: rowId(),
  reference: z.string(),
  user_id: rowId(),
  /** The operator's full name. */
  operator: z.string(),
  machine_id: rowId().nullable(),
  machine: z.string().nullable(),
  /** Running: when the open interval started (the board counts from it, on the server's clock); otherwise the activity's start, null before any work. */
  start_time: timestamp().nullable(),
  due_date: calendarDate().nullable(),
  /** Seconds. */
  total_estimated_production_time: z.int(),
  /** Minutes worked on the activity by everyone, closed intervals only. */
  time_spent: quantity(),
});
export type ShopFloorRow = z.infer<typeof shopFloorRowSchema>;

/** Intervals open longer than MAX_OPEN_INTERVAL_HOURS: running rows with their interval. */
export const shopFloorStaleRowSchema = shopFloorRowSchema.extend({ interval_id: rowId() });
export type ShopFloorStaleRow = z.infer<typeof shopFloorStaleRowSchema>;

/**
 * A paused or pending activity folded into its lane's count, as an opened count lists it: one
 * entry per activity, its workers named (a paused activity's workers not done with it; a pending
 * one's all of them, none before anyone is assigned).
 */
export const shopFloorFoldedSchema = shopFloorRowSchema
  .omit({ activity_user_id: true, user_id: true, operator: true, start_time: true })
  .extend({ operators: z.array(z.string()) });
export type ShopFloorFolded = z.infer<typeof shopFloorFoldedSchema>;

/** One fold of a lane: how many activities it holds, how many of them are overdue, and the first few (`BOARD_FIRST_ITEMS`), due soonest first. */
export const shopFloorFoldSchema = z.object({
  count: z.int(),
  overdue: z.int(),
  items: z.array(shopFloorFoldedSchema),
});
export type ShopFloorFold = z.infer<typeof shopFloorFoldSchema>;

/** A lane (a machine, or an activity type without one) with what the filters leave in it. */
export const shopFloorLaneSchema = z.object({
  /** `m<machine id>` or `t-<activity type>`: the `machine` filter and the lane route's key. */
  key: z.string(),
  name: z.string(),
  /** Its running rows are the answer's `running` of this key. */
  running: z.int(),
  paused: shopFloorFoldSchema,
  pending: shopFloorFoldSchema,
});
export type ShopFloorLane = z.infer<typeof shopFloorLaneSchema>;

/**
 * The live board as the screen draws it first (`GET /v1/shop_floor`, docs/decisions/032): every
 * running interval (at most one per operator), those open too long, and per lane its counts and
 * first activities; the rest of a lane on demand (`GET /v1/shop_floor/lanes/{lane}`). The filters
 * of the query string are applied to all of it but `choices`, which offers every lane and operator
 * on the board.
 */
export const shopFloorSnapshotSchema = z.object({
  /** The server's clock when the snapshot was taken. */
  server_time: timestamp(),
  /** The workshop's date then (APP_TIME_ZONE): what `overdue` counts are counted against. */
  today: calendarDate(),
  /** Open intervals: who works on what now, oldest first. */
  running: z.array(shopFloorRowSchema),
  /** Intervals open longer than MAX_OPEN_INTERVAL_HOURS. */
  stale_intervals: z.array(shopFloorStaleRowSchema),
  /** What the filters leave: running intervals, paused and pending activities. */
  totals: z.object({ running: z.int(), paused: z.int(), pending: z.int() }),
  /** Those with running work first, then by name in natural order ("Máquina 2" before "Máquina 10"). */
  lanes: z.array(shopFloorLaneSchema),
  /** What the filters offer, whatever is filtered: every lane on the board and every enabled operator, by name. */
  choices: z.object({
    lanes: z.array(z.object({ key: z.string(), name: z.string(), machine: z.boolean() })),
    operators: z.array(z.object({ id: rowId(), name: z.string() })),
  }),
});
export type ShopFloorSnapshot = z.infer<typeof shopFloorSnapshotSchema>;

/** More of one lane's paused or pending activities (`GET /v1/shop_floor/lanes/{lane}`), in the board's order. */
export const shopFloorLanePageSchema = z.object({
  items: z.array(shopFloorFoldedSchema),
  /** How many the lane holds with these filters. */
  count: z.int(),
  /** The `offset` of the next page, null after the last. */
  next_offset: z.int().nullable(),
});
export type ShopFloorLanePage = z.infer<typeof shopFloorLanePageSchema>;

/** What changed: the board, the dashboard and the order screen refetch what an event names. */
export const WORK_EVENT_KINDS = [
  'interval_started',
  'interval_paused',
  'work_finished',
  'activity_finished',
  'interval_edited',
  'plan_changed',
] as const;
export type WorkEventKind = (typeof WORK_EVENT_KINDS)[number];

/**
 * The last block of a stream the server ends because its user's session changed (disabled, new
 * password or role): an `event:` with no data, not a work event. The screen asks again at once,
 * and the 401 it gets signs the person out (issue 22).
 */
export const SESSION_CHANGED_EVENT = 'session_changed';

/** One server-sent event's data (its SSE `event:` is `kind`); ids only, never money. */
export const workEventSchema = z.object({
  kind: z.enum(WORK_EVENT_KINDS),
  production_order_id: rowId(),
  activity_id: rowId(),
  activity_user_id: rowId().nullable(),
  /** The worker whose work changed (null when a whole activity was finished). */
  user_id: rowId().nullable(),
  at: timestamp(),
});
export type WorkEvent = z.infer<typeof workEventSchema>;
