import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onTheBoard, event, fakeServer, frame, renderBoard, row, type Board } from './board-test-kit';

const snapshot = (): Board => ({
  running: [row()],
  paused: [row({ activity_user_id: 40, activity_id: 20, user_id: 6, operator: 'Pedro Ruiz', activity_status: 'paused', time_spent: 45 })],
  pending: [
    row({ activity_user_id: null, user_id: null, operator: null, activity_id: 21, activity_status: 'pending', due_date: '2030-05-10' }),
    row({ activity_user_id: 41, activity_id: 22, user_id: 6, operator: 'Pedro Ruiz', activity_status: 'pending', due_date: '2030-05-08' }),
  ],
  stale_intervals: [],
});

describe('the live shop-floor board', () => {
  onTheBoard();

  it('shows what runs in its machine’s lane with its time ticking on the server clock, paused and pending folded with what is due', async () => {
    fakeServer(snapshot);
    renderBoard();
    const lane = await screen.findByRole('region', { name: 'Troqueladora Heidelberg' });
    const running = within(lane).getByRole('article', { name: 'Troquelado N.º 12 · Lucía Martínez' });
    expect(running).toHaveTextContent('Orden N.º 7 · Cajas plegadizas 250 g');
    // The lane names the machine; its cards do not repeat it.
    expect(running).not.toHaveTextContent('Troqueladora Heidelberg');
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

    // Paused and pending are counts, folded: no card for them.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const paused = within(lane).getByRole('button', { name: '1 en pausa' });
    expect(paused).toHaveAttribute('aria-expanded', 'false');
    await user.click(paused);
    expect(paused).toHaveAttribute('aria-expanded', 'true');
    expect(within(lane).getByRole('list', { name: 'En pausa en Troqueladora Heidelberg' })).toHaveTextContent(
      'Orden N.º 7 · Cajas plegadizas 250 g · Troquelado N.º 20 · Pedro Ruiz · Acumulado 00:45:00',
    );
    await user.click(within(lane).getByRole('button', { name: '2 pendientes · 1 vencida' }));
    const pending = within(within(lane).getByRole('list', { name: 'Pendientes en Troqueladora Heidelberg' })).getAllByRole('listitem');
    // Due soonest first.
    expect(pending.map((item) => item.textContent)).toEqual([
      'Orden N.º 7 · Cajas plegadizas 250 g · Troquelado N.º 22 · Pedro Ruiz Vencida desde 2030-05-08',
      'Orden N.º 7 · Cajas plegadizas 250 g · Troquelado N.º 21 · Sin trabajador asignado Vence hoy (2030-05-10)',
    ]);
    expect(screen.getByRole('region', { name: 'Abiertos demasiado tiempo' })).toHaveTextContent(
      'Ningún intervalo lleva abierto demasiado tiempo.',
    );
  });

  it('refetches the board on every work event, and again when the stream reconnects; an opened count stays open', async () => {
    let board = snapshot();
    const server = fakeServer(() => board);
    renderBoard();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const lane = await screen.findByRole('region', { name: 'Troqueladora Heidelberg' });
    await user.click(within(lane).getByRole('button', { name: '1 en pausa' }));
    await waitFor(() => expect(server.streams()).toBe(1));
    const before = server.boards();

    // Lucía pauses: the next snapshot says so, and the event brings it without a reload.
    board = { ...board, running: [], paused: [...board.paused, row({ activity_status: 'paused', start_time: null, time_spent: 10 })] };
    server.send(`retry: 1000\n: connected\n\n${frame(event())}`);
    await waitFor(() => expect(server.boards()).toBe(before + 1));
    const paused = await within(lane).findByRole('button', { name: '2 en pausa' });
    expect(paused).toHaveAttribute('aria-expanded', 'true');
    expect(within(lane).getByRole('list', { name: 'En pausa en Troqueladora Heidelberg' })).toHaveTextContent('Lucía Martínez');
    expect(within(lane).queryByRole('article')).toBeNull();
    expect(lane).toHaveTextContent('Nada en curso.');
    // A heartbeat is only a comment: nothing is refetched.
    server.send(': heartbeat\n\n');

    // The server restarts: the stream ends, and after the server's hint (1 s) it is opened again and the board refetched.
    server.end();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.streams()).toBe(2));
    await waitFor(() => expect(server.boards()).toBe(before + 2));
  });

  it('turns into a wall screen with larger type', async () => {
    fakeServer(snapshot);
    renderBoard();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Pantalla completa' }));
    expect(screen.getByRole('button', { name: 'Salir de pantalla completa' })).toHaveAttribute('aria-pressed', 'true');
  });
});
