import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { todayInDisplayZone } from '@tintero/domain';
import { fillAndSave } from '../../../test/forms';
import { mockApi, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { ExternalServicesSection } from './external-services-section';
import { ExternalServicesTab } from './external-services-tab';
import { orderBasics, renderPlugged, serviceFixture, tabProps } from './test-utils';

const admin = { id: 1, role: 'administrator' as const };
const services = [
  serviceFixture(),
  serviceFixture({
    id: 5,
    kind: 'Plastificado',
    provider: 'Acabados SAS',
    value: 250,
    total_estimated_production_time: 1830,
    due_date: null,
  }),
];
const field = (within_: HTMLElement, label: string) => within(within_).getByLabelText(label, { exact: true, selector: 'input, textarea' });

describe('external services tab', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('lists the services with footer totals of time and value', async () => {
    mockApi({ 'GET /v1/production_orders/7/external_services': { body: services } });
    renderPlugged(<ExternalServicesTab {...tabProps()} />);

    const row = (await screen.findByText('Troqueles del Norte')).closest('tr')!;
    expect(within(row).getByText('01:00:00')).toBeInTheDocument();
    expect(within(row).getByText('$ 1.000,5')).toBeInTheDocument();
    expect(within(row).getByText('2026-04-01')).toBeInTheDocument();
    expect(document.querySelector('[data-total="time"]')).toHaveTextContent('01:30:30');
    expect(document.querySelector('[data-total="value"]')).toHaveTextContent('$ 1.250,5');
    expect(screen.getByText('Totales').closest('tfoot')).not.toBeNull();
  });

  it('an order with no services (404) shows an empty list, silently', async () => {
    mockApi({});
    renderPlugged(<ExternalServicesTab {...tabProps()} />);
    expect(await screen.findByText('No hay servicios externos en esta orden.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No totals row of zeros under nothing.
    expect(document.querySelector('[data-total]')).toBeNull();
    expect(screen.queryByText('Totales')).toBeNull();
  });

  it('adds a service in the modal: required fields, no due date before today; the modal closes after saving', async () => {
    const created = serviceFixture({ id: 6, kind: 'Laminado', provider: 'Lamitec', value: 80000, total_estimated_production_time: 5400 });
    const { calls } = mockApi({
      'GET /v1/production_orders/7/external_services': { body: [] },
      'POST /v1/production_orders/7/external_services': { status: 201, body: created },
    });
    const props = tabProps();
    const user = userEvent.setup();
    renderPlugged(<ExternalServicesTab {...props} />);
    await screen.findByText('No hay servicios externos en esta orden.');

    await user.click(screen.getByRole('button', { name: 'Agregar servicio externo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo servicio externo' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findAllByText('Este campo es requerido.')).toHaveLength(3);

    const yesterday = dayjs(todayInDisplayZone()).subtract(1, 'day').format('YYYY-MM-DD');
    const service = { Tipo: 'Laminado', Proveedor: 'Lamitec', Valor: '80000', 'Fecha de entrega': yesterday, Horas: '1', Minutos: '30' };
    await fillAndSave(user, service, { save: 'Registrar', within: dialog });
    expect(await within(dialog).findByText('La fecha de entrega no puede ser anterior a hoy.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // The workshop's today (Bogotá), not the machine's: between 00:00 and 05:00 UTC they differ.
    const today = todayInDisplayZone();
    await fillAndSave(user, { 'Fecha de entrega': today }, { save: 'Registrar', within: dialog });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      external_service: {
        kind: 'Laminado',
        provider: 'Lamitec',
        value: 80000,
        due_date: today,
        total_estimated_production_time: 5400,
        observation: '',
      },
    });
    expect(await screen.findByText('El servicio externo ha sido creado.')).toBeInTheDocument();
    expect(props.refreshOrder).toHaveBeenCalledTimes(1);
  });

  it('editing with no changes says so and sends nothing; a change sends only itself', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/external_services': { body: services },
      'PUT /v1/production_orders/7/external_services/5': { body: { ...services[1], provider: 'Acabados y Cía' } },
    });
    const user = userEvent.setup();
    renderPlugged(<ExternalServicesTab {...tabProps()} />);
    const row = (await screen.findByText('Acabados SAS')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Editar servicio externo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar servicio externo N.º 5' });
    expect(field(dialog, 'Proveedor')).toHaveValue('Acabados SAS');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No hay cambios.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fillAndSave(user, { Proveedor: 'Acabados y Cía' }, { save: 'Actualizar', within: dialog });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ external_service: { provider: 'Acabados y Cía' } });
  });

  it('deletes after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/external_services': { body: services },
      'DELETE /v1/production_orders/7/external_services/4': { body: services[0] },
    });
    const user = userEvent.setup();
    renderPlugged(<ExternalServicesTab {...tabProps()} />);
    const row = (await screen.findByText('Troqueles del Norte')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Eliminar servicio externo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar el servicio externo Troquelado de Troqueles del Norte?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('El servicio externo ha sido eliminado.')).toBeInTheDocument();
  });
});

describe('external services on the order detail', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('is a read-only table with totals, and nothing at all when there are no services', async () => {
    mockApi({ 'GET /v1/production_orders/7/external_services': { body: services } });
    const view = renderPlugged(<ExternalServicesSection order={orderBasics} />);
    expect(await screen.findByRole('heading', { name: 'Servicios externos' })).toBeInTheDocument();
    expect(document.querySelector('[data-total="value"]')).toHaveTextContent('$ 1.250,5');
    expect(screen.queryByRole('button', { name: 'Editar servicio externo' })).not.toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /v1/production_orders/7/external_services': { body: [] } });
    renderPlugged(<ExternalServicesSection order={orderBasics} />);
    await waitForQueriesToSettle();
    expect(screen.queryByRole('heading', { name: 'Servicios externos' })).not.toBeInTheDocument();
  });
});
