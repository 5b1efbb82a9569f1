import { z } from 'zod';
import { calendarDate, rowId, timestamp } from './common';

/** DESIGN §12.2's answer of `GET /v1/planning` (administrators): no money in it. */

const shiftSchema = z.object({ start_minute: z.int(), seconds: z.int() });
export const PLAN_RISKS = ['late', 'at_risk', 'on_time'] as const;

export const planItemSchema = z.object({
  activity_type: z.string(),
  activity_id: rowId(),
  production_order_id: rowId(),
  reference: z.string(),
  client: z.string(),
  status: z.enum(['pending', 'developing', 'paused']),
  /** 0 first, in the lane's sequence (running work first). */
  position: z.int(),
  remaining_seconds: z.int(),
  projected_start: timestamp().nullable(),
  projected_end: timestamp().nullable(),
  /** The activity's due day, else its order's delivery day. */
  due_date: calendarDate().nullable(),
  risk: z.enum(PLAN_RISKS).nullable(),
  running: z.boolean(),
});

export const planLaneSchema = z.object({
  /** `m<machine id>` or `t-<activity type>`, as the live board's lanes. */
  key: z.string(),
  name: z.string(),
  machine_id: rowId().nullable(),
  activity_type: z.string().nullable(),
  /** Sunday first; null: no work that day. */
  week: z.array(shiftSchema.nullable()),
  capacity: z.array(z.object({ date: calendarDate(), seconds: z.int() })),
  items: z.array(planItemSchema),
});

export const orderAtRiskSchema = z.object({
  production_order_id: rowId(),
  reference: z.string(),
  client: z.string(),
  delivery_day: calendarDate(),
  projected_completion: timestamp().nullable(),
  risk: z.enum(['late', 'at_risk']),
});

export const planningResponseSchema = z.object({
  /** The server's clock the projection started from. */
  now: timestamp(),
  time_zone: z.string(),
  from_date: calendarDate(),
  to_date: calendarDate(),
  /** The workshop's days off (Colombia's public holidays and its own) from today on: the client projects with them. */
  days_off: z.array(calendarDate()),
  lanes: z.array(planLaneSchema),
  /** Orders whose projected completion passes (or nears) their delivery day, latest risk first. */
  orders_at_risk: z.array(orderAtRiskSchema),
});

export const dayOffSchema = z.object({ id: rowId(), day: calendarDate(), description: z.string(), created_at: timestamp() });
export const daysOffResponseSchema = z.object({
  year: z.int(),
  /** Colombia's public holidays of the year (date-holidays). */
  holidays: z.array(z.object({ date: calendarDate(), name: z.string() })),
  /** The workshop's own days off of the year. */
  workshop: z.array(dayOffSchema),
});

export type PlanningResponse = z.infer<typeof planningResponseSchema>;
export type PlanLaneResponse = z.infer<typeof planLaneSchema>;
export type PlanItemResponse = z.infer<typeof planItemSchema>;
export type OrderAtRisk = z.infer<typeof orderAtRiskSchema>;
export type DayOff = z.infer<typeof dayOffSchema>;
export type DaysOffResponse = z.infer<typeof daysOffResponseSchema>;
