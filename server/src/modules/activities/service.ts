import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVITY_MONEY_FIELDS,
  activityInputSchema,
  activityMessages,
  activityQuantity,
  fullName,
  totalEstimatedProductionTime,
  type ActivityValues,
  type AnyActivityDefinition,
  type FieldMap,
  type Role,
} from '@tintero/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { activities, activityUsers, intervals, items, lists, machines, productionOrders, supplies, users } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { recomputeOrderCosts } from '../production-orders/costs';
import { lockOpenOrder } from '../production-orders/service';
import { closeOpenIntervalsOfActivity, recomputeActivityTotals } from './work-totals';

/**
 * The 17 activity types through one service, driven by their registry definitions (DESIGN §2):
 * common fields live in columns, the type's own in `details`; the API shows them flat.
 */

type ActivityRow = typeof activities.$inferSelect;
type Definition = AnyActivityDefinition;

/** "Today" for the due-date rule: the workshop's calendar date (APP_TIME_ZONE). */
export interface ActivityContext {
  today: string;
}

export interface Worker {
  id: number;
  first_name: string;
  last_name: string;
  activity_user_id: number;
  quantity_produced: number;
  status: string;
}

const ownFieldNames = (definition: Definition) => Object.keys(definition.fields);
const fieldsOfKind = (definition: Definition, kind: string) =>
  Object.entries(definition.fields as FieldMap).filter(([, field]) => field.kind === kind);
/** `supply_id` → `supply_name`. */
const nameKeyOf = (fieldName: string) => fieldName.replace(/_id$/, '') + '_name';

const selectActivity = { activity: activities, machine: machines.name };
const selectActivities = (db: Executor) =>
  db.select(selectActivity).from(activities).leftJoin(machines, eq(machines.id, activities.machine_id));

async function workersOf(db: Executor, activityIds: number[]): Promise<Map<number, Worker[]>> {
  const byActivity = new Map<number, Worker[]>();
  if (activityIds.length === 0) return byActivity;
  const rows = await db
    .select({
      activity_id: activityUsers.activity_id,
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      activity_user_id: activityUsers.id,
      quantity_produced: activityUsers.quantity_produced,
      status: activityUsers.status,
    })
    .from(activityUsers)
    .innerJoin(users, eq(users.id, activityUsers.user_id))
    .where(inArray(activityUsers.activity_id, activityIds))
    .orderBy(asc(activityUsers.id));
  for (const { activity_id, ...worker } of rows) {
    const list = byActivity.get(activity_id) ?? [];
    list.push(worker);
    byActivity.set(activity_id, list);
  }
  return byActivity;
}

async function supplyNamesOf(db: Executor, definition: Definition, rows: ActivityRow[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const [name] of fieldsOfKind(definition, 'supply')) {
    for (const row of rows) {
      const id = (row.details as Record<string, unknown>)[name];
      if (typeof id === 'number') ids.add(id);
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: supplies.id, name: supplies.name })
    .from(supplies)
    .where(inArray(supplies.id, [...ids]));
  return new Map(found.map((supply) => [supply.id, supply.name]));
}

/**
 * An activity as the API shows it: common fields and the type's own side by side, the machine's
 * name, and the workers (none when a third party made it). Operators get no money (DESIGN §5).
 */
function present(
  definition: Definition,
  row: ActivityRow,
  machineName: string | null,
  workers: Worker[],
  supplyNames: Map<number, string>,
  viewerRole: Role,
) {
  const { details, ...common } = row;
  const stored = details as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const name of ownFieldNames(definition)) own[name] = stored[name] ?? null;
  for (const [name] of fieldsOfKind(definition, 'supply')) {
    const id = stored[name];
    own[nameKeyOf(name)] = typeof id === 'number' ? (supplyNames.get(id) ?? null) : null;
  }
  const presented: Record<string, unknown> = {
    ...common,
    ...own,
    machine: machineName,
    users: row.was_made_by_third ? [] : workers,
  };
  if (viewerRole !== 'administrator') for (const field of ACTIVITY_MONEY_FIELDS) delete presented[field];
  return presented;
}

