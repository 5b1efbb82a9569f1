/**
 * The one way the app copies text to the clipboard, from a tap (every "Copiar" button); answers
 * whether the text was copied.
 *
 * `navigator.clipboard` exists only in a secure context (https, or localhost): a workshop that
 * opens Tintero at `http://tintero-server:3000` on its network has none. There, and wherever the
 * browser refuses the asynchronous clipboard, the text is copied as a selection instead: a hidden
 * text area selected and `document.execCommand('copy')`, which browsers honour on plain http
 * during the tap's user activation (docs/decisions/028).
 *
 * `text` may still be coming (a promise: the table's text waits for the CSV writer's code). Safari
 * lets a page write the clipboard only within the tap itself, before any await: a ClipboardItem
 * given the text still to come claims it at once. A failure to produce the text rejects: that is
 * not the clipboard's refusal.
 */
export async function copyText(text: string | Promise<string>): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    try {
      const blob = Promise.resolve(text).then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or a browser that wants the text itself: the calls below decide.
    }
  }
  const value = await text;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(value);
      return true;
    } catch {
      // Refused (a permission, a document without focus): the selection copy may still work.
    }
  }
  return copyBySelection(value);
}

/**
 * Copies `text` by selecting it in a text area nobody sees and running the browser's copy command.
 * The copy event hands the clipboard the text itself (a text area turns the rows' \r\n into \n);
 * the selection is what is copied where a browser gives no clipboardData. Focus and the page's
 * selection are put back afterwards. Inside a dialog the text area goes into the dialog, where
 * focus may go (Mantine's modals keep it inside).
 */
function copyBySelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const selection = document.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index)) : [];
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only: a tablet does not open its keyboard for it.
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    border: '0',
    padding: '0',
  });
  (focused?.closest('[role="dialog"]') ?? document.body).append(area);
  const exactText = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', exactText, true);
  let copied = false;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    document.removeEventListener('copy', exactText, true);
    area.remove();
    selection?.removeAllRanges();
    for (const range of ranges) selection?.addRange(range);
    focused?.focus({ preventScroll: true });
  }
  return copied;
}
