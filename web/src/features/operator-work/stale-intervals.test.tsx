import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaleInterval } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { intervalOf } from '../../../test/work-records';

const about = {
  body: {
    version: 'x',
    contact_email: 'a@b.c',
    time_overrun_tolerance_seconds: 900,
    time_zone: 'America/Bogota',
    max_open_interval_hours: 12,
  },
};
const stale: StaleInterval = {
  id: 90,
  activity_user_id: 31,
  user: { id: 5, first_name: 'Lucía', last_name: 'Martínez' },
  activity_id: 12,
  activity_type: 'impression',
  name: 'Impresión',
  production_order_id: 7,
  reference: 'Cajas plegadizas 250 g',
  start_time: '2030-03-17T16:00:00.000-05:00',
  hours_open: 18,
};

describe('intervals open too long', () => {
  beforeEach(() => resetState());

  it('administrators see them on Home, with the order and the interval editor', async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin' });
    mockApi({
      'GET /v1/about': about,
      'GET /v1/intervals/stale': { body: [stale] },
      'GET /v1/activity_users/31/intervals': { body: [intervalOf({ start_time: stale.start_time, end_time: null, minutes: 0, value: 0 })] },
    });
    const user = userEvent.setup();
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Tiempos abiertos demasiado tiempo' });
    expect(notice).toHaveTextContent('Tiempos abiertos hace más de 12 horas');
    expect(notice).toHaveTextContent('Lucía Martínez · Impresión N.º 12 · desde el 17/03/2030 16:00 (18 h)');
    expect(within(notice).getByRole('link', { name: 'Orden N.º 7 · Cajas plegadizas 250 g' })).toHaveAttribute(
      'href',
      '/production_orders/7/edit',
    );
    await user.click(within(notice).getByRole('button', { name: 'Revisar los intervalos de Lucía Martínez en Impresión N.º 12' }));
    const editor = await screen.findByRole('dialog', { name: 'Intervalos · Impresión N.º 12' });
    expect(await within(editor).findByText('En curso')).toBeInTheDocument();
  });

  it('nothing shows when none is open too long, and operators never ask', async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin' });
    mockApi({ 'GET /v1/about': about, 'GET /v1/intervals/stale': { body: [] } });
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hola, Admin' })).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(screen.queryByRole('region', { name: 'Tiempos abiertos demasiado tiempo' })).not.toBeInTheDocument();
    first.unmount();

    signInAs({ id: 5, role: 'operator', first_name: 'Lucía' });
    const { calls } = mockApi({ 'GET /v1/about': about });
    const { router } = renderApp('/my_account');
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Hola, Lucía' })).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(calls.some((call) => call.url.pathname === '/v1/intervals/stale')).toBe(false);
  });
});
