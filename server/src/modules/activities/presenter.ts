import { and, asc, eq } from 'drizzle-orm';
import { activityMessages, supplyFieldNames, supplyNameField, type ActivityWorker, type AnyActivityDefinition } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { activities, activityUsers, machines, supplies, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { anyOf } from '../../lib/any-of';

/**
 * How an activity row becomes the answer (DESIGN §6): common fields and the type's own side by
 * side, each supply's name beside its id, the machine's name and the workers. What each role
 * receives of it is declared by `activityResponses(definition)` (operators: no money).
 */

/** An activity as stored: common fields in columns, the type's own in `details`. */
export type ActivityRow = typeof activities.$inferSelect;

/** The activity with its machine's name: what `presentRows` takes. */
export const selectActivities = (db: Executor) =>
  db.select({ activity: activities, machine: machines.name }).from(activities).leftJoin(machines, eq(machines.id, activities.machine_id));

/** The workers of each activity, in the order they joined. */
export async function workersOf(db: Executor, activityIds: number[]): Promise<Map<number, ActivityWorker[]>> {
  const byActivity = new Map<number, ActivityWorker[]>();
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
    .where(anyOf(activityUsers.activity_id, activityIds))
    .orderBy(asc(activityUsers.id));
  for (const { activity_id, ...worker } of rows) {
    const list = byActivity.get(activity_id) ?? [];
    list.push(worker);
    byActivity.set(activity_id, list);
  }
  return byActivity;
}

/** The rows of activities of one type, with their machines' names (`selectActivities`). */
export interface ActivityGroup {
  definition: AnyActivityDefinition;
  rows: { activity: ActivityRow; machine: string | null }[];
}

/** The names of the supplies every group's rows name in their type's supply fields, in one query. */
async function supplyNamesOf(db: Executor, groups: readonly ActivityGroup[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const { definition, rows } of groups) {
    for (const name of supplyFieldNames(definition.fields)) {
      for (const { activity } of rows) {
        const id = (activity.details as Record<string, unknown>)[name];
        if (typeof id === 'number') ids.add(id);
      }
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: supplies.id, name: supplies.name })
    .from(supplies)
    .where(anyOf(supplies.id, [...ids]));
  return new Map(found.map((supply) => [supply.id, supply.name]));
}

function present(
  definition: AnyActivityDefinition,
  row: ActivityRow,
  machineName: string | null,
  workers: ActivityWorker[],
  supplyNames: Map<number, string>,
) {
  // The plan's position is planning's (GET /v1/planning), not part of the activity's answer.
  const { details, plan_position: _planPosition, ...common } = row;
  const stored = details as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const name of Object.keys(definition.fields)) own[name] = stored[name] ?? null;
  for (const name of supplyFieldNames(definition.fields)) {
    const id = stored[name];
    own[supplyNameField(name)] = typeof id === 'number' ? (supplyNames.get(id) ?? null) : null;
  }
  return { ...common, ...own, machine: machineName, users: row.was_made_by_third ? [] : workers };
}

/**
 * Activities of several types as the API shows them, a list per group: the workers of all of
 * them in one query and the supplies' names in another.
 */
export async function presentGroups(db: Executor, groups: readonly ActivityGroup[]) {
  const ids = groups.flatMap(({ rows }) => rows.map(({ activity }) => activity.id));
  const [workers, supplyNames] = await Promise.all([workersOf(db, ids), supplyNamesOf(db, groups)]);
  return groups.map(({ definition, rows }) =>
    rows.map(({ activity, machine }) => present(definition, activity, machine, workers.get(activity.id) ?? [], supplyNames)),
  );
}

/** Activities of one type as the API shows them (`presentGroups` of one group). */
export async function presentRows(db: Executor, definition: AnyActivityDefinition, rows: ActivityGroup['rows']) {
  const [presented] = await presentGroups(db, [{ definition, rows }]);
  return presented!;
}

/** One activity of this type (404 for another type's id). */
export async function findPresented(db: Executor, definition: AnyActivityDefinition, id: number) {
  const rows = await selectActivities(db).where(and(eq(activities.id, id), eq(activities.type, definition.type)));
  if (rows.length === 0) throw notFound(activityMessages.notFound);
  const [presented] = await presentRows(db, definition, rows);
  return presented!;
}
