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

  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(`${API_PREFIX}${path}${serializeQuery(options.query)}`, {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }

  const receivedAt = Date.now();
  const data = await readBody(response);
  learnServerClock(response, data, sentAt, receivedAt);
  if (!response.ok) {
    if (response.status === 401 && session) signOut('unauthorized');
    throw new ApiError(response.status, data && typeof data === 'object' ? (data as ApiErrorBody) : undefined);
  }
  return data as T;
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
