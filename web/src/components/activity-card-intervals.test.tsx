import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { activityDefinition, formatDateTime, type ActivityWorker } from '@tintero/domain';
import { mockApi, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../test/helpers';
import { activityRecordOf } from '../../test/activity-records';
import { intervalOf } from '../../test/work-records';
import { ActivityCard, OperatorActivityCard } from './activity-card';

/** Full-mode cards list each worker's intervals (spec part 2 §2 "Activity cards"; issue 22 item 17). */
const sealed = activityDefinition('sealed');
const workers: ActivityWorker[] = [
  { id: 21, first_name: 'Lucía', last_name: 'Martínez', activity_user_id: 31, quantity_produced: 40, status: 'paused' },
  { id: 22, first_name: 'Pedro', last_name: 'Gómez', activity_user_id: 32, quantity_produced: 0, status: 'developing' },
  { id: 23, first_name: 'Ana', last_name: 'Ruiz', activity_user_id: 33, quantity_produced: 0, status: 'pending' },
];
const record = activityRecordOf(sealed, { id: 12, status: 'developing', users: workers });
const lucia = [
  intervalOf({ id: 90, start_time: '2030-03-18T08:00:00.000-05:00', end_time: '2030-03-18T09:30:00.000-05:00', minutes: 90, value: 15000 }),
  intervalOf({ id: 91, start_time: '2030-03-18T10:00:00.000-05:00', end_time: '2030-03-18T10:45:00.000-05:00', minutes: 45 }),
];
const pedro = [
  intervalOf({
    id: 92,
    activity_user_id: 32,
    user_id: 22,
    start_time: '2030-03-18T11:00:00.000-05:00',
    end_time: null,
    minutes: undefined,
  }),
];

const listOf = (name: string) => screen.getByRole('list', { name: `Intervalos de ${name}` });

describe('the full activity card with its workers’ intervals', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('shows start, end and time of every interval of each worker, without a hover, and no money', async () => {
    const api = mockApi({
      'GET /v1/activity_users/31/intervals': { body: lucia },
      'GET /v1/activity_users/32/intervals': { body: pedro },
      'GET /v1/activity_users/33/intervals': { body: [] },
    });
    renderWithModals(<ActivityCard definition={sealed} record={record} />);
    const card = screen.getByRole('article', { name: 'Sellado N.º 12' });
    await waitFor(() => expect(within(card).getAllByRole('listitem', { name: /^Inicio/ })).toHaveLength(3));

    const [first, second] = within(listOf('Lucía Martínez')).getAllByRole('listitem');
    for (const text of [formatDateTime(lucia[0]!.start_time), formatDateTime(lucia[0]!.end_time), '01:30:00']) {
      expect(first).toHaveTextContent(text);
      expect(first).toBeVisible();
    }
    expect(first).toHaveAccessibleName(
      `Inicio ${formatDateTime(lucia[0]!.start_time)}, Fin ${formatDateTime(lucia[0]!.end_time)}, Tiempo 01:30:00`,
    );
    expect(second).toHaveTextContent('00:45:00');
    // The running interval counts on the server's clock.
    const running = within(listOf('Pedro Gómez')).getByRole('listitem');
    expect(running).toHaveTextContent('En curso');
    expect(within(running).getByRole('timer', { name: 'En curso' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Trabajadores e intervalos (inicio → fin · tiempo)');
    expect(card).toHaveTextContent('Ana Ruiz (0 producidas, Pendiente)');
    expect(card).toHaveTextContent('No hay intervalos registrados.');
    // Each interval's value is not on the card (its labour value is, once).
    expect(card).not.toHaveTextContent('$ 15.000,0');
    expect(api.calls.map((call) => call.url.pathname).filter((path) => path.includes('/intervals'))).toEqual([
      '/v1/activity_users/31/intervals',
      '/v1/activity_users/32/intervals',
      '/v1/activity_users/33/intervals',
    ]);
  });

  it('a worker whose intervals fail to load keeps their line; the failure is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /v1/activity_users/31/intervals': { status: 500, body: { message: 'Error interno.' } },
      'GET /v1/activity_users/32/intervals': { body: pedro },
      'GET /v1/activity_users/33/intervals': { body: [] },
    });
    renderWithModals(<ActivityCard definition={sealed} record={record} />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('intervals of activity user 31:', expect.anything()));
    expect(screen.getByRole('article', { name: 'Sellado N.º 12' })).toHaveTextContent('Lucía Martínez (40 producidas, Pausada)');
    expect(screen.queryByRole('list', { name: 'Intervalos de Lucía Martínez' })).toBeNull();
    expect(listOf('Pedro Gómez')).toHaveTextContent('En curso');
    logged.mockRestore();
  });

  it('asks nothing for a third party’s activity, in operator mode, or when an operator is signed in', async () => {
    const api = mockApi({});
    const { unmount } = renderWithModals(
      <ActivityCard definition={sealed} record={{ ...record, was_made_by_third: true, third: 'Sellos S.A.S.' }} />,
    );
    unmount();
    const second = renderWithModals(<OperatorActivityCard definition={sealed} record={record} />);
    second.unmount();
    signInAs({ id: 21, role: 'operator' });
    renderWithModals(<ActivityCard definition={sealed} record={record} />);
    await waitForQueriesToSettle();
    expect(screen.getByRole('article', { name: 'Sellado N.º 12' })).toHaveTextContent('Lucía Martínez (40 producidas, Pausada)');
    expect(api.calls.filter((call) => call.url.pathname.includes('/intervals'))).toEqual([]);
  });
});
