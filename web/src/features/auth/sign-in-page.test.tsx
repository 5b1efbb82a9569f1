import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, mockApi, renderApp, resetState } from '../../../test/helpers';

describe('sign-in', () => {
  beforeEach(() => resetState());

  it('requires username and password', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderApp('/sign_in');
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('checks again as the fields change, focuses the first wrong one and sends the username trimmed', async () => {
    const { calls } = mockApi({ 'POST /v1/sign_in': { status: 401, body: { message: 'El usuario y/o contraseña no son validos.' } } });
    const user = userEvent.setup();
    renderApp('/sign_in');
    await user.type(await screen.findByLabelText('Usuario'), '   ');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
    await user.type(screen.getByLabelText('Usuario'), ' admin ');
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(1);
    await user.type(screen.getByLabelText('Contraseña'), 'clave');
    await waitFor(() => expect(screen.queryByText('Este campo es requerido.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El usuario y/o contraseña no son validos.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(String(calls[0]!.body)).get('auth[username]')).toBe('admin');
  });

  it('opens with the focus in the username, so typing starts there', async () => {
    mockApi({});
    renderApp('/sign_in');
    const username = await screen.findByLabelText('Usuario');
    await waitFor(() => expect(username).toHaveFocus());
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockApi({ 'POST /v1/sign_in': { status: 401, body: { message: 'El usuario y/o contraseña no son validos.' } } });
    const user = userEvent.setup();
    renderApp('/sign_in');
    await user.type(await screen.findByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El usuario y/o contraseña no son validos.')).toBeInTheDocument();
  });

  it("falls back to 'Error al autenticar' when the server says nothing", async () => {
    mockApi({ 'POST /v1/sign_in': { status: 502, body: {} } });
    const user = userEvent.setup();
    renderApp('/sign_in');
    await user.type(await screen.findByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'clave');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Error al autenticar')).toBeInTheDocument();
  });

  it('an administrator lands on the redirect value, an operator on the dashboard', async () => {
    mockApi({
      'POST /v1/sign_in': { body: { jwt: fakeToken({ id: 1, role: 'administrator', first_name: 'Admin' }) } },
      'GET /v1/users': { body: [] },
    });
    const user = userEvent.setup();
    const first = renderApp('/sign_in?redirect=%2Fusers');
    await user.type(await screen.findByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-correcta');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/users'));
    expect(await screen.findByText('Admin Pérez')).toBeInTheDocument();
    first.unmount();

    resetState();
    mockApi({ 'POST /v1/sign_in': { body: { jwt: fakeToken({ id: 7, role: 'operator' }) } } });
    const second = renderApp('/sign_in');
    await user.type(await screen.findByLabelText('Usuario'), 'olga');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-correcta');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/my_dashboard'));
    expect(await screen.findByRole('link', { name: 'Mi tablero' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
  });
});
