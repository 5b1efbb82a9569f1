import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activityDefinition } from '@tintero/domain';
import { field } from '../../../test/forms';
import { mockApi, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { Alerts } from '../../components/alerts';
import { i18n } from '../../lib/i18n';
import { EditTimeEstimationRulePage } from './edit-time-estimation-rule-page';
import { NewTimeEstimationRulePage } from './new-time-estimation-rule-page';
import { ruleFixture } from './test-data';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/time_estimation_rules/new', element: <NewTimeEstimationRulePage /> },
      { path: '/settings/time_estimation_rules/:time_estimation_rule_id', element: <EditTimeEstimationRulePage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithModals(
    <>
      <Alerts />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

const row = (index: number) => screen.getByRole('group', { name: `Condición ${index}` });
const inRow = (index: number, label: string) => within(row(index)).getByLabelText(label, { exact: false, selector: 'input, select' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);
const timePart = (group: string, part: 'Horas' | 'Minutos' | 'Segundos') =>
  within(screen.getByRole('group', { name: group })).getByLabelText(part);

describe('time-estimation rule form', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it("offers the chosen activity's fields; another activity drops the conditions on fields it lacks", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAt('/settings/time_estimation_rules/new');
    expect(field('Actividad')).toHaveValue('');

    await user.selectOptions(field('Actividad'), 'Troquelado');
    const dieCut = activityDefinition('die_cut');
    expect(optionsOf(inRow(1, 'Campo'))).toEqual(dieCut.ruleFields.map(({ field: name }) => i18n.t(dieCut.labelKeyOf(name))));
    expect(optionsOf(inRow(1, 'Comparador'))).toEqual([
      '== (Igual a)',
      '!= (Diferente de)',
      '> (Mayor que)',
      '< (Menor que)',
      '>= (Mayor o igual que)',
      '<= (Menor o igual que)',
    ]);
    await user.selectOptions(inRow(1, 'Campo'), 'Tipo de corte');
    // A choice field's value is one of its options.
    expect(optionsOf(inRow(1, 'Valor'))).toEqual(['Semicorte', 'Corte total']);
    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    await user.selectOptions(inRow(2, 'Campo'), 'Cantidad');

    await user.selectOptions(field('Actividad'), 'Barniz');
    expect(screen.getAllByRole('group', { name: /^Condición/ })).toHaveLength(1);
    expect(inRow(1, 'Campo')).toHaveValue('quantity');
    // A boolean field is a yes/no select, written 1/0.
    await user.selectOptions(inRow(1, 'Campo'), 'Mate');
    expect(optionsOf(inRow(1, 'Valor'))).toEqual(['Sí', 'No']);
    await user.selectOptions(inRow(1, 'Valor'), 'Sí');
    expect(inRow(1, 'Valor')).toHaveValue('1');
  });

  it('refuses a rule without conditions and a value that is not a number for >=, before anything is sent', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderAt('/settings/time_estimation_rules/new');

    await user.click(screen.getByRole('button', { name: 'Quitar la condición 1' }));
    expect(screen.getByText('La regla debe tener al menos una condición.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findAllByText('Este campo es requerido.')).toHaveLength(2);
    expect(screen.getAllByText('La regla debe tener al menos una condición.')).toHaveLength(1);

    await user.type(field('Nombre'), 'Troquelado grande');
    await user.selectOptions(field('Actividad'), 'Troquelado');
    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    expect(screen.queryByText('La regla debe tener al menos una condición.')).toBeNull();
    await user.selectOptions(inRow(1, 'Campo'), 'Subtipo');
    await user.type(inRow(1, 'Valor'), 'grande');
    await user.selectOptions(inRow(1, 'Comparador'), '>=');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await within(row(1)).findByText('Con este comparador el valor debe ser un número.')).toBeInTheDocument();

    // A number typed with a comma takes the decimal point; letters are not taken.
    await user.clear(inRow(1, 'Valor'));
    await user.type(inRow(1, 'Valor'), '2,5x');
    expect(inRow(1, 'Valor')).toHaveValue('2.5');
    await waitForQueriesToSettle();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the rule with its conditions and times wrapped in time_estimation_rule, then opens it', async () => {
    const created = ruleFixture({ id: 9 });
    const { calls } = mockApi({
      'POST /v1/time_estimation_rules': { status: 201, body: created },
      'GET /v1/time_estimation_rules/9': { body: created },
    });
    const user = userEvent.setup();
    const router = renderAt('/settings/time_estimation_rules/new');

    await user.type(field('Nombre'), '  Troquelado de tiraje largo ');
    await user.selectOptions(field('Actividad'), 'Troquelado');
    await user.selectOptions(inRow(1, 'Campo'), 'Cantidad');
    await user.selectOptions(inRow(1, 'Comparador'), '>=');
    await user.type(inRow(1, 'Valor'), '1000');
    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    await user.selectOptions(inRow(2, 'Campo'), 'Tipo de corte');
    await user.selectOptions(inRow(2, 'Valor'), 'Corte total');
    await user.type(timePart('Tiempo antes de producción', 'Minutos'), '30');
    await user.type(timePart('Tiempo estimado de producción (por unidad)', 'Segundos'), '3');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('La regla ha sido creada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      time_estimation_rule: {
        name: 'Troquelado de tiraje largo',
        activity: 'die_cut',
        time_before_production: 1800,
        estimated_production_time: 3,
        conditions: [
          { field: 'quantity', comparator: '>=', value: '1000' },
          { field: 'type_of_cut', comparator: '==', value: 'total_cut' },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/time_estimation_rules/9'));
  });

  it('an unchanged edit says so and sends nothing; a changed condition sends the whole list', async () => {
    const rule = ruleFixture();
    const { calls } = mockApi({
      'GET /v1/time_estimation_rules/4': { body: rule },
      'PUT /v1/time_estimation_rules/4': ({ body }) => ({
        body: { ...rule, ...(body as { time_estimation_rule: object }).time_estimation_rule },
      }),
    });
    const user = userEvent.setup();
    renderAt('/settings/time_estimation_rules/4');
    expect(await screen.findByDisplayValue('Troquelado de tiraje largo')).toBeInTheDocument();
    expect(inRow(2, 'Valor')).toHaveValue('total_cut');

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(inRow(1, 'Valor'));
    await user.type(inRow(1, 'Valor'), '5000');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('La regla ha sido actualizada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      time_estimation_rule: {
        conditions: [
          { field: 'quantity', comparator: '>=', value: '5000' },
          { field: 'type_of_cut', comparator: '==', value: 'total_cut' },
        ],
      },
    });
  });

  it("puts the server's 422 messages on the condition inputs they name", async () => {
    const rule = ruleFixture();
    mockApi({
      'GET /v1/time_estimation_rules/4': { body: rule },
      'PUT /v1/time_estimation_rules/4': {
        status: 422,
        body: {
          message: 'La regla no es válida.',
          errors: { 'conditions.1.value': ['El valor no es válido para el tipo de corte.'], name: ['Ya existe una regla con ese nombre.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/settings/time_estimation_rules/4');
    await screen.findByDisplayValue('Troquelado de tiraje largo');
    await user.type(field('Nombre'), ' (copia)');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));

    expect(await within(row(2)).findByText('El valor no es válido para el tipo de corte.')).toBeInTheDocument();
    expect(within(row(1)).queryByText('El valor no es válido para el tipo de corte.')).toBeNull();
    expect(screen.getByText('Ya existe una regla con ese nombre.')).toBeInTheDocument();
    expect(screen.getByText('La regla no es válida.')).toBeInTheDocument();
  });

  it('removing a saved condition asks, deletes it at once with its own messages and keeps what is typed; a new row just goes', async () => {
    const rule = ruleFixture();
    const { calls } = mockApi({
      'GET /v1/time_estimation_rules/4': { body: rule },
      'DELETE /v1/time_estimation_rules/4/time_estimation_rule_conditions/11': { status: 204 },
      'DELETE /v1/time_estimation_rules/4/time_estimation_rule_conditions/10': {
        status: 409,
        body: { code: 'last_condition', message: 'La regla debe tener al menos una condición.' },
      },
      'PUT /v1/time_estimation_rules/4': ({ body }) => ({
        body: { ...rule, ...(body as { time_estimation_rule: object }).time_estimation_rule },
      }),
    });
    const deletes = () => calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname);
    const user = userEvent.setup();
    renderAt('/settings/time_estimation_rules/4');
    await screen.findByDisplayValue('Troquelado de tiraje largo');
    await user.type(field('Nombre'), ' (v2)');

    // A row not saved yet goes without a word to the server.
    await user.click(screen.getByRole('button', { name: 'Agregar condición' }));
    await user.click(screen.getByRole('button', { name: 'Quitar la condición 3' }));
    expect(screen.queryByRole('group', { name: 'Condición 3' })).toBeNull();
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Quitar la condición 2' }));
    const question = await screen.findByRole('dialog', { name: /Eliminar condición/ });
    expect(question).toHaveTextContent('¿Está seguro de eliminar la condición 2?');
    await user.click(within(question).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('La condición ha sido eliminada.')).toBeInTheDocument();
    expect(deletes()).toEqual(['/v1/time_estimation_rules/4/time_estimation_rule_conditions/11']);
    expect(screen.queryByRole('group', { name: 'Condición 2' })).toBeNull();
    expect(field('Nombre')).toHaveValue('Troquelado de tiraje largo (v2)');

    // The server refuses the last one: its message, and the row stays.
    await user.click(screen.getByRole('button', { name: 'Quitar la condición 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Eliminar condición/ })).getByRole('button', { name: 'Sí, eliminar' }),
    );
    expect(await screen.findByText('La regla debe tener al menos una condición.')).toBeInTheDocument();
    expect(screen.queryByText('La condición ha sido eliminada.')).toBeNull();
    expect(row(1)).toBeInTheDocument();

    // Saving sends only the name: the deleted condition is what the server already holds.
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('La regla ha sido actualizada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      time_estimation_rule: { name: 'Troquelado de tiraje largo (v2)' },
    });
  });
});
