import { NativeSelect } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asNumber } from '../../../../../lib/form-values';
import { useErrorAlert } from '../../../../../lib/screen-hooks';
import { useMachines } from '../../../api';
import type { ActivityFormValues } from '../values';
import { useActivityFormScope, type FieldProps } from '../scope';

/** The machine the work is done on, by name; "no machine" is null. */
export function MachineField({ entry, label, required, error }: FieldProps<'machine'>) {
  const { t } = useTranslation();
  const { record } = useActivityFormScope();
  const machines = useMachines();
  useErrorAlert(machines.error, t('activity.messages.error.machines'));
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  const list = machines.data ?? [];
  // The stored machine shows by name even before the list arrives.
  const stored =
    record?.machine_id && !list.some((machine) => machine.id === record.machine_id)
      ? [{ value: String(record.machine_id), label: record.machine ?? `#${record.machine_id}` }]
      : [];
  return (
    <NativeSelect
      label={label}
      required={required}
      error={error}
      data={[
        { value: '', label: t('activity.form.noMachine') },
        ...list.map((machine) => ({ value: String(machine.id), label: machine.name })),
        ...stored,
      ]}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(asNumber(event.currentTarget.value))}
      onBlur={onBlur}
      name={name}
      ref={ref}
    />
  );
}
