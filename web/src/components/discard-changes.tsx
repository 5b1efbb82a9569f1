import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DiscardGuardContext, type DiscardGuard } from '../lib/discard-guard';
import { i18n } from '../lib/i18n';
import { getSession } from '../lib/session';
import { confirmDialog } from './confirm-dialog';

/**
 * "¿Descartar los cambios?": the one question before typed data is thrown away, asked by a
 * `FormModal` that is being closed and by a screen that is being left. `onKeep` runs however the
 * question closes without discarding (its button, Escape, a click outside).
 */
export function confirmDiscard({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }): void {
  let discarded = false;
  confirmDialog({
    kind: 'warning',
    title: i18n.t('forms.discard.title'),
    message: i18n.t('forms.discard.message'),
    confirmLabel: i18n.t('forms.discard.confirm'),
    cancelLabel: i18n.t('forms.discard.keep'),
    confirmColor: 'red',
    onConfirm: () => {
      discarded = true;
      onDiscard();
    },
    onClose: () => {
      if (!discarded) onKeep();
    },
  });
}

/**
 * The screen's guard (the signed-in layout holds it around every screen): while a form on it holds
 * typed data, leaving for another screen (a link, the sidebar, Back) asks first, and so does the
 * browser's own reload or close (`beforeunload`, in the browser's words). A change of the same
 * screen's query (a tab, a page of a list) does not ask; neither does a signing out, nor anything
 * after a successful save (the form kit tells). Forms register through `useEditForm`.
 */
export function PageDiscardGuard({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<() => boolean>());
  const guard = useMemo<DiscardGuard>(
    () => ({
      watch(check) {
        checks.current.add(check);
        return () => void checks.current.delete(check);
      },
    }),
    [],
  );
  const hasTypedData = useCallback(() => getSession() !== null && [...checks.current].some((check) => check()), []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasTypedData(),
    [hasTypedData],
  );
  const blocker = useBlocker(shouldBlock);
  const asked = useRef<typeof blocker | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker) return;
    asked.current = blocker;
    confirmDiscard({ onDiscard: () => blocker.proceed(), onKeep: () => blocker.reset() });
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasTypedData()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasTypedData]);

  return <DiscardGuardContext.Provider value={guard}>{children}</DiscardGuardContext.Provider>;
}
