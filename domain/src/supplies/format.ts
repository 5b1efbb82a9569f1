import { CURRENCY_DECIMALS } from '../money';

const quantityFormatter = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 0,
  maximumFractionDigits: CURRENCY_DECIMALS,
  useGrouping: 'always',
});

/** A stock quantity the way the workshop reads it: `4,5`, `1.234,25` (no currency sign). */
export function formatStockQuantity(value: number | string): string {
  return quantityFormatter.format(Number(value));
}
