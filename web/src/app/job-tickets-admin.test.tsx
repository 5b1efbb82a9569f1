import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { activityDefinition } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../test/helpers';
import { activityRecordOf, orderActivitiesOf } from '../../test/activity-records';
import { orderFixture } from '../features/production-orders/test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const seller = { id: 3, role: 'seller' as const, first_name: 'Vera', last_name: 'Ventas' };

const path = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

const dieCut = activityDefinition('die_cut');
const records = [activityRecordOf(dieCut, { id: 12 }), activityRecordOf(dieCut, { id: 13 })];

describe('a job ticket URL (/work/{activity_id}) opened by an administrator', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("opens the order's edit screen on the activity's tab and type, its row marked", async () => {
    const { calls } = mockApi({
      'GET /v1/activities/12': { body: { id: 12, type: 'die_cut', production_order_id: 7, production_order_status: 'developing' } },
      'GET /v1/production_orders/7': { body: orderFixture({ status: 'developing' }) },
      'GET /v1/production_orders/7/activities': { body: orderActivitiesOf(records) },
    });
    const { router } = renderApp('/work/12');

    await waitFor(() => expect(path(router)).toBe('/production_orders/7/edit?tab=finisheds&type=die_cut&activity=12'));
    expect(await screen.findByRole('tab', { name: 'Acabados' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Troquelados' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Troquelados de la orden de producción' });
    const marked = await waitFor(() => {
      const row = table.querySelector('tr[data-activity-id="12"]');
      expect(row).toHaveAttribute('data-highlighted', 'true');
      return row!;
    });
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(table.querySelector('tr[data-activity-id="13"]')).not.toHaveAttribute('data-highlighted');
    expect(calls.some((call) => call.url.pathname === '/v1/activities/12')).toBe(true);
    await waitForQueriesToSettle();
  });

  it("opens a closed order's detail view with the activity's card marked", async () => {
    mockApi({
      'GET /v1/activities/12': { body: { id: 12, type: 'die_cut', production_order_id: 7, production_order_status: 'finished' } },
      'GET /v1/production_orders/7': { body: orderFixture({ status: 'finished' }) },
      'GET /v1/production_orders/7/activities': { body: orderActivitiesOf(records) },
    });
    const { router } = renderApp('/work/12');

    await waitFor(() => expect(path(router)).toBe('/production_orders/7?activity=12'));
    const card = await screen.findByRole('article', { name: 'Troquelado N.º 12' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('article', { name: 'Troquelado N.º 13' })).not.toHaveAttribute('data-highlighted');
    await waitForQueriesToSettle();
  });

  it('says on the screen that an id which is no activity does not exist, with the way back', async () => {
    mockApi({ 'GET /v1/activities/99': { status: 404, body: { message: 'La actividad no existe.' } } });
    const { router } = renderApp('/work/99');

    const notFound = await screen.findByRole('region', { name: 'La actividad N.º 99 no existe' });
    expect(within(notFound).getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/production_orders');
    expect(path(router)).toBe('/work/99');
  });

  it('sends a seller Home, as before', async () => {
    signInAs(seller);
    const { calls } = mockApi({});
    const { router } = renderApp('/work/12');
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(calls.some((call) => call.url.pathname === '/v1/activities/12')).toBe(false);
  });
});
