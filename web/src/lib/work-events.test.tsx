import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANGED_EVENT } from '@tintero/domain';
import { useFakeClock } from '../../test/clock';
import { resetState, signInAs, testQueryClient } from '../../test/helpers';
import { getSession, peekSignOutReason } from './session';
import { MAX_THROTTLED_WAIT_MS, resetWorkEvents, useWorkEvents } from './work-events';

const operator = { id: 5, role: 'operator' as const, first_name: 'Lucía', last_name: 'Martínez' };

/** /v1/events answers the statuses of `plan` in turn (429 with `retryAfter`), then an open stream. */
function fakeEvents(plan: number[], retryAfter: string | null = '30') {
  const asked: number[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    asked.push(Date.now());
    if (plan.shift() === 429) {
      const headers: Record<string, string> = retryAfter === null ? {} : { 'retry-after': retryAfter };
      return Response.json({ message: 'Demasiadas pantallas en vivo.' }, { status: 429, headers });
    }
    return new Response(new ReadableStream<Uint8Array>(), { headers: { 'content-type': 'text/event-stream' } });
  });
  return { calls: () => asked.length };
}

function listen() {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useWorkEvents(() => [['work']]), { wrapper });
  return { opened: () => invalidate.mock.calls.length };
}

describe('the work events stream when the server refuses it with 429 (too many open)', () => {
  beforeEach(() => {
    resetState();
    signInAs(operator);
    useFakeClock();
  });
  afterEach(() => resetWorkEvents());

  it('waits Retry-After, twice as long after each further 429, and opens once a place is free', async () => {
    const server = fakeEvents([429, 429, 429]);
    const stream = listen();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls()).toBe(1);
    // 30 s, then 60 s, then 120 s: never sooner.
    for (const [wait, callsAfter] of [
      [30_000, 2],
      [60_000, 3],
      [120_000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.calls()).toBe(callsAfter - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls()).toBe(callsAfter);
    }
    expect(stream.opened(), 'the screen refetches once the stream opens').toBe(1);
  });

  it('never waits longer than the cap, and falls back to 30 s without a Retry-After', async () => {
    const server = fakeEvents(Array(20).fill(429), null);
    listen();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.calls()).toBe(2);
    // 60 s, 120 s, 240 s, then never more than the cap (5 minutes) between attempts: no storm.
    await vi.advanceTimersByTimeAsync(60_000 + 120_000 + 240_000);
    expect(server.calls()).toBe(5);
    await vi.advanceTimersByTimeAsync(3 * MAX_THROTTLED_WAIT_MS);
    expect(server.calls()).toBe(8);
  });
});

/** A stream that sends `text` and ends; with null, one that stays open. */
function streamOf(text: string | null) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (text === null) return;
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

describe('the work events stream when the session changes on the server', () => {
  beforeEach(() => {
    resetState();
    signInAs(operator);
    useFakeClock();
  });
  afterEach(() => resetWorkEvents());

  it('a stream ended with "session_changed" is asked again at once, and the 401 signs the person out', async () => {
    const asked: number[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      asked.push(Date.now());
      if (asked.length > 1) return Response.json({ message: 'Su sesión ha terminado.' }, { status: 401 });
      return streamOf(`retry: 3000\n: connected\n\nevent: ${SESSION_CHANGED_EVENT}\n\n`);
    });
    listen();
    // Well before the 3 s retry hint.
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(peekSignOutReason()).toBe('unauthorized');
  });

  it('a stream that simply ends (a restart) is asked again after the retry hint', async () => {
    const asked: number[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      asked.push(Date.now());
      return asked.length > 1 ? streamOf(null) : streamOf('retry: 3000\n: connected\n\n');
    });
    listen();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    expect(getSession()).not.toBeNull();
  });
});
