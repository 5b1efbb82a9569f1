import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WEEK, type PlanItemResponse, type PlanningResponse } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const HOUR = 3600;

const item = (id: number, seconds: number, due: string | null, overrides: Partial<PlanItemResponse> = {}): PlanItemResponse => ({
  activity_type: 'die_cut',
  activity_id: id,
  production_order_id: id * 10,
  reference: `Caja ${id}`,
  client: 'Empaques del Sur',
  status: 'pending',
  position: 0,
  remaining_seconds: seconds,
  projected_start: null,
  projected_end: null,
  due_date: due,
  risk: null,
  running: false,
  ...overrides,
});

/** Friday 4 December 2026, 12:00 in Bogotá; Tuesday 8 is a holiday. A and B 16 h each, then C (1 h, due Thursday 10). */
const answer = (items: PlanItemResponse[]): PlanningResponse => ({
  now: '2026-12-04T17:00:00.000Z',
  time_zone: 'America/Bogota',
  from_date: '2026-12-04',
  to_date: '2026-12-31',
  days_off: ['2026-12-08', '2026-12-25'],
  lanes: [
    {
      key: 'm4',
      name: 'Troqueladora',
      machine_id: 4,
      activity_type: null,
      week: [...DEFAULT_WEEK],
      capacity: [
        { date: '2026-12-04', seconds: 8 * HOUR },
        { date: '2026-12-07', seconds: 8 * HOUR },
        { date: '2026-12-09', seconds: 8 * HOUR },
      ],
      items,
    },
  ],
  orders_at_risk: [],
});

const a = item(1, 16 * HOUR, '2027-03-01');
const b = item(2, 16 * HOUR, '2027-03-01');
const c = item(3, HOUR, '2026-12-10');

describe('Programación', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('projects the lane on the screen, and a move up is drawn and saved', async () => {
    let saved = false;
    const { calls } = mockApi({
      'GET /v1/planning': () => ({ body: answer(saved ? [a, c, b] : [a, b, c]) }),
      'PUT /v1/planning/items/die_cut/3': () => {
        saved = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/planning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programación' })).toBeInTheDocument();
    // The timeline (a tablet opens on the list): each activity a bar named by its order, its end and its risk.
    await user.click(await screen.findByRole('radio', { name: 'Línea de tiempo' }));
    expect(await screen.findByRole('button', { name: 'N.º 30 Troquelado, termina 2026-12-11 13:00, Atrasada' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Lista' }));
    const table = await screen.findByRole('table', { name: 'Troqueladora' });
    const rowOf = (order: number) =>
      within(table)
        .getByText(new RegExp(`N.º ${order} ·`))
        .closest('tr')!;
    expect(rowOf(30)).toHaveTextContent('Atrasada');
    await user.click(within(table).getByRole('button', { name: 'Subir Troquelado N.º 30' }));
    await waitFor(() => expect(rowOf(30)).toHaveTextContent('En riesgo'));
    expect(rowOf(30)).toHaveTextContent('2026-12-09 13:00');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ plan: { lane: 'm4', position: 1 } });
  });

  it('refuses on the screen to take work begun to another machine', async () => {
    mockApi({ 'GET /v1/planning': { body: answer([a, { ...b, status: 'paused' }, c]) } });
    const user = userEvent.setup();
    renderApp('/planning');
    await user.click(await screen.findByRole('radio', { name: 'Lista' }));
    const table = await screen.findByRole('table', { name: 'Troqueladora' });
    // Only pending work offers a machine to change to.
    expect(within(table).queryByLabelText('Máquina de N.º 20 Troquelado')).not.toBeInTheDocument();
    expect(within(table).getByLabelText('Máquina de N.º 30 Troquelado')).toBeInTheDocument();
  });
});