async function presentRows(
  db: Executor,
  definition: Definition,
  rows: { activity: ActivityRow; machine: string | null }[],
  viewerRole: Role,
) {
  const activityRows = rows.map((row) => row.activity);
  const [workers, supplyNames] = await Promise.all([
    workersOf(
      db,
      activityRows.map((row) => row.id),
    ),
    supplyNamesOf(db, definition, activityRows),
  ]);
  return rows.map(({ activity, machine }) =>
    present(definition, activity, machine, workers.get(activity.id) ?? [], supplyNames, viewerRole),
  );
}

async function findPresented(db: Executor, definition: Definition, id: number, viewerRole: Role) {
  const rows = await selectActivities(db).where(and(eq(activities.id, id), eq(activities.type, definition.type)));
  if (rows.length === 0) throw notFound(activityMessages.notFound);
  const [presented] = await presentRows(db, definition, rows, viewerRole);
  return presented!;
}

/** The row of an activity of this type (404 for another type's id), locked when asked. */
async function findActivityRow(db: Executor, definition: Definition, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.type, definition.type)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(activityMessages.notFound);
  return row;
}

/**
 * Locks the activity's order (409 when finished or cancelled), then the activity itself: the
 * order first, as every write under an order does, so two writers never wait on each other.
 */
async function lockActivity(tx: Transaction, definition: Definition, id: number) {
  const { production_order_id } = await findActivityRow(tx, definition, id);
  await lockOpenOrder(tx, production_order_id);
  return findActivityRow(tx, definition, id, { forUpdate: true });
}

/** Every activity of a type, newest first. */
export async function listActivities(db: Database, definition: Definition) {
  const rows = await selectActivities(db)
    .where(eq(activities.type, definition.type))
    .orderBy(desc(activities.created_at), desc(activities.id));
  return presentRows(db, definition, rows, 'administrator');
}

/** The activities of a type under one order, in the order they were added (404 for an unknown order). */
export async function listActivitiesOfOrder(db: Database, definition: Definition, orderId: number) {
  const [order] = await db.select({ id: productionOrders.id }).from(productionOrders).where(eq(productionOrders.id, orderId));
  if (!order) throw notFound(activityMessages.orderNotFound);
  const rows = await selectActivities(db)
    .where(and(eq(activities.type, definition.type), eq(activities.production_order_id, orderId)))
    .orderBy(asc(activities.id));
  return presentRows(db, definition, rows, 'administrator');
}

