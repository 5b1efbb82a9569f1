import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityDefinition } from '@tintero/domain';
import type { App } from '../src/app';
import { activities, intervals } from '../src/db/schema';
import { activityBody, activityUserId, caller, createActivityOrder, createMachine, insertSupply } from './activity-fixtures';
import { ADMIN_PASSWORD, createUser, tokenFor } from './helpers';

/** Test helpers of the shop floor: a workshop with operators, an order and activities to work on. */

export const dieCut = activityDefinition('die_cut');

export interface Operator {
  id: number;
  token: string;
}

export async function createOperator(app: App, admin: string, hourValue: number): Promise<Operator> {
  const user = await createUser(app, admin, { hour_value: hourValue });
  return { id: user.id, token: await tokenFor(app, user.username, user.password) };
}

/**
 * `activitiesCreatedAt`: when the workshop's activities were entered. The database stamps its own
 * clock, not the test's, and an interval may not start before its activity was created: a test
 * that logs time in its clock's past says when its activities were entered.
 */
export async function workshop(app: App, { activitiesCreatedAt }: { activitiesCreatedAt?: string } = {}) {
  const admin = await tokenFor(app, 'admin', ADMIN_PASSWORD);
  const machine = await createMachine(app, admin, 60_000);
  const supply = await insertSupply(app, `Cartón ${Date.now()}-${Math.random()}`);
  const call = caller(app, () => admin);

  /** An order (developing unless told) with one die cut per list of workers; their activity user ids. */
  const orderWithActivities = async (workerLists: number[][], overrides: Record<string, unknown> = {}) => {
    const order = await createActivityOrder(app, admin, overrides);
    const activityIds: number[] = [];
    for (const users of workerLists) {
      const response = await call(
        'POST',
        `/v1/${dieCut.route}`,
        activityBody(dieCut, { orderId: order.id, machineId: machine.id, supplyId: supply.id, users }),
      );
      expect(response.statusCode, response.body).toBe(201);
      activityIds.push(response.json().id as number);
    }
    if (activitiesCreatedAt) {
      for (const id of activityIds) await enteredAt(app, id, activitiesCreatedAt);
    }
    return { orderId: order.id, activityIds };
  };

  return { admin, machine, call, orderWithActivities };
}

/** Places an activity's creation (the database's clock wrote it) where the test needs it. */
export const enteredAt = (app: App, activityId: number, at: string) =>
  app.db.update(activities).set({ created_at: at }).where(eq(activities.id, activityId));

/** The activity user of a worker on an activity. */
export const activityUserOf = activityUserId;

/** Every interval of a user, straight from the database. */
export const intervalsOfUser = (app: App, userId: number) => app.db.select().from(intervals).where(eq(intervals.user_id, userId));

/** Money and hour values: none of these may reach an operator, at any depth. */
const MONEY =
  /^(value|values|hour_value|machinery_cost|labor_cost|supplies_cost|leftovers_value|cost_work_third_party|unit_value|total|hour_cost)$/;

/** The money keys found in an answer, as paths. */
export function moneyIn(body: unknown, path = '$'): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => moneyIn(item, `${path}[${index}]`));
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => [
    ...(MONEY.test(key) ? [`${path}.${key}`] : []),
    ...moneyIn(value, `${path}.${key}`),
  ]);
}
