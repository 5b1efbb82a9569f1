import { useMemo, useRef, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DiscardGuardContext, type DiscardGuard } from '../lib/form-kit';
import { Alerts } from './alerts';
import { confirmDialog } from './confirm-dialog';

export interface FormModalProps extends Omit<ModalProps, 'children'> {
  children: ReactNode;
}

/**
 * A dialog holding an edit form. Escape, the close button or a click outside ask before throwing
 * typed data away (the form tells, through `useEditForm`); the form's alerts show at the top of
 * the dialog while it is open, not behind it.
 */
export function FormModal({ onClose, children, ...props }: FormModalProps) {
  const { t } = useTranslation();
  const hasTypedData = useRef<(() => boolean) | null>(null);
  const asking = useRef(false);

  const guard = useMemo<DiscardGuard>(
    () => ({
      watch(check) {
        hasTypedData.current = check;
        return () => {
          if (hasTypedData.current === check) hasTypedData.current = null;
        };
      },
    }),
    [],
  );

  const requestClose = () => {
    // The Escape that closes the question reaches this dialog too: it must not ask again.
    if (asking.current) return;
    if (!hasTypedData.current?.()) {
      onClose();
      return;
    }
    asking.current = true;
    confirmDialog({
      kind: 'warning',
      title: t('forms.discard.title'),
      message: t('forms.discard.message'),
      confirmLabel: t('forms.discard.confirm'),
      cancelLabel: t('forms.discard.keep'),
      confirmColor: 'red',
      onConfirm: onClose,
      // After the closing key press has reached every dialog.
      onClose: () => setTimeout(() => (asking.current = false)),
    });
  };

  return (
    <Modal {...props} onClose={requestClose}>
      <DiscardGuardContext.Provider value={guard}>
        <Alerts placement="dialog" />
        {children}
      </DiscardGuardContext.Provider>
    </Modal>
  );
}
