import { formatCurrency, formatCurrencyToCents } from '@tintero/domain';
import classes from './money.module.css';

/**
 * An amount as the workshop reads it (`$ 1.234,5`); a negative one in the danger colour (spec part 1
 * §3). `toCents` rounds it to the cent where columns of amounts must fit side by side. A plain
 * span: the month's list draws seven of them a row, on a tablet's slower CPU.
 */
export function Money({ value, toCents = false }: { value: number | null | undefined; toCents?: boolean }) {
  const negative = typeof value === 'number' && value < 0;
  return (
    <span className={classes.money} data-negative={negative ? 'true' : undefined}>
      {toCents ? formatCurrencyToCents(value) : formatCurrency(value)}
    </span>
  );
}
