import { Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';

/** Text, on one line or (long texts) several; never longer than the registry allows. */
export function TextField({ entry, field, label, required, error }: FieldProps<'text'>) {
  const { register } = useFormContext<ActivityFormValues>();
  return field.multiline ? (
    <Textarea label={label} size="md" required={required} error={error} rows={3} maxLength={field.max} {...register(entry.name)} />
  ) : (
    <TextInput label={label} required={required} error={error} autoComplete="off" maxLength={field.max} {...register(entry.name)} />
  );
}
