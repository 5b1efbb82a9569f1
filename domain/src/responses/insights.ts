import { z } from 'zod';
import { calendarDate, moneyAmount, quantity, rowId } from './common';

/**
 * The numbers at a glance (issue 13; administrators' Home): `GET /v1/insights?from_date&to_date`,
 * everything added up by SQL over the range's days in APP_TIME_ZONE.
 */

/** An order finished in the range (by its finish date): contract value against total cost. */
export const orderMarginSchema = z.object({
  production_order_id: rowId(),
  reference: z.string(),
  client: z.string(),
  finished_on: calendarDate(),
  contract_value: moneyAmount(),
  total_cost: moneyAmount(),
  /** contract_value − total_cost. */
  margin: moneyAmount(),
});

export const insightsResponseSchema = z.object({
  from_date: calendarDate(),
  to_date: calendarDate(),
  orders: z.object({
    finished: z.int(),
    contract_value: moneyAmount(),
    total_cost: moneyAmount(),
    margin: moneyAmount(),
    /** Per finished order, by finish date (the chart). */
    by_order: z.array(orderMarginSchema),
    /** The lowest margins, worst first (at most 5). */
    worst: z.array(orderMarginSchema),
  }),
  /** Hours logged per operator (intervals starting in the range), most first. */
  labour: z.array(z.object({ user_id: rowId(), operator: z.string(), hours: quantity(), value: moneyAmount() })),
  /** Per activity type, over activities finished in the range: estimated against actual hours. */
  estimates: z.array(
    z.object({
      activity_type: z.string(),
      activity_name: z.string(),
      activities: z.int(),
      estimated_hours: quantity(),
      actual_hours: quantity(),
    }),
  ),
  /** Supplies consumed in the range (kardex outputs to orders), by value, most first (at most 10). */
  supplies_consumed: z.array(z.object({ supply_id: rowId(), name: z.string(), quantity: quantity(), value: moneyAmount() })),
  /** Enabled supplies whose stock is below their minimum (not limited to the range). */
  low_stock: z.array(
    z.object({ supply_id: rowId(), name: z.string(), quantity: quantity(), stock_minimum: quantity(), unit_of_measurement: z.string() }),
  ),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
