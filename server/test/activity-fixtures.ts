import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { exampleActivityValues, type AnyActivityDefinition } from '@tintero/domain';
import type { App } from '../src/app';
import { activityUsers, intervals, supplies } from '../src/db/schema';
import { bearer } from './helpers';

/** Test helpers of the activities, their workers and the machines. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(app: App, token: () => string) {
  return (method: Method, url: string, payload?: object, as: string = token()) =>
    app.inject({ method, url, headers: bearer(as), payload: payload as Record<string, unknown> | undefined });
}

export const activityOrderPayload = (overrides: Record<string, unknown> = {}) => ({
  client: 'Empaques del Sur',
  reference: 'Estuche rígido 20x15',
  quantity: 500,
  unit_value: 1200,
  delivery_day: '2030-12-15',
  status: 'developing',
  ...overrides,
});

export async function createActivityOrder(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/production_orders',
    headers: bearer(token),
    payload: { production_order: activityOrderPayload(overrides) },
  });
  if (response.statusCode !== 201) throw new Error(`create order failed: ${response.body}`);
  return response.json() as { id: number };
}

export async function readOrder(app: App, token: string, id: number) {
  const response = await app.inject({ method: 'GET', url: `/v1/production_orders/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    labor_cost: number;
    machinery_cost: number;
    cost_work_third_party: number;
    estimated_total_time: number;
    total_labor_time: number;
  };
}

let machineSequence = 0;
export async function createMachine(app: App, token: string, hourCost = 60000) {
  machineSequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/machines',
    headers: bearer(token),
    payload: { machine: { name: `Heidelberg SM ${machineSequence}-${Date.now()}`, hour_cost: hourCost } },
  });
  if (response.statusCode !== 201) throw new Error(`create machine failed: ${response.body}`);
  return response.json() as { id: number; name: string };
}

/** A supply row (the pre-cut substrate); its stock does not matter here, so no ledger entry. */
export async function insertSupply(app: App, name = 'Propalcote 300 g') {
  const [row] = await app.db
    .insert(supplies)
    .values({ name, quantity: 0, unit_value: 0 })
    .returning({ id: supplies.id, name: supplies.name });
  return row!;
}

/** A valid body of a type, from the registry, with the rows it points at. */
export function activityBody(
  definition: AnyActivityDefinition,
  refs: { orderId: number; machineId: number; supplyId: number; users?: number[] },
  overrides: Record<string, unknown> = {},
) {
  return {
    [definition.payloadKey]: {
      ...exampleActivityValues(definition, {
        productionOrderId: refs.orderId,
        machineId: refs.machineId,
        supplyId: refs.supplyId,
        users: refs.users ?? [],
      }),
      ...overrides,
    },
  };
}

/** The activity user of a worker on an activity. */
export async function activityUserId(app: App, activityId: number, userId: number) {
  const [row] = await app.db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .where(and(eq(activityUsers.activity_id, activityId), eq(activityUsers.user_id, userId)));
  if (!row) throw new Error(`user ${userId} is not a worker of activity ${activityId}`);
  return row.id;
}

/** How far back the next interval written by `insertClosedInterval` ends: a user's intervals never overlap. */
let lastStart = Date.now() - 24 * 3600_000;

/** Recorded time, written directly (the interval routes themselves are tested in operator-work.test.ts). */
export async function insertClosedInterval(app: App, activityId: number, userId: number, minutes: number, hourValue: number) {
  const end = new Date(lastStart - 60_000);
  const start = new Date(end.getTime() - minutes * 60_000);
  lastStart = start.getTime();
  await app.db.insert(intervals).values({
    activity_user_id: await activityUserId(app, activityId, userId),
    user_id: userId,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    minutes,
    value: (minutes / 60) * hourValue,
  });
}

/**
 * A running interval that began `minutesAgo`. A user's intervals never overlap: when time recorded
 * by earlier tests reaches past that start, the user's whole history moves back in time first (far
 * away, then to just before the start, so no row ever lands on another), keeping every length.
 */
export async function insertOpenInterval(app: App, activityId: number, userId: number, minutesAgo: number) {
  const start = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const [latest] = await app.db
    .select({ seconds: sql<string | null>`extract(epoch FROM max(${intervals.end_time}) - ${start}::timestamptz)` })
    .from(intervals)
    .where(eq(intervals.user_id, userId));
  const overlap = Number(latest?.seconds ?? 0);
  if (overlap > 0) {
    const moveBy = async (offset: ReturnType<typeof sql>) =>
      app.db
        .update(intervals)
        .set({ start_time: sql`${intervals.start_time} + ${offset}`, end_time: sql`${intervals.end_time} + ${offset}` })
        .where(eq(intervals.user_id, userId));
    await moveBy(sql`interval '-100 years'`);
    await moveBy(sql`interval '100 years' - make_interval(secs => ${overlap + 60})`);
  }
  const [row] = await app.db
    .insert(intervals)
    .values({
      activity_user_id: await activityUserId(app, activityId, userId),
      user_id: userId,
      start_time: start,
    })
    .returning({ id: intervals.id });
  return row!.id;
}
