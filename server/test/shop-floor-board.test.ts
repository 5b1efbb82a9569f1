import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  BOARD_FIRST_ITEMS,
  shopFloorLanePageSchema,
  shopFloorSnapshotSchema,
  type ShopFloorLane,
  type ShopFloorSnapshot,
} from '@tintero/domain';
import { activities } from '../src/db/schema';
import { BOARD_ANSWER_REUSE_MS } from '../src/modules/shop-floor/shared-answers';
import { activityUserOf, dieCut } from './work-fixtures';
import { openEventStream } from './event-stream';
import { shopFloorSession } from './shop-floor-session';

/**
 * The live board's answer, shaped for the screen (issue 23 item 2; docs/decisions/032): running work,
 * per lane the counts and first activities of what is paused and pending, the rest of a lane on
 * demand, the filters applied by the server; a work event is never answered with an older board.
 * Each test narrows the board to its own order: the file's other orders stay on it.
 */
const { session, timer } = shopFloorSession();
const { clock } = session;

/** The board narrowed to one order (and any other filter); the clock moved past the reuse window first unless told. */
async function board(filters: Record<string, string | number>, { fresh = true } = {}): Promise<ShopFloorSnapshot> {
  if (fresh) clock.advanceMinutes(BOARD_ANSWER_REUSE_MS / 60_000);
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await session.shop.call('GET', `/v1/shop_floor?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return shopFloorSnapshotSchema.parse(response.json());
}

const laneOf = (answer: ShopFloorSnapshot, key: string) => answer.lanes.find((lane) => lane.key === key);
const counts = (lane: ShopFloorLane | undefined) => lane && [lane.running, lane.paused.count, lane.pending.count];
const machineLane = () => `m${session.shop.machine.id}`;

/** An order in development with one die cut per list of workers, due on the dates given (in order). */
async function order(workers: number[][], dueDates: (string | null)[] = []) {
  const { orderId, activityIds } = await session.shop.orderWithActivities(workers);
  for (const [index, due] of dueDates.entries()) {
    await session.ctx.app.db.update(activities).set({ due_date: due }).where(eq(activities.id, activityIds[index]!));
  }
  return { orderId, activityIds };
}

describe('GET /v1/shop_floor', () => {
  it('follows a start, a pause, an interval edit and a finish, lane by lane', async () => {
    const { orderId, activityIds } = await order([[session.ana.id], [session.beto.id]], ['2030-05-10']);
    const [forAna, forBeto] = activityIds as [number, number];
    const anaAu = await activityUserOf(session.ctx.app, forAna, session.ana.id);
    const betoAu = await activityUserOf(session.ctx.app, forBeto, session.beto.id);
    let answer = await board({ order: orderId });
    expect(answer.running).toEqual([]);
    expect(answer.today).toBe('2030-05-10');
    expect(answer.totals).toEqual({ running: 0, paused: 0, pending: 2 });
    // Both pending on the machine's lane, the one due soonest first, each with its worker.
    const lane = laneOf(answer, machineLane())!;
    expect(lane).toMatchObject({ name: session.shop.machine.name, running: 0, paused: { count: 0, overdue: 0, items: [] } });
    expect(lane.pending.count).toBe(2);
    expect(lane.pending.items).toEqual([
      expect.objectContaining({ activity_id: forAna, activity_type: 'die_cut', activity_name: dieCut.name, due_date: '2030-05-10' }),
      expect.objectContaining({ activity_id: forBeto, due_date: null, machine_id: session.shop.machine.id }),
    ]);
    expect(lane.pending.items[0]!.operators).toEqual([expect.stringContaining('Ana')]);

    const startedAt = clock.now().toISOString();
    expect((await timer(anaAu, 'start', session.ana.token)).statusCode).toBe(201);
    answer = await board({ order: orderId });
    expect(answer.server_time).toBe(clock.now().toISOString());
    expect(answer.running).toEqual([
      expect.objectContaining({ activity_user_id: anaAu, activity_id: forAna, user_id: session.ana.id, start_time: startedAt }),
    ]);
    expect(counts(laneOf(answer, machineLane()))).toEqual([1, 0, 1]);

    // 30 minutes since the start (each fresh board moves the clock past the reuse window, 2 s).
    clock.set(new Date(Date.parse(startedAt) + 30 * 60_000).toISOString());
    expect((await timer(anaAu, 'pause', session.ana.token)).statusCode).toBe(200);
    answer = await board({ order: orderId });
    expect(answer.running).toEqual([]);
    expect(laneOf(answer, machineLane())!.paused.items).toEqual([
      expect.objectContaining({ activity_id: forAna, activity_status: 'paused', time_spent: 30 }),
    ]);

    // The administrator enters an hour Beto forgot to record: his activity is paused too.
    const created = await session.shop.call('POST', `/v1/activity_users/${betoAu}/intervals`, {
      interval: { start_time: '2030-05-10T08:00:00-05:00', end_time: '2030-05-10T09:00:00-05:00' },
    });
    expect(created.statusCode, created.body).toBe(201);
    answer = await board({ order: orderId });
    expect(answer.totals).toEqual({ running: 0, paused: 2, pending: 0 });
    expect(laneOf(answer, machineLane())!.paused.items.map((item) => [item.activity_id, item.time_spent])).toEqual([
      [forAna, 30],
      [forBeto, 60],
    ]);

    // Ana is the only worker of hers: her finish finishes the activity, which leaves the board.
    expect((await timer(anaAu, 'finish_by_user', session.ana.token)).statusCode).toBe(200);
    answer = await board({ order: orderId });
    expect(laneOf(answer, machineLane())!.paused.items.map((item) => item.activity_id)).toEqual([forBeto]);
  });

  it('flags intervals open longer than MAX_OPEN_INTERVAL_HOURS, and never closes them', async () => {
    const { orderId, activityIds } = await order([[session.beto.id]]);
    const betoAu = await activityUserOf(session.ctx.app, activityIds[0]!, session.beto.id);
    expect((await timer(betoAu, 'start', session.beto.token)).statusCode).toBe(201);
    expect((await board({ order: orderId })).stale_intervals).toEqual([]);
    clock.advanceMinutes(13 * 60);
    const answer = await board({ order: orderId });
    expect(answer.running).toHaveLength(1);
    expect(answer.stale_intervals).toEqual([
      expect.objectContaining({ activity_user_id: betoAu, user_id: session.beto.id, interval_id: expect.any(Number) }),
    ]);
    expect((await timer(betoAu, 'pause', session.beto.token)).statusCode).toBe(200);
    expect((await board({ order: orderId })).stale_intervals).toEqual([]);
  });

  it('carries per lane the count, the overdue and the first few; the rest of a lane comes a page at a time', async () => {
    const many = BOARD_FIRST_ITEMS + 3;
    const due = Array.from({ length: many }, (_, index) => `2030-05-${String(index + 5).padStart(2, '0')}`);
    const { orderId, activityIds } = await order(
      Array.from({ length: many }, () => [session.ana.id]),
      due,
    );
    // The last two have no machine: their lane is their type's.
    await session.ctx.app.db
      .update(activities)
      .set({ machine_id: null })
      .where(inArray(activities.id, activityIds.slice(-2)));
    const answer = await board({ order: orderId });
    const machine = laneOf(answer, machineLane())!;
    // Due on the 5th to the 9th (before today, the 10th): five overdue.
    expect(machine.pending).toMatchObject({ count: many - 2, overdue: 5 });
    expect(machine.pending.items.map((item) => item.activity_id)).toEqual(activityIds.slice(0, BOARD_FIRST_ITEMS));
    expect(laneOf(answer, 't-die_cut')).toMatchObject({ name: dieCut.name, pending: { count: 2, overdue: 0 } });
    expect(answer.totals).toEqual({ running: 0, paused: 0, pending: many });
    expect(answer.choices.lanes).toEqual(expect.arrayContaining([{ key: 't-die_cut', name: dieCut.name, machine: false }]));
    expect(answer.choices.operators).toEqual(expect.arrayContaining([{ id: session.ana.id, name: expect.stringContaining('Ana') }]));

    const page = async (query: string) => {
      const response = await session.shop.call('GET', `/v1/shop_floor/lanes/${machineLane()}?order=${orderId}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return shopFloorLanePageSchema.parse(response.json());
    };
    const rest = await page(`status=pending&offset=${BOARD_FIRST_ITEMS}`);
    expect(rest.items.map((item) => item.activity_id)).toEqual(activityIds.slice(BOARD_FIRST_ITEMS, many - 2));
    expect(rest).toMatchObject({ count: many - 2, next_offset: null });
    expect(rest.items[0]!.operators).toEqual([expect.stringContaining('Ana')]);
    expect(await page('status=pending&offset=0&limit=2')).toMatchObject({ count: many - 2, next_offset: 2 });
    expect(await page('status=pending&offset=50')).toEqual({ items: [], count: many - 2, next_offset: null });
    expect(await page('status=pending&offset=2147483647&limit=100')).toEqual({ items: [], count: many - 2, next_offset: null });
    expect(await page('status=paused')).toEqual({ items: [], count: 0, next_offset: null });
  });

  it('applies the filters itself, so the counts are those of what is shown', async () => {
    const { orderId, activityIds } = await order([[session.ana.id], [session.beto.id], [session.ana.id, session.beto.id]]);
    expect((await board({ order: orderId, operator: session.beto.id })).totals).toEqual({ running: 0, paused: 0, pending: 2 });
    // An activity kept for its operator still names all its workers.
    const shared = laneOf(await board({ order: orderId, operator: session.beto.id }), machineLane())!.pending.items[1]!;
    expect(shared.activity_id).toBe(activityIds[2]);
    expect(shared.operators).toHaveLength(2);
    expect((await board({ order: orderId, machine: 't-pre_press' })).lanes).toEqual([]);
    expect((await board({ order: `N.º ${orderId}`, machine: machineLane() })).totals.pending).toBe(3);
    // The order's number when it is on the board; otherwise part of a reference (none holds this one).
    expect((await board({ order: 999_999 })).lanes).toEqual([]);
    const running = await board({ operator: session.beto.id, order: 'zzz-no-reference' });
    expect(running.totals).toEqual({ running: 0, paused: 0, pending: 0 });
    // The pickers offer what is on the board whatever is filtered: unfiltered, the lanes come from
    // the board's own first items; filtered, from a read of every lane. Both say the same.
    expect(running.choices.lanes.map((lane) => lane.key)).toContain(machineLane());
    expect(running.choices).toEqual((await board({})).choices);
  });

  it('answers 422 naming the field for a bad filter, and 400 for a lane that is no lane', async () => {
    for (const [query, field] of [
      ['operator=abc', 'operator'],
      ['machine=x1', 'machine'],
      [`order=${'a'.repeat(101)}`, 'order'],
    ] as const) {
      const response = await session.shop.call('GET', `/v1/shop_floor?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(response.json().errors[field][0]).toMatch(/[a-záéíóúñ]/);
    }
    const badLane = await session.shop.call('GET', '/v1/shop_floor/lanes/machine-1?status=paused');
    expect(badLane.statusCode).toBe(400);
    expect(badLane.json().message).toMatch(/\S/);
    const badStatus = await session.shop.call('GET', `/v1/shop_floor/lanes/${machineLane()}?status=running&limit=0`);
    expect(badStatus.statusCode).toBe(422);
    expect(Object.keys(badStatus.json().errors).sort()).toEqual(['limit', 'status']);
    expect(badStatus.json().errors.status).toEqual(['Debe ser paused o pending.']);
  });
});

describe('one answer for the boards that ask at once', () => {
  it('hands the same board to requests within the window, and never one older than a work event they were told of', async () => {
    const { orderId, activityIds } = await order([[session.ana.id]]);
    const anaAu = await activityUserOf(session.ctx.app, activityIds[0]!, session.ana.id);
    const stream = await openEventStream(session.ctx.app, session.shop.admin);
    session.streams.push(stream);
    const first = await board({ order: orderId });
    expect(first.totals.pending).toBe(1);

    // A change no event announces (the clock stands still): the boards asking now share the answer...
    await session.ctx.app.db.update(activities).set({ due_date: '2030-05-01' }).where(eq(activities.id, activityIds[0]!));
    const again = await board({ order: orderId }, { fresh: false });
    expect(laneOf(again, machineLane())!.pending.overdue).toBe(0);

    // ...until a work event: the board it makes refetch sees the change at once, the clock still standing.
    expect((await timer(anaAu, 'start', session.ana.token)).statusCode).toBe(201);
    await stream.next((event) => event.data.activity_user_id === anaAu);
    const after = await board({ order: orderId }, { fresh: false });
    expect(after.totals).toEqual({ running: 1, paused: 0, pending: 0 });
    expect(after.running).toEqual([expect.objectContaining({ activity_user_id: anaAu })]);

    // And past the window, whatever changed without an event.
    await session.ctx.app.db.update(activities).set({ due_date: null }).where(eq(activities.id, activityIds[0]!));
    expect((await timer(anaAu, 'pause', session.ana.token)).statusCode).toBe(200);
    await stream.next((event) => event.event === 'interval_paused');
    expect(laneOf(await board({ order: orderId }), machineLane())!.paused).toMatchObject({ count: 1, overdue: 0 });
  });
});
