import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './people';

/**
 * Time-estimation rules (DESIGN §7.7): a rule belongs to one activity type (a registry type,
 * `die_cut`) and gives its time before production and production time per unit, in seconds,
 * when all its conditions hold. A rule always keeps at least one condition (the service refuses
 * to delete the last one).
 */
export const timeEstimationRules = pgTable(
  'time_estimation_rules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    activity: varchar('activity', { length: 40 }).notNull(),
    time_before_production: integer('time_before_production').notNull().default(0),
    estimated_production_time: integer('estimated_production_time').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('time_estimation_rules_times_not_negative', sql`${t.time_before_production} >= 0 AND ${t.estimated_production_time} >= 0`),
    // The activity form reads the rules of one type (search_by_activity) as its fields change.
    index('time_estimation_rules_activity_idx').on(t.activity, t.id),
  ],
);

export const timeEstimationRuleConditions = pgTable(
  'time_estimation_rule_conditions',
  {
    id: serial('id').primaryKey(),
    time_estimation_rule_id: integer('time_estimation_rule_id')
      .notNull()
      .references(() => timeEstimationRules.id, { onDelete: 'cascade' }),
    /** One of the rule's activity's rule fields (`number_of_hits`, `quantity`). */
    field: varchar('field', { length: 255 }).notNull(),
    comparator: varchar('comparator', { length: 2 }).notNull(),
    /** Text; numbers as written, booleans 1/0. */
    value: varchar('value', { length: 255 }).notNull(),
  },
  (t) => [
    check('time_estimation_rule_conditions_comparator_valid', sql`${t.comparator} IN ('==', '!=', '>', '<', '>=', '<=')`),
    index('time_estimation_rule_conditions_rule_idx').on(t.time_estimation_rule_id, t.id),
  ],
);
