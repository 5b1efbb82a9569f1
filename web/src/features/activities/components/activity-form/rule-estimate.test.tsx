import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, catalogues, type TimeEstimationRuleResponse } from '@tintero/domain';
import { mockApi, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../../../test/helpers';
import { activityRecordOf } from '../../../../../test/activity-records';
import type { ActivityRecord } from '../../types';
import { ActivityForm } from './activity-form';

const dieCut = activityDefinition('die_cut');

const condition = (ruleId: number, field: string, comparator: '==' | '>=', value: string) => ({
  id: ruleId * 10 + field.length,
  time_estimation_rule_id: ruleId,
  field,
  comparator,
  value,
});

/** Long runs of any cut, and long runs of total cuts: the second is more specific. */
const longRuns: TimeEstimationRuleResponse = {
  id: 3,
  name: 'Tiraje largo',
  activity: 'die_cut',
  activity_name: 'Troquelado',
  time_before_production: 1800,
  estimated_production_time: 6,
  conditions: [condition(3, 'quantity', '>=', '1000')],
  created_at: '2026-03-02T15:04:05.000Z',
  updated_at: '2026-03-02T15:04:05.000Z',
};
const longTotalCuts: TimeEstimationRuleResponse = {
  ...longRuns,
  id: 5,
  name: 'Corte total largo',
  time_before_production: 2700,
  estimated_production_time: 9,
  conditions: [condition(5, 'quantity', '>=', '1000'), condition(5, 'type_of_cut', '==', 'total_cut')],
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v1/machines': { body: [] },
    'GET /v1/users': { body: [] },
    'GET /v1/items': ({ url }) => ({
      body: (catalogues[url.searchParams.get('list_name') ?? ''] ?? []).map((item, index) => ({ id: index + 1, list_id: 9, ...item })),
    }),
    'GET /v1/time_estimation_rules/search_by_activity/die_cut': { body: [longRuns, longTotalCuts] },
    'GET /v1/time_estimation_rules/3/actuals': { body: { rule_id: 3, activities: 12, median_minutes_per_unit: 3.2 } },
    'GET /v1/time_estimation_rules/5/actuals': { body: { rule_id: 5, activities: 0, median_minutes_per_unit: null } },
    ...extra,
  });
}

