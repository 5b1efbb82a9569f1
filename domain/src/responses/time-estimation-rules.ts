import { z } from 'zod';
import { COMPARATORS } from '../time-estimation-rules';
import { pageResponseSchema } from '../paging';
import { rowId, timestamp } from './common';

/** A rule's condition (spec part 2 §3): `value` is text; booleans are 1/0. */
export const ruleConditionResponseSchema = z.object({
  id: rowId(),
  time_estimation_rule_id: rowId(),
  field: z.string(),
  comparator: z.enum(COMPARATORS),
  value: z.string(),
});
export type RuleConditionResponse = z.infer<typeof ruleConditionResponseSchema>;

/** A time-estimation rule with its conditions; times in seconds. Administrators only. */
export const timeEstimationRuleResponseSchema = z.object({
  id: rowId(),
  name: z.string(),
  /** A registry type (`die_cut`) and its Spanish name. */
  activity: z.string(),
  activity_name: z.string(),
  time_before_production: z.int(),
  estimated_production_time: z.int(),
  conditions: z.array(ruleConditionResponseSchema),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type TimeEstimationRuleResponse = z.infer<typeof timeEstimationRuleResponseSchema>;

/**
 * How the rule's estimates fared: over the finished activities it estimated, how many there are and
 * the median of (actual − estimated) / estimated total time (0.25: a quarter longer than estimated);
 * null when none has finished.
 */
export const ruleAccuracySchema = z.object({
  finished_activities: z.int(),
  median_deviation: z.number().nullable(),
});

/** A row of the rules list: the rule and how far the actual times fell from it. */
export const timeEstimationRuleListItemSchema = timeEstimationRuleResponseSchema.extend({ accuracy: ruleAccuracySchema });
export type TimeEstimationRuleListItem = z.infer<typeof timeEstimationRuleListItemSchema>;
export const timeEstimationRulesPageResponseSchema = pageResponseSchema(timeEstimationRuleListItemSchema);

/**
 * `GET /time_estimation_rules/{id}/actuals`: what comparable work actually took, over the last 50
 * finished activities of the rule's type that the rule estimated: median minutes per unit
 * (time spent / the quantity the estimate multiplies) and how many activities that median covers.
 */
export const ruleActualsResponseSchema = z.object({
  rule_id: rowId(),
  activities: z.int(),
  median_minutes_per_unit: z.number().nullable(),
});
export type RuleActualsResponse = z.infer<typeof ruleActualsResponseSchema>;
