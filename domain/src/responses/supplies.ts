import { z } from 'zod';
import { KARDEX_KINDS, KARDEX_SOURCE_TYPES } from '../supplies/kardex';
import { pageResponseSchema } from '../paging';
import { moneyAmount, quantity, rowId, timestamp } from './common';

/** A supply as administrators get it (people as names, `total_value` = quantity × average cost). */
export const supplyResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  quantity: quantity(),
  unit_of_measurement: z.string(),
  /** Moving average cost. */
  unit_value: moneyAmount(),
  total_value: moneyAmount(),
  stock_minimum: quantity(),
  /** A key of the `types_of_supplies` catalogue, and its label. */
  type_supply: z.string().nullable(),
  type_supply_name: z.string().nullable(),
  /** 1 enabled, 0 disabled. */
  status: z.int(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type SupplyResponse = z.infer<typeof supplyResponseSchema>;

export const suppliesPageResponseSchema = pageResponseSchema(supplyResponseSchema);

/** `DELETE /supplies/{id}`: `deleted: false` means it had movements and was disabled instead. */
export const deletedSupplyResponseSchema = supplyResponseSchema.extend({ deleted: z.boolean() });

/** `GET /supplies/search`: the autocomplete, which operators use in the "add ink" panel; no money. */
export const supplySearchItemResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  quantity: quantity(),
  unit_of_measurement: z.string(),
});
export type SupplySearchItem = z.infer<typeof supplySearchItemResponseSchema>;

/** One line of the stock ledger (`GET /kardexes`). */
export const kardexEntryResponseSchema = z.object({
  id: rowId(),
  supply_id: rowId(),
  supply_name: z.string(),
  unit_of_measurement: z.string(),
  production_order_id: rowId().nullable(),
  reference: z.string().nullable(),
  kind: z.enum(KARDEX_KINDS),
  quantity: quantity(),
  /** The quantity in its column: `input` for an input, `output` for an output, the other 0. */
  input: quantity(),
  output: quantity(),
  unit_value: moneyAmount(),
  total: moneyAmount(),
  /** Stock after the movement. */
  balance: quantity(),
  average_cost: moneyAmount(),
  source_type: z.enum(KARDEX_SOURCE_TYPES),
  source_id: rowId(),
  /**
   * The record the source detail belongs to: the purchase of a `PurchaseDetail`, the inventory of
   * an `InventaryDetail` (the kardex's link leads to `/purchases/{it}/purchase_details/{source_id}`);
   * null for the other sources.
   */
  source_parent_id: rowId().nullable(),
  made_on: timestamp(),
  /** `made_on`, under the spec's name. */
  date: timestamp(),
  created_by: z.string().nullable(),
});
export type KardexEntryResponse = z.infer<typeof kardexEntryResponseSchema>;

/** `GET /kardexes`: one supply's entries in a range, newest first, a page at a time. */
export const kardexPageResponseSchema = pageResponseSchema(kardexEntryResponseSchema);

/** A supplies-history line: a kardex entry with the spec's names for the supply and the moment. */
export const supplyHistoryEntryResponseSchema = kardexEntryResponseSchema.extend({ name: z.string(), updated_at: timestamp() });

/** `GET /supplies/history`: movements in a range, newest first, a page at a time. */
export const supplyHistoryPageResponseSchema = pageResponseSchema(supplyHistoryEntryResponseSchema);

/** One row of `GET /kardexes/consolidated`: a supply's movements in a range, its balance and value at the end. */
export const consolidatedKardexRowResponseSchema = z.object({
  supply_id: rowId(),
  supply_name: z.string(),
  type_supply: z.string().nullable(),
  type_supply_name: z.string().nullable(),
  unit_of_measurement: z.string(),
  status: z.int(),
  input: quantity(),
  output: quantity(),
  balance: quantity(),
  /** The average cost at the end of the range. */
  unit_value: moneyAmount(),
  /** balance × unit value. */
  total: moneyAmount(),
  current_quantity: quantity(),
});
export type ConsolidatedKardexRow = z.infer<typeof consolidatedKardexRowResponseSchema>;
