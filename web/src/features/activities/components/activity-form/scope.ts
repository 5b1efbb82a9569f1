import { createContext, useContext } from 'react';
import type { FieldDescriptor, FieldKind, FormFieldEntry } from '@tintero/domain';
import type { ActivityRecord, Definition } from '../../types';

/** What every field component gets: the registry's entry, its descriptor narrowed to its kind, texts. */
export interface FieldProps<K extends FieldKind> {
  entry: FormFieldEntry;
  field: Extract<FieldDescriptor, { kind: K }>;
  label: string;
  required: boolean;
  error: string | undefined;
}

/** The form a field sits in: the type, the record being edited (null when new), whether it is read-only. */
export interface ActivityFormScope {
  definition: Definition;
  record: ActivityRecord | null;
  readOnly: boolean;
  /** A quote's planned activity: supplies are picked among the quote's choices (no stock). */
  planned?: boolean;
}

export const ActivityFormScopeContext = createContext<ActivityFormScope | null>(null);

export function useActivityFormScope(): ActivityFormScope {
  const scope = useContext(ActivityFormScopeContext);
  if (!scope) throw new Error('An activity field renders inside ActivityForm.');
  return scope;
}
