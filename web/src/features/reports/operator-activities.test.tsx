import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { operatorRowOf, operators, summaries } from './testing';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const about = {
  body: { version: '2.29.118', contact_email: 'a@b.co', time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota' },
};

type Call = { method: string; url: URL };
const reportCalls = (calls: Call[], userId: number) =>
  calls.filter((call) => call.url.pathname === `/v1/users/${userId}/operator_activities`);
const summaryCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/v1/users/operator_summaries');
const queryOf = (call: Call) => ({
  from_date: call.url.searchParams.get('from_date'),
  to_date: call.url.searchParams.get('to_date'),
  states: call.url.searchParams.getAll('states[]'),
});
const EVERY_STATE = ['pending', 'developing', 'paused', 'finished'];
/** The panel's header button (its name is the operator's): it opens and closes the panel. */
const panelControl = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => panelControl(name).closest<HTMLElement>('[data-operator-id]')!;
const rowOf = (intervalId: number) => document.querySelector<HTMLElement>(`tr[data-interval-id="${intervalId}"]`)!;
const toDate = () => screen.getByLabelText(/Fecha final/);

describe('operator activity report', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('opens on the last month in the workshop zone for every enabled operator and every status: every total in one request (issue 23 item 2), each panel asks for its rows once opened (issue 22 item 14)', async () => {
    // Only the date is fake: the screen's chunks and requests run on the real clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-03-15 20:00 in Bogotá: already the 16th in UTC.
    vi.setSystemTime(new Date('2026-03-16T01:00:00Z'));
    signInAs(admin);
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/operators': { body: operators },
      'GET /v1/users/operator_summaries': { body: summaries },
      'GET /v1/users/5/operator_activities': { body: [operatorRowOf()] },
      'GET /v1/users/6/operator_activities': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/activities');

    expect(await screen.findByRole('heading', { level: 1, name: 'Actividades por operario' })).toBeInTheDocument();
    // The whole workshop: every panel closed, no rows asked yet, each header with its totals from one request.
    const lucia = await screen.findByRole('button', { name: 'Lucía Martínez' });
    expect(lucia).toHaveAttribute('aria-expanded', 'false');
    expect(panelControl('Pedro Gómez')).toHaveAttribute('aria-expanded', 'false');
    expect(await within(panelOf('Lucía Martínez')).findByText('1 intervalo · 01:30:00 · $ 18.750,5')).toBeInTheDocument();
    expect(panelOf('Pedro Gómez')).toHaveTextContent('0 intervalos · 00:00:00');
    await waitForQueriesToSettle();
    expect(reportCalls(calls, 5)).toHaveLength(0);
    expect(reportCalls(calls, 6)).toHaveLength(0);
    expect(summaryCalls(calls).map(queryOf)).toEqual([{ from_date: '2026-02-15', to_date: '2026-03-15', states: EVERY_STATE }]);

    // Opening a panel asks for its operator's rows, and only theirs.
    await user.click(lucia);
    await waitFor(() => expect(reportCalls(calls, 5)).toHaveLength(1));
    expect(await within(panelOf('Lucía Martínez')).findByText('1 intervalo · 01:30:00 · $ 18.750,5')).toBeInTheDocument();
    expect(reportCalls(calls, 6)).toHaveLength(0);
    await user.click(panelControl('Pedro Gómez'));
    await waitFor(() => expect(reportCalls(calls, 6)).toHaveLength(1));
    for (const id of [5, 6]) {
      expect(queryOf(reportCalls(calls, id)[0]!)).toEqual({ from_date: '2026-02-15', to_date: '2026-03-15', states: EVERY_STATE });
    }
    expect(screen.getByLabelText(/Fecha inicial/)).toHaveValue('2026-02-15');
    expect(toDate()).toHaveValue('2026-03-15');
    for (const state of ['Pendiente', 'En desarrollo', 'Pausada', 'Terminada'])
      expect(screen.getByRole('checkbox', { name: state })).toBeChecked();
    const filters = screen.getByRole('form', { name: 'Filtros del reporte' });
    expect(within(filters).getByText('Lucía Martínez')).toBeInTheDocument();
    expect(within(filters).getByText('Pedro Gómez')).toBeInTheDocument();

    // Each open panel says what it found.
    expect(await within(panelOf('Lucía Martínez')).findByText('Impresión N.º 12')).toBeInTheDocument();
    expect(
      await within(panelOf('Pedro Gómez')).findByText('Pedro Gómez no registró tiempo en el rango y los estados elegidos.'),
    ).toBeInTheDocument();

    // Closed again, a panel keeps its summary and asks nothing more.
    await user.click(lucia);
    await waitFor(() => expect(lucia).toHaveAttribute('aria-expanded', 'false'));
    expect(panelOf('Lucía Martínez')).toHaveTextContent('1 intervalo · 01:30:00 · $ 18.750,5');
    expect(reportCalls(calls, 5)).toHaveLength(1);
  });

  it('shows each operator in a panel with footer totals added exactly, red quantities below plan, and the intervals button only where work can be edited', async () => {
    mockApi({
      'GET /v1/about': about,
      'GET /v1/users/operators': { body: operators },
      'GET /v1/users/operator_summaries': { body: summaries },
      'GET /v1/users/5/operator_activities': {
        body: [
          // Paused activity of an order in development: intervals can be edited. 90 min over a 60 min estimate: red.
          operatorRowOf({ quantity_produced: 800, total_estimated_production_time: 3600, user_time_spent: 120.5 }),
          // The same activity, still running.
          operatorRowOf({
            interval_id: 91,
            start_time: '2026-03-03T08:00:00.000-05:00',
            end_time: null,
            minutes: 30.5,
            value: 6354.166667,
          }),
          // Finished order: no editing.
          operatorRowOf({
            interval_id: 92,
            activity_user_id: 40,
            activity_id: 20,
            activity_type: 'die_cut',
            activity_name: 'Troquelado',
            production_order_id: 8,
            production_order_status: 'finished',
            status: 'finished',
            minutes: 0,
            value: 0.000001,
          }),
        ],
      },
      'GET /v1/users/6/operator_activities': {
        body: [
          // A pending activity: no intervals button even in an order in development.
          operatorRowOf({ interval_id: 95, user_id: 6, activity_id: 13, status: 'pending', minutes: 15, value: 2500 }),
        ],
      },
      'GET /v1/activity_users/31/intervals': { body: [] },
    });
    const user = userEvent.setup();
    // The URL names both operators: both panels open and load.
    renderApp('/activities?from_date=2026-03-01&to_date=2026-03-31&operators=5,6');

    const lucia = await screen.findByRole('table', { name: 'Actividades de Lucía Martínez' });
    await within(lucia).findByText('Troquelado N.º 20');
    const footer = lucia.querySelector('tfoot')!;
    // 90 + 30.5 + 0 minutes; 18.750,5 + 6.354,166667 + 0,000001 pesos.
    expect(within(footer).getByText('02:00:30')).toHaveAttribute('data-total', 'minutes');
    expect(within(footer).getByText('$ 25.104,666668')).toHaveAttribute('data-total', 'value');
    expect(panelOf('Lucía Martínez')).toHaveTextContent('3 intervalos · 02:00:30 · $ 25.104,666668');
    expect(panelOf('Pedro Gómez')).toHaveTextContent('1 intervalo · 00:15:00 · $ 2.500,0');

    const first = rowOf(90);
    expect(within(first).getByRole('link', { name: '7' })).toHaveAttribute('href', '/production_orders/7');
    for (const text of ['Impresión N.º 12', '02/03/2026 08:00', '02/03/2026 09:30', '01:00:00', '$ 18.750,5', 'Pausada'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByText('800')).toHaveAttribute('data-below-quantity', 'true');
    await waitFor(() => expect(within(first).getByText('01:30:00')).toHaveAttribute('data-time-color', 'red'));
    expect(within(rowOf(91)).getByText('En curso')).toBeInTheDocument();
    expect(rowOf(92).querySelector('[data-below-quantity]')).toHaveAttribute('data-below-quantity', 'false');

    expect(within(rowOf(91)).getByRole('button', { name: 'Intervalos Impresión N.º 12' })).toBeInTheDocument();
    expect(within(rowOf(92)).queryByRole('button', { name: /Intervalos/ })).toBeNull();
    expect(within(rowOf(95)).queryByRole('button', { name: /Intervalos/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Intervalos Impresión N.º 12' }));
    const editor = await screen.findByRole('dialog', { name: 'Intervalos · Impresión N.º 12' });
    expect(await within(editor).findByRole('table', { name: /Lucía Martínez/ })).toBeInTheDocument();
  });

  it('opens the filtered URL on that operator and those dates and asks at once; several operators and fewer statuses go to the query', async () => {
    const { calls } = mockApi({
      'GET /v1/users/operators': { body: operators },
      'GET /v1/users/operator_summaries': { body: summaries },
      'GET /v1/users/5/operator_activities': { body: [operatorRowOf()] },
      'GET /v1/users/6/operator_activities': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/activities/5/2026-03-01/2026-03-10');

    await screen.findByRole('table', { name: 'Actividades de Lucía Martínez' });
    expect(reportCalls(calls, 5).map(queryOf)).toEqual([{ from_date: '2026-03-01', to_date: '2026-03-10', states: EVERY_STATE }]);
    expect(screen.queryByRole('table', { name: 'Actividades de Pedro Gómez' })).toBeNull();
    expect(screen.getByLabelText(/Fecha inicial/)).toHaveValue('2026-03-01');
    expect(toDate()).toHaveValue('2026-03-10');
    const filters = screen.getByRole('form', { name: 'Filtros del reporte' });
    expect(within(filters).getByText('Lucía Martínez')).toBeInTheDocument();
    expect(within(filters).queryByText('Pedro Gómez')).toBeNull();

    // Pedro too (so every operator) and no pending activities.
    await user.click(screen.getByRole('combobox', { name: 'Operarios' }));
    await user.click(await screen.findByRole('option', { name: 'Pedro Gómez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pendiente' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from_date: '2026-03-01',
      to_date: '2026-03-10',
      states: 'developing,paused,finished',
    });
    // The whole workshop: the panels start closed; opening them asks with the new statuses.
    await waitFor(() => expect(panelControl('Pedro Gómez')).toHaveAttribute('aria-expanded', 'false'));
    expect(reportCalls(calls, 6)).toHaveLength(0);
    await user.click(panelControl('Pedro Gómez'));
    await user.click(panelControl('Lucía Martínez'));
    await screen.findByRole('table', { name: 'Actividades de Pedro Gómez' });
    const states = ['developing', 'paused', 'finished'];
    await waitFor(() => expect(reportCalls(calls, 6).map(queryOf)).toEqual([{ from_date: '2026-03-01', to_date: '2026-03-10', states }]));
    await waitFor(() =>
      expect(reportCalls(calls, 5).map(queryOf).at(-1)).toEqual({ from_date: '2026-03-01', to_date: '2026-03-10', states }),
    );

    // Back to one operator: its own path, the statuses in the query.
    await user.click(screen.getByRole('combobox', { name: 'Operarios' }));
    await user.keyboard('{Backspace}');
    expect(within(screen.getByRole('form', { name: 'Filtros del reporte' })).queryByText('Pedro Gómez')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/5/2026-03-01/2026-03-10'));
    expect(router.state.location.search).toBe('?states=developing%2Cpaused%2Cfinished');
  });

  it('marks the to date with the range warning and asks nothing: past one month, before the from date, or brought by the URL', async () => {
    const { calls } = mockApi({
      'GET /v1/users/operators': { body: operators },
      'GET /v1/users/operator_summaries': { body: summaries },
      'GET /v1/users/5/operator_activities': { body: [operatorRowOf()] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/activities/5/2026-01-31/2026-03-01');

    // 31 January plus one month is 28 February.
    expect(await screen.findByText('El rango de fechas no puede ser mayor a un mes.')).toBeInTheDocument();
    expect(toDate()).toHaveAttribute('aria-invalid', 'true');
    await waitForQueriesToSettle();
    expect(reportCalls(calls, 5)).toHaveLength(0);
    expect(summaryCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('table', { name: /Actividades de/ })).toBeNull();

    await user.clear(toDate());
    await user.type(toDate(), '2026-01-30');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('La fecha final no puede ser anterior a la fecha inicial.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Fecha inicial/));
    await user.type(screen.getByLabelText(/Fecha inicial/), '2026-03-01');
    await user.clear(toDate());
    await user.type(toDate(), '2026-04-02');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('El rango de fechas no puede ser mayor a un mes.')).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(reportCalls(calls, 5)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/activities/5/2026-01-31/2026-03-01');

    // Exactly one month is allowed.
    await user.clear(toDate());
    await user.type(toDate(), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/5/2026-03-01/2026-04-01'));
    await waitFor(() =>
      expect(reportCalls(calls, 5).map(queryOf)).toEqual([{ from_date: '2026-03-01', to_date: '2026-04-01', states: EVERY_STATE }]),
    );
    expect(screen.queryByText('El rango de fechas no puede ser mayor a un mes.')).toBeNull();
  });

  it('asks again when the same report is searched again, and each panel refreshes on its own', async () => {
    const { calls } = mockApi({
      'GET /v1/users/operators': { body: operators },
      'GET /v1/users/operator_summaries': { body: summaries },
      'GET /v1/users/5/operator_activities': { body: [operatorRowOf()] },
      'GET /v1/users/6/operator_activities': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/activities?from_date=2026-03-01&to_date=2026-03-31&operators=5,6');
    await screen.findByRole('table', { name: 'Actividades de Pedro Gómez' });
    await waitFor(() => expect(reportCalls(calls, 5)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Actualizar las actividades de Pedro Gómez' }));
    await waitFor(() => expect(reportCalls(calls, 6)).toHaveLength(2));
    expect(reportCalls(calls, 5)).toHaveLength(1);

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Consultar' }));
    });
    await waitFor(() => expect(reportCalls(calls, 5)).toHaveLength(2));
    await waitFor(() => expect(reportCalls(calls, 6)).toHaveLength(3));
    expect(summaryCalls(calls).length).toBeGreaterThanOrEqual(3);
  });
});
