import { formatStockQuantity } from '@tintero/domain';
import { ParsedNumberInput, type ParsedNumberInputProps } from './parsed-number-input';

export type QuantityInputProps = ParsedNumberInputProps;

/**
 * A stock quantity typed as free text (`2,5`, `1.234,25`, `2.5`) and shown grouped (`1.234,25`,
 * no currency sign) when not focused. No minimum unless `min` is given: the form's schema has its
 * own rule.
 */
export function QuantityInput(props: QuantityInputProps) {
  return <ParsedNumberInput {...props} format={formatStockQuantity} formattedWhenReadOnly />;
}
