import type { ProductionOrderStatus } from '@tintero/domain';

/**
 * An order as `GET /v1/production_orders/{id}` and the month list answer it: stored fields, the
 * people as full names, and the derived values the domain formulas compute on the server.
 */
export interface ProductionOrder {
  id: number;
  client: string;
  contract_number: string | null;
  reference: string;
  quantity: number;
  actual_amount: number | null;
  unit_value: number;
  contract_value: number;
  delivery_day: string;
  status: ProductionOrderStatus;
  observation: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  last_changed_status_by: string | null;
  last_changed_status_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  supplies_cost: number;
  leftovers_value: number;
  machinery_cost: number;
  labor_cost: number;
  cost_work_third_party: number;
  /** Seconds. */
  estimated_total_time: number;
  /** Minutes worked. */
  total_labor_time: number;
  total_supplies: number;
  total_labor: number;
  total_cost: number;
  unit_real_cost: number;
}

/** `GET /v1/production_orders/{id}/short`: the operator view, with no monetary field. */
export interface ShortProductionOrder {
  id: number;
  reference: string;
  client: string;
  quantity: number;
  delivery_day: string;
  observation: string | null;
  status: ProductionOrderStatus;
}

export type { MonthFilter } from '../../lib/month-filter';

/** The body of POST and PUT (wrapped in `production_order`). */
export type ProductionOrderInput = Record<string, unknown>;
