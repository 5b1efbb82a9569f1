import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ShopFloorRow, WorkEvent } from '@tintero/domain';
import { useFakeClock } from '../../../test/clock';
import { renderWithProviders, resetState, signInAs } from '../../../test/helpers';
import { resetWorkEvents } from '../../lib/work-events';
import { ShopFloorPage } from './shop-floor-page';
import { boardAnswer, lanePage, type Board, type OpenRow } from './board-fake-server';

export type { Board, OpenRow };

/** What the board's tests share: an administrator, a snapshot's rows, a fake server with its event stream. */
const admin = { id: 1, role: 'administrator' as const, first_name: 'Marta', last_name: 'Gómez' };
const about = { version: 'x', contact_email: 'a@b.c', time_overrun_tolerance_seconds: 300, time_zone: 'America/Bogota' };

/** A worker on a die cut of order 7 on the Heidelberg (machine 2): a running row unless told. */
export const row = (overrides: Partial<OpenRow> = {}): ShopFloorRow => ({
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

/** Each test of a `describe` on the board: the administrator signed in on a fake clock at 10:10 in Bogotá, the stream reset after. */
export function onTheBoard() {
  beforeEach(() => {
    resetState();
    useFakeClock();
    vi.setSystemTime(new Date('2030-05-10T15:10:00Z'));
    signInAs(admin);
  });
  afterEach(() => resetWorkEvents());
}

/**
 * A fake server: JSON for the board and its lanes (made from `board()` at each request, so a test
 * changes what the next answer holds; board-fake-server.ts) and /about, and for /v1/events a stream the test writes frames to (`send`) or ends
 * (`end`), as the server would.
 */
export function fakeServer(board: () => Board) {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  let boards = 0;
  const lanes: string[] = [];
  const searches: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/v1/events') {
      expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.pathname === '/v1/shop_floor') {
      boards += 1;
      searches.push(url.search);
      // The server's clock moves with this one (the fake clock): each answer tells it.
      return Response.json(boardAnswer(board(), url, new Date(), '2030-05-10'));
    }
    if (url.pathname.startsWith('/v1/shop_floor/lanes/')) {
      lanes.push(`${url.pathname}${url.search}`);
      return Response.json(lanePage(board(), url));
    }
    if (url.pathname === '/v1/about') return Response.json(about);
    return Response.json({ message: 'No existe.' }, { status: 404 });
  });
  const current = () => streams[streams.length - 1]!;
  return {
    spy,
    boards: () => boards,
    /** The query string of each board asked: the filters go to the server. */
    searches: () => searches,
    /** The lane pages asked, path and query. */
    lanes: () => lanes,
    streams: () => streams.length,
    send: (text: string) => current().enqueue(encoder.encode(text)),
    end: () => current().close(),
  };
}

/**
 * The board at `/shop_floor` (with the URL's filters given); `router` tells where the URL went.
 * Mantine shows a picker's dropdown in jsdom only when told it is a test (jsdom measures nothing).
 */
export function renderBoard(search = '') {
  const router = createMemoryRouter([{ path: '*', element: <ShopFloorPage /> }], { initialEntries: [`/shop_floor${search}`] });
  renderWithProviders(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

export const event = (overrides: Partial<WorkEvent> = {}): WorkEvent => ({
  kind: 'interval_paused',
  production_order_id: 7,
  activity_id: 12,
  activity_user_id: 31,
  user_id: 5,
  at: '2030-05-10T15:10:30.000Z',
  ...overrides,
});

/** One SSE frame of a work event, as the server writes it. */
export const frame = (data: WorkEvent, id = 1) => `event: ${data.kind}\ndata: ${JSON.stringify(data)}\nid: ${id}\n\n`;
