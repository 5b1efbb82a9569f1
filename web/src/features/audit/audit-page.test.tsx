import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventResponse } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const event = (overrides: Partial<AuditEventResponse>): AuditEventResponse => ({
  id: 1,
  at: '2026-11-20T15:04:00.000Z',
  user_id: 1,
  user_name: 'Admin Taller',
  ip: '192.0.2.44',
  action: 'updated',
  record_type: 'production_orders',
  record_id: 7,
  parent_type: null,
  parent_id: null,
  changes: {},
  device_at: null,
  ...overrides,
});

const edited = event({ id: 3, changes: { client: ['Litografía Andina', 'Litografía del Sur'], quantity: [100, 1200] } });
const activity = event({
  id: 2,
  action: 'created',
  record_type: 'activities',
  record_id: 40,
  parent_type: 'production_orders',
  parent_id: 7,
  changes: { type: [null, 'die_cut'] },
});
const failedSignIn = event({
  id: 4,
  action: 'sign_in_failed',
  user_id: null,
  user_name: null,
  record_type: 'users',
  record_id: null,
  // A name that is nobody's: only its length is kept (docs/decisions/026).
  changes: { unknown_username_length: [null, 18] },
});
const guessedPassword = event({
  id: 5,
  action: 'password_check_failed',
  user_id: 12,
  user_name: 'Lucía Martínez',
  record_type: 'users',
  record_id: 12,
  changes: {},
});

describe('the audit trail (/audit)', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("lists the events with who, what and each change as 'antes → después', filters kept in the URL and sent to the server", async () => {
    const { calls } = mockApi({
      'GET /v1/audit_events': { body: { data: [failedSignIn, guessedPassword, edited, activity], total: 45, page: 1, per_page: 20 } },
      'GET /v1/users': {
        body: [
          { id: 1, first_name: 'Admin', last_name: 'Taller' },
          { id: 9, first_name: 'Olga', last_name: 'Ríos' },
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/audit?record_type=production_orders&record_id=7');

    const row = (await screen.findByText('Cliente:')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Orden de producción #7' })).toHaveAttribute('href', '/production_orders/7');
    expect(within(row).getByText('Modificó')).toBeInTheDocument();
    expect(within(row).getByText('Admin Taller')).toBeInTheDocument();
    expect(row).toHaveTextContent('Cliente: Litografía Andina → Litografía del Sur');
    expect(row).toHaveTextContent('Cantidad: 100 → 1.200');
    const part = screen.getByText('Actividad #40').closest('tr')!;
    expect(within(part).getByRole('link', { name: 'de Orden de producción #7' })).toHaveAttribute('href', '/production_orders/7');
    expect(part).toHaveTextContent('Creó');
    const failure = screen.getByText('Inicio de sesión fallido').closest('tr')!;
    expect(failure).toHaveTextContent('Sistema');
    expect(failure).toHaveTextContent('Nombre de usuario desconocido, caracteres: 18');
    const guess = screen.getByText('Contraseña actual incorrecta').closest('tr')!;
    expect(guess).toHaveTextContent('Lucía Martínez');
    expect(guess).toHaveTextContent('Usuario #12');

    const queries = () =>
      calls.filter((call) => call.url.pathname === '/v1/audit_events').map((call) => Object.fromEntries(call.url.searchParams));
    expect(queries()[0]).toEqual({ page: '1', per_page: '20', record_type: 'production_orders', record_id: '7' });
    expect(screen.getByRole('link', { name: 'Auditoría' })).toHaveAttribute('href', '/audit');

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: '2' }));

    // A new filter starts again at page 1 and is written into the URL.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({
        page: '1',
        per_page: '20',
        record_type: 'production_orders',
        record_id: '7',
        from_date: '2026-11-01',
      }),
    );
    expect(router.state.location.search).toBe('?record_type=production_orders&record_id=7&from_date=2026-11-01');

    await user.type(screen.getByLabelText('Usuario', { selector: 'input' }), 'Olga');
    await user.click(await screen.findByText('Olga Ríos'));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ user_id: '9', from_date: '2026-11-01' }));

    // Clearing goes back to the screen as it opens: the last 30 days.
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ page: '1', per_page: '20', from_date: expect.any(String), to_date: expect.any(String) }),
    );
    expect(screen.getByLabelText('Id del registro')).toBeDisabled();
  });

  it('opens on the last 30 days, shown in its dates; changing one keeps the other', async () => {
    // Only the date is fixed (10 a.m. in Bogotá on 27 November); timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    // Signed in on that day (the session's expiry is read against this clock).
    signInAs(admin);
    const { calls } = mockApi({
      'GET /v1/audit_events': { body: { data: [edited], total: 1, page: 1, per_page: 20 } },
      'GET /v1/users': { body: [] },
    });
    const { router } = renderApp('/audit');
    await screen.findByText('Cliente:');

    const queries = () =>
      calls.filter((call) => call.url.pathname === '/v1/audit_events').map((call) => Object.fromEntries(call.url.searchParams));
    expect(queries()).toEqual([{ page: '1', per_page: '20', from_date: '2026-10-29', to_date: '2026-11-27' }]);
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-10-29');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-27');
    expect(screen.getByText('Sin fechas: últimos 30 días')).toBeInTheDocument();
    // Nothing chosen yet: the URL stays bare and there is nothing to clear.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ from_date: '2026-01-01', to_date: '2026-11-27' }));
    expect(router.state.location.search).toBe('?from_date=2026-01-01&to_date=2026-11-27');
  });
});
