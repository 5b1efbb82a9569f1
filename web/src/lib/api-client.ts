import { toQueryString } from './query-string';
import { serverClock } from './server-clock';
import { getSession, signOut } from './session';

/** The API's error body (DESIGN §4): a Spanish message, field errors on 422, a rule `code` on 409. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
  [key: string]: unknown;
}

/** Any non-2xx answer (status 0: the server could not be reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined) {
    super(typeof body?.message === 'string' ? body.message : '');
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = body?.errors;
    this.code = body?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export const API_PREFIX = '/v1';

type Query = Record<string, unknown>;

export interface RequestOptions {
  query?: Query;
  /** JSON body (objects are serialised), or form fields sent `application/x-www-form-urlencoded`. */
  body?: unknown;
  form?: boolean;
  signal?: AbortSignal;
}

/** jQuery-style query strings: nested brackets, `states[]=a&states[]=b` (spec part 1 §7). */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return '';
  const text = toQueryString(query);
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: '' };
  }
}

/**
 * The one way the app talks to the server: adds the token, serialises the query, treats only 2xx
 * as success, and signs out on any 401 (an expired or revoked token, or a disabled user); the
 * route guard then sends the person to sign-in.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  // One key per action: a write whose answer the network lost is sent again with it, and the
  // server answers the first answer instead of acting twice (docs/decisions/046).
  const isWrite = method !== 'GET';
  if (isWrite) headers['Idempotency-Key'] = newIdempotencyKey();

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(options.body as Record<string, unknown>);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  let response: Response | undefined;
  let sentAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    sentAt = Date.now();
    try {
      response = await fetch(`${API_PREFIX}${path}${serializeQuery(options.query)}`, {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') throw error;
      response = undefined;
    }
    // Only a write is sent again, and only when it may not have been acted on yet or is still under
    // way: the network failed, or the server is still working on the same key (409, Retry-After).
    const tryAgain = !response || (response.status === 409 && response.headers.has('Retry-After'));
    if (!isWrite || !tryAgain || attempt >= WRITE_RETRY_DELAYS_MS.length) break;
    await wait(WRITE_RETRY_DELAYS_MS[attempt]!, options.signal);
  }
  if (!response) throw new ApiError(0, undefined);

  const receivedAt = Date.now();
  const data = await readBody(response);
  learnServerClock(response, data, sentAt, receivedAt);
  if (!response.ok) {
    if (response.status === 401 && session) signOut('unauthorized');
    throw new ApiError(response.status, data && typeof data === 'object' ? (data as ApiErrorBody) : undefined);
  }
  return data as T;
}

/** How long a write waits before each retry (the tap's button keeps spinning meanwhile). */
export const WRITE_RETRY_DELAYS_MS = [1_000, 3_000] as const;

function wait(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in a secure context, and a workshop often
 * opens the app over plain HTTP on its LAN; `getRandomValues` works in both.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every answer tells the server's clock (lib/server-clock): its `server_time` when it has one, else its `Date` header. */
function learnServerClock(response: Response, data: unknown, sentAt: number, receivedAt: number) {
  const serverTime = data && typeof data === 'object' ? (data as { server_time?: unknown }).server_time : undefined;
  if (typeof serverTime === 'string') serverClock.observeServerTime(serverTime, sentAt, receivedAt);
  else serverClock.observeDateHeader(response.headers.get('date'), sentAt, receivedAt);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
