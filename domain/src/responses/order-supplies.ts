import { z } from 'zod';
import { calendarDate, moneyAmount, quantity, rowId, timestamp, type ResponsesByRole } from './common';

/**
 * A supply used or a leftover of an order, as administrators get it: `value` is what the order is
 * charged (supply used) or credited (leftover), `unit_value` = value / quantity.
 */
export const movementRecordResponseSchema = z.object({
  id: rowId(),
  production_order_id: rowId(),
  supply_id: rowId(),
  supply_name: z.string(),
  unit_of_measurement: z.string(),
  quantity: quantity(),
  value: moneyAmount(),
  unit_value: moneyAmount(),
  /** Whether it may still be changed or deleted (within the hour after its creation, or while its quantity is 0). */
  editable: z.boolean(),
  created_by: z.string().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** Operators list and add supplies used on the orders they work on (DESIGN §5): without values. */
export const operatorMovementRecordResponseSchema = movementRecordResponseSchema.omit({ value: true, unit_value: true });

export const movementRecordResponses = {
  administrator: movementRecordResponseSchema,
  operator: operatorMovementRecordResponseSchema,
} satisfies ResponsesByRole;

export type MovementRecordResponse = z.infer<typeof movementRecordResponseSchema>;
/** A record as any role receives it: `value` and `unit_value` only administrators. */
export type MovementRecord = z.infer<typeof operatorMovementRecordResponseSchema> &
  Partial<Pick<MovementRecordResponse, 'value' | 'unit_value'>>;

/** Work bought outside for an order (administrators only). */
export const externalServiceResponseSchema = z.object({
  id: rowId(),
  production_order_id: rowId(),
  kind: z.string(),
  provider: z.string(),
  value: moneyAmount(),
  due_date: calendarDate().nullable(),
  /** Seconds. */
  total_estimated_production_time: z.int(),
  observation: z.string().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type ExternalServiceResponse = z.infer<typeof externalServiceResponseSchema>;
