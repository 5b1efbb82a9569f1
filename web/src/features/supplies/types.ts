import type { KardexKind, KardexSourceType, SupplyStatus } from '@tintero/domain';

/** A supply as `GET /v1/supplies/{id}` and the paged list answer it (people as names). */
export interface Supply {
  id: number;
  name: string;
  quantity: number;
  unit_of_measurement: string;
  /** Moving average cost. */
  unit_value: number;
  /** quantity × unit value, computed by the server. */
  total_value: number;
  stock_minimum: number;
  /** A key of the `types_of_supplies` catalogue. */
  type_supply: string | null;
  /** The catalogue's label of `type_supply`. */
  type_supply_name: string | null;
  status: SupplyStatus;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** `DELETE /v1/supplies/{id}`: `deleted: false` means it had movements and was disabled instead. */
export type DeletedSupply = Supply & { deleted: boolean };

/** Server-paged list (DESIGN §4). */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

export type SupplySort =
  | 'id'
  | 'name'
  | 'quantity'
  | 'unit_of_measurement'
  | 'unit_value'
  | 'total_value'
  | 'stock_minimum'
  | 'type_supply'
  | 'status'
  | 'created_at'
  | 'updated_at';

// Type aliases (not interfaces) so they are Records, as query filters are.
export type SupplyPageQuery = {
  page: number;
  per_page: number;
  search?: string;
  sort: SupplySort;
  order: 'asc' | 'desc';
};

export type DateRange = {
  from_date?: string;
  to_date?: string;
};

/** One line of the stock ledger (`GET /v1/kardexes`, `GET /v1/supplies/history`). */
export interface KardexEntry {
  id: number;
  supply_id: number;
  supply_name: string;
  unit_of_measurement: string;
  production_order_id: number | null;
  reference: string | null;
  kind: KardexKind;
  quantity: number;
  input: number;
  output: number;
  unit_value: number;
  total: number;
  /** Stock after the movement. */
  balance: number;
  average_cost: number;
  source_type: KardexSourceType;
  source_id: number;
  made_on: string;
  date: string;
  created_by: string | null;
  /** Only when the server knows the purchase of a `PurchaseDetail` entry. */
  purchase_id?: number | null;
  /** Only when the server knows the inventory of an `InventaryDetail` entry. */
  inventary_id?: number | null;
}

/** A supplies-history line: a kardex entry with the spec's names for the supply and the moment. */
export type SupplyHistoryEntry = KardexEntry & { name: string; updated_at: string };

/** One row of `GET /v1/kardexes/consolidated`, as the server declares it. */
export type { ConsolidatedKardexRow } from '@tintero/domain';
