import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { messages as wire } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import type { BackendMessage, NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

/** The worker's entry: next to this file in src/db/, and next to main.js in the bundle (build.mjs). */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/** How long a closed database's thread has to end by itself before it is terminated. */
const EXIT_GRACE_MS = 5_000;

/**
 * Extended-protocol messages node-postgres sends one by one before a Sync or Flush (Parse, Bind,
 * Describe, Execute, Close): held and sent with it, one trip to the worker per query instead of five,
 * as a socket would carry them. Their answers come back with the Sync's, in order.
 */
const HELD = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

type Request = { type: 'exec'; bytes: Uint8Array } | { type: 'dump' } | { type: 'close' };
type Answer = { id: number; result?: ArrayBuffer; error?: { message: string; stack?: string } };
type Startup = { type: 'ready' } | { type: 'failed'; error: { message: string; stack?: string } };

const remoteError = ({ message, stack }: { message: string; stack?: string }) => Object.assign(new Error(message), stack ? { stack } : {});

/**
 * One PGlite in its own worker thread (pglite-worker.mjs) and the requests waiting for it. The main
 * thread keeps serving while a query runs there. If the worker dies, every request waiting and every
 * later one fails with the reason, and `onLost` is told (the server exits so its supervisor restarts it).
 */
export class PgliteThread {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (answer?: ArrayBuffer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;
  private closing = false;

  constructor(options: { dataDir: string | null; snapshot?: ArrayBuffer; onLost?: (error: Error) => void }) {
    const { snapshot } = options;
    this.worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, snapshot },
      transferList: snapshot ? [snapshot] : [],
    });
    let started: { resolve: () => void; reject: (error: Error) => void } | undefined;
    this.ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
    // Rejections are seen by whoever awaits `ready`; an unawaited one must not crash the process.
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: Answer | Startup) => {
      if ('type' in message) {
        if (message.type === 'ready') started?.resolve();
        else started?.reject(remoteError(message.error));
        return;
      }
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(remoteError(message.error));
      else waiting?.resolve(message.result);
    });
    let cause: Error | undefined;
    this.worker.on('error', (error) => (cause = error));
    this.worker.on('exit', (code) => {
      const error = new Error(
        this.closing
          ? 'La base de datos embebida (PGlite) ya está cerrada.'
          : `La base de datos embebida (PGlite) se detuvo (código ${code}).`,
        { cause },
      );
      this.failure = error;
      started?.reject(error);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.closing) options.onLost?.(error);
    });
  }

  /** Sends a request to the worker; answers in the order sent. */
  request(message: Request): Promise<ArrayBuffer | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /**
   * Closes the database (its files consistent on disk) and lets the thread end by itself: its port
   * closed, nothing keeps it alive. Terminating it at once could stop V8 while it still compiles
   * PGlite's WebAssembly in the background, which Node 24's V8 sometimes answers with an abort of
   * the whole process (`jit_page_->allocations_.erase`, nodejs/node#64500). A thread that has not
   * ended within EXIT_GRACE_MS is terminated.
   */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = once(this.worker, 'exit');
    // Set first: the thread may end as soon as it has answered.
    this.closing = true;
    try {
      await this.request({ type: 'close' });
      const graceOver = new Promise<'grace-over'>((resolve) => setTimeout(resolve, EXIT_GRACE_MS, 'grace-over').unref());
      if ((await Promise.race([exited, graceOver])) === 'grace-over') await this.worker.terminate();
    } catch (error) {
      await this.worker.terminate();
      throw error;
    }
  }

  /** Tests only: the worker dies as it would on a crash. */
  kill(): Promise<number> {
    return this.worker.terminate();
  }
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
};

/**
 * What `@electric-sql/pglite/node-postgres` needs of a PGlite (`waitReady` and `execProtocolStream`),
 * answered by the worker: node-postgres then drives it as it drives PostgreSQL, with the same
 * results, type parsing and errors (code, constraint... on the error drizzle wraps). The answer is
 * parsed here by node-postgres' own parser (pg-protocol, what it parses a socket with), which
 * emits the messages the adapter expects: PGlite's parser copied every field into a new buffer
 * before decoding it, 8 ms of the main thread for a month's 1 000 orders (issue 14). A NOTIFY the
 * database sent (LISTEN is per database: PGlite has one session) goes to `onNotification`.
 */
function protocolOverThread(thread: PgliteThread, onNotification: (channel: string, payload: string) => void) {
  let parser = new Parser();
  let held: Uint8Array[] = [];
  return {
    waitReady: thread.ready,
    async execProtocolStream(bytes: Uint8Array): Promise<wire.BackendMessage[]> {
      if (HELD.has(bytes[0] ?? 0)) {
        held.push(bytes);
        return [];
      }
      const sent = held.length > 0 ? concat([...held, bytes]) : bytes;
      held = [];
      const answer = await thread.request({ type: 'exec', bytes: sent });
      const answers: BackendMessage[] = [];
      try {
        parser.parse(Buffer.from(answer ?? new ArrayBuffer(0)), (message) => {
          answers.push(message);
          if (message.name === 'notification') {
            const { channel, payload } = message as NotificationResponseMessage;
            queueMicrotask(() => onNotification(channel, payload));
          }
        });
      } catch (error) {
        parser = new Parser();
        throw error;
      }
      return answers as unknown as wire.BackendMessage[];
    },
  };
}

/**
 * A node-postgres pool over PGlite in a worker: one connection, so transactions stay serialised as
 * PGlite (a single session) requires; it is never closed while idle (every client of the pool
 * shares the adapter's one connection object).
 */
export function poolOverThread(thread: PgliteThread, onNotification: (channel: string, payload: string) => void): pg.Pool {
  const proxy = protocolOverThread(thread, onNotification);
  const config = createPgConfig(proxy as unknown as Parameters<typeof createPgConfig>[0]);
  // Drizzle hands node-postgres its type parsers as the query's `types`; node-postgres's own writer
  // reads `types` as parameter type ids only when it is an array, PGlite's would throw on the object.
  const { connection } = config;
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) => parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  const pool = new pg.Pool({ ...(config as unknown as pg.PoolConfig), max: 1, idleTimeoutMillis: 0 });
  // The connection fails only when the worker is gone: the thread's onLost says so, and an idle
  // client's 'error' must not crash the process as an unhandled event.
  pool.on('error', () => undefined);
  return pool;
}
