/** The two kinds of stock records of an order: same shape, same rules (spec part 2 §2, §3). */
export type MovementRecordKind = 'supplies_used' | 'leftovers';

/**
 * A supply used or a leftover as `/v1/production_orders/{id}/supplies_used|leftovers` answers it.
 * Operators never receive `value` and `unit_value`.
 */
export interface MovementRecord {
  id: number;
  production_order_id: number;
  supply_id: number;
  supply_name: string;
  unit_of_measurement: string;
  quantity: number;
  value?: number;
  unit_value?: number;
  /** Still inside its edit window (created less than an hour ago, or quantity 0). */
  editable: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExternalService {
  id: number;
  production_order_id: number;
  kind: string;
  provider: string;
  value: number;
  due_date: string | null;
  /** Seconds. */
  total_estimated_production_time: number;
  observation: string | null;
  created_at: string;
  updated_at: string;
}
