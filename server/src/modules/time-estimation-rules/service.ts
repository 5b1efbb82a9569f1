import { and, eq, sql } from 'drizzle-orm';
import { ruleMessages, timeEstimationRuleSchema, timeEstimationRuleUpdateSchema, type RuleConditionInput } from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { timeEstimationRuleConditions, timeEstimationRules } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { findRule, lockRule } from './rows';

/** Time-estimation rules (DESIGN §7.7), administrators only; one transaction per write. */

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
