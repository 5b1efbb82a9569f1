import { asc, eq, type SQL } from 'drizzle-orm';
import { activityTypeName, ruleMessages, type Comparator, type RuleConditionResponse } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { timeEstimationRuleConditions, timeEstimationRules } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

/**
 * Rules read with their conditions in one query (a rule has at least one condition: the service
 * never leaves it without), and presented as the API shows them: `activity_name` beside the type.
 */

const ruleColumns = {
  id: timeEstimationRules.id,
  name: timeEstimationRules.name,
  activity: timeEstimationRules.activity,
  time_before_production: timeEstimationRules.time_before_production,
  estimated_production_time: timeEstimationRules.estimated_production_time,
  created_at: timeEstimationRules.created_at,
  updated_at: timeEstimationRules.updated_at,
};

const conditionColumns = {
  id: timeEstimationRuleConditions.id,
  time_estimation_rule_id: timeEstimationRuleConditions.time_estimation_rule_id,
  field: timeEstimationRuleConditions.field,
  comparator: timeEstimationRuleConditions.comparator,
  value: timeEstimationRuleConditions.value,
};

type RuleColumns = { [K in keyof typeof ruleColumns]: (typeof ruleColumns)[K]['_']['data'] };
export type PresentedRule = RuleColumns & { activity_name: string; conditions: RuleConditionResponse[] };

/** The rules `where` selects, each with its conditions in id order; rules in id order. */
export async function rulesWhere(db: Executor, where: SQL | undefined): Promise<PresentedRule[]> {
  const rows = await db
    .select({ rule: ruleColumns, condition: conditionColumns })
    .from(timeEstimationRules)
    .leftJoin(timeEstimationRuleConditions, eq(timeEstimationRuleConditions.time_estimation_rule_id, timeEstimationRules.id))
    .where(where)
    .orderBy(asc(timeEstimationRules.id), asc(timeEstimationRuleConditions.id));
  const byId = new Map<number, PresentedRule>();
  for (const { rule, condition } of rows) {
    let presented = byId.get(rule.id);
    if (!presented) {
      presented = { ...rule, activity_name: activityTypeName(rule.activity), conditions: [] };
      byId.set(rule.id, presented);
    }
    // The database holds only the six comparators (a CHECK of migration 0009).
    if (condition) presented.conditions.push({ ...condition, comparator: condition.comparator as Comparator });
  }
  return [...byId.values()];
}

export async function findRule(db: Executor, id: number): Promise<PresentedRule> {
  const [rule] = await rulesWhere(db, eq(timeEstimationRules.id, id));
  if (!rule) throw notFound(ruleMessages.notFound);
  return rule;
}

/** Locks a rule for a write (its conditions change under this lock only); 404 when missing. */
export async function lockRule(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: timeEstimationRules.id })
    .from(timeEstimationRules)
    .where(eq(timeEstimationRules.id, id))
    .for('update');
  if (!row) throw notFound(ruleMessages.notFound);
}
