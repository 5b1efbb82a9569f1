import { z } from 'zod';
import { INVENTARY_STATUSES } from '../inventaries';
import { calendarDate, quantity, rowId, timestamp } from './common';

/**
 * One supply of an inventory (spec part 2 §3, Inventary detail): `supply_quantity` is the stock
 * the system had (snapshot on creation; on closing, the stock the count replaced), `quantity` the
 * count (`null` until counted), `current_quantity` the supply's stock now.
 */
export const inventaryDetailResponseSchema = z.object({
  id: rowId(),
  inventary_id: rowId(),
  supply_id: rowId(),
  name: z.string(),
  unit_of_measurement: z.string(),
  /** A key of the `types_of_supplies` catalogue, and its label (the count filters by type). */
  type_supply: z.string().nullable(),
  type_supply_name: z.string().nullable(),
  supply_quantity: quantity(),
  quantity: quantity().nullable(),
  current_quantity: quantity(),
  updated_at: timestamp(),
});
export type InventaryDetailResponse = z.infer<typeof inventaryDetailResponseSchema>;

/** An inventory as lists show it; `deadline` is the last day of its month. */
export const inventarySummaryResponseSchema = z.object({
  id: rowId(),
  year: z.int(),
  month: z.int(),
  status: z.enum(INVENTARY_STATUSES),
  deadline: calendarDate(),
  observation: z.string().nullable(),
  created_by: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type InventarySummaryResponse = z.infer<typeof inventarySummaryResponseSchema>;

/** An inventory with its details (`GET /inventaries/{id}`, `show_by_detail_id`, create, update). */
export const inventaryResponseSchema = inventarySummaryResponseSchema.extend({ details: z.array(inventaryDetailResponseSchema) });
export type InventaryResponse = z.infer<typeof inventaryResponseSchema>;

/** `GET /inventaries/opened`: the inventory in creation, or `null`. */
export const openedInventaryResponseSchema = inventarySummaryResponseSchema.nullable();
