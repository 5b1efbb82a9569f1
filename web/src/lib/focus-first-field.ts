const EDITABLE_FIELD = [
  'input:enabled:not([type="hidden"]):not([readonly]):not([tabindex="-1"])',
  'select:enabled',
  'textarea:enabled:not([readonly])',
].join(', ');

/**
 * A form's ref: its first editable field takes the focus when it opens. The mark also tells
 * Mantine's focus trap, in a dialog, where to put the focus instead of the close button.
 */
export function focusFirstField(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>(EDITABLE_FIELD);
  if (!field) return;
  field.setAttribute('data-autofocus', '');
  field.focus();
}
