import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field, fill, fillAndSave } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { orderFixture } from './test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('production order form', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('new: saving empty shows the Spanish required messages, offers only the initial statuses and sends nothing', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderApp('/production_orders/new');
    await screen.findByRole('heading', { name: 'Nueva orden de producción' });

    expect(field('Estado')).toHaveValue('in_review');
    expect(optionLabels(field('Estado'))).toEqual(['Seleccione…', 'En revisión', 'En desarrollo']);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    // client, reference, quantity, unit value, delivery day.
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido.')).toHaveLength(5));
    for (const label of ['Cliente', 'Referencia', 'Cantidad', 'Valor unitario', 'Fecha de entrega']) {
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('new: checks the limits, shows the contract value, posts wrapped in `production_order` and goes to the edit screen', async () => {
    const created = orderFixture({ id: 42, status: 'developing' });
    const { calls } = mockApi({
      'POST /v1/production_orders': { status: 201, body: created },
      'GET /v1/production_orders/42': { body: created },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/production_orders/new');
    await screen.findByRole('heading', { name: 'Nueva orden de producción' });

    await fillAndSave(user, {
      Cliente: 'Cafetería La Esquina',
      'Número de contrato': '45a',
      Referencia: 'Cajas plegadizas 250 g',
      Cantidad: '0',
      'Valor unitario': '1.250,5',
      'Fecha de entrega': '2026-03-20',
    });

    expect(await screen.findByText('El valor es invalido.')).toBeInTheDocument();
    expect(screen.getByText('Debe ser mayor o igual a 1.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await fill(user, { 'Número de contrato': '4521', Cantidad: '1000' });
    expect(field('Valor del contrato')).toHaveValue('$ 1.250.500,0');
    await fillAndSave(user, { Estado: 'developing', Observación: 'Troquel nuevo' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/production_orders/42/edit'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      production_order: {
        client: 'Cafetería La Esquina',
        contract_number: '4521',
        reference: 'Cajas plegadizas 250 g',
        quantity: 1000,
        actual_amount: null,
        unit_value: 1250.5,
        delivery_day: '2026-03-20',
        status: 'developing',
        observation: 'Troquel nuevo',
      },
    });
    expect(await screen.findByText('La orden de producción ha sido creada.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Orden de producción' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(field('Cliente')).toHaveValue('Cafetería La Esquina'));
  });

  it('edit: offers every status, refuses finished without the actual amount, then saves it and moves to the detail view', async () => {
    let stored = orderFixture();
    const { calls } = mockApi({
      'GET /v1/production_orders/7': () => ({ body: stored }),
      'PUT /v1/production_orders/7': ({ body }) => {
        stored = { ...stored, ...(body as { production_order: object }).production_order };
        return { body: stored };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/production_orders/7/edit');
    await screen.findByRole('heading', { name: 'Editar orden de producción N.º 7' });
    await waitFor(() => expect(field('Cliente')).toHaveValue('Cafetería La Esquina'));

    // The screen's buttons: view, print (new tab), list.
    expect(screen.getByRole('link', { name: 'Ver orden de producción' })).toHaveAttribute('href', '/production_orders/7');
    const print = screen.getByRole('link', { name: 'Imprimir orden de producción' });
    expect(print).toHaveAttribute('href', '/production_orders/7/print');
    expect(print).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/production_orders');

    expect(optionLabels(field('Estado'))).toEqual(['Seleccione…', 'En revisión', 'En desarrollo', 'Terminada', 'Cancelada']);
    await user.selectOptions(field('Estado'), 'finished');
    expect(field('Cantidad real')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('La cantidad real es requerida cuando la orden está terminada.')).toBeInTheDocument();
    expect(field('Cantidad real')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fillAndSave(user, { 'Cantidad real': '980' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/production_orders/7'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ production_order: { actual_amount: 980, status: 'finished' } });
    expect(await screen.findByText('La orden de producción ha sido actualizada.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Orden de producción N.º 7' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar orden de producción' })).not.toBeInTheDocument();
  });

  it("edit: saving without changes warns 'No hay cambios.' and sends nothing", async () => {
    const { calls } = mockApi({ 'GET /v1/production_orders/7': { body: orderFixture() } });
    const user = userEvent.setup();
    renderApp('/production_orders/7/edit');
    await waitFor(() => expect(field('Valor unitario')).toHaveValue('$ 1.250,5'));
    expect(field('Valor del contrato')).toHaveValue('$ 1.250.500,0');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('edit: sends only what changed and puts 422 field errors on their inputs', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7': { body: orderFixture() },
      'PUT /v1/production_orders/7': {
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos. Revise los campos marcados.',
          errors: { reference: ['Debe tener como máximo 256 caracteres.'] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/production_orders/7/edit');
    await waitFor(() => expect(field('Referencia')).toHaveValue('Cajas plegadizas 250 g'));

    await fillAndSave(user, { Referencia: 'Cajas 300 g' });

    expect(await screen.findByText('Debe tener como máximo 256 caracteres.')).toBeInTheDocument();
    expect(field('Referencia')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Los datos enviados no son válidos. Revise los campos marcados.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ production_order: { reference: 'Cajas 300 g' } });
  });

  it.each(['finished', 'cancelled'] as const)('a %s order opening edit is sent to its detail view', async (status) => {
    mockApi({ 'GET /v1/production_orders/7': { body: orderFixture({ status, actual_amount: 990 }) } });
    const { router } = renderApp('/production_orders/7/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/production_orders/7'));
    expect(await screen.findByRole('heading', { name: 'Orden de producción N.º 7' })).toBeInTheDocument();
  });
});
