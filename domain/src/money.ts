import Big from 'big.js';

/** Money and quantities carry at most 6 decimals everywhere (spec part 1 §9). */
export const CURRENCY_DECIMALS = 6;

const currencyFormatter = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: CURRENCY_DECIMALS,
  useGrouping: 'always',
});

/** Rounds half away from zero to 6 decimals without binary floating-point drift. */
export function roundMoney(value: number | string): number {
  return Number(new Big(value).round(CURRENCY_DECIMALS, Big.roundHalfUp).toString());
}

/**
 * Formats money the way the workshop reads it: `$ 1.234.567,5` (dot thousands, comma decimals,
 * whole numbers with one decimal, up to 6 decimals). Empty values show as an empty string.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = roundMoney(value);
  const sign = amount < 0 ? '-' : '';
  return `${sign}$ ${currencyFormatter.format(Math.abs(amount))}`;
}

const centsFormatter = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/**
 * An amount to the cent (`$ 208.950,83`), for a list where columns of amounts stand side by side
 * and six decimals would not fit (the month's order list, docs/decisions/030). The exact figure
 * stays on the order's own screen and in every export.
 */
export function formatCurrencyToCents(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(new Big(value).round(2, Big.roundHalfUp).toString());
  const sign = amount < 0 ? '-' : '';
  return `${sign}$ ${centsFormatter.format(Math.abs(amount))}`;
}

/**
 * Parses what a person types in a currency input, read the way the workshop writes money (dot
 * thousands, comma decimals, as `formatCurrency` shows it): `1.234,5`, `$ 1.234.567,5`, `80.000`
 * (eighty thousand). Without a comma, dots in groups of three after a leading 1–999 are
 * thousands (`80.000`, `1.234.567`); any other single dot is a decimal point (`1234.5`, `0.125`,
 * `12.50`), as a numeric keypad types it. Returns `null` for text that is not a number. The result
 * is rounded to 6 decimals.
 */
export function parseCurrency(text: string): number | null {
  let cleaned = text.replace(/\$/g, '').replace(/\s/g, '');
  if (cleaned === '') return null;
  if (cleaned.includes(',')) {
    cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  } else if (/^-?[1-9]\d{0,2}(\.\d{3})+$/.test(cleaned)) {
    cleaned = cleaned.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(cleaned) && !/^-?\.\d+$/.test(cleaned)) return null;
  return roundMoney(cleaned);
}

/** Sums money exactly (no float accumulation) and rounds to 6 decimals. */
export function sumMoney(values: ReadonlyArray<number | string | null | undefined>): number {
  const total = values.reduce<Big>((acc, v) => (v === null || v === undefined || v === '' ? acc : acc.plus(v)), new Big(0));
  return roundMoney(total.toString());
}
