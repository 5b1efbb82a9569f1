import { NativeSelect } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActivityFormValues } from '../values';
import { useActivityFormScope, type FieldProps } from '../scope';

/** One of the registry's fixed options (type of cut, impression kind), in Spanish. */
export function ChoiceField({ entry, field, label, required, error }: FieldProps<'choice'>) {
  const { t } = useTranslation();
  const { definition } = useActivityFormScope();
  const {
    field: { value, onChange, onBlur, name, ref },
  } = useController<ActivityFormValues>({ name: entry.name });
  return (
    <NativeSelect
      label={label}
      required={required}
      error={error}
      data={field.options.map((option) => ({
        value: option.key,
        label: t(`activity.types.${definition.type}.options.${entry.name}.${option.key}`, { defaultValue: option.label }),
      }))}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      name={name}
      ref={ref}
    />
  );
}
