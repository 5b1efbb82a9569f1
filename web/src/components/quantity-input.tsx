import { useState, type FocusEvent, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatStockQuantity, messages, parseCurrency } from '@tintero/domain';

export interface QuantityInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min'> {
  /** The quantity; `null` when empty, `NaN` while the text is not a number. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Values below it are flagged; leave it out when the form's schema has its own rule. */
  min?: number;
  ref?: Ref<HTMLInputElement>;
}

function editableText(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/**
 * A stock quantity typed as free text with a comma or a dot for decimals (`2,5`, `1.234,25`,
 * `2.5`), rounded to 6 decimals and shown grouped (`1.234,25`, no currency sign) when not focused.
 * Text that is not a number is flagged and reported as `NaN`, so a form schema blocks saving.
 * The currency input's twin, for quantities.
 */
export function QuantityInput({ value, onChange, min, error, onFocus, onBlur, ref, readOnly, ...props }: QuantityInputProps) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => editableText(value));
  const [invalidText, setInvalidText] = useState(false);

  // Follow outside changes (a form reset, another record) while the person is not typing.
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
  else if (min !== undefined && numeric !== null && numeric < min) ownError = messages.tooSmall(min);

  const shown = (focused && !readOnly) || invalidText ? text : numeric === null ? text : formatStockQuantity(numeric);

  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly}
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
