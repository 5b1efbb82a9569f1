import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSupplySearch, type SupplyOption } from '../api';

/** The autocomplete waits this long after typing (spec part 2 §5, §9). */
export const SUPPLY_SEARCH_DELAY_MS = 400;

export interface SupplySelectProps {
  label: string;
  value: number | null;
  /** The chosen supply's name as the record gives it (`supply_name`), shown before any search. */
  initialName?: string | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A supply picked by name (`GET /supplies/search?filter=`): 400 ms after typing, on the trimmed text. */
export function SupplySelect({ label, value, initialName, onChange, onBlur, error, required, disabled }: SupplySelectProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SupplyOption | null>(value !== null ? { id: value, name: initialName ?? `#${value}` } : null);
  const [search, setSearch] = useState(chosen?.name ?? '');
  const [debounced] = useDebouncedValue(search, SUPPLY_SEARCH_DELAY_MS);
  // The chosen name in the box is not a search.
  const results = useSupplySearch(debounced === chosen?.name ? '' : debounced);

  const options = [...(chosen ? [chosen] : []), ...(results.data ?? []).filter((supply) => supply.id !== chosen?.id)];
  return (
    <Select
      label={label}
      placeholder={t('activity.form.searchSupply')}
      searchable
      clearable
      required={required}
      withAsterisk={false}
      // The list stays open while the field is in the modal (floating-ui's "hidden reference" check
      // misfires without layout, as in jsdom).
      comboboxProps={{ hideDetached: false }}
      disabled={disabled}
      error={error}
      data={options.map((supply) => ({ value: String(supply.id), label: supply.name }))}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name: show what it answered.
      filter={({ options: all }) => all}
      onChange={(next, option) => {
        const id = next === null ? null : Number(next);
        setChosen(id === null || !option ? null : { id, name: option.label });
        onChange(id);
      }}
      onBlur={onBlur}
      rightSection={results.isFetching ? <Loader size="xs" aria-label={t('activity.form.searching')} /> : undefined}
      nothingFoundMessage={results.isFetching ? t('activity.form.searching') : search.trim() ? t('activity.form.noSupplies') : undefined}
    />
  );
}
