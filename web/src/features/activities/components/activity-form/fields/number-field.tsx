import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { asNumber } from '../../../../../lib/form-values';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';

/** A whole or decimal number in a native number input (the numeric keypad on tablets). */
export function NumberField({ entry, field, label, required, error }: FieldProps<'integer'> | FieldProps<'decimal'>) {
  const { register } = useFormContext<ActivityFormValues>();
  return (
    <TextInput
      label={label}
      required={required}
      error={error}
      type="number"
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      min={field.min}
      step={field.kind === 'decimal' ? field.step : 1}
      {...register(entry.name, { setValueAs: asNumber })}
    />
  );
}
