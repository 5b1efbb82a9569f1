/** What produced a kardex entry (spec part 2 §3, Kardex entry). */
export const KARDEX_SOURCE_TYPES = ['Supply', 'PurchaseDetail', 'Leftover', 'InventaryDetail', 'SupplyUsed'] as const;
export type KardexSourceType = (typeof KARDEX_SOURCE_TYPES)[number];

export const KARDEX_KINDS = ['input', 'output'] as const;
export type KardexKind = (typeof KARDEX_KINDS)[number];
