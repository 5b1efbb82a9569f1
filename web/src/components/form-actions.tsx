import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  /** The submit button's text; no submit button without it (a read-only form). */
  submitLabel?: string;
  submitting?: boolean;
  /** Buttons before the submit button (cancel, view, new, list). */
  children?: ReactNode;
}

/** The button row at the foot of a form, the submit button last. */
export function FormActions({ submitLabel, submitting, children }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
      {submitLabel === undefined ? null : (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
