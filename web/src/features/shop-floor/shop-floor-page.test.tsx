import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopFloorRow, ShopFloorSnapshot, WorkEvent } from '@tintero/domain';
import { useFakeClock } from '../../../test/clock';
import { renderWithProviders, resetState, signInAs } from '../../../test/helpers';
import { resetWorkEvents } from '../../lib/work-events';
import { ShopFloorPage } from './shop-floor-page';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Marta', last_name: 'Gómez' };
const about = { version: 'x', contact_email: 'a@b.c', time_overrun_tolerance_seconds: 300, time_zone: 'America/Bogota' };

type DueRow = ShopFloorSnapshot['due'][number];

const row = (overrides: Partial<DueRow> = {}): ShopFloorRow => ({
  activity_user_id: 31,
  activity_id: 12,
  activity_type: 'die_cut',
  activity_name: 'Troquelado',
  activity_status: 'developing',
  production_order_id: 7,
  reference: 'Cajas plegadizas 250 g',
  user_id: 5,
  operator: 'Lucía Martínez',
  machine_id: 2,
  machine: 'Troqueladora Heidelberg',
  start_time: '2030-05-10T15:00:00.000Z',
  due_date: '2030-05-12',
  total_estimated_production_time: 1200,
  time_spent: 0,
  ...(overrides as Partial<ShopFloorRow>),
});

const snapshot = (): ShopFloorSnapshot => ({
  // The server's clock moves with this one (the fake clock): each answer tells it.
  server_time: new Date().toISOString(),
  running: [row()],
  paused: [row({ activity_user_id: 40, activity_id: 20, user_id: 6, operator: 'Pedro Ruiz', activity_status: 'paused', time_spent: 45 })],
  due: [
    row({ activity_user_id: null, user_id: null, operator: null, activity_id: 21, activity_status: 'pending', due_date: '2030-05-10' }),
    row({ activity_user_id: 41, activity_id: 22, user_id: 6, operator: 'Pedro Ruiz', activity_status: 'paused', due_date: '2030-05-08' }),
  ],
  stale_intervals: [],
});

/**
 * A fake server: JSON for the snapshot and /about, and for /v1/events a stream the test writes
 * frames to (`send`) or ends (`end`), as the server would.
 */
function fakeServer() {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  let boards = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/v1/events') {
      expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.pathname === '/v1/shop_floor') {
      boards += 1;
      return Response.json(snapshot());
    }
    if (url.pathname === '/v1/about') return Response.json(about);
    return Response.json({ message: 'No existe.' }, { status: 404 });
  });
  const current = () => streams[streams.length - 1]!;
  return {
    spy,
    boards: () => boards,
    streams: () => streams.length,
    send: (text: string) => current().enqueue(encoder.encode(text)),
    end: () => current().close(),
  };
}

const renderBoard = () => renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '*', element: <ShopFloorPage /> }])} />);

const event = (overrides: Partial<WorkEvent> = {}): WorkEvent => ({
  kind: 'interval_paused',
  production_order_id: 7,
  activity_id: 12,
  activity_user_id: 31,
  user_id: 5,
  at: '2030-05-10T15:10:30.000Z',
  ...overrides,
});

describe('the live shop-floor board', () => {
  beforeEach(() => {
    resetState();
    useFakeClock();
    vi.setSystemTime(new Date('2030-05-10T15:10:00Z'));
    signInAs(admin);
  });
  afterEach(() => resetWorkEvents());

  it('shows what runs with its time ticking on the server clock, what is paused, and what is due or overdue', async () => {
    fakeServer();
    renderBoard();
    const running = await screen.findByRole('article', { name: 'Troquelado N.º 12 · Lucía Martínez' });
    expect(running).toHaveTextContent('Orden N.º 7 · Cajas plegadizas 250 g');
    expect(running).toHaveTextContent('Troqueladora Heidelberg');
    expect(within(running).getByRole('link', { name: 'Orden N.º 7 · Cajas plegadizas 250 g' })).toHaveAttribute(
      'href',
      '/production_orders/7/edit',
    );
    const timer = within(running).getByRole('timer');
    expect(timer).toHaveTextContent('00:10:00');
    // Within the 20-minute estimate: blue.
    expect(running).toHaveAttribute('data-tone', 'blue');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(timer).toHaveTextContent('00:10:05');
    // Past the 20-minute estimate, within the 5-minute tolerance: yellow; beyond it: red.
    await act(() => vi.advanceTimersByTimeAsync(12 * 60_000));
    expect(running).toHaveAttribute('data-tone', 'yellow');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(running).toHaveAttribute('data-tone', 'red');

    expect(screen.getByRole('article', { name: 'Troquelado N.º 20 · Pedro Ruiz' })).toHaveTextContent('00:45:00');
    const today = screen.getByRole('article', { name: 'Troquelado N.º 21 · Sin trabajador asignado' });
    expect(today).toHaveAttribute('data-tone', 'orange');
    expect(today).toHaveTextContent('Vence hoy (2030-05-10)');
    const late = screen.getByRole('article', { name: 'Troquelado N.º 22 · Pedro Ruiz' });
    expect(late).toHaveAttribute('data-tone', 'red');
    expect(late).toHaveTextContent('Vencida desde 2030-05-08');
    expect(screen.getByRole('region', { name: 'Abiertos demasiado tiempo' })).toHaveTextContent(
      'Ningún intervalo lleva abierto demasiado tiempo.',
    );
  });

  it('refetches the board on every work event, and again when the stream reconnects', async () => {
    const server = fakeServer();
    renderBoard();
    await screen.findByRole('article', { name: 'Troquelado N.º 12 · Lucía Martínez' });
    await waitFor(() => expect(server.streams()).toBe(1));
    const before = server.boards();

    server.send(`retry: 1000\n: connected\n\nevent: interval_paused\ndata: ${JSON.stringify(event())}\nid: 1\n\n`);
    await waitFor(() => expect(server.boards()).toBe(before + 1));
    // A heartbeat is only a comment: nothing is refetched.
    server.send(': heartbeat\n\n');

    // The server restarts: the stream ends, and after the server's hint (1 s) it is opened again and the board refetched.
    server.end();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.streams()).toBe(2));
    await waitFor(() => expect(server.boards()).toBe(before + 2));
  });

  it('turns into a wall screen with larger type', async () => {
    fakeServer();
    renderBoard();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Pantalla completa' }));
    expect(screen.getByRole('button', { name: 'Salir de pantalla completa' })).toHaveAttribute('aria-pressed', 'true');
  });
});
