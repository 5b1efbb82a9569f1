import { z } from 'zod';
import { messages } from './messages';
import { addMonths, reportMessages } from './reports';
import { isoDate } from './schema-helpers';

/**
 * The numbers at a glance (issue 13, administrators' Home; docs/decisions/014): any range of the
 * workshop's days up to five years, both ends included.
 */
export const INSIGHTS_RANGE_MONTHS = 60;
/** Orders in `by_order` (the chart), newest finish first; the totals count every order. */
export const INSIGHTS_ORDERS_LIMIT = 200;
export const INSIGHTS_WORST_LIMIT = 5;
export const INSIGHTS_SUPPLIES_LIMIT = 10;
export const INSIGHTS_LOW_STOCK_LIMIT = 50;

export const insightsMessages = {
  rangeTooLong: 'El rango de fechas no puede ser mayor a 5 años.',
} as const;

/** What is wrong with the range, or undefined: to before from, or more than five years after it. */
export function insightsRangeError(from: string, to: string): string | undefined {
  if (to < from) return reportMessages.dateOrder;
  if (to > addMonths(from, INSIGHTS_RANGE_MONTHS)) return insightsMessages.rangeTooLong;
  return undefined;
}

/** `GET /v1/insights`: both dates required, in order, at most five years (422 on `to_date`). */
export const insightsQuerySchema = z
  .object({ from_date: isoDate(messages.required), to_date: isoDate(messages.required) })
  .superRefine((query, ctx) => {
    // Only two real dates are compared (zod reaches here after a date failed its format).
    if (!isoDate().safeParse(query.from_date).success || !isoDate().safeParse(query.to_date).success) return;
    const error = insightsRangeError(query.from_date, query.to_date);
    if (error) ctx.addIssue({ code: 'custom', path: ['to_date'], message: error });
  });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;
