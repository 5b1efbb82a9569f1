import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_FIRST_ITEMS, BOARD_LANE_PAGE } from '@tintero/domain';
import { event, fakeServer, frame, onTheBoard, renderBoard, row, type Board, type OpenRow } from './board-test-kit';

const heidelberg = { machine_id: 2, machine: 'Troqueladora Heidelberg' };
const press10 = { machine_id: 10, machine: 'Máquina 10' };
const press2 = { machine_id: 3, machine: 'Máquina 2' };
/** Pre-press has no machine: its lane is its type's. */
const prePress = { machine_id: null, machine: null, activity_type: 'pre_press', activity_name: 'Preprensa' };
const lucia = { user_id: 5, operator: 'Lucía Martínez' };
const pedro = { user_id: 6, operator: 'Pedro Ruiz' };

const paused = (id: number, fields: Partial<OpenRow>) =>
  row({ activity_id: id, activity_user_id: id + 1000, activity_status: 'paused', start_time: null, time_spent: 30, ...fields });
const pending = (id: number, fields: Partial<OpenRow>) =>
  row({ activity_id: id, activity_user_id: null, user_id: null, operator: null, activity_status: 'pending', start_time: null, ...fields });

const workshop = (): Board => ({
  running: [
    row({ ...heidelberg, ...lucia, activity_id: 12, activity_user_id: 31 }),
    row({
      ...press2,
      ...pedro,
      activity_id: 13,
      activity_user_id: 32,
      activity_type: 'impression',
      activity_name: 'Impresión',
      production_order_id: 8,
      reference: 'Etiquetas café',
    }),
  ],
  paused: [
    // Two workers on one paused activity: one entry, both named.
    paused(20, { ...heidelberg, ...lucia }),
    paused(20, { ...heidelberg, ...pedro, activity_user_id: 1021 }),
    paused(21, { ...press10, ...pedro, production_order_id: 9, reference: 'Plegadizas té' }),
  ],
  pending: [
    pending(30, { ...heidelberg, due_date: '2030-05-01' }),
    pending(31, { ...prePress, ...lucia, activity_user_id: 77, production_order_id: 8, reference: 'Etiquetas café' }),
    pending(32, { ...prePress }),
    pending(33, { machine_id: 9, machine: 'Máquina 9', production_order_id: 9, reference: 'Plegadizas té' }),
  ],
  stale_intervals: [],
});

const laneNames = () => screen.getAllByRole('region').map((lane) => lane.getAttribute('aria-label'));

