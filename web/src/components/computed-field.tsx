import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A value the form computes from its inputs (contract value, total value, a computed quantity):
 * read-only and out of the Tab order, so the keyboard goes from input to input.
 */
export function ComputedField(props: Omit<TextInputProps, 'readOnly' | 'tabIndex' | 'onChange'> & { value: string }) {
  return <TextInput {...props} readOnly tabIndex={-1} />;
}
