import { useSyncExternalStore } from 'react';

/** Alert kinds of spec part 1 §8. */
export type AlertKind = 'success' | 'danger' | 'warning' | 'info';

/** A message is text, or an object whose `msg` field is the text (spec part 1 §8). */
export type AlertText = string | { msg: string } | { message: string };
/** One message, or several (shown as a bulleted list). */
export type AlertMessage = AlertText | readonly AlertText[];

export interface AlertItem {
  id: number;
  kind: AlertKind;
  messages: string[];
  /** An array was given: show a bulleted list even when it has one entry. */
  list: boolean;
  /** Survives the next navigation's clearing (a "created, back to the list" message). */
  keep: boolean;
}

/** Success, warning and info close after 7 s; danger after 15 s (spec part 1 §9). */
export const ALERT_TIMEOUTS: Record<AlertKind, number> = {
  success: 7_000,
  warning: 7_000,
  info: 7_000,
  danger: 15_000,
};

function textOf(message: AlertText): string {
  if (typeof message === 'string') return message;
  if ('msg' in message) return String(message.msg);
  return String(message.message);
}

let items: readonly AlertItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(next: readonly AlertItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (items.some((item) => item.id === id)) set(items.filter((item) => item.id !== id));
}

function show(kind: AlertKind, message: AlertMessage, options: { keep?: boolean } = {}): number {
  const list = Array.isArray(message);
  const messages = (list ? (message as readonly AlertText[]) : [message as AlertText]).map(textOf).filter((text) => text !== '');
  const id = nextId++;
  // The same text twice in a row (a double click) shows once, with a fresh timer.
  const duplicate = items.find((item) => item.kind === kind && item.messages.join('\n') === messages.join('\n'));
  if (duplicate) dismiss(duplicate.id);
  set([...items, { id, kind, messages, list, keep: options.keep ?? false }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), ALERT_TIMEOUTS[kind]),
  );
  return id;
}

/**
 * Clears the alerts; called before each navigation (spec part 1 §2). Alerts raised with `keep`
 * (just before navigating to show the result) survive this one clearing.
 */
function clearForNavigation() {
  const kept = items.filter((item) => item.keep);
  for (const item of items) if (!item.keep) dismiss(item.id);
  if (kept.length) set(items.map((item) => (item.keep ? { ...item, keep: false } : item)));
}

function clear() {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  set([]);
}

export const alerts = {
  show,
  success: (message: AlertMessage, options?: { keep?: boolean }) => show('success', message, options),
  danger: (message: AlertMessage, options?: { keep?: boolean }) => show('danger', message, options),
  warning: (message: AlertMessage, options?: { keep?: boolean }) => show('warning', message, options),
  info: (message: AlertMessage, options?: { keep?: boolean }) => show('info', message, options),
  dismiss,
  clear,
  clearForNavigation,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => items,
};

export function useAlerts(): readonly AlertItem[] {
  return useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
}
