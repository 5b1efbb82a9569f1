import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field, fill, fillAndSave } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { supplyFixture, typesOfSupplies } from './test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('supply form', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('new: name, quantity, unit value and stock minimum are required; nothing is sent', async () => {
    const { calls } = mockApi({ 'GET /v1/items': { body: typesOfSupplies } });
    const user = userEvent.setup();
    renderApp('/supplies/new');
    await screen.findByRole('heading', { name: 'Nuevo insumo' });
    expect(field('Unidad de medida')).toHaveValue('Unidad');
    expect(field('Cantidad')).not.toHaveAttribute('readonly');
    expect(field('Valor unitario')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(screen.getAllByText('Este campo es requerido.')).toHaveLength(4));
    for (const label of ['Nombre', 'Cantidad', 'Valor unitario', 'Stock mínimo']) {
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('new: computes the total value and posts the supply wrapped in `supply`, then shows it', async () => {
    const created = supplyFixture({ id: 12, name: 'Cartón dúplex', quantity: 100, unit_value: 1250.5, total_value: 125050 });
    const { calls } = mockApi({
      'GET /v1/items': { body: typesOfSupplies },
      'POST /v1/supplies': { status: 201, body: created },
      'GET /v1/supplies/12': { body: created },
      'GET /v1/kardexes': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/supplies/new');
    await screen.findByRole('heading', { name: 'Nuevo insumo' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Cartón' })).toBeInTheDocument());

    await fill(user, { Nombre: '  Cartón dúplex ', Cantidad: '100', 'Valor unitario': '1.250,5' });
    await user.tab();
    expect(field('Valor total')).toHaveValue('$ 125.050,0');
    await fillAndSave(user, { 'Unidad de medida': 'Pliego', 'Stock mínimo': '0', 'Tipo de insumo': 'board' }, { save: 'Registrar' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/supplies/12'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      supply: {
        name: '  Cartón dúplex ',
        unit_of_measurement: 'Pliego',
        stock_minimum: 0,
        type_supply: 'board',
        status: 1,
        quantity: 100,
        unit_value: 1250.5,
      },
    });
    expect(await screen.findByText('El insumo ha sido creado.')).toBeInTheDocument();
  });

  it('edit: quantity and unit value are read-only and not sent; no changes sends nothing', async () => {
    const supply = supplyFixture();
    const { calls } = mockApi({
      'GET /v1/items': { body: typesOfSupplies },
      'GET /v1/supplies/5': { body: supply },
      'PUT /v1/supplies/5': ({ body }) => ({ body: { ...supply, ...(body as { supply: object }).supply } }),
    });
    const user = userEvent.setup();
    renderApp('/supplies/5/edit');
    await screen.findByRole('heading', { name: 'Editar insumo' });
    await waitFor(() => expect(field('Nombre')).toHaveValue('Tinta negra'));

    expect(field('Cantidad')).toHaveAttribute('readonly');
    expect(field('Cantidad')).toHaveValue('12,5');
    expect(field('Valor unitario')).toHaveAttribute('readonly');
    expect(field('Valor unitario')).toHaveValue('$ 48.000,0');
    expect(field('Valor total')).toHaveValue('$ 600.000,0');
    for (const name of ['Actualizar', 'Ver', 'Nuevo']) {
      expect(screen.getByRole(name === 'Actualizar' ? 'button' : 'link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Registrar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // Stock minimum is still required on an existing supply.
    await user.clear(field('Stock mínimo'));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Este campo es requerido.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fillAndSave(user, { 'Stock mínimo': '3,5', Estado: '0' }, { save: 'Actualizar' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ supply: { stock_minimum: 3.5, status: 0 } });
    expect(await screen.findByText('El insumo ha sido actualizado.')).toBeInTheDocument();
  });

  it('edit: a 422 lands on its field and the message shows', async () => {
    const supply = supplyFixture();
    mockApi({
      'GET /v1/items': { body: typesOfSupplies },
      'GET /v1/supplies/5': { body: supply },
      'PUT /v1/supplies/5': {
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos. Revise los campos marcados.',
          errors: { name: ['Debe tener como máximo 120 caracteres.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/supplies/5/edit');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Tinta negra'));
    await user.type(field('Nombre'), ' fina');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Debe tener como máximo 120 caracteres.')).toBeInTheDocument();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Los datos enviados no son válidos. Revise los campos marcados.')).toBeInTheDocument();
  });
});
