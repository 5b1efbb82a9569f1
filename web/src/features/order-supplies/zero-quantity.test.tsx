import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillAndSave } from '../../../test/forms';
import { mockApi, resetState, signInAs } from '../../../test/helpers';
import { LeftoversTab } from './leftovers-tab';
import { SuppliesUsedTab } from './supplies-used-tab';
import { recordFixture, renderPlugged, tabProps } from './test-utils';

/**
 * Supplies used and leftovers at quantity 0 (spec part 2 §4, docs/decisions/005): recorded with 0,
 * editable while 0 however old (the server says `editable`), never negative.
 */
const inputIn = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { selector: 'input' });

/** A record at 0 made days ago: past the hour, still editable because its quantity is 0. */
const zero = recordFixture({ quantity: 0, value: 0, unit_value: 0, editable: true, created_at: '2026-03-01T13:00:00.000Z' });

describe('quantity 0 on supplies used and leftovers', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('adds a supply used with quantity 0', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/supplies_used': { body: [] },
      'GET /v1/supplies/search': { body: [{ id: 3, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' }] },
      'POST /v1/production_orders/7/supplies_used': { status: 201, body: zero },
    });
    const props = tabProps();
    const user = userEvent.setup();
    renderPlugged(<SuppliesUsedTab {...props} />);
    await screen.findByText('No hay insumos utilizados en esta orden.');
    const fresh = screen.getByRole('form', { name: 'Registrar insumo utilizado' });
    await user.type(inputIn(fresh, 'Insumo'), 'negra');
    await user.click(await screen.findByRole('option', { name: /Tinta negra/ }));
    await user.type(inputIn(fresh, 'Cantidad'), '0');
    await user.click(within(fresh).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(props.refreshOrder).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ supply_used: { supply_id: 3, quantity: 0 } });
    expect(await screen.findByText('El insumo utilizado ha sido creado.')).toBeInTheDocument();
  });

  it('an old leftover at 0 stays editable: given a quantity, then taken back to 0', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/leftovers': { body: [zero] },
      'PUT /v1/production_orders/7/leftovers/31': ({ body }) => ({
        body: { ...zero, quantity: (body as { leftover: { quantity: number } }).leftover.quantity },
      }),
    });
    const user = userEvent.setup();
    renderPlugged(<LeftoversTab {...tabProps()} />);
    const row = await screen.findByRole('form', { name: 'Sobrante Tinta negra' });
    expect(row).not.toHaveAttribute('data-read-only');
    expect(inputIn(row, 'Cantidad')).toHaveValue('0');
    await fillAndSave(user, { Cantidad: '2' }, { within: row });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ leftover: { quantity: 2 } });
    expect(await screen.findByText('El sobrante ha sido actualizado.')).toBeInTheDocument();

    await fillAndSave(user, { Cantidad: '0' }, { within: row });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body).toEqual({ leftover: { quantity: 0 } });
  });

  it('refuses a negative quantity in Spanish before anything is sent', async () => {
    const { calls } = mockApi({ 'GET /v1/production_orders/7/supplies_used': { body: [zero] } });
    const user = userEvent.setup();
    renderPlugged(<SuppliesUsedTab {...tabProps()} />);
    const row = await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' });
    await fillAndSave(user, { Cantidad: '-1' }, { within: row });
    expect(await within(row).findByText('Debe ser mayor o igual a 0.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