describe('the board by lane', () => {
  onTheBoard();

  it('groups work by machine, and by activity type where there is none, running first and the rest as counts', async () => {
    fakeServer(workshop);
    renderBoard();
    await screen.findByRole('region', { name: 'Troqueladora Heidelberg' });
    // Numbered names in natural order; the stale section first.
    // The stale section first; lanes at work, then the others; numbered names in natural order.
    expect(laneNames()).toEqual([
      'Abiertos demasiado tiempo',
      'Máquina 2',
      'Troqueladora Heidelberg',
      'Máquina 9',
      'Máquina 10',
      'Preprensa',
    ]);
    expect(screen.getByText('2 en curso · 2 en pausa · 4 pendientes')).toBeInTheDocument();

    const heidel = screen.getByRole('region', { name: 'Troqueladora Heidelberg' });
    expect(within(heidel).getByRole('article', { name: 'Troquelado N.º 12 · Lucía Martínez' })).toBeInTheDocument();
    expect(
      within(heidel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 en pausa', '1 pendiente · 1 vencida']);
    const press = screen.getByRole('region', { name: 'Máquina 10' });
    expect(within(press).queryByRole('article')).toBeNull();
    expect(press).toHaveTextContent('Nada en curso.');
    const types = screen.getByRole('region', { name: 'Preprensa' });
    expect(within(types).getByRole('button', { name: '2 pendientes' })).toHaveAttribute('aria-expanded', 'false');

    // A count opens on tap into compact lines (no cards), and closes again.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const count = within(heidel).getByRole('button', { name: '1 en pausa' });
    await user.click(count);
    const list = within(heidel).getByRole('list', { name: 'En pausa en Troqueladora Heidelberg' });
    expect(count).toHaveAttribute('aria-controls', list.parentElement!.id);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Troquelado N.º 20 · Lucía Martínez, Pedro Ruiz · Acumulado 00:30:00');
    expect(within(list).getByRole('link', { name: 'Orden N.º 7 · Cajas plegadizas 250 g' })).toHaveAttribute(
      'href',
      '/production_orders/7/edit',
    );
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(within(heidel).queryByRole('list')).toBeNull();
  });

  it('narrows by machine, operator and order, keeps the filters in the URL, and clears them', async () => {
    const server = fakeServer(workshop);
    const router = renderBoard();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findByRole('region', { name: 'Troqueladora Heidelberg' });
    const filters = screen.getByRole('search', { name: 'Filtros de la planta' });
    expect(server.searches()).toEqual(['']);

    await user.click(within(filters).getByRole('combobox', { name: 'Máquina' }));
    await user.click(await screen.findByRole('option', { name: 'Preprensa' }));
    await waitFor(() => expect(router.state.location.search).toBe('?machine=t-pre_press'));
    // The server filters: its counts are those of what is shown.
    await waitFor(() => expect(laneNames()).toEqual(['Preprensa']));
    expect(server.searches().at(-1)).toBe('?machine=t-pre_press');

    await user.click(within(filters).getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(within(filters).getByRole('combobox', { name: 'Operario' }));
    await user.click(await screen.findByRole('option', { name: 'Pedro Ruiz' }));
    await waitFor(() => expect(router.state.location.search).toBe('?operator=6'));
    // Pedro's work only: his running card, the paused activity he shares with Lucía (both named), his own.
    await waitFor(() => expect(laneNames()).toEqual(['Máquina 2', 'Máquina 10', 'Troqueladora Heidelberg']));
    expect(server.searches().at(-1)).toBe('?operator=6');
    const heidel = screen.getByRole('region', { name: 'Troqueladora Heidelberg' });
    expect(within(heidel).queryByRole('article')).toBeNull();
    expect(
      within(heidel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 en pausa']);
    expect(screen.getByText('1 en curso · 2 en pausa · 0 pendientes')).toBeInTheDocument();

    await user.type(within(filters).getByRole('searchbox', { name: 'Orden' }), '9');
    await waitFor(() => expect(router.state.location.search).toBe('?operator=6&order=9'));
    await waitFor(() => expect(laneNames()).toEqual(['Máquina 10']));
    await user.clear(within(filters).getByRole('searchbox', { name: 'Orden' }));
    await user.type(within(filters).getByRole('searchbox', { name: 'Orden' }), 'cafe');
    // Part of the reference, accents aside: order 8's work of Pedro.
    await waitFor(() => expect(laneNames()).toEqual(['Máquina 2']));
    await user.type(within(filters).getByRole('searchbox', { name: 'Orden' }), 'xyz');
    expect(await screen.findByText('Nada en la planta coincide con los filtros.')).toBeInTheDocument();
  });

  it('takes a number for the order with that number, and for part of a reference only when no order on the board has it', async () => {
    const withNumberedReferences = (): Board => {
      const board = workshop();
      board.pending.push(
        pending(34, { machine_id: 11, machine: 'Guillotina', production_order_id: 12, reference: 'Cajas lote 9 de 2026' }),
      );
      return board;
    };
    fakeServer(withNumberedReferences);
    renderBoard('?order=9');
    // Order 9's work, not order 12's whose reference holds a 9.
    await screen.findByRole('region', { name: 'Máquina 10' });
    expect(laneNames()).toEqual(['Máquina 9', 'Máquina 10']);
    cleanup();

    fakeServer(withNumberedReferences);
    renderBoard('?order=2026');
    // No order 2026 at work: the references holding it.
    await screen.findByRole('region', { name: 'Guillotina' });
    expect(laneNames()).toEqual(['Guillotina']);
  });

  it('opens with the filters of its URL, and ignores ones that mean nothing', async () => {
    fakeServer(workshop);
    renderBoard('?machine=t-pre_press&order=N.%C2%BA%208&operator=abc');
    await screen.findByRole('region', { name: 'Preprensa' });
    expect(laneNames()).toEqual(['Preprensa']);
    expect(screen.getByText('0 en curso · 0 en pausa · 1 pendiente')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filtros de la planta' });
    expect(within(filters).getByRole('combobox', { name: 'Máquina' })).toHaveValue('Preprensa');
    expect(within(filters).getByRole('combobox', { name: 'Operario' })).toHaveValue('');
    expect(within(filters).getByRole('searchbox', { name: 'Orden' })).toHaveValue('N.º 8');
  });

  it('stays small with a thousand unfinished activities: counts, the first few of an opened count, the rest from the server', async () => {
    const big: Board = { running: [], paused: [], pending: [], stale_intervals: [] };
    for (let id = 1; id <= 1_000; id += 1) {
      const machine = { machine_id: id % 20, machine: `Máquina ${id % 20}` };
      if (id % 25 === 0) big.running.push(row({ ...machine, activity_id: id, activity_user_id: id, user_id: id }));
      else if (id % 2 === 0) big.paused.push(paused(id, machine));
      else big.pending.push(pending(id, machine));
    }
    const server = fakeServer(() => big);
    renderBoard();
    await screen.findByRole('region', { name: 'Máquina 1' });
    expect(screen.getAllByRole('region', { name: /^Máquina / })).toHaveLength(20);
    expect(screen.getAllByRole('article')).toHaveLength(40);
    expect(screen.getByText('40 en curso · 480 en pausa · 480 pendientes')).toBeInTheDocument();
    expect(document.querySelectorAll('*').length).toBeLessThan(1_500);

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const lane = screen.getByRole('region', { name: 'Máquina 1' });
    await user.click(within(lane).getByRole('button', { name: /^50 pendientes/ }));
    const list = within(lane).getByRole('list', { name: 'Pendientes en Máquina 1' });
    // The first few came with the board; the rest is asked of the server, a page at a time.
    expect(within(list).getAllByRole('listitem')).toHaveLength(BOARD_FIRST_ITEMS);
    expect(server.lanes()).toEqual([]);
    await user.click(within(lane).getByRole('button', { name: `Ver ${BOARD_LANE_PAGE} más` }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(BOARD_FIRST_ITEMS + BOARD_LANE_PAGE));
    expect(server.lanes()).toEqual([`/v1/shop_floor/lanes/m1?status=pending&offset=${BOARD_FIRST_ITEMS}&limit=${BOARD_LANE_PAGE}`]);
    await user.click(within(lane).getByRole('button', { name: `Ver ${50 - BOARD_FIRST_ITEMS - BOARD_LANE_PAGE} más` }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    expect(within(lane).queryByRole('button', { name: /^Ver / })).toBeNull();
    // Each activity once, in the board's order.
    const ids = within(list)
      .getAllByRole('listitem')
      .map((item) => Number(/Troquelado N\.º (\d+)/.exec(item.textContent ?? '')![1]));
    expect(new Set(ids).size).toBe(50);
  });

  it('asks again, on a work event, the board and the pages of a lane it holds', async () => {
    let board: Board = { running: [], paused: [], pending: [], stale_intervals: [] };
    for (let id = 1; id <= 8; id += 1) board.pending.push(pending(id, heidelberg));
    const server = fakeServer(() => board);
    renderBoard();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const lane = await screen.findByRole('region', { name: 'Troqueladora Heidelberg' });
    await user.click(within(lane).getByRole('button', { name: '8 pendientes' }));
    await user.click(within(lane).getByRole('button', { name: 'Ver 3 más' }));
    const list = within(lane).getByRole('list', { name: 'Pendientes en Troqueladora Heidelberg' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    await waitFor(() => expect(server.streams()).toBe(1));
    const before = { boards: server.boards(), lanes: server.lanes().length };

    // Activity 7 is started elsewhere: the event refetches both, and the list holds what the server says.
    board = { ...board, pending: board.pending.filter((each) => each.activity_id !== 7) };
    server.send(frame(event({ activity_id: 7 })));
    await waitFor(() => expect(server.lanes().length).toBe(before.lanes + 1));
    expect(server.boards()).toBe(before.boards + 1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(lane).getByRole('button', { name: '7 pendientes' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(lane).queryByRole('button', { name: /^Ver / })).toBeNull();
  });
});
