import { z } from 'zod';
import { PRODUCTION_ORDER_STATUSES } from '../production-orders';
import { calendarDate, moneyAmount, quantity, rowId, timestamp } from './common';

/** What every view of an order shows: no money in it (the operator view is only this). */
const orderBasics = {
  id: rowId(),
  reference: z.string(),
  client: z.string(),
  quantity: z.int(),
  delivery_day: calendarDate(),
  status: z.enum(PRODUCTION_ORDER_STATUSES),
};

/** The stored totals (DESIGN §7.1). */
const orderCostTotals = {
  supplies_cost: moneyAmount(),
  leftovers_value: moneyAmount(),
  machinery_cost: moneyAmount(),
  labor_cost: moneyAmount(),
  cost_work_third_party: moneyAmount(),
};

/** `GET /production_orders/{id}/short`: the operator view of an order, no monetary field at all (DESIGN §5). */
export const shortProductionOrderResponseSchema = z.object({ ...orderBasics, observation: z.string().nullable() });

/** A row of the month list and of the orders in development, with the one derived value the list shows. */
export const productionOrderListRowResponseSchema = z.object({
  ...orderBasics,
  contract_number: z.string().nullable(),
  actual_amount: z.int().nullable(),
  contract_value: moneyAmount(),
  ...orderCostTotals,
  unit_real_cost: moneyAmount(),
  created_at: timestamp(),
});

/** The whole order (administrators): stored fields, people as names, and the derived values. */
export const productionOrderResponseSchema = z.object({
  ...orderBasics,
  contract_number: z.string().nullable(),
  actual_amount: z.int().nullable(),
  unit_value: moneyAmount(),
  contract_value: moneyAmount(),
  observation: z.string().nullable(),
  created_by: z.string().nullable(),
  last_changed_status_by: z.string().nullable(),
  last_changed_status_at: timestamp().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: timestamp().nullable(),
  ...orderCostTotals,
  /** Seconds. */
  estimated_total_time: z.int(),
  /** Minutes worked. */
  total_labor_time: quantity(),
  total_supplies: moneyAmount(),
  total_labor: moneyAmount(),
  total_cost: moneyAmount(),
  unit_real_cost: moneyAmount(),
  /** The quote it was made from (DESIGN §12.1, docs/decisions/041), or null. */
  quote_id: rowId().nullable(),
  quote_number: z.int().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

export type ShortProductionOrderResponse = z.infer<typeof shortProductionOrderResponseSchema>;
export type ProductionOrderListRowResponse = z.infer<typeof productionOrderListRowResponseSchema>;
export type ProductionOrderResponse = z.infer<typeof productionOrderResponseSchema>;
