import type { Path } from 'react-hook-form';
import type { Comparator, TimeEstimationRuleResponse } from '@tintero/domain';
import type { Normalizers } from '../../../lib/form-values';

/** One condition row: text values as typed (booleans 1/0, numbers as their text); `id` once saved. */
export interface ConditionValues {
  id?: number;
  field: string;
  comparator: Comparator | '';
  value: string;
}

export interface RuleFormValues {
  name: string;
  activity: string;
  time_before_production: number;
  estimated_production_time: number;
  conditions: ConditionValues[];
}

export const emptyCondition = (): ConditionValues => ({ field: '', comparator: '==', value: '' });

export function toFormValues(rule: TimeEstimationRuleResponse | undefined): RuleFormValues {
  return {
    name: rule?.name ?? '',
    activity: rule?.activity ?? '',
    time_before_production: rule?.time_before_production ?? 0,
    estimated_production_time: rule?.estimated_production_time ?? 0,
    conditions: rule ? rule.conditions.map(({ id, field, comparator, value }) => ({ id, field, comparator, value })) : [emptyCondition()],
  };
}

/**
 * Conditions mean their field, comparator and trimmed value, in any order: the same set retyped is
 * no change, and any difference sends the whole list (the server replaces them all).
 */
export const normalize: Normalizers<RuleFormValues> = {
  conditions: (rows) =>
    ((rows as ConditionValues[] | undefined) ?? []).map((row) => JSON.stringify([row.field, row.comparator, String(row.value).trim()])),
};

/** The body: conditions without their ids (an update replaces them all). */
export function toPayload(changes: Partial<RuleFormValues>): Record<string, unknown> {
  if (!changes.conditions) return changes;
  return { ...changes, conditions: changes.conditions.map(({ id: _id, ...condition }) => condition) };
}

/** Server field → input, for the rows shown (`conditions.0.value`), since the kit places only the form's own top-level fields. */
export function serverFieldsFor(rowCount: number): Record<string, Path<RuleFormValues>> {
  const fields: Record<string, Path<RuleFormValues>> = {};
  for (let index = 0; index < rowCount; index += 1) {
    for (const part of ['field', 'comparator', 'value'] as const) fields[`conditions.${index}.${part}`] = `conditions.${index}.${part}`;
  }
  return fields;
}
