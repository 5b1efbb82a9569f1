import { createContext } from 'react';

/**
 * Asks the screen or dialog around a form whether it holds typed data. A `FormModal` provides one
 * (Escape or a click outside asks before closing), and the signed-in layout provides the page's
 * (`PageDiscardGuard`: leaving the screen by a link, Back or a reload asks). Every form that
 * `useEditForm` draws registers with the nearest one, so no form does anything for it.
 */
export interface DiscardGuard {
  /** Registers the form's check; returns the unregistering. */
  watch: (hasTypedData: () => boolean) => () => void;
}

export const DiscardGuardContext = createContext<DiscardGuard | null>(null);