/** True when the user is a worker of the activity. */
async function isWorkerOf(db: Executor, userId: number, activityId: number) {
  const [row] = await db
    .select({ id: activityUsers.id })
    .from(activityUsers)
    .where(and(eq(activityUsers.activity_id, activityId), eq(activityUsers.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/** One activity; operators only their own, without money. */
export async function findActivity(db: Database, definition: Definition, id: number, actor: CurrentUser) {
  if (actor.role !== 'administrator') {
    await findActivityRow(db, definition, id);
    if (!(await isWorkerOf(db, actor.id, id))) throw forbidden(activityMessages.notYours);
  }
  return findPresented(db, definition, id, actor.role);
}

/** The stored record as the form would send it back: the base an update is merged onto. */
function editableValues(row: ActivityRow, workerIds: number[]) {
  return {
    ...(row.details as Record<string, unknown>),
    production_order_id: row.production_order_id,
    quantity: row.quantity,
    observation: row.observation,
    machine_id: row.machine_id,
    was_made_by_third: row.was_made_by_third,
    third: row.third,
    // A value computed from intervals is not the client's to keep: only a third party's is typed.
    value: row.was_made_by_third ? row.value : null,
    time_before_production: row.time_before_production,
    estimated_production_time: row.estimated_production_time,
    due_date: row.due_date,
    users: workerIds,
  };
}

/** The columns a validated record writes; the value and totals from intervals come later. */
function storedValues(definition: Definition, data: ActivityValues) {
  const values = data as Record<string, unknown>;
  const details = Object.fromEntries(ownFieldNames(definition).map((name) => [name, values[name] ?? null]));
  return {
    quantity: activityQuantity(definition, values),
    observation: data.observation,
    machine_id: data.machine_id,
    was_made_by_third: data.was_made_by_third,
    third: data.was_made_by_third ? data.third : null,
    time_before_production: data.time_before_production,
    estimated_production_time: data.estimated_production_time,
    total_estimated_production_time: totalEstimatedProductionTime(definition, values),
    due_date: data.due_date,
    details,
  };
}

/**
 * Rows the record points at must exist: machine, supplies, list items (a value already stored is
 * kept even if the list changed since), and workers to add must be enabled users. All problems
 * answer together as one 422.
 */
async function checkReferences(
  tx: Transaction,
  definition: Definition,
  data: ActivityValues,
  current: { row?: ActivityRow; workerIds: number[] },
) {
  const errors: Record<string, string[]> = {};
  const values = data as Record<string, unknown>;
  const storedDetails = (current.row?.details ?? {}) as Record<string, unknown>;

  if (data.machine_id !== null) {
    const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, data.machine_id));
    if (!machine) errors.machine_id = [activityMessages.machineNotFound];
  }
  for (const [name] of fieldsOfKind(definition, 'supply')) {
    const id = values[name];
    if (typeof id !== 'number') continue;
    const [supply] = await tx.select({ id: supplies.id }).from(supplies).where(eq(supplies.id, id));
    if (!supply) errors[name] = [activityMessages.supplyNotFound];
  }
  for (const [name, field] of fieldsOfKind(definition, 'catalogue')) {
    const key = values[name];
    if (typeof key !== 'string' || key === storedDetails[name] || field.kind !== 'catalogue') continue;
    const keys = await tx
      .select({ key: items.key })
      .from(items)
      .innerJoin(lists, eq(lists.id, items.list_id))
      .where(eq(lists.name, field.list));
    if (!keys.some((item) => item.key === key)) errors[name] = [activityMessages.notInList];
  }
  const newWorkers = data.was_made_by_third ? [] : data.users.filter((id) => !current.workerIds.includes(id));
  if (newWorkers.length > 0) {
    const enabled = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, newWorkers), eq(users.enabled, true)));
    const refused = newWorkers.filter((id) => !enabled.some((user) => user.id === id));
    if (refused.length > 0) errors.users = refused.map((id) => activityMessages.userNotAssignable(id));
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

async function workerIdsOf(tx: Executor, activityId: number) {
  const rows = await tx
    .select({ user_id: activityUsers.user_id })
    .from(activityUsers)
    .where(eq(activityUsers.activity_id, activityId))
    .orderBy(asc(activityUsers.id));
  return rows.map((row) => row.user_id);
}

/**
 * Makes the activity's workers exactly `wanted`. A worker with recorded time cannot leave
 * (409): time data is never lost (DESIGN §7.3).
 */
async function syncWorkers(tx: Transaction, activityId: number, wanted: number[], current: number[]) {
  const leaving = current.filter((id) => !wanted.includes(id));
  if (leaving.length > 0) {
    const [withTime] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name })
      .from(intervals)
      .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
      .innerJoin(users, eq(users.id, activityUsers.user_id))
      .where(and(eq(activityUsers.activity_id, activityId), inArray(activityUsers.user_id, leaving)))
      .limit(1);
    if (withTime) throw conflict('worker_has_intervals', activityMessages.workerHasIntervals(fullName(withTime)));
    await tx.delete(activityUsers).where(and(eq(activityUsers.activity_id, activityId), inArray(activityUsers.user_id, leaving)));
  }
  const joining = wanted.filter((id) => !current.includes(id));
  if (joining.length > 0) await tx.insert(activityUsers).values(joining.map((user_id) => ({ activity_id: activityId, user_id })));
}