function renderForm(record: ActivityRecord | null = null) {
  const onDone = vi.fn();
  renderWithModals(<ActivityForm definition={dieCut} record={record} orderId={7} onDone={onDone} onCancel={vi.fn()} today="2030-01-10" />);
  return { onDone };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select, textarea' });
const time = (label: string) => {
  const group = within(screen.getByRole('group', { name: label }));
  return ['Horas', 'Minutos', 'Segundos'].map((part) => (group.getByLabelText(part) as HTMLInputElement).value).join(':');
};
const before = () => time('Tiempo antes de producción');
const perUnit = () => time('Tiempo estimado de producción (por unidad)');

describe('activity form: times from the time-estimation rules', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('fills the times from the matching rule as the fields change, names it, switches to a more specific one, and saves them', async () => {
    const { calls } = api({ 'POST /v1/die_cuts': { status: 201, body: activityRecordOf(dieCut) } });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    expect(await screen.findByText('Ninguna regla coincide.')).toBeInTheDocument();
    expect(before()).toBe('0:0:0');

    await user.type(input('Cantidad'), '2000');
    expect(await screen.findByText('Tiempos según la regla «Tiraje largo» (#3).')).toBeInTheDocument();
    expect(before()).toBe('0:30:0');
    expect(perUnit()).toBe('0:0:6');
    // The rule's per-unit estimate beside what its finished activities took.
    expect(
      await screen.findByText('Regla: 0,1 min por unidad. Real: mediana 3,2 min por unidad en las últimas 12 actividades terminadas.'),
    ).toBeInTheDocument();

    await user.selectOptions(input('Tipo de corte'), 'Corte total');
    expect(await screen.findByText('Tiempos según la regla «Corte total largo» (#5).')).toBeInTheDocument();
    expect(before()).toBe('0:45:0');
    expect(perUnit()).toBe('0:0:9');
    expect(await screen.findByText('Regla: 0,15 min por unidad. Sin actividades terminadas con esta regla aún.')).toBeInTheDocument();

    // A time typed by hand stays until a field the rules test changes again.
    await user.clear(within(screen.getByRole('group', { name: 'Tiempo estimado de producción (por unidad)' })).getByLabelText('Segundos'));
    await user.type(
      within(screen.getByRole('group', { name: 'Tiempo estimado de producción (por unidad)' })).getByLabelText('Segundos'),
      '8',
    );
    expect(perUnit()).toBe('0:0:8');
    expect(
      screen.getByText('La regla «Corte total largo» (#5) coincide, pero los tiempos de esta actividad no son los suyos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar los tiempos de la regla' }));
    expect(perUnit()).toBe('0:0:9');

    await user.type(input('Troquel'), 'T-45');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      die_cut: { quantity: 2000, type_of_cut: 'total_cut', time_before_production: 2700, estimated_production_time: 9 },
    });
  });

  it('an existing pending activity keeps its saved times on opening, and takes the rule’s once a field it tests changes', async () => {
    api({ 'GET /v1/activity_users/DieCut/40/users': { body: { users_in_the_activity: [], available_users: [] } } });
    const user = userEvent.setup();
    renderForm(activityRecordOf(dieCut, { id: 40, quantity: 1500, type_of_cut: 'semi_cut', status: 'pending' }));
    expect(
      await screen.findByText('La regla «Tiraje largo» (#3) coincide, pero los tiempos de esta actividad no son los suyos.'),
    ).toBeInTheDocument();
    expect(before()).toBe('0:10:0');
    expect(perUnit()).toBe('0:0:30');

    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '3000');
    expect(await screen.findByText('Tiempos según la regla «Tiraje largo» (#3).')).toBeInTheDocument();
    expect(before()).toBe('0:30:0');
    expect(perUnit()).toBe('0:0:6');
  });

  it('leaves an activity whose work has started alone: no rules asked, nothing said', async () => {
    const { calls } = api({ 'GET /v1/activity_users/DieCut/40/users': { body: { users_in_the_activity: [], available_users: [] } } });
    const user = userEvent.setup();
    renderForm(activityRecordOf(dieCut, { id: 40, quantity: 1500, status: 'developing' }));
    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '3000');
    await waitForQueriesToSettle();
    expect(before()).toBe('0:10:0');
    expect(screen.queryByText(/regla/i)).toBeNull();
    expect(calls.some((call) => call.url.pathname.startsWith('/v1/time_estimation_rules'))).toBe(false);
  });

  it('when no rule matches any more, the times the rule gave go back to zero and the form says so; times typed by hand stay', async () => {
    api();
    const user = userEvent.setup();
    renderForm();
    await user.type(input('Cantidad'), '3000');
    expect(await screen.findByText('Tiempos según la regla «Tiraje largo» (#3).')).toBeInTheDocument();
    expect(before()).toBe('0:30:0');

    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '150');
    expect(
      await screen.findByText('Ninguna regla coincide: los tiempos de la regla anterior se quitaron. Escriba los de esta actividad.'),
    ).toBeInTheDocument();
    expect(before()).toBe('0:0:0');
    expect(perUnit()).toBe('0:0:0');

    // Filled again, then one time typed by hand: leaving the rule keeps both.
    await user.type(input('Cantidad'), '0');
    expect(await screen.findByText('Tiempos según la regla «Tiraje largo» (#3).')).toBeInTheDocument();
    const seconds = within(screen.getByRole('group', { name: 'Tiempo estimado de producción (por unidad)' })).getByLabelText('Segundos');
    await user.clear(seconds);
    await user.type(seconds, '8');
    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '15');
    expect(await screen.findByText('Ninguna regla coincide.')).toBeInTheDocument();
    expect(before()).toBe('0:30:0');
    expect(perUnit()).toBe('0:0:8');
  });

  it('an existing activity whose saved times a rule gave loses them when a change leaves no rule matching', async () => {
    api({ 'GET /v1/activity_users/DieCut/40/users': { body: { users_in_the_activity: [], available_users: [] } } });
    const user = userEvent.setup();
    renderForm(
      activityRecordOf(dieCut, {
        id: 40,
        quantity: 3000,
        status: 'pending',
        time_estimation_rule_id: 3,
        time_before_production: 1800,
        estimated_production_time: 6,
      }),
    );
    expect(await screen.findByText('Tiempos según la regla «Tiraje largo» (#3).')).toBeInTheDocument();
    await user.clear(input('Cantidad'));
    await user.type(input('Cantidad'), '300');
    expect(await screen.findByText(/los tiempos de la regla anterior se quitaron/)).toBeInTheDocument();
    expect(before()).toBe('0:0:0');
  });
});
