import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/common';
import { PRODUCTION_ORDER_STATUSES } from '../production-orders';
import { moneyAmount, quantity, rowId, timestamp } from './common';
import { pageResponseSchema } from '../paging';

/**
 * The labour reports (spec part 2 §3 Operator activity report row, Consolidated activity row,
 * Operator): administrators only. Minutes are worked minutes (6 decimals); times in seconds are
 * estimates; `value` is labour value (minutes / 60 × the worker's hour value when it was logged).
 */

/** An enabled operator, for the report's operator filter. */
export const operatorResponseSchema = z.object({ id: rowId(), first_name: z.string(), last_name: z.string() });
export type OperatorResponse = z.infer<typeof operatorResponseSchema>;

/** One interval of one operator whose start falls in the range, with its activity and order. */
export const operatorActivityRowSchema = z.object({
  interval_id: rowId(),
  activity_user_id: rowId(),
  user_id: rowId(),
  activity_id: rowId(),
  /** Registry type (`die_cut`) and its Spanish name. */
  activity_type: z.string(),
  activity_name: z.string(),
  production_order_id: rowId(),
  production_order_status: z.enum(PRODUCTION_ORDER_STATUSES),
  reference: z.string(),
  start_time: timestamp(),
  /** null while the interval runs. */
  end_time: timestamp().nullable(),
  /** The activity's quantity and what has been produced of it (red on screen when below). */
  quantity: quantity().nullable(),
  quantity_produced: quantity(),
  /** What this interval produced. */
  interval_quantity_produced: quantity(),
  /** The activity's status. */
  status: z.enum(ACTIVITY_STATUSES),
  /** The activity's estimate, seconds. */
  total_estimated_production_time: z.int(),
  /** This interval's minutes and labour value. */
  minutes: quantity(),
  value: moneyAmount(),
  /** Every minute this operator has logged on the activity, in or out of the range. */
  user_time_spent: quantity(),
});
export type OperatorActivityRow = z.infer<typeof operatorActivityRowSchema>;

/**
 * What the operator report screen shows first, for every operator at once (issue 23 item 2): per
 * user with intervals starting in the range (and an activity in the states asked), how many, their
 * minutes and labour value. Each panel's rows are asked for when it is opened.
 */
export const operatorSummaryResponseSchema = z.object({
  user_id: rowId(),
  intervals: z.int(),
  minutes: quantity(),
  value: moneyAmount(),
});
export type OperatorSummaryResponse = z.infer<typeof operatorSummaryResponseSchema>;

/** One activity of one operator in one order: its intervals starting in the range, added up. */
export const consolidatedActivityRowSchema = z.object({
  production_order_id: rowId(),
  production_order_status: z.enum(PRODUCTION_ORDER_STATUSES),
  production_order_reference: z.string(),
  /** The operator's full name. */
  operator: z.string(),
  user_id: rowId(),
  activity_id: rowId(),
  activity_type: z.string(),
  activity_name: z.string(),
  activity_status: z.enum(ACTIVITY_STATUSES),
  /** First start and last end of those intervals (end null while one runs). */
  start_time: timestamp(),
  end_time: timestamp().nullable(),
  quantity: quantity().nullable(),
  /** What the operator produced in those intervals. */
  quantity_produced: quantity(),
  total_estimated_production_time: z.int(),
  minutes: quantity(),
  value: moneyAmount(),
});
export type ConsolidatedActivityRow = z.infer<typeof consolidatedActivityRowSchema>;

/**
 * One page of the consolidated report (DESIGN §4's paged answer, docs/decisions/017) and what the
 * screen shows above the table for the whole range: its labour value and minutes, added up by SQL
 * (`total` is the number of rows).
 */
export const consolidatedActivitiesPageSchema = pageResponseSchema(consolidatedActivityRowSchema).extend({
  totals: z.object({ value: moneyAmount(), minutes: quantity() }),
});
export type ConsolidatedActivitiesPage = z.infer<typeof consolidatedActivitiesPageSchema>;
