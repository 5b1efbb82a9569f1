import { useState, type FocusEvent, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCurrency, messages, parseCurrency } from '@tintero/domain';

export interface CurrencyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min'> {
  /** The amount; `null` when empty, `NaN` while the text is not a number. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Values below it are flagged (spec part 1 §5: default 0). */
  min?: number;
  ref?: Ref<HTMLInputElement>;
}

/** How an amount reads while being edited: no symbol, no grouping, comma decimals. */
function editableText(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/**
 * Money typed as free text (`1.234,5`, `1234.5`, `$ 1.234.567,5`), parsed with the domain's
 * `parseCurrency` (rounded to 6 decimals) and shown formatted (`$ 1.234,5`) when not focused.
 * Text that is not a number is flagged, and so is a value below `min`. While the text is invalid
 * the value reported is `NaN`, so a form schema blocks saving.
 */
export function CurrencyInput({ value, onChange, min = 0, error, onFocus, onBlur, ref, ...props }: CurrencyInputProps) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => editableText(value));
  const [invalidText, setInvalidText] = useState(false);

  // Follow outside changes (a form reset) while the person is not typing.
  const [seen, setSeen] = useState(value);
  if (!focused && !Object.is(seen, value)) {
    setSeen(value);
    if (!(Number.isNaN(value) && invalidText)) {
      setText(editableText(value));
      setInvalidText(false);
    }
  }

  const handleChange = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setInvalidText(false);
      setSeen(null);
      onChange(null);
      return;
    }
    const parsed = parseCurrency(next);
    setInvalidText(parsed === null);
    const reported = parsed ?? Number.NaN;
    setSeen(reported);
    onChange(reported);
  };

  const numeric = typeof value === 'number' && !Number.isNaN(value) ? value : null;
  let ownError: string | undefined;
  if (invalidText) ownError = messages.invalid;
  else if (numeric !== null && numeric < min) ownError = messages.tooSmall(min);

  const shown = focused || invalidText ? text : numeric === null ? text : formatCurrency(numeric);

  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      error={ownError ?? error}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        if (!invalidText) setText(editableText(numeric));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
