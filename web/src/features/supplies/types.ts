import type { KardexEntryResponse, SupplyResponse } from '@tintero/domain';

/** A supply as `GET /v1/supplies/{id}` and the paged list answer it (the server's declared answer). */
export type Supply = SupplyResponse;

/** `DELETE /v1/supplies/{id}`: `deleted: false` means it had movements and was disabled instead. */
export type DeletedSupply = Supply & { deleted: boolean };

export type { Page, SupplyPageQuery, SupplySort } from '@tintero/domain';

export type DateRange = {
  from_date?: string;
  to_date?: string;
};

/** One line of the stock ledger (`GET /v1/kardexes`, `GET /v1/supplies/history`). */
export type KardexEntry = KardexEntryResponse;

/** A supplies-history line: a kardex entry with the spec's names for the supply and the moment. */
export type SupplyHistoryEntry = KardexEntry & { name: string; updated_at: string };

/** One row of `GET /v1/kardexes/consolidated`, as the server declares it. */
export type { ConsolidatedKardexRow } from '@tintero/domain';
