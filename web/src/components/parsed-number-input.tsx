import { useState, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { messages, parseCurrency } from '@tintero/domain';
import { useSelectAllOnFocus } from './use-select-all-on-focus';

export interface ParsedNumberInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min'> {
  /** The number; `null` when empty, `NaN` while the text is not a number. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Values below it are flagged; leave it out when the form's schema has its own rule. */
  min?: number;
  ref?: Ref<HTMLInputElement>;
}

interface ParsedNumberInputOptions {
  /** How the number reads when the field is not being edited (`$ 1.234,5`, `1.234,25`). */
  format: (value: number) => string;
  /**
   * Whether a read-only field keeps its formatted text on focus. Quantities do (nothing can be
   * edited, so there is no point showing the raw number); amounts have always switched to it.
   */
  formattedWhenReadOnly: boolean;
}

/** How a number reads while being edited: no symbol, no grouping, comma decimals. */
function editableText(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/**
 * A number typed as free text with a comma or a dot for decimals (`1.234,5`, `1234.5`,
 * `$ 1.234.567,5`), parsed with the domain's `parseCurrency` (rounded to 6 decimals) and shown
 * through `format` when not focused. Text that is not a number is flagged, and so is a value below
 * `min`. While the text is invalid the value reported is `NaN`, so a form schema blocks saving.
 * CurrencyInput and QuantityInput are this input with their own formatting.
 *
 * Focus selects the whole editing text, by keyboard and by pointer alike (`useSelectAllOnFocus`),
 * so typing replaces the value; while focused the text shown is exactly the text typed, so the
 * caret and selection the person sets are never moved by a reformat.
 */
export function ParsedNumberInput({
  value,
  onChange,
  min,
  error,
  onFocus,
  onBlur,
  onMouseDown,
  onMouseUp,
  ref,
  readOnly,
  format,
  formattedWhenReadOnly,
  ...props
}: ParsedNumberInputProps & ParsedNumberInputOptions) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => editableText(value));
  const [invalidText, setInvalidText] = useState(false);
  const selectAll = useSelectAllOnFocus();

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

  const editing = focused && !(readOnly && formattedWhenReadOnly);
  const shown = editing || invalidText ? text : numeric === null ? text : format(numeric);

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
      onMouseDown={(event: MouseEvent<HTMLInputElement>) => {
        selectAll.onMouseDown(event);
        onMouseDown?.(event);
      }}
      onMouseUp={(event: MouseEvent<HTMLInputElement>) => {
        selectAll.onMouseUp(event);
        onMouseUp?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        // The editing text and the selection over it come in the same render (see the hook).
        setFocused(true);
        if (!invalidText) setText(editableText(numeric));
        selectAll.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        selectAll.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}
