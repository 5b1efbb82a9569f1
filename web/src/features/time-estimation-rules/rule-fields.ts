import {
  activityDefinitions,
  catalogues,
  commonFields,
  COMPARATORS,
  findActivityDefinition,
  isNumericComparator,
  type Comparator,
  type FieldDescriptor,
} from '@tintero/domain';

/**
 * What the rule form offers, read from the activity registry (DESIGN §2: activities are data):
 * the 17 types, each type's rule fields (`<type>_fields`), the six comparators with their Spanish
 * names (the `comparators` catalogue), and how a condition's value is typed for a field.
 */

export const activityTypes = activityDefinitions.map((definition) => ({ type: definition.type, labelKey: definition.labelKey }));

/** A type's rule fields with the label key the activity forms show them with. */
export function ruleFieldsOf(activity: string): { field: string; labelKey: string }[] {
  const definition = findActivityDefinition(activity);
  if (!definition) return [];
  return definition.ruleFields.map(({ field }) => ({ field, labelKey: definition.labelKeyOf(field) }));
}

export const hasRuleField = (activity: string, field: string) => ruleFieldsOf(activity).some((entry) => entry.field === field);

const comparatorNames = new Map((catalogues.comparators ?? []).map((entry) => [entry.key, entry.value]));

/** The comparator and its name: "== (Igual a)". */
export const comparatorOptions = COMPARATORS.map((comparator: Comparator) => ({
  value: comparator,
  label: `${comparator} (${comparatorNames.get(comparator) ?? comparator})`,
}));

/**
 * How a condition's value is typed: a yes/no select for booleans (1/0), the options of a choice
 * or catalogue field (its keys, which the activity stores), a number for `<`/`>` comparators and
 * for numeric fields, text otherwise.
 */
export type ValueInput =
  | { kind: 'boolean' }
  | { kind: 'choice'; type: string; field: string; options: readonly { key: string }[] }
  | { kind: 'catalogue'; list: string }
  | { kind: 'number' }
  | { kind: 'text' };

const NUMERIC_KINDS = new Set<FieldDescriptor['kind']>(['integer', 'decimal', 'money', 'duration']);

export function valueInputFor(activity: string, field: string, comparator: string): ValueInput {
  const definition = findActivityDefinition(activity);
  const descriptor = (definition?.fields[field] ?? commonFields[field as keyof typeof commonFields]) as FieldDescriptor | undefined;
  if (descriptor?.kind === 'boolean') return { kind: 'boolean' };
  if (isNumericComparator(comparator)) return { kind: 'number' };
  if (descriptor?.kind === 'choice') return { kind: 'choice', type: activity, field, options: descriptor.options };
  if (descriptor?.kind === 'catalogue') return { kind: 'catalogue', list: descriptor.list };
  if (descriptor && NUMERIC_KINDS.has(descriptor.kind)) return { kind: 'number' };
  return { kind: 'text' };
}

/** What a numeric value input keeps of a keystroke: digits, a sign, the decimal point (a comma becomes one). */
export const numericText = (text: string) => text.replace(/,/g, '.').replace(/[^\d.+-]/g, '');
