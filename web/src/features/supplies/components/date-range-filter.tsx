import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ledgerRangeError, messages } from '@tintero/domain';

export interface DateRangeValue {
  from_date: string;
  to_date: string;
}

export interface DateRangeFilterProps {
  /** Both dates required (kardex, history, consolidated kardex) or both optional. */
  required: boolean;
  initial?: Partial<DateRangeValue>;
  onSearch: (range: DateRangeValue) => void;
  /** More filters between the dates and the button (a supply autocomplete). */
  children?: ReactNode;
  loading?: boolean;
  label?: string;
  /** Given, a clear button empties the dates (and the screen drops its filter and results). */
  onClear?: () => void;
  /** The widest range allowed, in days (the kardex and the history: LEDGER_RANGE_MAX_DAYS). */
  maxDays?: number;
}

/**
 * From and to dates (YYYY-MM-DD, the browser's date picker), a search button and, when the screen
 * asks for it, a clear button. Required dates left empty, or a to date before the from date, are
 * marked on their inputs and nothing is searched.
 */
export function DateRangeFilter({ required, initial, onSearch, children, loading, label, onClear, maxDays }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial?.from_date ?? '');
  const [to, setTo] = useState(initial?.to_date ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: { from?: string; to?: string } = {};
    if (required && !from) next.from = messages.required;
    if (required && !to) next.to = messages.required;
    const rangeError = from && to ? ledgerRangeError(from, to, maxDays ?? Infinity) : undefined;
    if (rangeError) next.to = rangeError;
    setErrors(next);
    if (next.from || next.to) return;
    onSearch({ from_date: from, to_date: to });
  };

  const clear = () => {
    setFrom('');
    setTo('');
    setErrors({});
    onClear?.();
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-label={label ?? t('kardex.filters.label')}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label={t('kardex.fields.from_date')}
          required={required}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={errors.from}
          w={190}
        />
        <TextInput
          type="date"
          label={t('kardex.fields.to_date')}
          required={required}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={errors.to}
          w={190}
        />
        {children}
        <Group gap="xs" mt={{ base: 0, xs: 28 }}>
          <Button type="submit" loading={loading} leftSection={<IconSearch size={18} aria-hidden />}>
            {t('kardex.actions.search')}
          </Button>
          {onClear ? (
            <Button type="button" variant="default" onClick={clear} leftSection={<IconEraser size={18} aria-hidden />}>
              {t('kardex.actions.clear')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
