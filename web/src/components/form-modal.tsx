import { useContext, useMemo, useRef, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { DiscardGuardContext, type DiscardGuard } from '../lib/discard-guard';
import { Alerts } from './alerts';
import { confirmDiscard } from './discard-changes';

export interface FormModalProps extends Omit<ModalProps, 'children'> {
  children: ReactNode;
}

/**
 * A dialog holding an edit form. Escape, the close button or a click outside ask before throwing
 * typed data away (the form tells, through `useEditForm`), and so does leaving the screen while it
 * is open (Back: its form is the screen's too); the form's alerts show at the top of the dialog
 * while it is open, not behind it.
 */
export function FormModal({ onClose, children, ...props }: FormModalProps) {
  const screenGuard = useContext(DiscardGuardContext);
  const hasTypedData = useRef<(() => boolean) | null>(null);
  const asking = useRef(false);

  const guard = useMemo<DiscardGuard>(
    () => ({
      watch(check) {
        hasTypedData.current = check;
        const unwatchScreen = screenGuard?.watch(check);
        return () => {
          unwatchScreen?.();
          if (hasTypedData.current === check) hasTypedData.current = null;
        };
      },
    }),
    [screenGuard],
  );

  const requestClose = () => {
    // The Escape that closes the question reaches this dialog too: it must not ask again.
    if (asking.current) return;
    if (!hasTypedData.current?.()) {
      onClose();
      return;
    }
    asking.current = true;
    // After the closing key press has reached every dialog.
    const answered = () => setTimeout(() => (asking.current = false));
    confirmDiscard({
      onDiscard: () => {
        onClose();
        answered();
      },
      onKeep: answered,
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
