import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, activityDefinitions, catalogues, messages } from '@tintero/domain';
import { alerts } from '../../../lib/alerts-store';
import { fillAndSave } from '../../../../test/forms';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../../test/helpers';
import { i18n } from '../../../lib/i18n';
import { activityRecordOf } from '../../../../test/activity-records';
import type { ActivityRecord, Definition } from '../types';
import { ActivityForm } from './activity-form/activity-form';

const TODAY = '2030-01-10';
const operators = [
  { id: 21, first_name: 'Lucía', last_name: 'Martínez', role: 'operator', enabled: true },
  { id: 22, first_name: 'Pedro', last_name: 'Gómez', role: 'operator', enabled: true },
  { id: 1, first_name: 'Admin', last_name: 'Taller', role: 'administrator', enabled: true },
];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v1/machines': { body: [{ id: 4, name: 'Heidelberg SM 52', hour_cost: 30000 }] },
    'GET /v1/users': { body: operators },
    'GET /v1/items': ({ url }) => ({
      body: (catalogues[url.searchParams.get('list_name') ?? ''] ?? []).map((item, index) => ({ id: index + 1, list_id: 9, ...item })),
    }),
    ...extra,
  });
}

function renderForm(definition: Definition, record: ActivityRecord | null = null) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  renderWithModals(<ActivityForm definition={definition} record={record} orderId={7} onDone={onDone} onCancel={onCancel} today={TODAY} />);
  return { onDone, onCancel, form: screen.getByRole('form', { name: i18n.t(definition.labelKey) }) };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select, textarea' });
const queryInput = (label: string) => screen.queryByLabelText(label, { exact: true, selector: 'input, select, textarea' });
const timeGroup = (label: string) => screen.getByRole('group', { name: label });

