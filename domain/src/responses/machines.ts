import { z } from 'zod';
import { moneyAmount, rowId, timestamp, type ResponsesByRole } from './common';

/** A machine as administrators get it, with the hour cost that prices machinery time. */
export const machineResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  hour_cost: moneyAmount(),
  /** Sunday first, a shift or null per weekday; null: the default week (07:00, 8 h, Monday to Friday). */
  working_week: z.array(z.object({ start_minute: z.int(), seconds: z.int() }).nullable()).nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** Operators read machines for their views: no hour cost. */
export const operatorMachineResponseSchema = machineResponseSchema.omit({ hour_cost: true });

export const machineResponses = {
  administrator: machineResponseSchema,
  operator: operatorMachineResponseSchema,
  seller: operatorMachineResponseSchema,
} satisfies ResponsesByRole;

export type MachineResponse = z.infer<typeof machineResponseSchema>;
/** A machine as any role receives it: `hour_cost` only administrators. */
export type Machine = z.infer<typeof operatorMachineResponseSchema> & Partial<Pick<MachineResponse, 'hour_cost'>>;
