import type { Ref } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../../../lib/catalogue';

export interface CatalogueSelectProps {
  /** The seeded list's name (`types_of_prepress`, ...). */
  list: string;
  label: string;
  required: boolean;
  error?: string;
  /** The chosen item's key; '' for none. */
  value: string;
  onChange: (key: string) => void;
  onBlur: () => void;
  name: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A select of a seeded list's items (`GET /items?list_name=`); the item key is stored. */
export function CatalogueSelect({ list, label, required, error, value, onChange, onBlur, name, ref }: CatalogueSelectProps) {
  const { t } = useTranslation();
  const items = useCatalogue(list);
  const options = items.map((item) => ({ value: item.key, label: item.value }));
  // A key stored before the list changed still shows.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <NativeSelect
      label={label}
      required={required}
      error={error}
      data={[{ value: '', label: t('activity.form.select'), disabled: required }, ...options]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      name={name}
      ref={ref}
    />
  );
}
