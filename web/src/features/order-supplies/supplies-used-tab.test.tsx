import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@tintero/domain';
import { fillAndSave } from '../../../test/forms';
import { mockApi, resetState, signInAs } from '../../../test/helpers';
import { LeftoversSection } from './leftovers-section';
import { LeftoversTab } from './leftovers-tab';
import { SuppliesUsedSection } from './supplies-used-section';
import { SuppliesUsedTab } from './supplies-used-tab';
import { orderBasics, recordFixture, renderPlugged, tabProps } from './test-utils';

const admin = { id: 1, role: 'administrator' as const };
const operator = { id: 9, role: 'operator' as const };

const editable = recordFixture();
const old = recordFixture({
  id: 30,
  supply_id: 4,
  supply_name: 'Cartón dúplex',
  unit_of_measurement: 'Pliego',
  quantity: 120,
  value: 150060,
  editable: false,
  created_at: '2026-03-01T13:00:00.000Z',
  updated_at: '2026-03-01T13:20:00.000Z',
});
/** What an operator receives: the server leaves money out. */
const withoutMoney = ({ value: _value, unit_value: _unitValue, ...record }: ReturnType<typeof recordFixture>) => record;

const recordForm = (name: string) => screen.getByRole('form', { name });
const inputIn = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { selector: 'input' });

