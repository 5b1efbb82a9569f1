import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, resetState, signInAs } from '../../test/helpers';
import { api, ApiError } from './api-client';
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
