import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { activityDefinitions, activityMessages, type ActivityType, type AnyActivityDefinition } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { activities, activityUsers, productionOrders, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import type { CurrentUser } from '../../plugins/auth';
import { assertOrderInDevelopment, findOrderRow } from '../production-orders/guards';
import { findPresented, presentGroups, presentRows, selectActivities, workersOf } from './presenter';

/**
 * Activities as the API reads them (DESIGN §2, §6): a type's list, an order's, one activity, where
 * an activity lives, and its workers; each shown by `presenter.ts`. Writes are in service.ts.
 */

type Definition = AnyActivityDefinition;

/** The row of an activity of this type (404 for another type's id), locked when asked. */
export async function findActivityRow(db: Executor, definition: Definition, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.type, definition.type)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(activityMessages.notFound);
  return row;
}

/**
 * Where an activity lives, from its id alone (any type): its type, its order and the order's
 * status, which a job ticket's URL needs to open it on the order's screens (404 when unknown).
 */
export async function findActivityPlace(db: Executor, id: number) {
  const [place] = await db
    .select({
      id: activities.id,
      type: activities.type,
      production_order_id: activities.production_order_id,
      production_order_status: productionOrders.status,
    })
    .from(activities)
    .innerJoin(productionOrders, eq(productionOrders.id, activities.production_order_id))
    .where(eq(activities.id, id));
  if (!place) throw notFound(activityMessages.notFound);
  // The column holds only the registry's types (every write goes through a type's route).
  return { ...place, type: place.type as ActivityType };
}

/**
 * The activities of a type, newest first, a page at a time (`{ data, total, page, per_page }`,
 * DESIGN §4): five years hold 35 000 of one type (issue 14). Index `(type, created_at, id)`.
 */
export async function listActivities(db: Database, definition: Definition, query: { page: number; per_page: number }) {
  const where = eq(activities.type, definition.type);
  const [rows, total] = await Promise.all([
    selectActivities(db)
      .where(where)
      .orderBy(desc(activities.created_at), desc(activities.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(activities, where),
  ]);
  return { data: await presentRows(db, definition, rows), total, page: query.page, per_page: query.per_page };
}

/** 404 in Spanish for an order that does not exist. */
async function assertOrderExists(db: Database, orderId: number) {
  const [order] = await db.select({ id: productionOrders.id }).from(productionOrders).where(eq(productionOrders.id, orderId));
  if (!order) throw notFound(activityMessages.orderNotFound);
}

/** The activities of a type under one order, in the order they were added (404 for an unknown order). */
export async function listActivitiesOfOrder(db: Database, definition: Definition, orderId: number) {
  await assertOrderExists(db, orderId);
  const rows = await selectActivities(db)
    .where(and(eq(activities.type, definition.type), eq(activities.production_order_id, orderId)))
    .orderBy(asc(activities.id));
  return presentRows(db, definition, rows);
}

/**
 * Every activity of one order in one query, keyed by its type's route with all 17 keys present
 * (`[]` for a type it has none of), each list in the order they were added: what the order's
 * screens show (404 for an unknown order; docs/decisions/038).
 */
export async function listAllActivitiesOfOrder(db: Database, orderId: number): Promise<Record<string, unknown[]>> {
  await assertOrderExists(db, orderId);
  const rows = await selectActivities(db).where(eq(activities.production_order_id, orderId)).orderBy(asc(activities.id));
  const groups = activityDefinitions.map((definition) => ({
    definition,
    rows: rows.filter(({ activity }) => activity.type === definition.type),
  }));
  const presented = await presentGroups(db, groups);
  return Object.fromEntries(groups.map(({ definition }, index) => [definition.route, presented[index]!]));
}

/** One activity; operators only their own (their answer has no money: `activityResponses`). */
export async function findActivity(db: Database, definition: Definition, id: number, actor: CurrentUser) {
  if (actor.role !== 'administrator') {
    const row = await findActivityRow(db, definition, id);
    if (!(await isWorkerOf(db, actor.id, id))) throw forbidden(activityMessages.notYours);
    assertOrderInDevelopment(await findOrderRow(db, row.production_order_id), 'read');
  }
  return findPresented(db, definition, id);
}

/** True when the user is a worker of the activity. */
export async function isWorkerOf(db: Executor, userId: number, activityId: number) {
  const [row] = await db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .where(and(eq(activityUsers.activity_id, activityId), eq(activityUsers.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The user ids of the activity's workers, in the order they joined. */
export async function workerIdsOf(tx: Executor, activityId: number) {
  const rows = await tx
    .select({ user_id: activityUsers.user_id })
    .from(activityUsers)
    .where(eq(activityUsers.activity_id, activityId))
    .orderBy(asc(activityUsers.id));
  return rows.map((row) => row.user_id);
}

/** `users_in_the_activity` and `available_users` (enabled operators not in it) of an activity (`/activity_users`). */
export async function workersOfActivity(db: Database, definition: Definition, id: number) {
  const row = await findActivityRow(db, definition, id);
  const inTheActivity = row.was_made_by_third ? [] : ((await workersOf(db, [id])).get(id) ?? []);
  const available = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        eq(users.role, 'operator'),
        eq(users.enabled, true),
        sql`NOT EXISTS (SELECT 1 FROM ${activityUsers} WHERE ${activityUsers.activity_id} = ${id} AND ${activityUsers.user_id} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  return { users_in_the_activity: inTheActivity, available_users: available };
}
