import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';

/**
 * A real server-sent events client for the tests (`app.inject` cannot stream): opens
 * `GET /v1/events` over HTTP and waits for events by what they say, never by sleeping.
 */
export interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
  id: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received, comments and hints included. */
  raw: () => string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The next event not yet taken that `matches`; rejects after `timeoutMs`. Events skipped are kept. */
  next: (matches?: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  close: () => void;
}

/** The app's address, listening on a free port (once per app). */
export async function addressOf(app: App) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function parseBlock(block: string): ReceivedEvent | undefined {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  if (fields.data === undefined) return undefined;
  return { event: fields.event ?? 'message', data: JSON.parse(fields.data) as Record<string, unknown>, id: fields.id ?? '' };
}

/** Opens the stream and resolves once the answer's headers arrived (the server has subscribed it by then). */
export async function openEventStream(app: App, token: string): Promise<EventStream> {
  const base = await addressOf(app);
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/v1/events`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let text = '';
      let buffer = '';
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
        }
        for (const wake of waiters) wake();
      });
      const next: EventStream['next'] = (matches = () => true, timeoutMs = 2_000) =>
        new Promise((found, fail) => {
          const look = () => {
            const index = events.findIndex(matches);
            if (index < 0) return false;
            const [event] = events.splice(index, 1);
            clearTimeout(timer);
            waiters.delete(wake);
            found(event!);
            return true;
          };
          const wake = () => void look();
          const timer = setTimeout(() => {
            waiters.delete(wake);
            fail(new Error(`no such event within ${timeoutMs} ms; received: ${text}`));
          }, timeoutMs);
          if (!look()) waiters.add(wake);
        });
      const ended = new Promise<void>((done) => response.on('end', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        raw: () => text,
        ended,
        next,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      // Closing the stream on purpose destroys the request: not a failure.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