export async function createActivity(db: Database, definition: Definition, input: unknown, context: ActivityContext) {
  const data = parseOrThrow(activityInputSchema(definition, { today: context.today }), input);
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ id: productionOrders.id })
      .from(productionOrders)
      .where(eq(productionOrders.id, data.production_order_id));
    if (!order) throw fieldError('production_order_id', activityMessages.orderNotFound);
    await lockOpenOrder(tx, data.production_order_id);
    await checkReferences(tx, definition, data, { workerIds: [] });
    const [row] = await tx
      .insert(activities)
      .values({
        type: definition.type,
        production_order_id: data.production_order_id,
        status: 'pending',
        ...storedValues(definition, data),
        value: data.was_made_by_third ? data.value : 0,
      })
      .returning({ id: activities.id });
    const id = row!.id;
    await syncWorkers(tx, id, data.was_made_by_third ? [] : data.users, []);
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, data.production_order_id);
    return findPresented(tx, definition, id, 'administrator');
  });
}

/**
 * Updates an activity: the body (whole or partial) is merged onto the stored record and the
 * whole validated again, so the third-party and machine rules hold for the result.
 */
export async function updateActivity(db: Database, definition: Definition, id: number, input: unknown, context: ActivityContext) {
  const patch = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return inTransaction(db, async (tx) => {
    const current = await lockActivity(tx, definition, id);
    if (current.status === 'finished' && !(current.was_made_by_third && definition.finishedUpdatableWhenThird)) {
      throw conflict('activity_finished', activityMessages.finished);
    }
    const currentWorkers = await workerIdsOf(tx, id);
    const merged = { ...editableValues(current, currentWorkers), ...patch, production_order_id: current.production_order_id };
    const data = parseOrThrow(activityInputSchema(definition, { today: context.today, currentDueDate: current.due_date }), merged);
    if (current.status === 'finished' && !data.was_made_by_third) throw fieldError('was_made_by_third', activityMessages.stillThirdParty);
    await checkReferences(tx, definition, data, { row: current, workerIds: currentWorkers });
    await syncWorkers(tx, id, data.was_made_by_third ? [] : data.users, currentWorkers);
    await tx
      .update(activities)
      .set({ ...storedValues(definition, data), value: data.was_made_by_third ? data.value : current.value, updated_at: sql`now()` })
      .where(eq(activities.id, id));
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, current.production_order_id);
    return findPresented(tx, definition, id, 'administrator');
  });
}

async function hasIntervals(tx: Executor, activityId: number) {
  const [row] = await tx
    .select({ id: intervals.id })
    .from(intervals)
    .innerJoin(activityUsers, eq(activityUsers.id, intervals.activity_user_id))
    .where(eq(activityUsers.activity_id, activityId))
    .limit(1);
  return row !== undefined;
}

/** Deletes an activity with no recorded time that is not finished; the order's totals follow. */
export async function deleteActivity(db: Database, definition: Definition, id: number) {
  await inTransaction(db, async (tx) => {
    const current = await lockActivity(tx, definition, id);
    if (await hasIntervals(tx, id)) throw conflict('activity_has_intervals', activityMessages.hasIntervals);
    if (current.status === 'finished') throw conflict('activity_finished', activityMessages.finishedNotDeletable);
    await tx.delete(activities).where(eq(activities.id, id));
    await recomputeOrderCosts(tx, current.production_order_id);
  });
}

/** `users_in_the_activity` and `available_users` (enabled operators not in it) of an activity. */
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

/**
 * Finishes the whole activity (DESIGN §7.3): closes its open intervals, marks every worker and
 * the activity finished with its end time, recomputes its time, value and machinery cost, and the
 * order's totals. It cannot be undone.
 */
export async function finishActivity(db: Database, definition: Definition, id: number) {
  return inTransaction(db, async (tx) => {
    const current = await lockActivity(tx, definition, id);
    if (current.status === 'finished') throw conflict('activity_finished', activityMessages.alreadyFinished);
    await closeOpenIntervalsOfActivity(tx, id);
    await tx
      .update(activityUsers)
      .set({ status: 'finished', updated_at: sql`now()` })
      .where(eq(activityUsers.activity_id, id));
    await tx
      .update(activities)
      .set({ status: 'finished', end_time: sql`COALESCE(${activities.end_time}, now())`, updated_at: sql`now()` })
      .where(eq(activities.id, id));
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, current.production_order_id);
    return findPresented(tx, definition, id, 'administrator');
  });
}
