import { formatCurrency } from '@tintero/domain';
import { ParsedNumberInput, type ParsedNumberInputProps } from './parsed-number-input';

export type CurrencyInputProps = ParsedNumberInputProps;

/**
 * Money typed as free text (`1.234,5`, `1234.5`, `$ 1.234.567,5`) and shown formatted
 * (`$ 1.234,5`) when not focused. Values below `min` are flagged (spec part 1 §5: default 0).
 */
export function CurrencyInput({ min = 0, ...props }: CurrencyInputProps) {
  return <ParsedNumberInput {...props} min={min} format={formatCurrency} formattedWhenReadOnly={false} />;
}
