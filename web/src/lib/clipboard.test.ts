import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/**
 * jsdom has neither `navigator.clipboard` (as a browser over plain http on a LAN name) nor
 * `document.execCommand`: each test gives the page the ones it needs. The copy command below does
 * what a browser's does: it fires a cancelable copy event at the focused element, and the clipboard
 * gets the event's data if a listener set it and cancelled the event, the selection otherwise.
 */
let copiedBySelection: string[] = [];
let commandAnswers = true;

function selectionCopy() {
  copiedBySelection = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string) => {
      if (command !== 'copy') return false;
      const area = document.activeElement as HTMLTextAreaElement;
      const data: Record<string, string> = {};
      const event = new Event('copy', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, value: string) => (data[type] = value) } });
      area.dispatchEvent(event);
      if (commandAnswers) {
        copiedBySelection.push(event.defaultPrevented ? data['text/plain']! : area.value.slice(area.selectionStart, area.selectionEnd));
      }
      return commandAnswers;
    }),
  });
}

function asyncClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
}

beforeEach(() => {
  commandAnswers = true;
  selectionCopy();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
  document.body.replaceChildren();
});

describe('copyText', () => {
  it('uses the asynchronous clipboard where the page has one (https, localhost)', async () => {
    const written: string[] = [];
    asyncClipboard(async (text) => void written.push(text));
    expect(await copyText(Promise.resolve('a\tb'))).toBe(true);
    expect(written).toEqual(['a\tb']);
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it('over plain http (no navigator.clipboard) copies the text as a selection, and gives focus back', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(await copyText(Promise.resolve('N.º\tEmpresa\r\n1\tPapeles'))).toBe(true);
    expect(copiedBySelection).toEqual(['N.º\tEmpresa\r\n1\tPapeles']);
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('copies as a selection when the browser refuses the asynchronous clipboard', async () => {
    asyncClipboard(() => Promise.reject(new DOMException('Denegado', 'NotAllowedError')));
    expect(await copyText('texto')).toBe(true);
    expect(copiedBySelection).toEqual(['texto']);
  });

  it('inside a dialog selects the text within the dialog, where focus may go', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(dialog);
    button.focus();
    let parent: Element | null = null;
    const copy = vi.mocked(document.execCommand).getMockImplementation()!;
    vi.mocked(document.execCommand).mockImplementation((command) => {
      parent = document.activeElement?.parentElement ?? null;
      return copy(command);
    });
    expect(await copyText('texto')).toBe(true);
    expect(parent).toBe(dialog);
    expect(copiedBySelection).toEqual(['texto']);
  });

  it('answers false when no way of copying works', async () => {
    commandAnswers = false;
    expect(await copyText('texto')).toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
    expect(await copyText('texto')).toBe(false);
  });

  it('lets a failure to produce the text through: that is not the clipboard refusing', async () => {
    await expect(copyText(Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  });
});
