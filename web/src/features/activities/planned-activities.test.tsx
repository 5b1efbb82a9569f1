import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogues, type TimeEstimationRuleResponse } from '@tintero/domain';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../test/helpers';
import type { PlannedActivityRecord } from '../../components/planned-activities-slot';
import { PlannedActivities } from './planned-activities';

const seller = { id: 21, role: 'seller' as const, first_name: 'Sara', last_name: 'Ventas' };

const rule: TimeEstimationRuleResponse = {
  id: 12,
  name: 'Troquel T-1',
  activity: 'die_cut',
  activity_name: 'Troquelado',
  time_before_production: 1200,
  estimated_production_time: 2,
  conditions: [{ id: 1, time_estimation_rule_id: 12, field: 'die_cut', comparator: '==', value: 'T-1' }],
  created_at: '2026-03-02T15:04:05.000Z',
  updated_at: '2026-03-02T15:04:05.000Z',
};

const planned: PlannedActivityRecord = {
  id: 70,
  activity_type: 'die_cut',
  activity_type_name: 'Troquelado',
  quantity: 1000,
  machine: null,
  machine_id: null,
  was_made_by_third: false,
  third: null,
  observation: null,
  value: null,
  type_of_cut: 'semi_cut',
  subtype: null,
  die_cut: 'T-1',
  number_of_hits: 0,
  total_estimated_production_time: 3200,
  time_before_production: 1200,
  estimated_production_time: 2,
  time_estimation_rule_id: 12,
  time_estimation_rule: { id: 12, name: 'Troquel T-1', time_before_production: 1200, estimated_production_time: 2 },
  labour_cost: 17_777.78,
  machinery_cost: 0,
};

describe("a quote option's planned activities", () => {
  beforeEach(() => {
    resetState();
    signInAs(seller);
  });

  it("opens the order's die-cut form without workers nor due date, fills the rule's times for a seller, and sends the type with its fields", async () => {
    const { calls } = mockApi({
      'GET /v1/machines': { body: [] },
      'GET /v1/items': ({ url }) => ({
        body: (catalogues[url.searchParams.get('list_name') ?? ''] ?? []).map((item, index) => ({ id: index + 1, list_id: 9, ...item })),
      }),
      'GET /v1/time_estimation_rules/search_by_activity/die_cut': { body: [rule] },
    });
    const save = vi.fn(() => Promise.resolve({}));
    const user = userEvent.setup();
    renderWithModals(<PlannedActivities activities={[planned]} editable save={save} remove={vi.fn(() => Promise.resolve())} />);

    // The list explains where the times came from.
    expect(screen.getByText('Regla N.º 12: 20 min + 2 s por golpe')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tipo de actividad'), 'Troquelado');
    await user.click(screen.getByRole('button', { name: 'Agregar actividad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Troquelado' });
    expect(within(dialog).queryByLabelText(/Trabajadores/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Fecha límite|Fecha de entrega/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Terminar' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Troquel', { exact: false, selector: 'input' }), 'T-1');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Cantidad/ }), '5000');
    expect(await within(dialog).findByText(/Tiempos según la regla «Troquel T-1» \(#12\)/)).toBeInTheDocument();
    // What finished activities took is the administrators' to read: not asked.
    expect(calls.some((call) => call.url.pathname.endsWith('/actuals'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [id, data] = save.mock.calls[0] as unknown as [number | null, Record<string, unknown>];
    expect(id).toBeNull();
    expect(data).toMatchObject({
      activity_type: 'die_cut',
      die_cut: 'T-1',
      quantity: 5000,
      time_before_production: 1200,
      estimated_production_time: 2,
    });
    for (const orderOnly of ['users', 'due_date', 'production_order_id']) expect(data).not.toHaveProperty(orderOnly);
  });
});