describe('activity form, drawn from the registry', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it.each(activityDefinitions.map((definition) => [definition.type, definition] as const))(
    'new %s: every input of its definition, Register only, third-party inputs hidden',
    async (_type, definition) => {
      api();
      renderForm(definition);
      for (const entry of definition.formFields) {
        const label = i18n.t(entry.labelKey);
        if (entry.visibleWhen === 'third_party') {
          expect(queryInput(label), label).toBeNull();
        } else if (entry.field.kind === 'duration') {
          expect(timeGroup(label), label).toBeInTheDocument();
        } else if (entry.readOnly) {
          expect(input(label), label).toHaveAttribute('readonly');
        } else {
          expect(input(label), label).toBeInTheDocument();
        }
      }
      expect(screen.getByRole('button', { name: 'Registrar' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Terminar' })).toBeNull();
    },
  );

  it('pre_cut: the quantity is read-only, sheets × pieces per sheet', async () => {
    const user = userEvent.setup();
    api();
    renderForm(activityDefinition('pre_cut'));
    expect(input('Cantidad')).toHaveAttribute('readonly');
    await user.type(input('Número de pliegos'), '12');
    await user.type(input('Salen del pliego'), '4');
    expect(input('Cantidad')).toHaveValue('48');
    await user.type(input('Número de paquetes'), '6');
    const total = screen.getByLabelText('Tiempo estimado total', { selector: 'input' });
    expect(total).toHaveValue('00:00:00');
  });

  it("pre_cut: the substrate is a supply picked by name; the computed quantity is not the client's to send", async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('pre_cut');
    const { calls } = api({
      'GET /v1/supplies/search': { body: [{ id: 3, name: 'Cartulina esmaltada', quantity: 500, unit_of_measurement: 'Pliego' }] },
      'POST /v1/pre_cuts': { status: 201, body: activityRecordOf(definition) },
    });
    const { onDone } = renderForm(definition);
    await user.type(input('Insumo'), 'cartu');
    await user.click(await screen.findByRole('option', { name: /Cartulina esmaltada/ }));
    const sheets = { 'Número de pliegos': '10', 'Salen del pliego': '2', 'Número de paquetes': '4', 'Medida a convertir': '35x50' };
    await fillAndSave(user, sheets, { save: 'Registrar' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      pre_cut: {
        supply_id: 3,
        number_of_sheets: 10,
        leave_the_sheet: 2,
        number_of_packages: 4,
        measure_to_convert: '35x50',
        quantity: null,
      },
    });
  });

  it('impression: good sheets + leftovers, machine required unless a third party makes it', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderForm(activityDefinition('impression'));
    await user.type(input('Pliegos buenos'), '100.5');
    await user.type(input('Sobrantes'), '10');
    expect(input('Cantidad')).toHaveValue('110,5');
    expect(input('Tipo de impresión')).toHaveValue('lithography');

    // Our own work: the machine is required and the workers section shows.
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(input('Máquina')).toHaveAttribute('aria-invalid', 'true'));
    expect(input('Trabajadores')).toBeInTheDocument();
    expect(queryInput('Tercero')).toBeNull();

    // Made by a third party: workers hidden, third and value required, machine no longer.
    await user.click(screen.getByLabelText('Hecha por un tercero'));
    expect(queryInput('Trabajadores')).toBeNull();
    // An impression's labour value starts at 0 (spec part 2 §3 defaults): emptied, it is required.
    expect(input('Valor mano de obra')).toHaveValue('$ 0,0');
    await user.clear(input('Valor mano de obra'));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(input('Tercero')).toHaveAttribute('aria-invalid', 'true'));
    expect(input('Valor mano de obra')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Máquina')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('die_cut: type of cut offers the translated options, semi cut by default', () => {
    api();
    renderForm(activityDefinition('die_cut'));
    const select = input('Tipo de corte');
    expect(select).toHaveValue('semi_cut');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semicorte', 'Corte total']);
  });

  it('varnish: mate and bright are checkboxes', async () => {
    const user = userEvent.setup();
    api();
    renderForm(activityDefinition('varnish'));
    expect(screen.getByRole('checkbox', { name: 'Mate' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Brillante' }));
    expect(screen.getByRole('checkbox', { name: 'Brillante' })).toBeChecked();
  });

  it('plasticized made by a third party shows the read-only unit value = value ÷ quantity', async () => {
    const user = userEvent.setup();
    api();
    renderForm(activityDefinition('plasticized'));
    expect(queryInput('Valor unitario')).toBeNull();
    await user.type(input('Cantidad'), '4');
    await user.click(screen.getByLabelText('Hecha por un tercero'));
    expect(input('Valor unitario')).toHaveValue('$ 0,0');
    await user.type(input('Valor mano de obra'), '1000');
    expect(input('Valor unitario')).toHaveValue('$ 250,0');
    expect(input('Valor unitario')).toHaveAttribute('readonly');
  });

  it('pre_press: a valid form is posted wrapped in `pre_press` with times in seconds and worker ids, then says so', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('pre_press');
    const saved = activityRecordOf(definition, { id: 31 });
    const { calls } = api({ 'POST /v1/pre_presses': { status: 201, body: saved } });
    const { onDone } = renderForm(definition);

    await user.type(input('Tamaño'), '50x70');
    await user.type(input('Cantidad'), '3');
    await user.selectOptions(input('Máquina'), 'Heidelberg SM 52');
    const estimate = within(timeGroup('Tiempo estimado de producción (por unidad)'));
    await user.clear(estimate.getByLabelText('Minutos'));
    await user.type(estimate.getByLabelText('Minutos'), '10');
    await user.type(input('Fecha de entrega'), '2030-01-15');
    await user.click(input('Trabajadores'));
    await user.click(await screen.findByRole('option', { name: 'Pedro Gómez' }));
    expect(screen.queryByRole('option', { name: 'Admin Taller' })).toBeNull();
    expect(screen.getByLabelText('Tiempo estimado total', { selector: 'input' })).toHaveValue('00:30:00');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(saved));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/v1/pre_presses');
    expect(post?.body).toMatchObject({
      pre_press: {
        production_order_id: 7,
        size: '50x70',
        quantity: 3,
        machine_id: 4,
        estimated_production_time: 600,
        time_before_production: 0,
        due_date: '2030-01-15',
        users: [22],
        was_made_by_third: false,
      },
    });
    expect(alerts.getSnapshot().map((alert) => alert.messages.join())).toContain('La actividad Preprensa ha sido creada.');
  });

  it('a due date before today is refused before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderForm(activityDefinition('sealed'));
    await fillAndSave(user, { Tipo: 'Sello', Cantidad: '2', 'Fecha de entrega': '2030-01-09' }, { save: 'Registrar' });
    expect(await screen.findByText('La fecha de entrega no puede ser anterior a hoy.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('server 422 errors land on their inputs', async () => {
    const user = userEvent.setup();
    api({
      'POST /v1/colaminados': {
        status: 422,
        body: {
          message: 'Los datos no son válidos.',
          errors: { kind: ['El valor es demasiado raro.'], machine_id: ['La máquina no existe.'] },
        },
      },
    });
    const { onDone } = renderForm(activityDefinition('colaminado'));
    await fillAndSave(user, { Tipo: 'Colaminado doble', Cantidad: '5' }, { save: 'Registrar' });
    expect(await screen.findByText('El valor es demasiado raro.')).toBeInTheDocument();
    expect(screen.getByText('La máquina no existe.')).toBeInTheDocument();
    expect(input('Tipo')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()[0]).toMatchObject({ kind: 'danger', messages: ['Los datos no son válidos.'] });
  });

  it('required inputs say the Spanish required message', async () => {
    const user = userEvent.setup();
    api();
    renderForm(activityDefinition('ojalete'));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.getAllByText(messages.required).length).toBeGreaterThanOrEqual(4));
    for (const label of ['Tipo', 'Color', 'Tamaño', 'Cantidad']) expect(input(label), label).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('activity form buttons', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('an existing record in progress offers Update and the red Finish, which asks first and then finishes it', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('die_cut');
    const record = activityRecordOf(definition, {
      id: 40,
      status: 'developing',
      users: [{ id: 21, first_name: 'Lucía', last_name: 'Martínez', activity_user_id: 3, quantity_produced: 0, status: 'developing' }],
    });
    const finished = { ...record, status: 'finished' };
    const { calls } = api({
      'GET /v1/activity_users/DieCut/40/users': {
        body: { users_in_the_activity: record.users, available_users: [{ id: 22, first_name: 'Pedro', last_name: 'Gómez' }] },
      },
      'PUT /v1/activity_users/DieCut/40/finish': { body: finished },
    });
    const { onDone } = renderForm(definition, record);
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Está seguro?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Terminar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(finished));
    expect(calls.some((call) => call.method === 'PUT' && call.url.pathname === '/v1/activity_users/DieCut/40/finish')).toBe(true);
    expect(alerts.getSnapshot().map((alert) => alert.messages.join())).toContain('La actividad ha sido terminada.');
  });

  it('a pending record offers Update but not Finish; an unchanged one says there are no changes and sends nothing', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('various_activity');
    const record = activityRecordOf(definition, { id: 41 });
    const { calls } = api({
      'GET /v1/activity_users/VariousActivity/41/users': { body: { users_in_the_activity: [], available_users: [] } },
    });
    renderForm(definition, record);
    expect(screen.queryByRole('button', { name: 'Terminar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(alerts.getSnapshot()[0]).toMatchObject({ kind: 'warning', messages: ['No hay cambios.'] }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("a change the record's state refuses (409) says why and asks for a reload", async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('heat_stamped');
    const record = activityRecordOf(definition, { id: 42, status: 'paused' });
    api({
      'GET /v1/activity_users/HeatStamped/42/users': { body: { users_in_the_activity: [], available_users: [] } },
      'PUT /v1/heat_stampeds/42': { status: 409, body: { code: 'order_closed', message: 'La orden de producción está cerrada.' } },
    });
    const onConflict = vi.fn();
    renderWithModals(
      <ActivityForm
        definition={definition}
        record={record}
        orderId={7}
        onDone={() => {}}
        onCancel={() => {}}
        onConflict={onConflict}
        today={TODAY}
      />,
    );
    await fillAndSave(user, { Color: 'Dorado' }, { save: 'Actualizar' });
    await waitFor(() => expect(onConflict).toHaveBeenCalled());
    expect(alerts.getSnapshot().at(-1)).toMatchObject({ kind: 'danger', messages: ['La orden de producción está cerrada.'] });
  });

  it('a finished record is read only; made by a third party it keeps Update, except colaminado', () => {
    api();
    const finished = activityRecordOf(activityDefinition('emboss'), { status: 'finished' });
    const { unmount } = renderWithModals(
      <ActivityForm
        definition={activityDefinition('emboss')}
        record={finished}
        orderId={7}
        onDone={() => {}}
        onCancel={() => {}}
        today={TODAY}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminar' })).toBeNull();
    expect(input('Tipo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    unmount();

    const third = { was_made_by_third: true, third: 'Acabados SAS', value: 5000, status: 'finished' as const };
    const view = renderWithModals(
      <ActivityForm
        definition={activityDefinition('emboss')}
        record={activityRecordOf(activityDefinition('emboss'), third)}
        orderId={7}
        onDone={() => {}}
        onCancel={() => {}}
        today={TODAY}
      />,
    );
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(input('Tercero')).toHaveValue('Acabados SAS');
    view.unmount();

    renderWithModals(
      <ActivityForm
        definition={activityDefinition('colaminado')}
        record={activityRecordOf(activityDefinition('colaminado'), third)}
        orderId={7}
        onDone={() => {}}
        onCancel={() => {}}
        today={TODAY}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
  });
});
