import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDefinition, planningResponseSchema, type PlanningResponse } from '@tintero/domain';
import { activities, auditEvents } from '../src/db/schema';
import { activityBody, createActivityOrder, createMachine, insertSupply } from './activity-fixtures';
import { ADMIN_PASSWORD, createTestApp, manualClock, tokenFor, type TestContext } from './helpers';
import { createOperator, type Operator } from './work-fixtures';
import { openEventStream } from './event-stream';

/**
 * Planning (DESIGN §12.2, docs/decisions/045): the projection of a machine's lane laid from the
 * server's clock, a move that reorders it or takes it to another machine, the refusals, the event
 * and the audit trail, and the operator's list in the plan's order.
 */

// Friday 4 December 2026, 12:00 in Bogotá (APP_TIME_ZONE): the shift is 07:00–15:00, Monday 7
// is a working day and Tuesday 8 a public holiday (la Inmaculada Concepción).
const clock = manualClock('2026-12-04T17:00:00.000Z');
const HOUR = 3600;
const dieCut = activityDefinition('die_cut');
let ctx: TestContext;
let admin: string;
let ana: Operator;
let machine: { id: number };
let other: { id: number };
const ids = { a: 0, b: 0, c: 0 };
const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, as = admin) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${as}` }, payload: payload as Record<string, unknown> | undefined });

async function activityOn(machineId: number, seconds: number, due: string | null, users: number[] = []) {
  const order = await createActivityOrder(ctx.app, admin, { delivery_day: '2027-03-01' });
  const supply = await insertSupply(ctx.app, `Cartón ${Math.random()}`);
  const response = await api(
    'POST',
    `/v1/${dieCut.route}`,
    activityBody(dieCut, { orderId: order.id, machineId, supplyId: supply.id, users }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  await ctx.app.db.update(activities).set({ total_estimated_production_time: seconds, due_date: due }).where(eq(activities.id, id));
  return id;
}

const plan = async (): Promise<PlanningResponse> => {
  const response = await api('GET', '/v1/planning?from_date=2026-12-04&to_date=2026-12-17');
  expect(response.statusCode, response.body).toBe(200);
  return planningResponseSchema.parse(response.json());
};
const laneOf = (answer: PlanningResponse, key: string) => answer.lanes.find((lane) => lane.key === key)!;
const move = (id: number, lane: string, position: number, as = admin) =>
  api('PUT', `/v1/planning/items/die_cut/${id}`, { plan: { lane, position } }, as);

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  admin = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
  machine = await createMachine(ctx.app, admin);
  other = await createMachine(ctx.app, admin);
  ana = await createOperator(ctx.app, admin, 10_000);
  // Laid out by hand: A and B 16 h each, then C (1 h, due Thursday 10 December).
  ids.a = await activityOn(machine.id, 16 * HOUR, null, [ana.id]);
  ids.b = await activityOn(machine.id, 16 * HOUR, null);
  ids.c = await activityOn(machine.id, HOUR, '2026-12-10', [ana.id]);
  for (const [position, id] of [ids.a, ids.b, ids.c].entries()) expect((await move(id, `m${machine.id}`, position)).statusCode).toBe(204);
});
afterAll(() => ctx.close());

describe('GET /v1/planning', () => {
  it('lays a lane end to end through the weekend and the holiday, and marks the last one late', async () => {
    const answer = await plan();
    const lane = laneOf(answer, `m${machine.id}`);
    expect(lane.items.map((item) => [item.activity_id, item.position, item.projected_start, item.projected_end, item.risk])).toEqual([
      // Friday 12:00–15:00, Monday 7, Wednesday 9 (Tuesday is a holiday) to 12:00.
      [ids.a, 0, '2026-12-04T17:00:00.000Z', '2026-12-09T17:00:00.000Z', 'on_time'],
      [ids.b, 1, '2026-12-09T17:00:00.000Z', '2026-12-11T17:00:00.000Z', 'on_time'],
      [ids.c, 2, '2026-12-11T17:00:00.000Z', '2026-12-11T18:00:00.000Z', 'late'],
    ]);
    expect(lane.capacity.slice(0, 5)).toEqual([
      { date: '2026-12-04', seconds: 8 * HOUR },
      { date: '2026-12-05', seconds: 0 },
      { date: '2026-12-06', seconds: 0 },
      { date: '2026-12-07', seconds: 8 * HOUR },
      { date: '2026-12-08', seconds: 0 },
    ]);
    expect(answer.days_off).toContain('2026-12-08');
    expect(answer.orders_at_risk.map((order) => [order.risk, order.projected_completion])).toEqual([['late', '2026-12-11T18:00:00.000Z']]);
    // Every machine is a lane, even an empty one (somewhere to drag to).
    expect(laneOf(answer, `m${other.id}`).items).toEqual([]);
  });

  it('answers 422 on a range backwards or too long', async () => {
    const backwards = await api('GET', '/v1/planning?from_date=2026-12-10&to_date=2026-12-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to_date).toEqual(['La fecha final debe ser igual o posterior a la inicial.']);
    expect((await api('GET', '/v1/planning?from_date=2026-01-01&to_date=2026-12-01')).statusCode).toBe(422);
    expect((await api('GET', '/v1/planning?from_date=mañana')).statusCode).toBe(422);
  });
});

describe('PUT /v1/planning/items/{activity_type}/{activity_id}', () => {
  it('moves the last to first: the late one turns on time, the change is audited and announced', async () => {
    const stream = await openEventStream(ctx.app, admin);
    try {
      expect((await move(ids.c, `m${machine.id}`, 0)).statusCode).toBe(204);
      const event = await stream.next((received) => received.event === 'plan_changed');
      expect(event.data).toMatchObject({ activity_id: ids.c, user_id: null });
    } finally {
      stream.close();
    }
    const lane = laneOf(await plan(), `m${machine.id}`);
    expect(lane.items.map((item) => [item.activity_id, item.risk])).toEqual([
      [ids.c, 'on_time'],
      [ids.a, 'on_time'],
      [ids.b, 'on_time'],
    ]);
    const trail = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.record_id, ids.c));
    expect(trail.some((row) => JSON.stringify(row.changes).includes('plan_position'))).toBe(true);
  });

  it("lists the operator's activities in the plan's order, next first", async () => {
    const response = await api('GET', `/v1/users/${ana.id}/current_activities`, undefined, ana.token);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { activity_id: number }[]).map((row) => row.activity_id)).toEqual([ids.c, ids.a]);
  });

  it('takes a pending activity to another machine, and refuses one with work begun (409)', async () => {
    expect((await move(ids.b, `m${other.id}`, 0)).statusCode).toBe(204);
    const answer = await plan();
    expect(laneOf(answer, `m${other.id}`).items.map((item) => [item.activity_id, item.projected_start])).toEqual([
      [ids.b, '2026-12-04T17:00:00.000Z'],
    ]);
    await ctx.app.db.update(activities).set({ status: 'paused' }).where(eq(activities.id, ids.a));
    const refused = await move(ids.a, `m${other.id}`, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'plan_machine_locked',
      message: 'Solo una actividad pendiente puede cambiar de máquina.',
    });
    // Reordering within its own lane stays allowed.
    expect((await move(ids.a, `m${machine.id}`, 0)).statusCode).toBe(204);
  });

  it('answers 422 on a lane that is no machine or another type, 404 on an unknown activity', async () => {
    const unknown = await move(ids.b, 'm999999', 0);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.lane).toEqual(['La máquina no existe.']);
    expect((await move(ids.b, 't-impression', 0)).json().errors.lane).toEqual([
      'Una actividad sin máquina solo puede ir en el carril de su propio tipo.',
    ]);
    expect((await move(ids.b, 'máquina', 0)).statusCode).toBe(422);
    expect((await move(999999, `m${machine.id}`, 0)).statusCode).toBe(404);
  });
});

describe("machines' weeks and the days off", () => {
  it("projects a machine with its own week, and the workshop's own day off", async () => {
    // The other machine works Saturdays too, 06:00 for 4 hours.
    const week = [
      null,
      ...Array.from({ length: 5 }, () => ({ start_minute: 420, seconds: 8 * HOUR })),
      { start_minute: 360, seconds: 4 * HOUR },
    ];
    const saved = await api('PUT', `/v1/machines/${other.id}`, { machine: { working_week: week } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().working_week).toEqual(week);
    const day = await api('POST', '/v1/days_off', { day_off: { day: '2026-12-07', description: 'Inventario anual' } });
    expect(day.statusCode, day.body).toBe(201);
    expect((await api('POST', '/v1/days_off', { day_off: { day: '2026-12-07', description: 'Otra vez' } })).json().errors.day).toEqual([
      'Ese día ya es un día no laborable del taller.',
    ]);
    const lane = laneOf(await plan(), `m${other.id}`);
    expect(lane.capacity.slice(1, 4)).toEqual([
      { date: '2026-12-05', seconds: 4 * HOUR },
      { date: '2026-12-06', seconds: 0 },
      { date: '2026-12-07', seconds: 0 },
    ]);
    const year = await api('GET', '/v1/days_off?year=2026');
    expect(year.json().holidays).toContainEqual({ date: '2026-12-08', name: expect.any(String) });
    expect(year.json().workshop.map((row: { day: string }) => row.day)).toEqual(['2026-12-07']);
    expect((await api('DELETE', `/v1/days_off/${day.json().id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/days_off/${day.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a week that is not seven days of shifts (422)', async () => {
    const response = await api('PUT', `/v1/machines/${other.id}`, { machine: { working_week: [null, null] } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)[0]).toMatch(/^working_week/);
  });
});
