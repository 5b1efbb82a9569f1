import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconXboxX } from '@tabler/icons-react';
import { i18n } from '../lib/i18n';

/** Kinds of the dialog helper of spec part 1 §8, each with an icon and a default Spanish title. */
export type DialogKind = 'error' | 'info' | 'warning' | 'success';

const look: Record<DialogKind, { color: string; icon: ReactNode }> = {
  error: { color: 'red', icon: <IconXboxX aria-hidden size={22} /> },
  info: { color: 'blue', icon: <IconInfoCircle aria-hidden size={22} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle aria-hidden size={22} /> },
  success: { color: 'green', icon: <IconCircleCheck aria-hidden size={22} /> },
};

function Title({ kind, title }: { kind: DialogKind; title?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon color={look[kind].color} variant="light" radius="xl" size="lg">
        {look[kind].icon}
      </ThemeIcon>
      <Text fw={700} size="lg" component="span">
        {title ?? i18n.t(`dialogs.titles.${kind}`)}
      </Text>
    </Group>
  );
}

function Body({ message, detail }: { message: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap="xs" mb="md">
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      {detail ? (
        typeof detail === 'string' ? (
          <Text c="dimmed" size="sm">
            {detail}
          </Text>
        ) : (
          detail
        )
      ) : null}
    </Stack>
  );
}

export interface ConfirmDialogOptions {
  kind?: DialogKind;
  title?: ReactNode;
  message: ReactNode;
  /** A second, quieter line (e.g. the consequence being warned about). */
  detail?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Colour of the confirm button; red for destructive actions. */
  confirmColor?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** However the dialog closes (confirmed, cancelled, Escape, a click outside). */
  onClose?: () => void;
}

/**
 * Asks before doing something. Mantine's modal traps focus, closes on Escape and returns focus to
 * the button that opened it, so it is usable from the keyboard.
 */
export function confirmDialog({
  kind = 'warning',
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  confirmColor,
  onConfirm,
  onCancel,
  onClose,
}: ConfirmDialogOptions): string {
  return modals.openConfirmModal({
    title: <Title kind={kind} title={title} />,
    children: <Body message={message} detail={detail} />,
    labels: {
      confirm: confirmLabel ?? i18n.t('common.actions.confirm'),
      cancel: cancelLabel ?? i18n.t('common.actions.cancel'),
    },
    confirmProps: { color: confirmColor ?? look[kind].color },
    centered: true,
    onConfirm,
    onCancel,
    onClose,
  });
}

let messageCounter = 0;

/** Tells something and waits for "Aceptar". */
export function messageDialog({
  kind = 'info',
  title,
  message,
  detail,
}: Omit<ConfirmDialogOptions, 'onConfirm' | 'confirmLabel' | 'cancelLabel'>): string {
  const modalId = `message-dialog-${++messageCounter}`;
  return modals.open({
    modalId,
    title: <Title kind={kind} title={title} />,
    centered: true,
    children: (
      <>
        <Body message={message} detail={detail} />
        <Group justify="flex-end">
          <Button data-autofocus color={look[kind].color} onClick={() => modals.close(modalId)}>
            {i18n.t('common.actions.accept')}
          </Button>
        </Group>
      </>
    ),
  });
}
