import { duration, fetchOk, summary } from '../load';
import { runCycles } from './cycle';
import { board } from './screens';
import { atMost, informative, type Fixture, type Req, type Scenario, type Target } from './types';

/** Boards open at once: the office's screens and a supervisor or two (an administrator may hold 20 streams). */
const BOARDS = Number(process.env.BENCH_BOARDS ?? 5);
const events: Req = { name: 'events', path: '/v1/events' };

/**
 * One open board as web/src/features/shop-floor/api.ts keeps it: read once, then read again on
 * every work event of its stream (`GET /v1/events`), never two reads at once (an event during a
 * read asks one more read after it, as React Query refetches an invalidated query). Records each
 * read's time; ends when `signal` aborts.
 */
async function openBoard(target: Target, signal: AbortSignal, latencies: number[]) {
  let stale = true;
  let reading: Promise<void> | undefined;
  const readWhileStale = async () => {
    while (stale && !signal.aborted) {
      stale = false;
      const started = performance.now();
      await fetchOk(target.url(board), target.init(board));
      latencies.push(performance.now() - started);
    }
    reading = undefined;
  };
  const onEvent = () => {
    stale = true;
    reading ??= readWhileStale();
  };
  onEvent();
  let received = 0;
  try {
    const response = await fetch(target.url(events), { headers: target.init(events).headers, signal });
    if (!response.ok || !response.body) throw new Error(`GET /v1/events: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const messages = buffer.split('\n\n');
      buffer = messages.pop()!;
      // Comments (`: keep-alive`) are not events; a message with data is.
      for (const message of messages)
        if (message.split('\n').some((line) => line.startsWith('data:'))) {
          received++;
          onEvent();
        }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  await reading;
  return received;
}

/**
 * Work events per second while the boards are read: 40 operators each starting or pausing every
 * 4 s, some hundred times a workshop's busiest minute (a shift starting: 40 starts in a minute).
 */
const CALLS_PER_SECOND = Number(process.env.BENCH_BOARD_CALLS ?? 10);

/** BENCH_BOARDS boards reading themselves on every event while the operators work (paced, or as fast as the server answers). */
async function boardsUnderWork(target: Target, fixture: Fixture, callsPerSecond?: number) {
  const latencies: number[] = [];
  const controller = new AbortController();
  const boards = Array.from({ length: BOARDS }, () => openBoard(target, controller.signal, latencies));
  // Each board's first read and its stream open before the work starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const opened = latencies.length;
  try {
    await runCycles(target, fixture, performance.now() + duration * 1000, { callsPerSecond });
  } finally {
    controller.abort();
  }
  const received = await Promise.all(boards);
  const underEvents = latencies.slice(opened);
  if (underEvents.length === 0) throw new Error('ningún evento de trabajo llegó a los tableros');
  return {
    p95: summary(underEvents).p95,
    reads: underEvents.length / duration,
    events: received.reduce((sum, count) => sum + count, 0) / BOARDS / duration,
  };
}

/**
 * The live board while it is used (issue 23 item 6): BENCH_BOARDS boards open on the event
 * stream while 40 operators start and pause, each board reading itself again on every event. The
 * p95 of those reads is what the screens wait for: with the work at CALLS_PER_SECOND (the budget),
 * and, for information, with the operators as fast as the server answers them (the server
 * saturated by the start/pause row's load, where every request queues). Tintero only: the bare
 * baseline has no stream (its board read is the `shop-floor` row).
 */
export const liveBoardScenario: Scenario = {
  key: 'shop-floor-live',
  phase: 'main',
  oursOnly: true,
  requests: () => [],
  metrics: {
    p95: {
      title: `Planta en vivo, ${BOARDS} tableros abiertos mientras 40 operarios inician y pausan (${CALLS_PER_SECOND} llamadas/s): lectura p95`,
      unit: 'ms',
      budget: '≤ 50 ms',
      pass: atMost(50),
    },
    reads: { title: 'Planta en vivo bajo eventos: lecturas del tablero/s', unit: 'req/s', budget: '—', pass: informative },
    events: { title: 'Planta en vivo bajo eventos: eventos recibidos/s por tablero', unit: 'ev/s', budget: '—', pass: informative },
    saturated: {
      title: 'Planta en vivo, los 40 operarios tan rápido como responde el servidor: lectura p95',
      unit: 'ms',
      budget: '—',
      pass: informative,
    },
  },
  measure: async (target, fixture) => {
    const paced = await boardsUnderWork(target, fixture, CALLS_PER_SECOND);
    const saturated = await boardsUnderWork(target, fixture);
    return { ...paced, saturated: saturated.p95 };
  },
};
