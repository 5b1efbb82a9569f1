import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, type ActivityResponse } from '@tintero/domain';
import { alerts } from '../../../lib/alerts-store';
import { mockApi, orderBasicsFixture, renderWithModals, resetState, signInAs } from '../../../../test/helpers';
import { PreFinishedActivitiesTab, VariousActivitiesTab } from '../activity-tabs';
import { activityRecordOf, orderActivitiesOf } from '../../../../test/activity-records';
import { ActivityList } from './activity-list';

const order = orderBasicsFixture({ reference: 'Cajas', client: 'Dulces SA', delivery_day: '2030-02-01' });

describe('activity list under an order', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('hides the table when there is nothing; Add opens the modal titled with the singular name, which closes once saved', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('perforation');
    const saved = activityRecordOf(definition, { id: 50, kind: 'Microperforado' });
    let stored: ActivityResponse[] = [];
    const { calls } = mockApi({
      'GET /v1/production_orders/7/activities': () => ({ body: orderActivitiesOf(stored) }),
      'GET /v1/machines': { body: [] },
      'GET /v1/users': { body: [] },
      'POST /v1/perforations': () => {
        stored = [saved];
        return { status: 201, body: saved };
      },
    });
    const refreshOrder = vi.fn().mockResolvedValue(undefined);
    renderWithModals(<ActivityList definition={definition} orderId={7} closed={false} refreshOrder={refreshOrder} />);

    expect(await screen.findByText('No hay registros.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Agregar Perforado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perforado' });
    await user.type(within(dialog).getByLabelText('Tipo', { selector: 'input' }), 'Microperforado');
    await user.type(within(dialog).getByLabelText('Cantidad', { selector: 'input' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refreshOrder).toHaveBeenCalled();
    const table = await screen.findByRole('table', { name: 'Perforados de la orden de producción' });
    expect(within(table).getByText('Microperforado')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/v1/production_orders/7/activities').length).toBeGreaterThanOrEqual(2);
  });

  it('delete asks "¿Está seguro?", then deletes with a please-wait dialog and reloads the list and the order', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('burned');
    let stored = [activityRecordOf(definition, { id: 60, kind: 'Quemado de plancha' })];
    const { calls } = mockApi({
      'GET /v1/production_orders/7/activities': () => ({ body: orderActivitiesOf(stored) }),
      'DELETE /v1/burneds/60': () => {
        stored = [];
        return { status: 204 };
      },
    });
    const refreshOrder = vi.fn().mockResolvedValue(undefined);
    renderWithModals(<ActivityList definition={definition} orderId={7} closed={false} refreshOrder={refreshOrder} />);

    await user.click(await screen.findByRole('button', { name: 'Eliminar Quemado 60' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('¿Está seguro?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eliminar Quemado 60' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/v1/burneds/60')).toBe(true));
    expect(await screen.findByText('No hay registros.')).toBeInTheDocument();
    expect(refreshOrder).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alerts.getSnapshot().map((alert) => alert.messages.join())).toContain('La actividad Quemado ha sido eliminada.');
  });

  it('a refused delete says why', async () => {
    const user = userEvent.setup();
    const definition = activityDefinition('burned');
    mockApi({
      'GET /v1/production_orders/7/activities': { body: orderActivitiesOf([activityRecordOf(definition, { id: 61 })]) },
      'DELETE /v1/burneds/61': {
        status: 409,
        body: { code: 'activity_has_intervals', message: 'La actividad tiene tiempos registrados y no se puede eliminar.' },
      },
    });
    renderWithModals(<ActivityList definition={definition} orderId={7} closed={false} refreshOrder={async () => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Quemado 61' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(alerts.getSnapshot().at(-1)).toMatchObject({
        kind: 'danger',
        messages: ['La actividad tiene tiempos registrados y no se puede eliminar.'],
      }),
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it("the pre-finished tab draws each sub-tab the first time it opens, from the order's one request", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /v1/production_orders/7/activities': { body: orderActivitiesOf() } });
    renderWithModals(<PreFinishedActivitiesTab order={order} closed={false} refreshOrder={async () => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Preprensas', 'Precortes', 'Impresiones']);
    await screen.findByRole('button', { name: 'Agregar Preprensa' });
    expect(screen.queryByRole('button', { name: 'Agregar Impresión' })).toBeNull();
    const loads = () =>
      calls
        .map((call) => call.url.pathname)
        .filter((path) => path.includes('/production_orders/') || path.includes('/search_by_production_order/'));
    expect(loads()).toEqual(['/v1/production_orders/7/activities']);

    await user.click(screen.getByRole('tab', { name: 'Impresiones' }));
    await screen.findByRole('button', { name: 'Agregar Impresión' });
    await user.click(screen.getByRole('tab', { name: 'Preprensas' }));
    expect(new Set(loads())).toEqual(new Set(['/v1/production_orders/7/activities']));
  });

  it('the various activities tab is one list, without sub-tabs', async () => {
    mockApi({ 'GET /v1/production_orders/7/activities': { body: orderActivitiesOf() } });
    renderWithModals(<VariousActivitiesTab order={order} closed={false} refreshOrder={async () => {}} />);
    expect(await screen.findByRole('button', { name: 'Agregar Actividad varia' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
