import { z } from 'zod';
import { PURCHASE_STATUSES } from '../purchases';
import { calendarDate, moneyAmount, quantity, rowId, timestamp } from './common';

/** One line of a purchase (spec part 2 §3, Purchase detail); `unit_value` = total / quantity. */
export const purchaseDetailResponseSchema = z.object({
  id: rowId(),
  purchase_id: rowId(),
  supply_id: rowId(),
  supply_name: z.string(),
  unit_of_measurement: z.string(),
  quantity: quantity(),
  unit_value: moneyAmount(),
  total: moneyAmount(),
});
export type PurchaseDetailResponse = z.infer<typeof purchaseDetailResponseSchema>;

/**
 * A purchase with its details (spec part 2 §3, Purchase): people as names; `editable` tells
 * whether it may still be changed or cancelled (approved and within PURCHASE_EDIT_WINDOW_HOURS
 * of creation, by the server's clock), until `editable_until`.
 */
export const purchaseResponseSchema = z.object({
  id: rowId(),
  company: z.string().nullable(),
  invoice_number: z.string().nullable(),
  purchased_at: calendarDate(),
  status: z.enum(PURCHASE_STATUSES),
  observation: z.string().nullable(),
  total: moneyAmount(),
  details: z.array(purchaseDetailResponseSchema),
  approved_by: z.string().nullable(),
  approved_at: timestamp().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: timestamp().nullable(),
  created_by: z.string().nullable(),
  editable: z.boolean(),
  editable_until: timestamp(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
