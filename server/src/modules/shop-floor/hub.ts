import { PassThrough } from 'node:stream';
import { messages, SESSION_CHANGED_EVENT, workEventSchema, type Role, type WorkEvent } from '@tintero/domain';
import { HttpError } from '../../lib/http-errors';
import type { CurrentUser } from '../../plugins/auth';

/**
 * The server-sent events of one process (issue 13; docs/decisions/013): one LISTEN on the work
 * events channel per process, fanned out here to every open `GET /v1/events` stream.
 * Administrators get every event; operators only those about their own work (their user, or a
 * whole-activity finish of an activity they work on).
 *
 * Ids count per process and nothing is replayed after a reconnect (no Last-Event-ID): a browser
 * that reconnects refetches everything it shows on `open`, which is both simpler and always right,
 * whichever process it lands on.
 */

interface Subscriber {
  user: CurrentUser;
  stream: PassThrough;
}

/** How long an idle stream waits for a comment line: proxies drop silent connections (often after 30-60 s). */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * How many streams one user may hold open in this process (docs/decisions/026): each holds a socket
 * and a place in every fan-out, and one token could otherwise open thousands. A tab keeps one
 * stream (web/src/lib/work-events.ts): an operator's tablet and phone with a few tabs fit in 5; an
 * administrator may keep several boards on screens around the workshop. Sellers never reach it.
 */
export const STREAMS_PER_USER: Record<Role, number> = { administrator: 20, operator: 5, seller: 0 };
/** What a refused stream is told to wait: streams are freed only when a tab or screen closes. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export class TooManyStreams extends HttpError {
  readonly retryAfterSeconds = STREAM_RETRY_AFTER_SECONDS;
  constructor() {
    super(429, messages.http.tooManyStreams);
  }
}

export class WorkEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private sequence = 0;
  /** Events are written in the order they arrived, even while one waits for a query. */
  private queue: Promise<void> = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  /** `workersOf`: the user ids of an activity's workers, to tell operators of a whole-activity finish. */
  constructor(private readonly workersOf: (activityId: number) => Promise<number[]>) {
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size() {
    return this.subscribers.size;
  }

  /** The streams the user holds open now. */
  streamsOf(userId: number) {
    let count = 0;
    for (const { user } of this.subscribers) if (user.id === userId) count += 1;
    return count;
  }

  /**
   * A new stream for the user, already carrying the reconnection hint; it leaves the hub when it
   * closes, which frees its place. TooManyStreams (429) when the user holds their limit already.
   */
  subscribe(user: CurrentUser): PassThrough {
    if (this.streamsOf(user.id) >= STREAMS_PER_USER[user.role]) throw new TooManyStreams();
    const stream = new PassThrough();
    const subscriber = { user, stream };
    this.subscribers.add(subscriber);
    stream.on('close', () => this.subscribers.delete(subscriber));
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    return stream;
  }

  /** A NOTIFY payload: queued, then written to whoever may see it. */
  dispatch(payload: string) {
    this.queue = this.queue.then(() => this.deliver(payload)).catch((error: unknown) => console.error('work event not delivered:', error));
  }

  private async deliver(payload: string) {
    if (this.subscribers.size === 0) return;
    const parsed = workEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    const event = parsed.data;
    const concerned = await this.operatorsConcerned(event);
    this.sequence += 1;
    const frame = `event: ${event.kind}\ndata: ${JSON.stringify(event)}\nid: ${this.sequence}\n\n`;
    for (const { user, stream } of this.subscribers) {
      if (user.role === 'administrator' || concerned.has(user.id)) stream.write(frame);
    }
  }

  private async operatorsConcerned(event: WorkEvent): Promise<Set<number>> {
    if (event.user_id !== null) return new Set([event.user_id]);
    const anyOperator = [...this.subscribers].some(({ user }) => user.role !== 'administrator');
    return new Set(anyOperator ? await this.workersOf(event.activity_id) : []);
  }

  /**
   * Ends the user's streams (disabled, new password or role: the token that opened them may no
   * longer be valid), saying so last: the browser asks again at once and is checked like any request.
   */
  endStreamsOf(userId: number) {
    for (const { user, stream } of this.subscribers) {
      if (user.id === userId) stream.end(`event: ${SESSION_CHANGED_EVENT}\n\n`);
    }
  }

  private writeAll(text: string) {
    for (const { stream } of this.subscribers) stream.write(text);
  }

  /** Ends every stream (the app is closing: an open stream would keep it from closing). */
  close() {
    clearInterval(this.heartbeat);
    for (const { stream } of this.subscribers) stream.end();
    this.subscribers.clear();
  }
}
