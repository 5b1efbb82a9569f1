import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** The submit button's text; no submit button without it (a read-only form). */
  submitLabel?: string;
  submitting?: boolean;
  /** A "Cancelar" button first (a form in a dialog closes it). */
  onCancel?: () => void;
  /** Buttons before the submit button (view, new, list). */
  children?: ReactNode;
}

/** The button row at the foot of a form, the submit button last. */
export function FormActions({ submitLabel, submitting, onCancel, children }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
      ) : null}
      {children}
      {submitLabel === undefined ? null : (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
