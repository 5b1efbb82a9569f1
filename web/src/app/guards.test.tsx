import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, renderApp, resetState, signInAs } from '../../test/helpers';
import { TOKEN_KEY } from '../lib/session';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const operator = { id: 7, role: 'operator' as const, first_name: 'Olga', last_name: 'Operaria' };

function location(router: ReturnType<typeof renderApp>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('route guards', () => {
  beforeEach(() => {
    resetState();
    mockApi({ 'GET /v1/users': { body: [] }, 'GET /v1/items': { body: [] } });
  });

  it('sends an unauthenticated visitor to sign-in with a redirect back', async () => {
    const { router } = renderApp('/users?enabled=1');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign_in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/users?enabled=1');
  });

  it('treats an expired token as signed out', async () => {
    signInAs({ ...admin, exp: Math.floor(Date.now() / 1000) - 10 });
    const { router } = renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(location(router)).toBe('/sign_in?redirect=%2Fusers');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends an operator who opens an administrator route to Home', async () => {
    signInAs(operator);
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Hola, Olga' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an administrator in, and redirects non-numeric ids to Home', async () => {
    signInAs(admin);
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    await act(() => router.navigate('/users/abc/edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Hola, Admin' })).toBeInTheDocument();
  });

  it('redirects a signed-in visitor away from sign-in: operator to the dashboard, or to the redirect value', async () => {
    signInAs(operator);
    const first = renderApp('/sign_in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi tablero' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/my_dashboard');
    first.unmount();

    signInAs(admin);
    const second = renderApp('/sign_in?redirect=%2Fmy_account');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/my_account'));
  });

  it('sends unknown paths and ids that are not integers to Home', async () => {
    signInAs(admin);
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/settings/time_estimation_rules/abc'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('after a 401 the person is signed out and sent to sign-in', async () => {
    signInAs(admin);
    mockApi({
      'GET /v1/items': { body: [] },
      'GET /v1/users/1': { status: 401, body: { message: 'Su sesión no es válida o ha expirado.' } },
    });
    const { router } = renderApp('/my_account');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(location(router)).toBe('/sign_in?redirect=%2Fmy_account');
    expect(await screen.findByText('Su sesión ha terminado. Inicie sesión de nuevo.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logging out goes to sign-in without a redirect', async () => {
    signInAs(admin);
    const { router } = renderApp('/users');
    await screen.findByRole('heading', { name: 'Usuarios' });
    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(location(router)).toBe('/sign_in');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
