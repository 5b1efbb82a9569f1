import { bestMatchingRule, isPendingStatus, type AnyActivityDefinition } from '@tintero/domain';
import type { Executor } from '../../db/client';
import { rulesOfActivity } from './queries';

/** What the activity service knows when it writes an activity. */
export interface EstimatedActivity {
  status: string | null;
  values: Record<string, unknown> & { time_before_production: number; estimated_production_time: number };
  /** The stored activity's times and recorded rule, on an update. */
  stored?: { time_before_production: number; estimated_production_time: number; time_estimation_rule_id: number | null };
}

/**
 * The rule an activity's times came from (docs/decisions/011), stored in
 * `activities.time_estimation_rule_id` so the rules list can tell how good each rule's estimates
 * were. While the activity is pending (the form fills its times from the best matching rule, DESIGN
 * §7.7) it is that rule when the activity carries exactly its times, else null (typed by hand). Once
 * work has started the rule is kept while the times stay as they were.
 */
export async function estimatingRuleId(
  db: Executor,
  definition: AnyActivityDefinition,
  activity: EstimatedActivity,
): Promise<number | null> {
  const { values, stored } = activity;
  if (!isPendingStatus(activity.status)) {
    const unchanged =
      stored !== undefined &&
      stored.time_before_production === values.time_before_production &&
      stored.estimated_production_time === values.estimated_production_time;
    return unchanged ? stored.time_estimation_rule_id : null;
  }
  const rule = bestMatchingRule(await rulesOfActivity(db, definition.type), definition.type, values);
  const carriesItsTimes =
    rule !== undefined &&
    rule.time_before_production === values.time_before_production &&
    rule.estimated_production_time === values.estimated_production_time;
  return carriesItsTimes ? rule.id : null;
}
