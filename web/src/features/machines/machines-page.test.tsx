import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Machine } from '@tintero/domain';
import { fillAndSave } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const machine = (overrides: Partial<Machine> = {}): Machine => ({
  id: 4,
  name: 'Heidelberg SM 52',
  hour_cost: 30000,
  working_week: null,
  created_at: '2030-01-02T10:00:00-05:00',
  updated_at: '2030-01-02T10:00:00-05:00',
  ...overrides,
});

describe('machines screen', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('lists the machines with their hour cost and is in the Administración menu', async () => {
    mockApi({ 'GET /v1/machines': { body: [machine(), machine({ id: 5, name: 'Guillotina Polar', hour_cost: 12500.5 })] } });
    renderApp('/machines');
    const row = (await screen.findByText('Heidelberg SM 52')).closest('tr')!;
    expect(within(row).getByText('$ 30.000,0')).toBeInTheDocument();
    expect(screen.getByText('$ 12.500,5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Máquinas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Máquinas' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a machine from the dialog, with the hour cost typed as currency', async () => {
    const { calls } = mockApi({
      'GET /v1/machines': { body: [] },
      'POST /v1/machines': ({ body }) => ({ status: 201, body: machine({ id: 9, ...(body as { machine: object }).machine }) }),
    });
    const user = userEvent.setup();
    renderApp('/machines');
    await user.click(await screen.findByRole('button', { name: 'Nueva máquina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva máquina' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findAllByText('Este campo es requerido.')).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await fillAndSave(user, { Nombre: 'Troqueladora', 'Costo por hora': '45.000,5' }, { save: 'Registrar', within: dialog });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ machine: { name: 'Troqueladora', hour_cost: 45000.5 } });
    expect(await screen.findByText('La máquina ha sido creada.')).toBeInTheDocument();
  });

  it('edits only what changed, and says so when nothing did', async () => {
    const { calls } = mockApi({
      'GET /v1/machines': { body: [machine()] },
      'PUT /v1/machines/4': { body: machine({ hour_cost: 32000 }) },
    });
    const user = userEvent.setup();
    renderApp('/machines');
    await user.click(await screen.findByRole('button', { name: 'Editar Heidelberg SM 52' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('No hay cambios.')).toBeInTheDocument();
    await fillAndSave(user, { 'Costo por hora': '32000' }, { save: 'Actualizar', within: dialog });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ machine: { hour_cost: 32000 } });
  });

  it('a machine activities use is not deleted: the server says why', async () => {
    const { calls } = mockApi({
      'GET /v1/machines': { body: [machine()] },
      'DELETE /v1/machines/4': {
        status: 409,
        body: { message: 'La máquina está asignada a actividades y no se puede eliminar.', code: 'machine_in_use' },
      },
    });
    const user = userEvent.setup();
    renderApp('/machines');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Heidelberg SM 52' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar la máquina Heidelberg SM 52?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('La máquina está asignada a actividades y no se puede eliminar.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("edits a machine's working week: Saturday mornings too", async () => {
    const { calls } = mockApi({
      'GET /v1/machines': { body: [machine()] },
      'PUT /v1/machines/4': { body: machine() },
      'GET /v1/days_off': { body: { year: 2030, holidays: [{ date: '2030-12-08', name: 'La inmaculada concepción' }], workshop: [] } },
    });
    const user = userEvent.setup();
    renderApp('/machines');
    expect(await screen.findByText('2030-12-08 · La inmaculada concepción')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Semana de trabajo Heidelberg SM 52' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sábado' }));
    await user.clear(within(dialog).getByLabelText('Horas Sábado'));
    await user.type(within(dialog).getByLabelText('Horas Sábado'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const week = [
      null,
      ...Array.from({ length: 5 }, () => ({ start_minute: 420, seconds: 28_800 })),
      { start_minute: 420, seconds: 14_400 },
    ];
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ machine: { working_week: week } });
  });
});
