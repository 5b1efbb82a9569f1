import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/common';
import { calendarDate, quantity, rowId, timestamp } from './common';

/**
 * The live shop-floor board (issue 13; DESIGN §11; issue 22 item 4): what runs, what is paused,
 * what is pending, and intervals left open too long, as one snapshot (`GET /v1/shop_floor`), kept current by the events
 * of `GET /v1/events`. No money anywhere: it may hang on a wall screen.
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

/** An activity that may have no worker yet: one row per worker, or one with none. */
export const shopFloorOpenRowSchema = shopFloorRowSchema.extend({
  user_id: rowId().nullable(),
  operator: z.string().nullable(),
  activity_user_id: rowId().nullable(),
});
export type ShopFloorOpenRow = z.infer<typeof shopFloorOpenRowSchema>;

export const shopFloorSnapshotSchema = z.object({
  /** The server's clock when the snapshot was taken. */
  server_time: timestamp(),
  /** Open intervals: who works on what now. */
  running: z.array(shopFloorRowSchema),
  /** Workers whose activity is paused (none of its workers has an open interval). */
  paused: z.array(shopFloorRowSchema),
  /**
   * Pending activities (no work yet) of orders in development, due soonest first (one row per
   * worker, or one with no worker). What is due today or overdue the board tells by each row's
   * `due_date`, running and paused rows included.
   */
  pending: z.array(shopFloorOpenRowSchema),
  /** Intervals open longer than MAX_OPEN_INTERVAL_HOURS. */
  stale_intervals: z.array(shopFloorRowSchema.extend({ interval_id: rowId() })),
});
export type ShopFloorSnapshot = z.infer<typeof shopFloorSnapshotSchema>;

/** What changed: the board, the dashboard and the order screen refetch what an event names. */
export const WORK_EVENT_KINDS = ['interval_started', 'interval_paused', 'work_finished', 'activity_finished', 'interval_edited'] as const;
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
