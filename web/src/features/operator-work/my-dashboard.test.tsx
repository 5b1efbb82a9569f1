import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityDefinition } from '@tintero/domain';
import { useFakeClock } from '../../../test/clock';
import { Alerts } from '../../components/alerts';
import { mockApi, renderWithModals, resetState, signInAs } from '../../../test/helpers';
import { activityRecordOf } from '../../../test/activity-records';
import { MyDashboardPage } from './my-dashboard-page';
import { SEARCH_DELAY_MS } from './my-activities';
import { inDevelopmentOf, intervalOf, userActivityOf } from '../../../test/work-records';

const operator = { id: 5, role: 'operator' as const, first_name: 'Lucía', last_name: 'Martínez' };
const about = { body: { version: 'x', contact_email: 'a@b.c', time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota' } };

const OrderView = ({ orderId }: { orderId: number }) => <p>Orden operador {orderId}</p>;
const AddInk = ({ orderId }: { orderId: number }) => <p>Agregar tinta a {orderId}</p>;
const renderDashboard = () =>
  renderWithModals(
    <>
      <Alerts />
      <MyDashboardPage OrderView={OrderView} AddInk={AddInk} />
    </>,
  );

const card = (name: string) => screen.getByRole('article', { name });

describe('my dashboard: my activities', () => {
  beforeEach(() => {
    resetState();
    signInAs(operator);
  });

  it('shows one card per activity, coloured by due date, with start or continue and finish once started', async () => {
    useFakeClock();
    vi.setSystemTime(new Date('2030-03-18T15:00:00Z'));
    // A session that has not expired by then.
    signInAs(operator);
    mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': {
        body: [
          userActivityOf({ due_date: '2030-03-18' }),
          userActivityOf({
            id: 32,
            activity_user_id: 32,
            activity_id: 13,
            activity_type: 'die_cut',
            name: 'Troquelado',
            due_date: '2030-03-17',
            user_status: 'paused',
            activity_status: 'paused',
            time_spent: 75,
            total_estimated_production_time: 3600,
          }),
          userActivityOf({ id: 33, activity_user_id: 33, activity_id: 14, activity_type: 'sealed', name: 'Sellado', due_date: null }),
        ],
      },
    });
    renderDashboard();
    const today = await screen.findByRole('article', { name: 'Impresión N.º 12' });
    expect(today).toHaveAttribute('data-due', 'today');
    expect(today).toHaveTextContent('Orden N.º 7 · Cajas plegadizas 250 g');
    expect(today).toHaveTextContent('vence hoy');
    expect(within(today).getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(within(today).queryByRole('button', { name: 'Terminar' })).not.toBeInTheDocument();

    const late = card('Troquelado N.º 13');
    expect(late).toHaveAttribute('data-due', 'overdue');
    expect(late).toHaveTextContent('01:15:00');
    expect(within(late).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Terminar' })).toBeInTheDocument();
    // No due date reads as tomorrow: no colour.
    expect(card('Sellado N.º 14')).toHaveAttribute('data-due', 'later');
    expect(card('Sellado N.º 14')).toHaveTextContent('Sin fecha de entrega');
  });

  it('searches on the server 400 ms after the last keystroke, with the trimmed text', async () => {
    useFakeClock();
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': ({ url }) => ({
        body: url.searchParams.get('search') === 'cajas' ? [userActivityOf()] : [],
      }),
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderDashboard();
    expect(await screen.findByText('No tiene actividades pendientes.')).toBeInTheDocument();
    const searches = () => calls.filter((call) => call.url.pathname === '/v1/users/5/current_activities');
    expect(searches()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), ' cajas ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(searches()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]!.url.searchParams.get('search')).toBe('cajas');
    expect(await screen.findByRole('article', { name: 'Impresión N.º 12' })).toBeInTheDocument();
  });

  it('starts an activity, then shows it running', async () => {
    let running: unknown = null;
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': () => ({ body: running }),
      'GET /v1/users/5/current_activities': { body: [userActivityOf()] },
      'POST /v1/activity_users/31/intervals/start': () => {
        running = inDevelopmentOf(new Date().toISOString(), new Date().toISOString());
        return { status: 201, body: {} };
      },
      'GET /v1/activity_users/31/intervals': { body: [] },
      'GET /v1/activity_users/31/get_activity': { body: activityRecordOf(activityDefinition('impression'), { id: 12 }) },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await screen.findByRole('article', { name: 'Impresión N.º 12' })).getByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByText('La actividad ha sido iniciada.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Actividad en curso' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Orden operador 7')).toBeInTheDocument();
  });

  it('a refused start says why and advises reloading', async () => {
    mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': { body: [userActivityOf()] },
      'POST /v1/activity_users/31/intervals/start': {
        status: 409,
        body: { message: 'Ya tiene una actividad en curso; páusela o termínela antes de iniciar otra.', code: 'interval_open' },
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await screen.findByRole('article', { name: 'Impresión N.º 12' })).getByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByText('Ya tiene una actividad en curso; páusela o termínela antes de iniciar otra.')).toBeInTheDocument();
    expect(screen.getByText('Recargue la página para revisar los cambios.')).toBeInTheDocument();
  });

  it('finishing asks the quantity, then "¿Está seguro?"; cancelling either sends nothing', async () => {
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': { body: [userActivityOf({ user_status: 'paused', activity_status: 'paused' })] },
      'PUT /v1/activity_users/31/intervals/finish_by_user': { body: {} },
    });
    const user = userEvent.setup();
    renderDashboard();
    const finish = async () =>
      user.click(within(await screen.findByRole('article', { name: 'Impresión N.º 12' })).getByRole('button', { name: 'Terminar' }));

    await finish();
    let dialog = await screen.findByRole('dialog', { name: 'Terminar Impresión N.º 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await finish();
    dialog = await screen.findByRole('dialog', { name: 'Terminar Impresión N.º 12' });
    await user.type(within(dialog).getByLabelText('Cantidad producida', { exact: false }), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
    const sure = await screen.findByRole('dialog', { name: /Advertencia/ });
    expect(sure).toHaveTextContent('¿Está seguro?');
    expect(sure).toHaveTextContent('Se registrarán 450 unidades producidas');
    await user.click(within(sure).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await finish();
    dialog = await screen.findByRole('dialog', { name: 'Terminar Impresión N.º 12' });
    await user.type(within(dialog).getByLabelText('Cantidad producida', { exact: false }), '450,5');
    await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Advertencia/ })).getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Su trabajo en la actividad ha sido terminado.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ quantity_produced: 450.5 }]);
  });

  it('a finish that fails opens the quantity again with what was typed; a conflict does not', async () => {
    const answers = [
      { status: 503, body: { message: 'El servidor no está disponible.' } },
      { status: 409, body: { message: 'Ya terminó.' } },
    ];
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': { body: [userActivityOf({ user_status: 'paused', activity_status: 'paused' })] },
      'PUT /v1/activity_users/31/intervals/finish_by_user': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await screen.findByRole('article', { name: 'Impresión N.º 12' })).getByRole('button', { name: 'Terminar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Terminar Impresión N.º 12' });
    await user.type(within(dialog).getByLabelText('Cantidad producida', { exact: false }), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Advertencia/ })).getByRole('button', { name: 'Terminar' }));

    expect(await screen.findByText('El servidor no está disponible.')).toBeInTheDocument();
    dialog = await screen.findByRole('dialog', { name: 'Terminar Impresión N.º 12' });
    expect(within(dialog).getByLabelText('Cantidad producida', { exact: false })).toHaveValue('75');
    await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Advertencia/ })).getByRole('button', { name: 'Terminar' }));

    expect(await screen.findByText('Ya terminó.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { quantity_produced: 75 },
      { quantity_produced: 75 },
    ]);
  });

  it('opens the detail of an activity by its type, and saves the observation with a success dialog', async () => {
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: null },
      'GET /v1/users/5/current_activities': { body: [userActivityOf({ observation: 'Revisar registro' })] },
      'GET /v1/activity_users/31/get_activity': {
        body: activityRecordOf(activityDefinition('impression'), {
          id: 12,
          value: undefined,
          machinery_cost: undefined,
          observation: 'La del administrador',
        }),
      },
      'PUT /v1/activity_users/31/save_observation': { body: {} },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(within(await screen.findByRole('article', { name: 'Impresión N.º 12' })).getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle de la actividad' });
    const detail = await within(dialog).findByRole('article', { name: 'Impresión N.º 12' });
    expect(detail).toHaveAttribute('data-activity-type', 'impression');
    expect(within(detail).queryByText('Valor mano de obra')).not.toBeInTheDocument();
    // The form holds the worker's own observation, not the activity's.
    const observation = within(detail).getByLabelText('Observación', { selector: 'textarea' });
    expect(observation).toHaveValue('Revisar registro');
    await user.clear(observation);
    await user.type(observation, 'Falta tinta magenta');
    await user.click(within(detail).getByRole('button', { name: 'Guardar observación' }));
    expect(await screen.findByText('La observación ha sido guardada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ observation: 'Falta tinta magenta' });
  });
});

