import { TextInput } from '@mantine/core';
import type { FilterErrors } from '../lib/filter-form';

type Bound = 'from_date' | 'to_date';
const BOUNDS: readonly Bound[] = ['from_date', 'to_date'];

export interface DateRangeFieldsProps {
  values: { from_date?: string | undefined; to_date?: string | undefined };
  onChange: (field: Bound, value: string) => void;
  labels: Record<Bound, string>;
  errors?: FilterErrors;
  required?: boolean;
  /** Each field's width in pixels. */
  widths: Record<Bound, number>;
  /** A hint under the to date (the report's longest range). */
  toDescription?: string;
}

/**
 * The from and to dates of a filter form (YYYY-MM-DD, the browser's date picker): neither can be
 * picked past the other, and each shows its own message.
 */
export function DateRangeFields({ values, onChange, labels, errors = {}, required, widths, toDescription }: DateRangeFieldsProps) {
  return BOUNDS.map((bound) => {
    const other = values[bound === 'from_date' ? 'to_date' : 'from_date'] || undefined;
    return (
      <TextInput
        key={bound}
        type="date"
        label={labels[bound]}
        {...(bound === 'to_date' && toDescription
          ? { description: toDescription, inputWrapperOrder: ['label', 'input', 'description', 'error'] as const }
          : {})}
        required={required}
        value={values[bound] ?? ''}
        {...(bound === 'from_date' ? { max: other } : { min: other })}
        onChange={(event) => onChange(bound, event.currentTarget.value)}
        error={errors[bound]}
        w={widths[bound]}
      />
    );
  });
}
