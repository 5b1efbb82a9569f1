import { monthNames } from '../../lib/month-filter';

/** "Noviembre de 2026". */
export function periodLabel(inventary: { month: number; year: number }): string {
  return `${monthNames()[inventary.month - 1] ?? inventary.month} de ${inventary.year}`;
}
