import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Controller, type Control } from 'react-hook-form';
import { useClientSuggestions } from '../api';
import type { QuoteHeaderValues } from './quote-header-values';

/** Waits as the supply picker does before asking the server. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;

function ClientInput(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  label: string;
  error?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  const [debounced] = useDebouncedValue(props.value.trim(), CLIENT_SEARCH_DEBOUNCE_MS);
  const suggestions = useClientSuggestions(debounced);
  const data = (suggestions.data ?? []).filter((client) => client !== props.value);
  return (
    <Autocomplete
      label={props.label}
      required
      // The required mark is the stylesheet's (styles.css), as every field's.
      withAsterisk={false}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={props.error}
      maxLength={props.maxLength}
      disabled={props.disabled}
      data={[...new Set(data)]}
      autoComplete="off"
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** The client, suggested from past orders' and quotes' clients (`GET /v1/quotes/clients?q=`). */
export function ClientAutocomplete({
  control,
  label,
  error,
  maxLength,
  disabled,
}: {
  control: Control<QuoteHeaderValues>;
  label: string;
  error?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="client"
      render={({ field }) => (
        <ClientInput
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={error}
          maxLength={maxLength}
          disabled={disabled}
        />
      )}
    />
  );
}
