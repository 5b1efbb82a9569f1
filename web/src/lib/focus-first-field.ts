const EDITABLE_FIELD = [
  'input:enabled:not([type="hidden"]):not([readonly]):not([tabindex="-1"])',
  'select:enabled',
  'textarea:enabled:not([readonly])',
].join(', ');

/**
 * A form's ref: its first editable field takes the focus when it opens. The mark also tells
 * Mantine's focus trap, in a dialog, where to put the focus instead of the close button.
 *
 * The mark is set at once, the focus in the next frame: `focus()` needs the page's styles and
 * layout up to date, and called from the ref (inside React's commit) it made the browser work out
 * the whole new screen's styles and layout there and then, and again once the rest of the commit
 * had changed the page (the order edit screen: 0.1 s of a 0.6 s task on this machine, ×4 on
 * Lighthouse's phone; docs/decisions/043). In the frame it is the frame's own style and layout.
 */
export function focusFirstField(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>(EDITABLE_FIELD);
  if (!field) return;
  field.setAttribute('data-autofocus', '');
  requestAnimationFrame(() => {
    // Not if the form has gone, or the person already put the focus elsewhere in it.
    if (!field.isConnected || (document.activeElement !== document.body && form?.contains(document.activeElement))) return;
    field.focus();
  });
}
