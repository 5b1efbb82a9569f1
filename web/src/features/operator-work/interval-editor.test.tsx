import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../test/helpers';
import { IntervalEditor } from './interval-editor';
import { intervalOf } from '../../../test/work-records';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const target = {
  title: 'Impresión N.º 12',
  workers: [
    { activityUserId: 31, name: 'Lucía Martínez' },
    { activityUserId: 32, name: 'Pedro Gómez' },
  ],
};

const lucia = [
  intervalOf({ value: 15000 }),
  intervalOf({
    id: 91,
    start_time: '2030-03-18T10:00:00.000-05:00',
    end_time: '2030-03-18T10:45:00.000-05:00',
    minutes: 45,
    quantity_produced: 100,
    value: 7500,
    updated_by: { id: 1, first_name: 'Admin', last_name: 'Taller' },
    updated_at: '2030-03-19T08:15:00.000-05:00',
  }),
];

/** Picks a day of March 2030 and a time on a form's date-time picker (`field`: Inicio or Fin). */
const picker =
  (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) =>
  async (field: string, hours: string, minutes: string, amPm: 'AM' | 'PM', day = '18 marzo 2030') => {
    await user.click(within(form).getByRole('button', { name: new RegExp(field) }));
    await user.click(await screen.findByRole('button', { name: day }));
    await user.type(screen.getByRole('spinbutton', { name: 'Horas' }), hours);
    await user.type(screen.getByRole('spinbutton', { name: 'Minutos' }), minutes);
    await user.selectOptions(screen.getByRole('combobox', { name: 'AM / PM' }), amPm);
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Listo' })).not.toBeInTheDocument());
  };

