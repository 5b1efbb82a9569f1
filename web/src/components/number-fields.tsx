import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CurrencyInput, type CurrencyInputProps } from './currency-input';
import { QuantityInput, type QuantityInputProps } from './quantity-input';

type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref';

interface FieldBinding<TValues extends FieldValues> {
  control: Control<TValues>;
  name: Path<TValues>;
}

/** A CurrencyInput bound to a react-hook-form field (it is not a native input `register` can drive). */
export function CurrencyField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: FieldBinding<TValues> & Omit<CurrencyInputProps, Bound>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyInput {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
      )}
    />
  );
}

/** A QuantityInput bound to a react-hook-form field. */
export function QuantityField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: FieldBinding<TValues> & Omit<QuantityInputProps, Bound>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <QuantityInput {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
      )}
    />
  );
}
