import type { Ref } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONDITION_VALUE_MAX } from '@tintero/domain';
import { useCatalogue } from '../../../lib/catalogue';
import { numericText, type ValueInput } from '../rule-fields';

export interface ConditionValueInputProps {
  input: ValueInput;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  ref?: Ref<HTMLInputElement & HTMLSelectElement>;
}

type Option = { value: string; label: string };

/** A select that still shows a value stored before its options changed. */
function ValueSelect({ options, ...props }: Omit<ConditionValueInputProps, 'input'> & { options: Option[] }) {
  const { t } = useTranslation();
  const { label, error, value, onChange, onBlur, name, ref } = props;
  const data = [{ value: '', label: t('timeEstimationRule.placeholders.value'), disabled: true }, ...options];
  if (value && !options.some((option) => option.value === value)) data.push({ value, label: value, disabled: false });
  return (
    <NativeSelect
      label={label}
      required
      error={error}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      name={name}
      ref={ref}
      data-value-input="select"
    />
  );
}

function CatalogueValueSelect({ list, ...props }: Omit<ConditionValueInputProps, 'input'> & { list: string }) {
  const items = useCatalogue(list);
  return <ValueSelect {...props} options={items.map((item) => ({ value: item.key, label: item.value }))} />;
}

/**
 * A condition's value, typed the way its field and comparator need (spec part 2 §5): yes/no as 1/0
 * for booleans, the options of a choice or catalogue field (the keys activities store), a number
 * for `<`/`>` comparators (a comma typed becomes the decimal point), text otherwise.
 */
export function ConditionValueInput({ input, ...props }: ConditionValueInputProps) {
  const { t } = useTranslation();
  const { label, error, value, onChange, onBlur, name, ref } = props;
  switch (input.kind) {
    case 'boolean':
      return (
        <ValueSelect
          {...props}
          options={[
            { value: '1', label: t('common.yes') },
            { value: '0', label: t('common.no') },
          ]}
        />
      );
    case 'choice':
      return (
        <ValueSelect
          {...props}
          options={input.options.map(({ key }) => ({ value: key, label: t(`activity.types.${input.type}.options.${input.field}.${key}`) }))}
        />
      );
    case 'catalogue':
      return <CatalogueValueSelect {...props} list={input.list} />;
    case 'number':
    case 'text': {
      const numeric = input.kind === 'number';
      return (
        <TextInput
          label={label}
          required
          error={error}
          placeholder={numeric ? t('timeEstimationRule.placeholders.number') : undefined}
          inputMode={numeric ? 'decimal' : 'text'}
          maxLength={CONDITION_VALUE_MAX}
          value={value}
          onChange={(event) => onChange(numeric ? numericText(event.currentTarget.value) : event.currentTarget.value)}
          onBlur={onBlur}
          name={name}
          ref={ref}
          data-value-input={input.kind}
        />
      );
    }
  }
}
