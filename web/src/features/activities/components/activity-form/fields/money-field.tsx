import { useController } from 'react-hook-form';
import { CurrencyInput } from '../../../../../components/currency-input';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';

/** An amount of money (the labour value of a third party's work). */
export function MoneyField({ entry, field, label, required, error }: FieldProps<'money'>) {
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <CurrencyInput
      label={label}
      required={required}
      error={error}
      min={field.min}
      value={typeof value === 'number' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      ref={ref}
    />
  );
}
