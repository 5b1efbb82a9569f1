import { and, eq, sql } from 'drizzle-orm';
import {
  activityInputSchema,
  activityMessages,
  activityQuantity,
  fullName,
  totalEstimatedProductionTime,
  type ActivityValues,
  type AnyActivityDefinition,
} from '@tintero/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { activities, activityUsers, intervals, productionOrders, users } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict, fieldError, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { publishWorkEvent } from '../../lib/work-events';
import { recomputeOrderCosts } from '../production-orders/costs';
import { lockOpenOrder } from '../production-orders/guards';
import { estimatingRuleId } from '../time-estimation-rules/matching';
import { findPresented, type ActivityRow } from './presenter';
import { referenceErrors } from './references';
import { findActivityRow, workerIdsOf } from './queries';
import { closeOpenIntervalsOfActivity, recomputeActivityTotals } from './work-totals';
import { anyOf } from '../../lib/any-of';

/**
 * The writes of the 17 activity types through one service, driven by their registry definitions
 * (DESIGN §2): common fields live in columns, the type's own in `details`; the API shows them flat
 * (`presenter.ts`), reads are in queries.ts. Create, update and delete an activity, and finish it
 * whole (`/activity_users/.../finish`); each one transaction.
 */

type Definition = AnyActivityDefinition;

/** "Today" for the due-date rule: the workshop's calendar date (APP_TIME_ZONE). */
export interface ActivityContext {
  today: string;
}

const ownFieldNames = (definition: Definition) => Object.keys(definition.fields);

/**
 * Locks the activity's order (409 when finished or cancelled), then the activity itself: the
 * order first, as every write under an order does, so two writers never wait on each other.
 */
async function lockActivity(tx: Transaction, definition: Definition, id: number) {
  const { production_order_id } = await findActivityRow(tx, definition, id);
  await lockOpenOrder(tx, production_order_id);
  return findActivityRow(tx, definition, id, { forUpdate: true });
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
      .where(and(eq(activityUsers.activity_id, activityId), anyOf(activityUsers.user_id, leaving)))
      .limit(1);
    if (withTime) throw conflict('worker_has_intervals', activityMessages.workerHasIntervals(fullName(withTime)));
    await tx.delete(activityUsers).where(and(eq(activityUsers.activity_id, activityId), anyOf(activityUsers.user_id, leaving)));
  }
  const joining = wanted.filter((id) => !current.includes(id));
  if (joining.length > 0) await tx.insert(activityUsers).values(joining.map((user_id) => ({ activity_id: activityId, user_id })));
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
  const errors = await referenceErrors(tx, definition, data, (current.row?.details ?? {}) as Record<string, unknown>);
  const newWorkers = data.was_made_by_third ? [] : data.users.filter((id) => !current.workerIds.includes(id));
  if (newWorkers.length > 0) {
    const enabled = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(anyOf(users.id, newWorkers), eq(users.enabled, true)));
    const refused = newWorkers.filter((id) => !enabled.some((user) => user.id === id));
    if (refused.length > 0) errors.users = refused.map((id) => activityMessages.userNotAssignable(id));
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
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
    const ruleId = await estimatingRuleId(tx, definition, { status: 'pending', values: data });
    const [row] = await tx
      .insert(activities)
      .values({
        type: definition.type,
        production_order_id: data.production_order_id,
        status: 'pending',
        ...storedValues(definition, data),
        value: data.was_made_by_third ? data.value : 0,
        time_estimation_rule_id: ruleId,
      })
      .returning({ id: activities.id });
    const id = row!.id;
    await syncWorkers(tx, id, data.was_made_by_third ? [] : data.users, []);
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, data.production_order_id);
    return findPresented(tx, definition, id);
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
    const ruleId = await estimatingRuleId(tx, definition, { status: current.status, values: data, stored: current });
    await tx
      .update(activities)
      .set({
        ...storedValues(definition, data),
        value: data.was_made_by_third ? data.value : current.value,
        time_estimation_rule_id: ruleId,
        updated_at: sql`now()`,
      })
      .where(eq(activities.id, id));
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, current.production_order_id);
    return findPresented(tx, definition, id);
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

/**
 * Finishes the whole activity (DESIGN §7.3): closes its open intervals, marks every worker and
 * the activity finished with its end time, recomputes its time, value and machinery cost, and the
 * order's totals. It cannot be undone.
 */
export async function finishActivity(db: Database, definition: Definition, id: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const current = await lockActivity(tx, definition, id);
    if (current.status === 'finished') throw conflict('activity_finished', activityMessages.alreadyFinished);
    await closeOpenIntervalsOfActivity(tx, id, now);
    await tx
      .update(activityUsers)
      .set({ status: 'finished', updated_at: sql`now()` })
      .where(eq(activityUsers.activity_id, id));
    await tx
      .update(activities)
      .set({
        status: 'finished',
        end_time: sql`COALESCE(${activities.end_time}, ${sqlTimestamp(now)}::timestamptz)`,
        updated_at: sql`now()`,
      })
      .where(eq(activities.id, id));
    await recomputeActivityTotals(tx, id);
    await recomputeOrderCosts(tx, current.production_order_id);
    await publishWorkEvent(tx, {
      kind: 'activity_finished',
      production_order_id: current.production_order_id,
      activity_id: id,
      activity_user_id: null,
      user_id: null,
      at: now.toISOString(),
    });
    return findPresented(tx, definition, id);
  });
}
