import { useController } from 'react-hook-form';
import type { ActivityFormValues } from '../values';
import type { FieldProps } from '../scope';
import { CatalogueSelect } from './catalogue-select';

/** An item of a seeded list; none chosen is null. */
export function CatalogueField({ entry, field, label, required, error }: FieldProps<'catalogue'>) {
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <CatalogueSelect
      list={field.list}
      label={label}
      required={required}
      error={error}
      value={typeof value === 'string' ? value : ''}
      onChange={(key) => onChange(key === '' ? null : key)}
      onBlur={onBlur}
      name={name}
      ref={ref}
    />
  );
}
