import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { SESSION_CHANGED_EVENT, workEventSchema, type WorkEvent } from '@tintero/domain';
import { API_PREFIX } from './api-client';
import { getSession, signOut } from './session';

/**
 * The live work events of `GET /v1/events` (server-sent events; docs/decisions/013): one stream
 * per tab, shared by every screen that listens, opened with the first and closed with the last.
 *
 * Read with `fetch` rather than `EventSource`, which cannot send the Authorization header: the
 * token stays in the header as on every other call, never in a URL (URLs reach proxy logs and the
 * browser's history). The stream reconnects by itself after the server's `retry:` hint; each
 * (re)connection is an `open`, on which listeners refetch everything they show, since nothing is
 * replayed: whatever happened while the stream was down is read afresh.
 *
 * The server caps the streams one user holds open (docs/decisions/026): past it, 429 with
 * `Retry-After`. Then this tab waits that long, twice as long after each further 429 (up to
 * `MAX_THROTTLED_WAIT_MS`), and never tries sooner: a user with many tabs open makes no storm of
 * retries, and a tab gets its stream once another closes. The screens refetch on their own meanwhile.
 *
 * A stream the server ends because the person's session changed (disabled, new password or role)
 * says so last (`SESSION_CHANGED_EVENT`): this tab asks again at once, and a 401 signs the person
 * out there and then ("Su sesión ha terminado"), not at their next tap (issue 22).
 */

interface Listener {
  onEvent: (event: WorkEvent) => void;
  onOpen: () => void;
}

const listeners = new Set<Listener>();
let connection: AbortController | null = null;
let retryMs = 3_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** 429s in a row: each doubles the wait before the next attempt. */
let throttledInARow = 0;
/** The server ended the stream over the session: ask again now, not after `retryMs`. */
let sessionChanged = false;
/** When a 429 says no `Retry-After` (a proxy's own): the server's own value. */
const THROTTLED_WAIT_MS = 30_000;
export const MAX_THROTTLED_WAIT_MS = 5 * 60_000;

/** One `event:`/`data:` block; comments (the heartbeat) and blocks without data say nothing. */
function handleBlock(block: string) {
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line === `event: ${SESSION_CHANGED_EVENT}`) {
      sessionChanged = true;
    } else if (line.startsWith('retry:')) {
      const ms = Number(line.slice(6).trim());
      if (Number.isFinite(ms) && ms > 0) retryMs = ms;
    } else if (line.startsWith('data:')) {
      data = line.slice(5).trimStart();
    }
  }
  if (data === undefined) return;
  let parsed;
  try {
    parsed = workEventSchema.safeParse(JSON.parse(data));
  } catch {
    return;
  }
  if (!parsed.success) return;
  for (const listener of listeners) listener.onEvent(parsed.data);
}

async function readStream(signal: AbortSignal) {
  const session = getSession();
  if (!session) return;
  const response = await fetch(`${API_PREFIX}/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${session.token}` },
    signal,
  });
  if (response.status === 429) throw new Throttled(retryAfterMs(response.headers.get('retry-after')));
  // The token no longer opens anything (disabled, new password, expired): out, as on any call.
  if (response.status === 401) signOut('unauthorized');
  // A refused stream (signed out, disabled, a seller; a server without the route) is not retried:
  // the screens still refetch on their own.
  if (response.status >= 400 && response.status < 500) throw new Refused();
  if (!response.ok || !response.body) return;
  throttledInARow = 0;
  for (const listener of listeners) listener.onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      handleBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
}

class Refused extends Error {}

/** 429: this user holds as many streams as the server allows; try again in `waitMs` at the soonest. */
class Throttled extends Error {
  constructor(readonly waitMs: number) {
    super();
  }
}

/** `Retry-After` in seconds (the server's form), or the default wait. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : THROTTLED_WAIT_MS;
}

function connect() {
  const controller = new AbortController();
  connection = controller;
  readStream(controller.signal).then(
    () => {
      reconnectLater(controller, sessionChanged ? 0 : retryMs);
      sessionChanged = false;
    },
    (error: unknown) => {
      if (error instanceof Throttled) {
        reconnectLater(controller, Math.min(MAX_THROTTLED_WAIT_MS, error.waitMs * 2 ** throttledInARow));
        throttledInARow += 1;
      } else if (!(error instanceof Refused)) {
        reconnectLater(controller, retryMs);
      }
    },
  );
}

/** The stream ended or failed (server restarted, network lost, too many open): open it again after `delayMs`. */
function reconnectLater(controller: AbortController, delayMs: number) {
  if (connection !== controller || controller.signal.aborted) return;
  retryTimer = setTimeout(() => {
    if (connection === controller && listeners.size > 0) connect();
  }, delayMs);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  if (!connection) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && connection) {
      connection.abort();
      connection = null;
      clearTimeout(retryTimer);
    }
  };
}

/**
 * Keeps a screen's queries current: on each event the queries `keysFor(event)` names are
 * invalidated; when the stream (re)opens, those of `keysFor(null)` (everything the screen shows).
 */
export function useWorkEvents(keysFor: (event: WorkEvent | null) => readonly QueryKey[], { enabled = true } = {}) {
  const client = useQueryClient();
  const latest = useRef(keysFor);
  useEffect(() => {
    latest.current = keysFor;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const invalidate = (event: WorkEvent | null) => {
      for (const queryKey of latest.current(event)) void client.invalidateQueries({ queryKey });
    };
    return subscribe({ onEvent: invalidate, onOpen: () => invalidate(null) });
  }, [client, enabled]);
}

/** Closes the stream and forgets everything (tests). */
export function resetWorkEvents() {
  connection?.abort();
  connection = null;
  listeners.clear();
  clearTimeout(retryTimer);
  retryMs = 3_000;
  throttledInARow = 0;
  sessionChanged = false;
}
