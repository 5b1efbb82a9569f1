import { useState } from 'react';
import { useController } from 'react-hook-form';
import { supplyNameField } from '@tintero/domain';
import { SupplyAutocomplete } from '../../../../../components/supply-autocomplete';
import type { ActivityFormValues } from '../values';
import { useActivityFormScope, type FieldProps } from '../scope';

/** A supply picked by name; the form holds its id. */
export function SupplyField({ entry, label, required, error }: FieldProps<'supply'>) {
  const { record, readOnly, planned } = useActivityFormScope();
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  // The stored supply's name (the record answers it beside the id, under the domain's key), then whatever is picked.
  const [supplyName, setSupplyName] = useState(() => {
    const stored = record?.[supplyNameField(entry.name)];
    return typeof stored === 'string' ? stored : null;
  });
  return (
    <SupplyAutocomplete
      label={label}
      required={required}
      error={error}
      value={typeof value === 'number' ? { id: value, name: supplyName ?? `#${value}` } : null}
      onChange={(supply) => {
        if (supply) setSupplyName(supply.name);
        onChange(supply?.id ?? null);
      }}
      onBlur={onBlur}
      name={name}
      ref={ref}
      disabled={readOnly}
      source={planned ? 'quote' : 'stock'}
    />
  );
}
