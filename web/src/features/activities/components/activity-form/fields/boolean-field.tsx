import { Checkbox } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';

/** A yes/no checkbox (made by a third party, mate, bright). */
export function BooleanField({ entry, label, error }: FieldProps<'boolean'>) {
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <Checkbox
      label={label}
      error={error}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      name={name}
      ref={ref}
      mt="lg"
    />
  );
}
