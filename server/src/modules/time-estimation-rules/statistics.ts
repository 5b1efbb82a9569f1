import { and, desc, eq, sql } from 'drizzle-orm';
import { findActivityDefinition, ruleMessages } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { activities, timeEstimationRules } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { anyOf } from '../../lib/any-of';

/**
 * How a rule's estimates fared against the time actually worked (docs/decisions/011), computed by
 * PostgreSQL over the finished activities of the rule's type that it estimated
 * (`activities.time_estimation_rule_id`). Time spent is minutes, estimates are seconds.
 */

/** Actuals look at this many of the rule's most recently finished activities. */
export const ACTUALS_WINDOW = 50;

const estimatedByTheRule = and(
  eq(activities.time_estimation_rule_id, timeEstimationRules.id),
  eq(activities.type, timeEstimationRules.activity),
  eq(activities.status, 'finished'),
);

export interface RuleAccuracy {
  finished_activities: number;
  median_deviation: number | null;
}

/**
 * Per rule: how many finished activities it estimated, and the median of (actual − estimated) /
 * estimated total time (0.25: a quarter longer than estimated) over those with an estimate above 0;
 * null when there is none.
 */
export async function accuracyOf(db: Executor, ruleIds: number[]): Promise<Map<number, RuleAccuracy>> {
  const byRule = new Map<number, RuleAccuracy>();
  if (ruleIds.length === 0) return byRule;
  const deviation = sql`(${activities.time_spent} * 60 - ${activities.total_estimated_production_time})::float8 / ${activities.total_estimated_production_time}`;
  const rows = await db
    .select({
      rule_id: timeEstimationRules.id,
      finished_activities: sql<number>`count(*)::int`.mapWith(Number),
      median_deviation: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${deviation})
        FILTER (WHERE ${activities.total_estimated_production_time} > 0)`,
    })
    .from(activities)
    .innerJoin(timeEstimationRules, estimatedByTheRule)
    .where(anyOf(timeEstimationRules.id, ruleIds))
    .groupBy(timeEstimationRules.id);
  for (const row of rows) {
    byRule.set(row.rule_id, {
      finished_activities: row.finished_activities,
      median_deviation: row.median_deviation === null ? null : Number(row.median_deviation),
    });
  }
  return byRule;
}

export const noAccuracy: RuleAccuracy = { finished_activities: 0, median_deviation: null };

/**
 * The quantity an estimate multiplies, as a column: the type's `estimateQuantityField` (pre-cut's
 * number_of_packages, kept in `details`) or the activity's quantity.
 */
function estimateQuantitySql(activityType: string) {
  const field = findActivityDefinition(activityType)?.estimateQuantityField ?? 'quantity';
  if (field === 'quantity') return sql`${activities.quantity}`;
  return sql`CASE WHEN jsonb_typeof(${activities.details} -> ${field}::text) = 'number' THEN (${activities.details} ->> ${field}::text)::numeric END`;
}

/**
 * `GET /time_estimation_rules/{id}/actuals`: over the last 50 finished activities (by end time) of
 * the rule's type that it estimated and that have a quantity, the median minutes worked per unit
 * and how many activities that median covers.
 */
export async function actualsOf(db: Executor, ruleId: number) {
  const [rule] = await db
    .select({ activity: timeEstimationRules.activity })
    .from(timeEstimationRules)
    .where(eq(timeEstimationRules.id, ruleId));
  if (!rule) throw notFound(ruleMessages.notFound);
  const quantity = estimateQuantitySql(rule.activity);
  const recent = db
    .select({ per_unit: sql<number>`(${activities.time_spent} / ${quantity})::float8`.as('per_unit') })
    .from(activities)
    .where(
      and(
        eq(activities.time_estimation_rule_id, ruleId),
        eq(activities.type, rule.activity),
        eq(activities.status, 'finished'),
        sql`${quantity} > 0`,
      ),
    )
    .orderBy(sql`${activities.end_time} DESC NULLS LAST`, desc(activities.id))
    .limit(ACTUALS_WINDOW)
    .as('recent');
  const [row] = await db
    .select({
      activities: sql<number>`count(*)::int`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${recent.per_unit})`,
    })
    .from(recent);
  return {
    rule_id: ruleId,
    activities: row?.activities ?? 0,
    median_minutes_per_unit: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}
