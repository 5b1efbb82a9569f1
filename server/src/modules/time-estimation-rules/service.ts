import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  activityDefinitions,
  findActivityDefinition,
  findActivityDefinitionByClassName,
  ruleMessages,
  timeEstimationRuleSchema,
  timeEstimationRuleUpdateSchema,
  type RuleConditionInput,
  type RuleSort,
  textKey,
} from '@tintero/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { timeEstimationRuleConditions, timeEstimationRules } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { containsPattern, plainKey } from '../../lib/search';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { findRule, lockRule, rulesWhere } from './rows';
import { accuracyOf, noAccuracy } from './statistics';
import { anyOf } from '../../lib/any-of';

/** Time-estimation rules (DESIGN §7.7), administrators only; one transaction per write. */

const nameKey = plainKey(timeEstimationRules.name);

/** The activity's Spanish name, to sort by what the list shows rather than by the type's key. */
const activityNameKey = sql`CASE ${timeEstimationRules.activity} ${sql.join(
  activityDefinitions.map((definition) => sql`WHEN ${definition.type} THEN ${textKey(definition.name)}`),
  sql` `,
)} ELSE ${timeEstimationRules.activity} END`;

const sortExpressions: Record<RuleSort, SQL | typeof timeEstimationRules.id> = {
  id: timeEstimationRules.id,
  name: nameKey,
  activity: activityNameKey,
  time_before_production: sql`${timeEstimationRules.time_before_production}`,
  estimated_production_time: sql`${timeEstimationRules.estimated_production_time}`,
  created_at: sql`${timeEstimationRules.created_at}`,
  updated_at: sql`${timeEstimationRules.updated_at}`,
};

/** The rules list's query without its page (the export takes every rule of the search). */
export interface RuleListQuery {
  search?: string | undefined;
  sort: RuleSort;
  order: 'asc' | 'desc';
}

/** A search finds the text in the rule's name or in its activity's Spanish name (accents and case aside). */
function searchCondition(search: string | undefined) {
  const text = search?.trim();
  if (!text) return undefined;
  const types = activityDefinitions.filter((definition) => textKey(definition.name).includes(textKey(text))).map(({ type }) => type);
  return or(sql`${nameKey} LIKE ${containsPattern(text)}`, types.length > 0 ? inArray(timeEstimationRules.activity, types) : undefined);
}

/** The ids of the rules a list or an export shows, in its order. */
export function orderedRuleIds(db: Executor, query: RuleListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select({ id: timeEstimationRules.id })
    .from(timeEstimationRules)
    .where(searchCondition(query.search))
    .orderBy(direction(sortExpressions[query.sort]), direction(timeEstimationRules.id));
}

/** The server-paged list (DESIGN §4): `{ data, total, page, per_page }`, each rule with its accuracy. */
export async function listRules(db: Database, query: RuleListQuery & { page: number; per_page: number }) {
  const [page, total] = await Promise.all([
    orderedRuleIds(db, query)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.$count(timeEstimationRules, searchCondition(query.search)),
  ]);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { data: [], total, page: query.page, per_page: query.per_page };
  const [rules, accuracy] = await Promise.all([rulesWhere(db, anyOf(timeEstimationRules.id, ids)), accuracyOf(db, ids)]);
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const data = ids.flatMap((id) => {
    const rule = byId.get(id);
    return rule ? [{ ...rule, accuracy: accuracy.get(id) ?? noAccuracy }] : [];
  });
  return { data, total, page: query.page, per_page: query.per_page };
}

/**
 * The rules of one activity type with their conditions, in id order (what the activity form
 * matches against). The type is a registry type (`die_cut`) or its class name (`DieCut`); 404
 * for neither.
 */
export async function rulesOfActivity(db: Executor, activity: string) {
  const definition = findActivityDefinition(activity) ?? findActivityDefinitionByClassName(activity);
  if (!definition) throw notFound(ruleMessages.invalidActivity);
  return rulesWhere(db, eq(timeEstimationRules.activity, definition.type));
}

async function insertConditions(tx: Transaction, ruleId: number, conditions: RuleConditionInput[]) {
  await tx.insert(timeEstimationRuleConditions).values(conditions.map((condition) => ({ ...condition, time_estimation_rule_id: ruleId })));
}

export async function createRule(db: Database, actor: CurrentUser, input: unknown) {
  const { conditions, ...rule } = parseOrThrow(timeEstimationRuleSchema, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(timeEstimationRules)
      .values({ ...rule, created_by: actor.id, updated_by: actor.id })
      .returning({ id: timeEstimationRules.id });
    await insertConditions(tx, row!.id, conditions);
    return findRule(tx, row!.id);
  });
}

/**
 * Updates a rule: the body (any fields) is merged onto the stored rule and the whole validated
 * again, so a new activity alone is checked against the stored conditions' fields. `conditions`,
 * when given, replace the rule's.
 */
export async function updateRule(db: Database, actor: CurrentUser, id: number, input: unknown) {
  const patch = parseOrThrow(timeEstimationRuleUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    await lockRule(tx, id);
    const stored = await findRule(tx, id);
    const { conditions, ...rule } = parseOrThrow(timeEstimationRuleSchema, {
      name: stored.name,
      activity: stored.activity,
      time_before_production: stored.time_before_production,
      estimated_production_time: stored.estimated_production_time,
      conditions: stored.conditions.map(({ field, comparator, value }) => ({ field, comparator, value })),
      ...patch,
    });
    await tx
      .update(timeEstimationRules)
      .set({ ...rule, updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(timeEstimationRules.id, id));
    if (patch.conditions) {
      await tx.delete(timeEstimationRuleConditions).where(eq(timeEstimationRuleConditions.time_estimation_rule_id, id));
      await insertConditions(tx, id, conditions);
    }
    return findRule(tx, id);
  });
}

/** Deletes a rule and its conditions; the activities it estimated keep their times and forget it. */
export async function deleteRule(db: Database, id: number) {
  await inTransaction(db, async (tx) => {
    await lockRule(tx, id);
    await tx.delete(timeEstimationRules).where(eq(timeEstimationRules.id, id));
  });
}

export async function conditionsOfRule(db: Database, id: number) {
  return (await findRule(db, id)).conditions;
}

/**
 * Deletes one condition of a rule; never the last one (409 `last_condition`): a rule without
 * conditions would match every activity of its type. The rule's lock keeps two simultaneous
 * deletes from taking the last two.
 */
export async function deleteCondition(db: Database, actor: CurrentUser, ruleId: number, conditionId: number) {
  await inTransaction(db, async (tx) => {
    await lockRule(tx, ruleId);
    const conditions = await tx
      .select({ id: timeEstimationRuleConditions.id })
      .from(timeEstimationRuleConditions)
      .where(eq(timeEstimationRuleConditions.time_estimation_rule_id, ruleId));
    if (!conditions.some((condition) => condition.id === conditionId)) throw notFound(ruleMessages.conditionNotFound);
    if (conditions.length <= 1) throw conflict('last_condition', ruleMessages.lastCondition);
    await tx
      .delete(timeEstimationRuleConditions)
      .where(and(eq(timeEstimationRuleConditions.id, conditionId), eq(timeEstimationRuleConditions.time_estimation_rule_id, ruleId)));
    await tx
      .update(timeEstimationRules)
      .set({ updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(timeEstimationRules.id, ruleId));
  });
}
