import { daysInRange, lastDaysRange } from '../day-ranges';
import { supplyMessages } from './messages';

/**
 * The two lists of the stock ledger a person opens, one supply's kardex and the supplies history,
 * are paged on the server (issue 14: they grew with history) and cover a bounded range of days.
 */

/** Rows a page (spec part 2 §9 "Page lengths"). */
export const KARDEX_PAGE_LENGTH = 100;
export const SUPPLIES_HISTORY_PAGE_LENGTH = 25;
/** The most rows one page may ask for (DESIGN §4's `per_page` maximum). */
export const LEDGER_PER_PAGE_MAX = 100;

/**
 * The widest range of days one query of the kardex or the supplies history covers, both ends
 * included: a year, a leap one too (docs/decisions/005, 017).
 */
export const LEDGER_RANGE_MAX_DAYS = 366;

/** What is wrong with a ledger range, or undefined: the to date before the from date, or too far after it. */
export function ledgerRangeError(from: string, to: string, maxDays: number = LEDGER_RANGE_MAX_DAYS): string | undefined {
  if (to < from) return supplyMessages.dateRange;
  if (daysInRange(from, to) > maxDays) return supplyMessages.rangeTooLong(maxDays);
  return undefined;
}

/** The widest range that ends on `today`: what the kardex shows when it opens. */
export const lastLedgerRange = (today: string) => lastDaysRange(today, LEDGER_RANGE_MAX_DAYS);

/** Spanish headers of the kardex and supplies-history spreadsheets, in column order. */
export const ledgerSpreadsheetHeaders = {
  made_on: 'Fecha',
  supply_id: 'Id insumo',
  supply_name: 'Insumo',
  unit_of_measurement: 'Unidad de medida',
  kind: 'Tipo',
  input: 'Entrada',
  output: 'Salida',
  balance: 'Saldo',
  unit_value: 'Valor unitario',
  total: 'Total',
  average_cost: 'Costo promedio',
  source_type: 'Origen',
  source_id: 'Id origen',
  production_order_id: 'Orden',
  reference: 'Referencia',
  created_by: 'Registrado por',
} as const;

/** The kinds and sources of an entry as the screens name them. */
export const kardexKindLabels = { input: 'Entrada', output: 'Salida' } as const;
export const kardexSourceLabels = {
  Supply: 'Creación',
  PurchaseDetail: 'Compra',
  Leftover: 'Sobrante',
  InventaryDetail: 'Inventario',
  SupplyUsed: 'Consumo',
} as const;
