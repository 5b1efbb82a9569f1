import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';

/** A calendar date with the browser's date picker. */
export function DateField({ entry, label, required, error }: FieldProps<'date'>) {
  const { register } = useFormContext<ActivityFormValues>();
  return <TextInput label={label} required={required} error={error} type="date" {...register(entry.name)} />;
}