describe('supplies used tab', () => {
  beforeEach(() => resetState());

  it('shows the edit-window notice, values for an administrator, and read-only rows with their update time', async () => {
    signInAs(admin);
    mockApi({ 'GET /v1/production_orders/7/supplies_used': { body: [editable, old] } });
    renderPlugged(<SuppliesUsedTab {...tabProps()} />);

    expect(screen.getByRole('note')).toHaveTextContent('solo se pueden modificar o eliminar durante la primera hora');
    const current = await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' });
    expect(inputIn(current, 'Insumo')).toHaveValue('Tinta negra');
    expect(inputIn(current, 'Cantidad')).toHaveValue('0,5');
    expect(inputIn(current, 'Valor')).toHaveValue('$ 24.000,0');
    expect(within(current).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(current).queryByText(/Solo lectura/)).not.toBeInTheDocument();

    const readOnly = recordForm('Insumo utilizado Cartón dúplex');
    expect(readOnly).toHaveAttribute('data-read-only', 'true');
    expect(inputIn(readOnly, 'Insumo')).toHaveAttribute('readonly');
    expect(inputIn(readOnly, 'Cantidad')).toHaveAttribute('readonly');
    expect(inputIn(readOnly, 'Valor')).toHaveValue('$ 150.060,0');
    expect(within(readOnly).queryByRole('button')).not.toBeInTheDocument();
    expect(within(readOnly).getByText(`Solo lectura · actualizado ${formatDateTime(old.updated_at)}`)).toBeInTheDocument();

    // The new-record form: a supply and a quantity, no delete.
    const fresh = recordForm('Registrar insumo utilizado');
    expect(within(fresh).getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('hides every value from an operator', async () => {
    signInAs(operator);
    mockApi({ 'GET /v1/production_orders/7/supplies_used': { body: [withoutMoney(editable), withoutMoney(old)] } });
    renderPlugged(<SuppliesUsedTab {...tabProps()} />);

    const current = await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' });
    expect(inputIn(current, 'Cantidad')).toHaveValue('0,5');
    expect(screen.queryByLabelText('Valor')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    // Read-only rows still say when they were last updated.
    expect(
      within(recordForm('Insumo utilizado Cartón dúplex')).getByText(`Solo lectura · actualizado ${formatDateTime(old.updated_at)}`),
    ).toBeInTheDocument();
  });

  it('adds a record with the autocomplete, then reloads the order; required fields first', async () => {
    signInAs(admin);
    const { calls } = mockApi({
      'GET /v1/production_orders/7/supplies_used': { body: [] },
      'GET /v1/supplies/search': { body: [{ id: 3, name: 'Tinta negra', quantity: 12.5, unit_of_measurement: 'Kilogramo' }] },
      'POST /v1/production_orders/7/supplies_used': { status: 201, body: editable },
    });
    const props = tabProps();
    const user = userEvent.setup();
    renderPlugged(<SuppliesUsedTab {...props} />);
    expect(await screen.findByText('No hay insumos utilizados en esta orden.')).toBeInTheDocument();
    const fresh = recordForm('Registrar insumo utilizado');

    await user.click(within(fresh).getByRole('button', { name: 'Agregar' }));
    expect(await within(fresh).findAllByText('Este campo es requerido.')).toHaveLength(2);

    await user.type(inputIn(fresh, 'Insumo'), 'negra');
    await user.click(await screen.findByRole('option', { name: /Tinta negra/ }));
    await user.type(inputIn(fresh, 'Cantidad'), '0,5');
    await user.click(within(fresh).getByRole('button', { name: 'Agregar' }));

    await waitFor(() => expect(props.refreshOrder).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ supply_used: { supply_id: 3, quantity: 0.5 } });
    expect(await screen.findByText('El insumo utilizado ha sido creado.')).toBeInTheDocument();
    // The form is ready for the next one.
    expect(inputIn(fresh, 'Insumo')).toHaveValue('');
    expect(inputIn(fresh, 'Cantidad')).toHaveValue('');
  });

  it('not enough stock: the server message shows and marks the quantity', async () => {
    signInAs(admin);
    const message = 'No hay suficiente Tinta negra: disponibles 0,2 Kilogramo.';
    mockApi({
      'GET /v1/production_orders/7/supplies_used': { body: [editable] },
      'PUT /v1/production_orders/7/supplies_used/31': { status: 422, body: { message, errors: { quantity: [message] } } },
    });
    const props = tabProps();
    const user = userEvent.setup();
    renderPlugged(<SuppliesUsedTab {...props} />);
    const current = await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' });

    await user.click(within(current).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();

    await fillAndSave(user, { Cantidad: '3' }, { within: current });
    expect(await within(current).findByText(message)).toBeInTheDocument();
    expect(inputIn(current, 'Cantidad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').find((alert) => alert.dataset.kind === 'danger')).toHaveTextContent(message);
    expect(props.refreshOrder).not.toHaveBeenCalled();
  });

  it('warns naming the supply before deleting', async () => {
    signInAs(admin);
    const { calls } = mockApi({
      'GET /v1/production_orders/7/supplies_used': { body: [editable] },
      'DELETE /v1/production_orders/7/supplies_used/31': { body: editable },
    });
    const props = tabProps();
    const user = userEvent.setup();
    renderPlugged(<SuppliesUsedTab {...props} />);
    const current = await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' });

    await user.click(within(current).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar el insumo utilizado Tinta negra?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('El insumo utilizado ha sido eliminado.')).toBeInTheDocument();
    expect(props.refreshOrder).toHaveBeenCalled();
  });
});

describe('leftovers tab', () => {
  beforeEach(() => resetState());

  it('has no value, shows when each record was created, and asks plainly before deleting', async () => {
    signInAs(admin);
    const leftover = recordFixture({ id: 8, quantity: 2 });
    const { calls } = mockApi({
      'GET /v1/production_orders/7/leftovers': { body: [leftover] },
      'DELETE /v1/production_orders/7/leftovers/8': { body: leftover },
    });
    const user = userEvent.setup();
    renderPlugged(<LeftoversTab {...tabProps()} />);
    const row = await screen.findByRole('form', { name: 'Sobrante Tinta negra' });
    expect(within(row).queryByLabelText('Valor')).not.toBeInTheDocument();
    expect(within(row).getByText(`Creado ${formatDateTime(leftover.created_at)}`)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro?');
    expect(dialog).not.toHaveTextContent('Tinta negra');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });
});

describe('supplies used and leftovers on the order detail', () => {
  beforeEach(() => resetState());

  it('link each row to its supply, with the values and their total; nothing when empty', async () => {
    signInAs(admin);
    mockApi({
      'GET /v1/production_orders/7/supplies_used': { body: [editable, old] },
      'GET /v1/production_orders/7/leftovers': { body: [] },
    });
    renderPlugged(
      <>
        <SuppliesUsedSection order={orderBasics} />
        <LeftoversSection order={orderBasics} />
      </>,
    );
    const section = await screen.findByRole('region', { name: 'Insumos utilizados' });
    expect(within(section).getByRole('link', { name: 'Tinta negra' })).toHaveAttribute('href', '/supplies/3');
    expect(within(section).getByRole('link', { name: 'Cartón dúplex' })).toHaveAttribute('href', '/supplies/4');
    expect(section.querySelector('[data-total="value"]')).toHaveTextContent('$ 174.060,0');
    expect(screen.queryByRole('region', { name: 'Sobrantes' })).not.toBeInTheDocument();
  });
});
