import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { documentTypes, olga } from '../../../test/user-fixtures';
import { getSession } from '../../lib/session';

const endButton = () => screen.findByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });
const endCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/end_sessions'));

describe('Cerrar sesión en todos los dispositivos', () => {
  beforeEach(() => resetState());
  // The corner toasts live outside the screens: none may reach the next test.
  afterEach(() => notifications.clean());

  it("on one's own account: asks first, ends them, says so and signs this device out", async () => {
    signInAs({ id: 5, role: 'operator', first_name: 'Olga', last_name: 'Ramírez' });
    const { hour_value: _omitted, ...ownRecord } = olga;
    const { calls } = mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/5': { body: ownRecord },
      'POST /v1/users/5/end_sessions': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/my_account');

    await user.click(await endButton());
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión en todos los dispositivos' });
    expect(dialog).toHaveTextContent('Se cerrará su sesión en este y en todos los demás dispositivos');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(endCalls(calls)).toHaveLength(0);

    await user.click(await endButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cerrar sesiones' }));
    expect(await screen.findByText('Su sesión se cerró en todos los dispositivos. Inicie sesión de nuevo.')).toBeInTheDocument();
    expect(endCalls(calls)).toHaveLength(1);
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    // A deliberate sign-out: no address to come back to.
    expect(router.state.location.search).toBe('');
  });

  it("on someone else's user, for an administrator: asks naming them, ends theirs and stays signed in", async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin', last_name: 'Taller' });
    const { calls } = mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/5': { body: olga },
      'POST /v1/users/5/end_sessions': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/users/5/edit');

    await user.click(await endButton());
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión en todos los dispositivos' });
    expect(dialog).toHaveTextContent('Se cerrarán todas las sesiones de Olga Ramírez, en todos sus dispositivos.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cerrar sesiones' }));
    expect(await screen.findByText('Se cerraron todas las sesiones de Olga Ramírez.')).toBeInTheDocument();
    expect(endCalls(calls).map((call) => call.url.pathname)).toEqual(['/v1/users/5/end_sessions']);
    expect(getSession()?.claims.id).toBe(1);
    expect(router.state.location.pathname).toBe('/users/5/edit');
  });

  it('says so when the server refuses', async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin', last_name: 'Taller' });
    mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/5': { body: olga },
      'POST /v1/users/5/end_sessions': { status: 404, body: { message: 'El usuario no existe.' } },
    });
    const user = userEvent.setup();
    renderApp('/users/5/edit');
    await user.click(await endButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cerrar sesiones' }));
    expect(await screen.findByText('El usuario no existe.')).toBeInTheDocument();
    expect(getSession()?.claims.id).toBe(1);
  });
});
