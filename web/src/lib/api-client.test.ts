import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetState, signInAs } from '../../test/helpers';
import { api, ApiError, newIdempotencyKey, WRITE_RETRY_DELAYS_MS } from './api-client';
import { toQueryString } from './query-string';
import { getSession, TOKEN_KEY } from './session';

describe('query strings', () => {
  it('serialises jQuery-style: nested brackets, arrays with []', () => {
    expect(toQueryString({ month: 3, year: 2025, states: ['pending', 'paused'], filter: { user: { id: 5 } }, empty: null })).toBe(
      'month=3&year=2025&states%5B%5D=pending&states%5B%5D=paused&filter%5Buser%5D%5Bid%5D=5',
    );
    expect(toQueryString({ auth: { username: 'admin', password: 'a&b=c' } })).toBe('auth%5Busername%5D=admin&auth%5Bpassword%5D=a%26b%3Dc');
  });
});

describe('api client', () => {
  beforeEach(() => resetState());

  it('sends the bearer token and the query', async () => {
    signInAs({ id: 1, role: 'administrator' });
    const { calls } = mockApi({ 'GET /v1/users': { body: [] } });
    await api.get('/users', { query: { enabled: true } });
    expect(calls[0]?.url.search).toBe('?enabled=true');
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${localStorage.getItem(TOKEN_KEY)}`);
  });

  it('posts sign-in form-encoded', async () => {
    const { calls } = mockApi({ 'POST /v1/sign_in': { body: { jwt: 'x' } } });
    await api.post('/sign_in', { auth: { username: 'admin', password: 'secreto' } }, { form: true });
    expect(calls[0]?.body).toBe('auth%5Busername%5D=admin&auth%5Bpassword%5D=secreto');
    expect(calls[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('turns a non-2xx answer into an ApiError with status, message and field errors', async () => {
    signInAs({ id: 1, role: 'administrator' });
    mockApi({
      'POST /v1/users': { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { username: ['Ya existe.'] } } },
    });
    const error = await api.post('/users', { user: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Los datos enviados no son válidos.', errors: { username: ['Ya existe.'] } });
    expect(getSession()).not.toBeNull();
  });

  it('signs out on any 401', async () => {
    signInAs({ id: 1, role: 'administrator' });
    mockApi({ 'GET /v1/users/1': { status: 401, body: { message: 'Su sesión no es válida o ha expirado.' } } });
    await expect(api.get('/users/1')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('writes that never double (docs/decisions/046)', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'operator' });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a new Idempotency-Key with every write, none with a read', async () => {
    const { calls } = mockApi({ 'GET /v1/machines': { body: [] }, 'POST /v1/machines': { body: { id: 1 } } });
    await api.get('/machines');
    await api.post('/machines', { machine: { name: 'Guillotina' } });
    await api.post('/machines', { machine: { name: 'Guillotina' } });
    expect(calls[0]!.headers['Idempotency-Key']).toBeUndefined();
    const keys = calls.slice(1).map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  /** fetch as a flaky network: the listed attempts fail before reaching the server, the others answer `answer`. */
  function flakyNetwork(failing: number[], answer: () => Response) {
    const sent: Record<string, string>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      sent.push(init!.headers as Record<string, string>);
      if (failing.includes(sent.length)) throw new TypeError('Failed to fetch');
      return answer();
    });
    return sent;
  }
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('sends a write whose answer the network lost again with the same key, and returns the answer', async () => {
    vi.useFakeTimers();
    const sent = flakyNetwork([1], () => json({ id: 7, status: 'paused' }));
    const paused = api.post('/activities/pre_press/7/pause', { activity: { quantity: 10 } });
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0]);
    await expect(paused).resolves.toEqual({ id: 7, status: 'paused' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!['Idempotency-Key']).toBe(sent[0]!['Idempotency-Key']);
  });

  it('waits out a 409 "still under way" on the same key', async () => {
    vi.useFakeTimers();
    let replies = 0;
    const sent = flakyNetwork([], () =>
      ++replies === 1
        ? json({ message: 'En curso', code: 'idempotency_key_in_progress' }, 409, { 'Retry-After': '1' })
        : json({ id: 7, status: 'finished' }),
    );
    const finished = api.post('/activities/pre_press/7/finish_by_user', {});
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0]);
    await expect(finished).resolves.toEqual({ id: 7, status: 'finished' });
    expect(new Set(sent.map((headers) => headers['Idempotency-Key'])).size).toBe(1);
  });

  it('gives up with status 0 when the network stays down, and never sends a read again', async () => {
    vi.useFakeTimers();
    const sent = flakyNetwork([1, 2, 3, 4], () => json({}));
    const lost = api.post('/activities/pre_press/7/start', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    expect(await lost).toMatchObject({ status: 0 });
    expect(sent).toHaveLength(1 + WRITE_RETRY_DELAYS_MS.length);
    await expect(api.get('/machines')).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(2 + WRITE_RETRY_DELAYS_MS.length);
  });

  it('makes version-4 keys without crypto.randomUUID (plain HTTP on the LAN)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });
});
