import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as QRCode from 'qrcode';
import { fakeToken, mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../test/helpers';
import { userActivityOf } from '../../test/work-records';
import { orderActivitiesOf } from '../../test/activity-records';
import { orderFixture } from '../features/production-orders/test-data';

// The real encoder, watched: the print view must ask it for each activity's URL.

const operator = { id: 5, role: 'operator' as const, first_name: 'Lucía', last_name: 'Martínez' };
const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const path = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

const dashboardApi = (
  activities = [
    userActivityOf(),
    userActivityOf({ id: 32, activity_user_id: 32, activity_id: 13, name: 'Troquelado', activity_type: 'die_cut' }),
  ],
) => ({
  'GET /v1/users/5/current_activity_in_development': { body: null },
  'GET /v1/users/5/current_activities': { body: activities },
});

describe('a job ticket URL (/work/{activity_id})', () => {
  beforeEach(() => resetState());

  it('brings an operator through sign-in to My dashboard with that activity highlighted, ready to start', async () => {
    mockApi({ 'POST /v1/sign_in': { body: { jwt: fakeToken(operator) } }, ...dashboardApi() });
    const user = userEvent.setup();
    const { router } = renderApp('/work/12');
    await waitFor(() => expect(path(router)).toBe('/sign_in?redirect=%2Fwork%2F12'));
    await user.type(await screen.findByLabelText('Usuario'), 'lucia');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-correcta');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(path(router)).toBe('/my_dashboard?activity=12'));
    const card = await screen.findByRole('article', { name: 'Impresión N.º 12' });
    expect(card).toHaveAttribute('data-focused', 'true');
    expect(card).toHaveTextContent('Actividad de la orden escaneada');
    const start = within(card).getByRole('button', { name: 'Iniciar' });
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Troquelado N.º 13' })).not.toHaveAttribute('data-focused');
    expect(screen.queryByText(/no está entre sus actividades/)).not.toBeInTheDocument();
  });

  it("says plainly that someone else's activity is not theirs, and shows the dashboard as usual", async () => {
    signInAs(operator);
    mockApi(dashboardApi());
    const { router } = renderApp('/work/99');
    await waitFor(() => expect(path(router)).toBe('/my_dashboard?activity=99'));
    const notice = await screen.findByText(
      'La actividad N.º 99 no está entre sus actividades: no está asignada a usted, ya está terminada o su orden no está en producción.',
    );
    expect(notice.closest('[data-ticket-notice]')).toHaveAttribute('data-ticket-notice', 'not_yours');
    expect(screen.getByRole('article', { name: 'Impresión N.º 12' })).not.toHaveAttribute('data-focused');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(path(router)).toBe('/my_dashboard'));
    // The router's location changes before React renders the screen for it (a transition).
    await waitFor(() => expect(screen.queryByText(/no está entre sus actividades/)).not.toBeInTheDocument());
  });

  it('refuses an id that is not one: Home', async () => {
    signInAs(operator);
    mockApi({});
    const { router } = renderApp('/work/abc');
    await waitFor(() => expect(path(router)).toBe('/'));
  });
});

describe('the print view carries a QR per activity', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("encodes each activity's /work URL, 2.2 cm with its id, drawn before the print dialog opens", async () => {
    const drawnAtPrint: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      drawnAtPrint.push(...screen.queryAllByRole('img').map((image) => image.getAttribute('alt') ?? ''));
    });
    const record = { production_order_id: 7, status: 'pending', machine_id: null, quantity: 100 };
    mockApi({
      'GET /v1/production_orders/7': { body: orderFixture() },
      'GET /v1/items': { body: [] },
      'GET /v1/machines': { body: [] },
      'GET /v1/production_orders/7/activities': {
        body: {
          ...orderActivitiesOf(),
          pre_presses: [
            { ...record, id: 31 },
            { ...record, id: 32 },
          ],
        },
      },
    });
    renderApp('/production_orders/7/print');
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(drawnAtPrint).toEqual(['Código QR de la actividad N.º 31', 'Código QR de la actividad N.º 32']);

    const table = screen.getByRole('table', { name: 'Preprensas' });
    // The code comes first, beside the id: on A4 it is never the part cut off (issue 22 item 20).
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Código QR');
    expect(within(table).getAllByRole('row')[1]!.querySelector('td')).toContainElement(
      within(table).getByRole('img', { name: 'Código QR de la actividad N.º 31' }),
    );
    const image = within(table).getByRole('img', { name: 'Código QR de la actividad N.º 31' });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    // The code is exactly the one of the activity's /work URL (the real qrcode, no mock: a mock
    // cannot reach a module another test file already loaded in this worker).
    const expected = await QRCode.toString(`${window.location.origin}/work/31`, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(expected);
    expect(image).toHaveStyle({ width: '2.2cm', height: '2.2cm' });
    expect(image.closest('figure')).toHaveTextContent('N.º 31');
    await waitForQueriesToSettle();
  });
});
