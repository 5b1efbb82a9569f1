import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/common';
import { calendarDate, moneyAmount, quantity, rowId, timestamp, type ResponsesByRole } from './common';

/**
 * The shop floor's answers (spec part 2 §3 Interval and User activity; DESIGN §7.3): the server
 * writes exactly these fields, and operators get the variants without money (an interval's value).
 */

const personSchema = z.object({ id: rowId(), first_name: z.string(), last_name: z.string() });

/** A work-time entry as operators see it: minutes are worked minutes, 6 decimals. */
export const operatorIntervalSchema = z.object({
  id: rowId(),
  activity_user_id: rowId(),
  user_id: rowId(),
  start_time: timestamp(),
  /** null while it runs. */
  end_time: timestamp().nullable(),
  quantity_produced: quantity(),
  minutes: quantity(),
  /** Who last changed it by hand in the interval editor, and when; null when nobody did. */
  updated_by: personSchema.nullable(),
  updated_at: timestamp(),
});

/** The administrator's interval: with its labour value (minutes / 60 × the worker's hour value). */
export const intervalSchema = operatorIntervalSchema.extend({ value: moneyAmount() });

export const intervalResponses = { administrator: intervalSchema, operator: operatorIntervalSchema } satisfies ResponsesByRole;

export type Interval = z.infer<typeof intervalSchema>;
export type OperatorInterval = z.infer<typeof operatorIntervalSchema>;

/** A card of "my activities" (spec part 2 §3 User activity): no money in it for anyone. */
export const userActivitySchema = z.object({
  /** The activity user's id, as `activity_user_id`. */
  id: rowId(),
  activity_user_id: rowId(),
  activity_id: rowId(),
  /** Registry type (`pre_press`) and its Spanish name. */
  activity_type: z.string(),
  name: z.string(),
  production_order_id: rowId(),
  reference: z.string(),
  activity_status: z.enum(ACTIVITY_STATUSES),
  /** The worker's own progress: `pending` offers start, `paused` continue, `finished` nothing. */
  user_status: z.enum(ACTIVITY_STATUSES),
  due_date: calendarDate().nullable(),
  /** Seconds. */
  total_estimated_production_time: z.int(),
  /** Minutes worked on the activity by everyone. */
  time_spent: quantity(),
  quantity: quantity().nullable(),
  quantity_produced: quantity(),
  /** The worker's own observation. */
  observation: z.string().nullable(),
  /** What the office wrote on the activity for whoever works it ("Ajustar logo del cliente"). */
  activity_observation: z.string().nullable(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

/**
 * `GET /users/{id}/current_activity_in_development`: the activity with the user's running
 * interval, and the server's clock when it answered, so a screen counts from the true start
 * whatever its own clock says. The answer is `null` when nothing runs.
 */
export const activityInDevelopmentSchema = userActivitySchema.extend({
  interval: z.object({ id: rowId(), start_time: timestamp() }),
  server_time: timestamp(),
});
export type ActivityInDevelopment = z.infer<typeof activityInDevelopmentSchema>;

/**
 * What start (201), pause, finish_by_user and save_observation answer: the worker, their activity's
 * status and the interval the call opened or closed (null for an observation, or a finish with
 * nothing running and nothing reported), with the server's clock.
 */
const activityUserStateShape = {
  activity_user_id: rowId(),
  user_id: rowId(),
  activity_id: rowId(),
  user_status: z.enum(ACTIVITY_STATUSES),
  activity_status: z.enum(ACTIVITY_STATUSES),
  /** Σ what the worker reported on their intervals. */
  quantity_produced: quantity(),
  observation: z.string().nullable(),
  server_time: timestamp(),
};
export const activityUserStateSchema = z.object({ ...activityUserStateShape, interval: intervalSchema.nullable() });
export const operatorActivityUserStateSchema = z.object({ ...activityUserStateShape, interval: operatorIntervalSchema.nullable() });
export const activityUserStateResponses = {
  administrator: activityUserStateSchema,
  operator: operatorActivityUserStateSchema,
} satisfies ResponsesByRole;
export type ActivityUserState = z.infer<typeof operatorActivityUserStateSchema>;

/**
 * `GET /intervals/stale` (administrators): intervals open longer than MAX_OPEN_INTERVAL_HOURS
 * (`GET /about` serves it as `max_open_interval_hours`), oldest first. They are never closed
 * silently: an administrator fixes them in the interval editor.
 */
export const staleIntervalSchema = z.object({
  id: rowId(),
  activity_user_id: rowId(),
  user: personSchema,
  activity_id: rowId(),
  activity_type: z.string(),
  name: z.string(),
  production_order_id: rowId(),
  reference: z.string(),
  start_time: timestamp(),
  /** Whole hours it has been open. */
  hours_open: z.int(),
});
export type StaleInterval = z.infer<typeof staleIntervalSchema>;
