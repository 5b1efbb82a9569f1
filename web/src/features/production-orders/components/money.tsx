import { Text, type TextProps } from '@mantine/core';
import { formatCurrency, formatCurrencyToCents } from '@tintero/domain';

/**
 * An amount as the workshop reads it (`$ 1.234,5`); a negative one in the danger colour (spec part 1
 * §3). `toCents` rounds it to the cent where columns of amounts must fit side by side.
 */
export function Money({
  value,
  toCents = false,
  ...props
}: { value: number | null | undefined; toCents?: boolean } & Omit<TextProps, 'children'>) {
  const negative = typeof value === 'number' && value < 0;
  return (
    <Text
      component="span"
      inherit
      {...props}
      c={negative ? 'var(--mantine-color-error)' : props.c}
      fw={negative ? 700 : props.fw}
      data-negative={negative ? 'true' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {toCents ? formatCurrencyToCents(value) : formatCurrency(value)}
    </Text>
  );
}
