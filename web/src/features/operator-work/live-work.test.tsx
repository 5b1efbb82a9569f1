import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkEvent } from '@tintero/domain';
import { renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { resetWorkEvents } from '../../lib/work-events';
import { liveWorkKeys } from '../../lib/live-work';
import { MyDashboardPage } from './my-dashboard-page';
import { userActivityOf } from '../../../test/work-records';

const operator = { id: 5, role: 'operator' as const, first_name: 'Lucía', last_name: 'Martínez' };
const about = { version: 'x', contact_email: 'a@b.c', time_overrun_tolerance_seconds: 900, time_zone: 'America/Bogota' };
const started: WorkEvent = {
  kind: 'interval_started',
  production_order_id: 7,
  activity_id: 12,
  activity_user_id: 31,
  user_id: 5,
  at: '2030-05-10T15:00:00.000Z',
};

/** A fake server whose /v1/events is a stream the test writes frames to. */
function fakeServer() {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname);
    if (url.pathname === '/v1/events') {
      return new Response(new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) }), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    if (url.pathname === '/v1/about') return Response.json(about);
    if (url.pathname === '/v1/users/5/current_activity_in_development') return Response.json(null);
    if (url.pathname === '/v1/users/5/current_activities') return Response.json([userActivityOf()]);
    return Response.json({ message: 'No existe.' }, { status: 404 });
  });
  return {
    times: (path: string) => asked.filter((asked) => asked === path).length,
    streams: () => streams.length,
    send: (event: WorkEvent) => streams[0]!.enqueue(encoder.encode(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\nid: 1\n\n`)),
  };
}

describe('live work events on the screens that show work', () => {
  beforeEach(() => {
    resetState();
    signInAs(operator);
  });
  afterEach(() => resetWorkEvents());

  it("refetch the operator's dashboard when their work changes elsewhere", async () => {
    const server = fakeServer();
    renderWithModals(<MyDashboardPage OrderView={() => null} AddInk={() => null} />);
    expect(await screen.findByRole('article', { name: 'Impresión N.º 12' })).toBeInTheDocument();
    await waitFor(() => expect(server.streams()).toBe(1));
    const current = '/v1/users/5/current_activity_in_development';
    // The stream's opening refetches everything; once that settled, only the event is counted.
    await waitForQueriesToSettle();
    const before = server.times(current);
    server.send(started);
    await waitFor(() => expect(server.times(current)).toBe(before + 1));
  });

  it('name only what an event concerns, and everything on a (re)connection', () => {
    expect(liveWorkKeys(started)).toEqual(
      expect.arrayContaining([
        ['work', 'current', 5],
        ['work', 'in_development', 5],
        ['work', 'intervals', 31],
        ['work', 'activity', 31],
        ['activities'],
      ]),
    );
    // A whole activity finished: every worker's lists.
    expect(liveWorkKeys({ ...started, kind: 'activity_finished', user_id: null, activity_user_id: null })).toEqual(
      expect.arrayContaining([
        ['work', 'current'],
        ['work', 'intervals'],
      ]),
    );
    expect(liveWorkKeys(null)).toEqual([['work'], ['activities']]);
  });
});
