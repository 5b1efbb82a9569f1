import { z } from 'zod';
import { findActivityDefinition, ACTIVITY_TYPES } from './activities/registry';
import { MAX_TIME_SECONDS } from './activities/fields';
import { ruleFieldValues } from './activities/formulas';
import { activityMessages } from './activities/messages';
import { messages } from './messages';
import { integer, requiredText, safeString } from './schema-helpers';

/**
 * Time-estimation rules (spec part 2 §3, §5, §9; DESIGN §7.7): a rule belongs to one activity
 * type, holds conditions on that type's fields and, when they all hold, gives the activity's
 * time before production and its production time per unit.
 */

export const RULE_NAME_MAX = 80;
export const CONDITION_VALUE_MAX = 255;
export const COMPARATORS = ['==', '!=', '>', '<', '>=', '<='] as const;
export type Comparator = (typeof COMPARATORS)[number];

export const ruleMessages = {
  notFound: 'La regla de estimación de tiempo no existe.',
  conditionNotFound: 'La condición no existe.',
  withoutConditions: 'La regla debe tener al menos una condición.',
  invalidActivity: 'La actividad no es válida.',
  invalidField: 'El campo no pertenece a la actividad de la regla.',
  invalidComparator: 'El comparador debe ser ==, !=, >, <, >= o <=.',
  numericValue: 'Con este comparador el valor debe ser un número.',
  lastCondition: 'La regla debe conservar al menos una condición.',
} as const;

/** `<` and `>` forms compare numbers; the value must be one. */
export const isNumericComparator = (comparator: string) => comparator.startsWith('<') || comparator.startsWith('>');

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** A text that reads as a number (trimmed; a comma is not a decimal separator here). */
export const isNumericText = (text: string) => NUMBER.test(text.trim());

const timeSeconds = integer({
  min: 0,
  max: MAX_TIME_SECONDS,
  error: messages.required,
  maxMessage: activityMessages.timeTooLong('59:59:59'),
});

export const ruleConditionSchema = z
  .object({
    field: requiredText(CONDITION_VALUE_MAX),
    comparator: z.enum(COMPARATORS, { error: ruleMessages.invalidComparator }),
    // Booleans are written 1/0 (spec part 2 §5); a number is accepted and kept as its text.
    value: z
      .union([z.number().transform(String), z.boolean().transform((flag) => (flag ? '1' : '0')), safeString(messages.required)])
      .pipe(z.string().trim().min(1, messages.required).max(CONDITION_VALUE_MAX, messages.tooLong(CONDITION_VALUE_MAX))),
  })
  .superRefine((condition, ctx) => {
    // An empty value already answers "required".
    if (isNumericComparator(condition.comparator) && condition.value !== '' && !isNumericText(condition.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: ruleMessages.numericValue });
    }
  });
export type RuleConditionInput = z.output<typeof ruleConditionSchema>;

const ruleShape = {
  name: requiredText(RULE_NAME_MAX),
  activity: z.enum(ACTIVITY_TYPES as [string, ...string[]], { error: ruleMessages.invalidActivity }),
  time_before_production: timeSeconds,
  estimated_production_time: timeSeconds,
  conditions: z.array(ruleConditionSchema, { error: ruleMessages.withoutConditions }).min(1, ruleMessages.withoutConditions),
};

/**
 * Each condition's field must be one the rule's activity offers (`<type>_fields`). It runs even when
 * other fields failed (`always`), so every problem answers at once: the values may then be unparsed.
 */
function fieldsOfActivity(rule: { activity?: unknown; conditions?: unknown }, ctx: z.RefinementCtx) {
  const definition = typeof rule.activity === 'string' ? findActivityDefinition(rule.activity) : undefined;
  if (!definition || !Array.isArray(rule.conditions)) return;
  const allowed = new Set(definition.ruleFields.map(({ field }) => field));
  rule.conditions.forEach((condition: unknown, index) => {
    const field = typeof condition === 'object' && condition !== null ? (condition as { field?: unknown }).field : undefined;
    if (typeof field === 'string' && !allowed.has(field))
      ctx.addIssue({ code: 'custom', path: ['conditions', index, 'field'], message: ruleMessages.invalidField });
  });
}

const always = { when: () => true };

export const timeEstimationRuleSchema = z.object(ruleShape).superRefine(fieldsOfActivity, always);
export type TimeEstimationRuleInput = z.output<typeof timeEstimationRuleSchema>;

/** An update: any field; `conditions`, when given, replace the rule's (at least one). */
export const timeEstimationRuleUpdateSchema = z.object(ruleShape).partial().superRefine(fieldsOfActivity, always);
export type TimeEstimationRuleUpdate = z.output<typeof timeEstimationRuleUpdateSchema>;

/** What the matcher needs of a rule. */
export interface MatchableRule {
  id: number;
  activity: string;
  conditions: readonly { field: string; comparator: string; value: string }[];
}

type FieldValue = string | number | null | undefined;

/**
 * One condition against one value (DESIGN §7.7): `<`/`>` forms compare numbers (a non-number never
 * holds); `==`/`!=` compare numbers when both sides are numeric, else text trimmed and
 * case-insensitive. An empty field holds only for `!=` against something that is not empty.
 */
export function conditionHolds(condition: { comparator: string; value: string }, actual: FieldValue): boolean {
  const expected = condition.value.trim();
  const text = actual === null || actual === undefined ? '' : String(actual).trim();
  const bothNumeric = text !== '' && isNumericText(text) && isNumericText(expected);
  switch (condition.comparator) {
    case '==':
    case '!=': {
      const equal = bothNumeric ? Number(text) === Number(expected) : text.toLocaleLowerCase('es') === expected.toLocaleLowerCase('es');
      return condition.comparator === '==' ? equal : !equal;
    }
    case '>':
      return bothNumeric && Number(text) > Number(expected);
    case '<':
      return bothNumeric && Number(text) < Number(expected);
    case '>=':
      return bothNumeric && Number(text) >= Number(expected);
    case '<=':
      return bothNumeric && Number(text) <= Number(expected);
    default:
      return false;
  }
}

/** A rule holds when every condition holds against the activity's rule-field values. */
export function ruleMatches(rule: MatchableRule, values: Record<string, FieldValue>): boolean {
  return rule.conditions.length > 0 && rule.conditions.every((condition) => conditionHolds(condition, values[condition.field]));
}

/**
 * The rule that estimates an activity (DESIGN §7.7): among the rules of its type that match, the
 * one with the most conditions; ties go to the lowest id. `values` are the activity's fields as the
 * form or the database holds them (booleans become 1/0, the quantity is computed where the type
 * computes it).
 */
export function bestMatchingRule<R extends MatchableRule>(
  rules: readonly R[],
  activityType: string,
  values: Record<string, unknown>,
): R | undefined {
  const definition = findActivityDefinition(activityType);
  if (!definition) return undefined;
  const ruleValues = ruleFieldValues(definition, values);
  let best: R | undefined;
  for (const rule of rules) {
    if (rule.activity !== activityType || !ruleMatches(rule, ruleValues)) continue;
    if (
      !best ||
      rule.conditions.length > best.conditions.length ||
      (rule.conditions.length === best.conditions.length && rule.id < best.id)
    ) {
      best = rule;
    }
  }
  return best;
}