describe('interval editor', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("lists a worker's intervals with their value, totals and who changed each by hand; switches worker", async () => {
    const { calls } = mockApi({
      'GET /v1/activity_users/31/intervals': { body: lucia },
      'GET /v1/activity_users/32/intervals': { body: [intervalOf({ id: 95, activity_user_id: 32, value: 9000 })] },
    });
    const user = userEvent.setup();
    renderWithModals(<IntervalEditor target={target} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Intervalos · Impresión N.º 12' });
    const table = await within(dialog).findByRole('table', { name: 'Intervalos de Lucía Martínez' });
    const first = await within(table).findByText('18/03/2030 08:00');
    const row = first.closest('tr')!;
    expect(row).toHaveTextContent('18/03/2030 09:30');
    expect(row).toHaveTextContent('01:30:00');
    expect(row).toHaveTextContent('$ 15.000,0');
    expect(row).toHaveTextContent('Sin cambios manuales');
    expect(within(table).getByText('18/03/2030 10:00').closest('tr')).toHaveTextContent('Admin Taller, 19/03/2030 08:15');
    // Totals: 2 h 15 min, 300 units, $ 22.500.
    expect(table).toHaveTextContent('02:15:00');
    expect(table).toHaveTextContent('$ 22.500,0');

    await user.selectOptions(within(dialog).getByLabelText('Trabajador'), 'Pedro Gómez');
    expect(await within(dialog).findByRole('table', { name: 'Intervalos de Pedro Gómez' })).toHaveTextContent('$ 9.000,0');
    expect(calls.map((call) => call.url.pathname)).toContain('/v1/activity_users/32/intervals');
  });

  it('edits an interval: the pickers hold its times on a 12-hour clock, and only what changed is sent', async () => {
    const { calls } = mockApi({
      'GET /v1/activity_users/31/intervals': { body: lucia },
      'PUT /v1/activity_users/31/intervals/91': ({ body }) => ({ body: { ...lucia[1], ...(body as { interval: object }).interval } }),
    });
    const user = userEvent.setup();
    renderWithModals(<IntervalEditor target={target} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Editar intervalo 18/03/2030 10:00' }));
    const form = await within(dialog).findByRole('form', { name: 'Editar el intervalo que inició el 18/03/2030 10:00' });
    expect(within(form).getByRole('button', { name: /Inicio/ })).toHaveTextContent('18/03/2030 10:00 AM');
    expect(within(form).getByRole('button', { name: /Fin/ })).toHaveTextContent('18/03/2030 10:45 AM');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('No hay cambios.')).toBeInTheDocument();

    const quantity = within(form).getByLabelText('Cantidad producida');
    await user.clear(quantity);
    await user.type(quantity, '120');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('El intervalo ha sido actualizado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ interval: { quantity_produced: 120 } });
    // Back to a new interval.
    expect(await within(dialog).findByRole('form', { name: 'Nuevo intervalo' })).toBeInTheDocument();
  });

  it("a new interval needs its start and end; the server's 422 lands on its field", async () => {
    const { calls } = mockApi({
      'GET /v1/activity_users/31/intervals': { body: lucia },
      'POST /v1/activity_users/31/intervals': {
        status: 422,
        body: {
          message: 'El intervalo no ha sido creado.',
          errors: { end_time: ['El intervalo se cruza con otro intervalo del mismo trabajador.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderWithModals(<IntervalEditor target={target} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const form = await within(dialog).findByRole('form', { name: 'Nuevo intervalo' });
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("creates an interval with the date-time pickers (Spanish calendar, 12-hour clock), sent in the workshop's zone", async () => {
    // Only the date is fixed (5 p.m. in Bogotá); timers stay real for the pickers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-18T22:00:00Z'));
    signInAs(admin);
    const { calls } = mockApi({
      'GET /v1/activity_users/31/intervals': { body: [] },
      'POST /v1/activity_users/31/intervals': ({ body }) => ({ status: 201, body: intervalOf((body as { interval: object }).interval) }),
    });
    const user = userEvent.setup();
    // Mantine hides a dropdown whose field it cannot measure (jsdom measures nothing) unless told it is a test.
    renderWithModals(
      <MantineProvider env="test">
        <IntervalEditor target={target} onClose={() => {}} />
      </MantineProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Nuevo intervalo' });
    const pick = picker(user, form);
    await pick('Inicio', '08', '00', 'AM');
    await pick('Fin', '01', '30', 'PM');
    expect(within(form).getByRole('button', { name: /Fin/ })).toHaveTextContent('18/03/2030 01:30 PM');
    await user.type(within(form).getByLabelText('Cantidad producida'), '250');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('El intervalo ha sido creado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      interval: { start_time: '2030-03-18T08:00:00-05:00', end_time: '2030-03-18T13:30:00-05:00', quantity_produced: 250 },
    });
  });

  it('deletes an interval after "¿Está seguro?"', async () => {
    const { calls } = mockApi({
      'GET /v1/activity_users/31/intervals': { body: lucia },
      'DELETE /v1/activity_users/31/intervals/90': { status: 204 },
    });
    const user = userEvent.setup();
    renderWithModals(<IntervalEditor target={target} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Eliminar intervalo 18/03/2030 08:00' }));
    const sure = await screen.findByRole('dialog', { name: /Advertencia/ });
    expect(sure).toHaveTextContent('¿Está seguro?');
    expect(sure).toHaveTextContent('Se eliminará el intervalo de Lucía Martínez que inició el 18/03/2030 08:00');
    await user.click(within(sure).getByRole('button', { name: 'Eliminar intervalo' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('El intervalo ha sido eliminado.')).toBeInTheDocument();
  });

  it("shows MAX_INTERVAL_HOURS, marks a longer interval, refuses a longer one before sending, and shows the server's 422 on its field", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-20T22:00:00Z'));
    signInAs(admin);
    const weekend = intervalOf({
      id: 92,
      start_time: '2030-03-15T17:00:00.000-05:00',
      end_time: '2030-03-18T05:00:00.000-05:00',
      minutes: 60 * 60,
    });
    const { calls } = mockApi({
      'GET /v1/about': {
        body: {
          version: '1',
          contact_email: 'a@b.c',
          time_overrun_tolerance_seconds: 900,
          time_zone: 'America/Bogota',
          max_interval_hours: 16,
        },
      },
      'GET /v1/activity_users/31/intervals': { body: [weekend, ...lucia] },
      'PUT /v1/activity_users/31/intervals/92': ({ body }) => ({ body: { ...weekend, ...(body as { interval: object }).interval } }),
      'POST /v1/activity_users/31/intervals': {
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos. Revise los campos marcados.',
          errors: { start_time: ['El intervalo no puede empezar antes de la creación de la actividad.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderWithModals(
      <MantineProvider env="test">
        <IntervalEditor target={target} onClose={() => {}} />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    const form = await within(dialog).findByRole('form', { name: 'Nuevo intervalo' });
    expect(
      await within(form).findByText('Un intervalo dura como máximo 16 horas y no empieza antes de la creación de la actividad.'),
    ).toBeInTheDocument();
    // The timer's weekend (the server records it as it ran) is marked for the administrator to correct.
    const table = await within(dialog).findByRole('table', { name: 'Intervalos de Lucía Martínez' });
    expect(within(table).getByText('15/03/2030 17:00').closest('tr')).toHaveTextContent('Más de 16 h');
    expect(within(table).getByText('18/03/2030 08:00').closest('tr')).not.toHaveTextContent('Más de 16 h');

    // 10:00 AM on the 18th to 3:00 AM on the 19th is 17 hours: refused here, nothing sent.
    const pick = picker(user, form);
    await pick('Inicio', '10', '00', 'AM');
    await pick('Fin', '03', '00', 'AM', '19 marzo 2030');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByText('Un intervalo no puede durar más de 16 horas.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Within the limit, what only the server knows comes back on its field.
    await pick('Fin', '06', '00', 'PM');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByText('El intervalo no puede empezar antes de la creación de la actividad.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    // The weekend interval's quantity may still be corrected without touching its times.
    await user.click(within(table).getByRole('button', { name: 'Editar intervalo 15/03/2030 17:00' }));
    const edit = await within(dialog).findByRole('form', { name: 'Editar el intervalo que inició el 15/03/2030 17:00' });
    const quantity = within(edit).getByLabelText('Cantidad producida');
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(within(edit).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('El intervalo ha sido actualizado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ interval: { quantity_produced: 7 } });
  });
});
