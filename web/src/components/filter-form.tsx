import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';

export interface FilterFormProps {
  /** The form's accessible name ("Filtros"). */
  label: string;
  /** `useFilterForm`'s submit; absent where every change filters at once (the audit trail). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  loading?: boolean;
  /** `useFilterForm`'s clear, with its button's text. */
  onClear?: (() => void) | undefined;
  clearLabel?: string;
  /** `flex-end` lines the fields up by their bottom edge (fields without messages under them). */
  align?: 'flex-start' | 'flex-end';
  children: ReactNode;
}

/** The frame of every filter form: its fields in a wrapping row, then the search (and clear) button. */
export function FilterForm({
  label,
  onSubmit,
  submitLabel,
  loading,
  onClear,
  clearLabel,
  align = 'flex-start',
  children,
}: FilterFormProps) {
  const submit = onSubmit ?? ((event: FormEvent<HTMLFormElement>) => event.preventDefault());
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-label={label}>
      <Group align={align} gap="md" wrap="wrap">
        {children}
        {submitLabel ? (
          <Group gap="xs" mt={{ base: 0, xs: 28 }}>
            <Button type="submit" loading={loading} leftSection={<IconSearch size={18} aria-hidden />}>
              {submitLabel}
            </Button>
            {onClear ? (
              <Button type="button" variant="default" onClick={onClear} leftSection={<IconEraser size={18} aria-hidden />}>
                {clearLabel}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
