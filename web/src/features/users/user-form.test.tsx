import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tintero/domain';
import { field, fill, fillAndSave } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { documentTypes, olga } from '../../../test/user-fixtures';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('user form', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('new user: saving empty shows the Spanish required messages and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /v1/items': { body: documentTypes }, 'POST /v1/users': { status: 201, body: olga } });
    const user = userEvent.setup();
    renderApp('/users/new');
    await screen.findByRole('heading', { name: 'Nuevo usuario' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pasaporte' })).toBeInTheDocument());
    expect(field('Tipo de documento')).toHaveValue('Cédula de Ciudadanía');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    // identification, names, gender, role, hour value, username, password.
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido.')).toHaveLength(8));
    for (const label of ['Número de identificación', 'Nombres', 'Apellidos', 'Género', 'Rol', 'Valor hora', 'Usuario', 'Contraseña']) {
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('new user: a filled form is posted wrapped in `user`, username lowercased', async () => {
    const { calls } = mockApi({
      'GET /v1/items': { body: documentTypes },
      'POST /v1/users': { status: 201, body: olga },
      'GET /v1/users': { body: [olga] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/users/new');
    await screen.findByRole('heading', { name: 'Nuevo usuario' });

    await fill(user, {
      'Número de identificación': '1020304050',
      Nombres: 'Olga',
      Apellidos: 'Ramírez',
      Género: 'F',
      Rol: 'operator',
      'Valor hora': '12.500,5',
      Usuario: 'OLGA',
    });
    expect(field('Usuario')).toHaveValue('olga');
    await fillAndSave(user, { Contraseña: 'secreta123', 'Confirmación de contraseña': 'otra-cosa1' });
    expect(await screen.findByText('La confirmación no coincide con la contraseña.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await fillAndSave(user, { 'Confirmación de contraseña': 'secreta123' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      user: {
        id_type: 'Cédula de Ciudadanía',
        identification_number: '1020304050',
        first_name: 'Olga',
        gender: 'F',
        role: 'operator',
        hour_value: 12500.5,
        username: 'olga',
        password: 'secreta123',
        password_confirmation: 'secreta123',
      },
    });
    expect(await screen.findByText('El usuario ha sido creado.')).toBeInTheDocument();
  });

  it("edit: saving without changes warns 'No hay cambios.' and sends no request", async () => {
    const { calls } = mockApi({ 'GET /v1/items': { body: documentTypes }, 'GET /v1/users/5': { body: olga } });
    const user = userEvent.setup();
    renderApp('/users/5/edit');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Olga'));
    expect(screen.getByText('Deje los campos de contraseña vacíos para conservar la contraseña actual.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('edit: sends only what changed, and puts 422 field errors on their inputs', async () => {
    const { calls } = mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/5': { body: olga },
      'PUT /v1/users/5': {
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos. Revise los campos marcados.',
          errors: { username: ['Ya existe un usuario con este nombre de usuario.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/users/5/edit');
    await waitFor(() => expect(field('Usuario')).toHaveValue('olga'));

    await fillAndSave(user, { Usuario: 'admin', Teléfono: '6041234' });

    expect(await screen.findByText('Ya existe un usuario con este nombre de usuario.')).toBeInTheDocument();
    expect(field('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Los datos enviados no son válidos. Revise los campos marcados.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ user: { username: 'admin', phone: '6041234' } });
  });

  it('an administrator opening their own EditUser is sent to MyAccount', async () => {
    mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/1': { body: { ...olga, id: 1, role: 'administrator', first_name: 'Admin' } },
    });
    const { router } = renderApp('/users/1/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_account'));
    expect(await screen.findByLabelText('Contraseña actual')).toBeInTheDocument();
  });

  it('operator account: no hour value, names read-only, current password required; a new token is stored', async () => {
    resetState();
    signInAs({ id: 5, role: 'operator', first_name: 'Olga', last_name: 'Ramírez' });
    const { hour_value: _omitted, ...ownRecord } = olga;
    const { calls } = mockApi({
      'GET /v1/items': { body: documentTypes },
      'GET /v1/users/5': { body: ownRecord },
      'PUT /v1/users/5': {
        body: {
          ...ownRecord,
          email: 'olga@nuevo.co',
          jwt: 'header.eyJpZCI6NSwicm9sZSI6Im9wZXJhdG9yIiwiZmlyc3RfbmFtZSI6Ik9sZ2EiLCJsYXN0X25hbWUiOiJSYW3DrXJleiIsInR2IjoxfQ.sig',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/my_account');
    await waitFor(() => expect(field('Nombres')).toHaveValue('Olga'));
    expect(screen.queryByLabelText('Valor hora')).not.toBeInTheDocument();
    expect(field('Nombres')).toHaveAttribute('readonly');
    expect(field('Usuario')).toHaveAttribute('readonly');
    expect(field('Rol')).toBeDisabled();

    await fillAndSave(user, { 'Correo electrónico': 'olga@nuevo.co' });
    expect(await screen.findByText('Debe ingresar su contraseña actual.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fillAndSave(user, {
      'Contraseña actual': 'vieja-clave',
      Contraseña: 'nueva-clave1',
      'Confirmación de contraseña': 'nueva-clave1',
    });

    expect(await screen.findByText('El usuario ha sido actualizado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user: { email: 'olga@nuevo.co', password: 'nueva-clave1', password_confirmation: 'nueva-clave1', current_password: 'vieja-clave' },
    });
    expect(localStorage.getItem('tintero.jwt')).toContain(
      'eyJpZCI6NSwicm9sZSI6Im9wZXJhdG9yIiwiZmlyc3RfbmFtZSI6Ik9sZ2EiLCJsYXN0X25hbWUiOiJSYW3DrXJleiIsInR2IjoxfQ',
    );
  });
});

describe('users list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('lists users with formatted hour values, hides self-disable, and disables after confirmation', async () => {
    const me: User = { ...olga, id: 1, role: 'administrator', first_name: 'Admin', last_name: 'Taller', username: 'admin' };
    let enabled = [me, olga];
    const { calls } = mockApi({
      'GET /v1/users': ({ url }) => ({ body: url.searchParams.get('enabled') === 'true' ? enabled : [me, { ...olga, enabled: false }] }),
      'DELETE /v1/users/5': () => {
        enabled = [me];
        return { body: { ...olga, enabled: false } };
      },
    });
    const user = userEvent.setup();
    renderApp('/users');
    const row = (await screen.findByText('Ramírez')).closest('tr')!;
    expect(within(row).getByText('$ 12.500,5')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver actividades' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/activities\/5\/\d{4}-\d{2}-01\/\d{4}-\d{2}-\d{2}$/),
    );
    const myRow = screen.getByText('Taller').closest('tr')!;
    expect(within(myRow).queryByRole('button', { name: 'Deshabilitar usuario' })).not.toBeInTheDocument();
    expect(within(myRow).queryByRole('link', { name: 'Ver actividades' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Deshabilitar usuario' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de deshabilitar a Olga Ramírez?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, deshabilitar' }));

    expect(await screen.findByText('El usuario ha sido deshabilitado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ramírez')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/v1/users/5')).toBe(true);

    await user.click(screen.getByLabelText('Mostrar usuarios deshabilitados'));
    const disabledRow = (await screen.findByText('Ramírez')).closest('tr')!;
    expect(disabledRow).toHaveAttribute('data-enabled', 'false');
    expect(within(disabledRow).getByRole('button', { name: 'Habilitar usuario' })).toBeInTheDocument();
  });

  it('shows the server message when the list fails to load', async () => {
    mockApi({ 'GET /v1/users': { status: 500, body: { message: 'Ocurrió un error inesperado en el servidor.' } } });
    renderApp('/users');
    expect(await screen.findByText('Ocurrió un error inesperado en el servidor.')).toBeInTheDocument();
  });
});
