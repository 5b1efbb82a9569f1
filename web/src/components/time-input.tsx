import { useId, useState, type Ref } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectAllOnFocus } from './use-select-all-on-focus';

/** Each part of a time goes 0-59 (spec part 2 §2, §9), so a time is at most 59:59:59. */
export const TIME_PART_MAX = 59;

const PARTS = ['hours', 'minutes', 'seconds'] as const;
type Part = (typeof PARTS)[number];
type Parts = Record<Part, string>;

/** Seconds as the three parts' texts (values beyond 59:59:59 show their hours uncut). */
export function splitSeconds(total: number | null | undefined): Parts {
  const seconds = typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.round(total) : 0;
  return {
    hours: String(Math.floor(seconds / 3600)),
    minutes: String(Math.floor((seconds % 3600) / 60)),
    seconds: String(seconds % 60),
  };
}

/** A part's text as a whole number 0-59: empty or not a number counts 0, beyond 59 counts 59. */
export function partValue(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, TIME_PART_MAX);
}

export function joinParts(parts: Parts): number {
  return partValue(parts.hours) * 3600 + partValue(parts.minutes) * 60 + partValue(parts.seconds);
}

export interface TimeInputProps {
  label: string;
  /** Whole seconds. */
  value: number | null | undefined;
  onChange: (seconds: number) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A duration typed as hours, minutes and seconds, each 0-59 (spec part 2 §2), reported as whole
 * seconds. The three inputs form one labelled group, so each reads as "Horas" of its field. A
 * part typed beyond 59 is cut to 59 as soon as it is typed. Like the other number fields, a part
 * selects its whole text when focus arrives (keyboard or pointer, `useSelectAllOnFocus`), so typing
 * replaces it.
 */
export function TimeInput({ label, value, onChange, onBlur, error, description, disabled, required, name, ref }: TimeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => splitSeconds(value));
  const selectAll = useSelectAllOnFocus();

  // Follow outside changes (a form reset, another record) without undoing what is being typed.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if ((value ?? 0) !== joinParts(parts)) setParts(splitSeconds(value));
  }

  const change = (part: Part, text: string) => {
    const digits = text.replace(/\D/g, '');
    const next = { ...parts, [part]: digits !== '' && Number(digits) > TIME_PART_MAX ? String(TIME_PART_MAX) : digits };
    setParts(next);
    const total = joinParts(next);
    setSeen(total);
    onChange(total);
  };

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      size="md"
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
      withAsterisk={false}
    >
      <Group role="group" aria-labelledby={labelId} gap={6} wrap="nowrap" data-time-input={name} mt={4}>
        {PARTS.map((part, index) => (
          <Group key={part} gap={6} wrap="nowrap" style={{ flex: 1 }}>
            {index > 0 ? <span aria-hidden>:</span> : null}
            <TextInput
              ref={index === 0 ? ref : undefined}
              aria-label={t(`timeInput.${part}`)}
              title={t('timeInput.range')}
              name={name ? `${name}.${part}` : undefined}
              type="number"
              inputMode="numeric"
              min={0}
              max={TIME_PART_MAX}
              step={1}
              value={parts[part]}
              onChange={(event) => change(part, event.currentTarget.value)}
              onMouseDown={selectAll.onMouseDown}
              onMouseUp={selectAll.onMouseUp}
              onFocus={selectAll.onFocus}
              onBlur={(event) => {
                selectAll.onBlur(event);
                onBlur?.();
              }}
              disabled={disabled}
              error={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              style={{ flex: 1 }}
              styles={{ input: { textAlign: 'right' } }}
            />
          </Group>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