describe('my dashboard: the activity in development', () => {
  beforeEach(() => {
    resetState();
    signInAs(operator);
  });

  it("counts from the server's start against the server's clock, whatever the tablet's clock says, across a reload", async () => {
    useFakeClock();
    // The tablet's clock is 47 minutes behind the server's.
    vi.setSystemTime(new Date('2030-03-18T14:13:00.000Z'));
    signInAs(operator);
    const start = '2030-03-18T14:55:00.000Z';
    mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': () => ({
        body: inDevelopmentOf(start, new Date(Date.now() + 47 * 60_000).toISOString()),
      }),
      'GET /v1/activity_users/31/intervals': {
        body: [intervalOf({ start_time: start, end_time: null, minutes: 0, quantity_produced: 0 })],
      },
      'GET /v1/activity_users/31/get_activity': { body: activityRecordOf(activityDefinition('impression'), { id: 12 }) },
    });
    const first = renderDashboard();
    const timer = await screen.findByRole('timer', { name: 'Tiempo en curso' });
    // Server now 15:00:00, started 14:55:00.
    expect(timer).toHaveTextContent('00:05:00');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('timer', { name: 'Tiempo en curso' })).toHaveTextContent('00:05:03');

    // A reload (the same screen mounted afresh, the clock learnt again) keeps counting from the same start.
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    renderDashboard();
    expect(await screen.findByRole('timer', { name: 'Tiempo en curso' })).toHaveTextContent('00:06:03');
    // The running interval in the list counts too.
    const running = document.querySelector('[data-running="true"]')!;
    expect(within(running as HTMLElement).getByRole('timer')).toHaveTextContent('00:06:03');
  });

  it('pausing asks the quantity produced: required, a number ≥ 0; cancelling does nothing', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const { calls } = mockApi({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: inDevelopmentOf(start, new Date().toISOString()) },
      'GET /v1/activity_users/31/intervals': { body: [] },
      'GET /v1/activity_users/31/get_activity': { body: activityRecordOf(activityDefinition('impression'), { id: 12 }) },
      'PUT /v1/activity_users/31/intervals/pause': { body: {} },
    });
    const user = userEvent.setup();
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Actividad en curso' });
    await user.click(within(panel).getByRole('button', { name: 'Pausar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pausar Impresión N.º 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(within(dialog).getByText('Ingrese la cantidad producida: un número mayor o igual a 0.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cantidad producida', { exact: false }), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(within(dialog).getByText('Ingrese la cantidad producida: un número mayor o igual a 0.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Pausar' }));
    dialog = await screen.findByRole('dialog', { name: 'Pausar Impresión N.º 12' });
    await user.type(within(dialog).getByLabelText('Cantidad producida', { exact: false }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('La actividad ha sido pausada.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ quantity_produced: 0 }]);
  });

  it('"add ink" is offered on impressions only', async () => {
    const start = new Date().toISOString();
    const replies = (type: string) => ({
      'GET /v1/about': about,
      'GET /v1/users/5/current_activity_in_development': { body: inDevelopmentOf(start, start, { activity_type: type, name: '' }) },
      'GET /v1/activity_users/31/intervals': { body: [] },
      'GET /v1/activity_users/31/get_activity': { body: activityRecordOf(activityDefinition('impression'), { id: 12 }) },
    });
    mockApi(replies('impression'));
    const user = userEvent.setup();
    const view = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Agregar tinta' }));
    expect(screen.getByText('Agregar tinta a 7')).toBeInTheDocument();
    view.unmount();

    mockApi(replies('die_cut'));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Troquelado N.º 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar tinta' })).not.toBeInTheDocument();
  });
});
