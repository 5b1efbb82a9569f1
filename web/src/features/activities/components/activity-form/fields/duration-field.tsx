import { useController } from 'react-hook-form';
import { TimeInput } from '../../../../../components/time-input';
import type { ActivityFormValues } from '../values';
import { useActivityFormScope, type FieldProps } from '../scope';

/** A time in hours, minutes and seconds; the form holds whole seconds. */
export function DurationField({ entry, label, error }: FieldProps<'duration'>) {
  const { readOnly } = useActivityFormScope();
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <TimeInput
      label={label}
      error={error}
      value={typeof value === 'number' ? value : 0}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      ref={ref}
      disabled={readOnly}
    />
  );
}
