import { newActivityValues } from '@tintero/domain';
import type { ActivityRecord, Definition } from '../../types';

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
