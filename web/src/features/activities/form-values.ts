import { newActivityValues } from '@tintero/domain';
import type { ActivityRecord, Definition } from './types';

export type ActivityFormValues = Record<string, unknown>;

/**
 * The form's starting values: the type's defaults for a new record (spec part 2 §3), else the
 * record's own values for every input of its definition, workers as their ids.
 */
export function toFormValues(definition: Definition, record: ActivityRecord | null, orderId: number): ActivityFormValues {
  const source: Record<string, unknown> = record ?? newActivityValues(definition, orderId);
  const values: ActivityFormValues = { production_order_id: record?.production_order_id ?? orderId };
  for (const entry of definition.formFields) {
    const value = source[entry.name];
    if (entry.field.kind === 'workers') {
      values[entry.name] = Array.isArray(value)
        ? value.map((item) => (typeof item === 'object' && item !== null ? (item as { id: number }).id : item))
        : [];
    } else if (entry.field.kind === 'boolean') {
      values[entry.name] = value === true;
    } else {
      values[entry.name] = value ?? null;
    }
  }
  return values;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Two form values mean the same (empty alike, numbers by value, worker lists as sets). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (isEmpty(a) !== isEmpty(b)) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    const sortedB = [...b].map(String).sort();
    return [...a]
      .map(String)
      .sort()
      .every((item, index) => item === sortedB[index]);
  }
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return String(a).trim() === String(b).trim();
}

/** Whether the form holds anything different from where it started. */
export function hasEdits(values: ActivityFormValues, initial: ActivityFormValues): boolean {
  return Object.keys(initial).some((name) => !sameValue(values[name], initial[name]));
}

/** A number typed in a native number input; empty is null, anything else not a number NaN (invalid). */
export const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
