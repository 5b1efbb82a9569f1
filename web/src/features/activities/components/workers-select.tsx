import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '@tintero/domain';
import type { WorkerOption } from '../api';

export interface WorkersSelectProps {
  label: string;
  /** Worker ids. */
  value: number[];
  options: readonly WorkerOption[] | undefined;
  loading?: boolean;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  disabled?: boolean;
}

/**
 * The workers section of an activity form: several enabled operators by name. At the keyboard the
 * first name matching what was typed is highlighted and Enter picks it; with nothing typed, Enter
 * picks no one (issue 22); Enter here never submits the form.
 */
export function WorkersSelect({ label, value, options, loading, onChange, onBlur, error, description, disabled }: WorkersSelectProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      size="md"
      description={description}
      placeholder={t('activity.form.select')}
      searchable
      clearable
      hidePickedOptions
      selectFirstOptionOnChange
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      // The list stays open while the field is in the modal (floating-ui's "hidden reference" check
      // misfires without layout, as in jsdom).
      comboboxProps={{ hideDetached: false }}
      disabled={disabled}
      error={error}
      data={(options ?? []).map((worker) => ({ value: String(worker.id), label: fullName(worker) }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      onBlur={onBlur}
      nothingFoundMessage={loading ? t('common.messages.loading') : t('activity.form.noWorkers')}
    />
  );
}
