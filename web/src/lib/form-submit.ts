import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { alerts } from '../components/alerts-store';
import { errorMessage, isApiError } from './api-client';

export interface SaveErrorOptions<TValues extends FieldValues> {
  /** The form field a server field's messages belong on; `null` sends them to the alert. */
  fieldFor: (serverField: string) => Path<TValues> | null;
  setError: UseFormSetError<TValues>;
  /** The alert's text when the server sent no message of its own. */
  fallbackMessage: string;
  /** Move the focus to the field in error. Modal forms leave it off: focus stays where it was. */
  focusField?: boolean;
}

/** `fieldFor` for forms whose inputs carry the server's field names. */
export function fieldsNamed<TName extends string>(names: readonly TName[]): (serverField: string) => TName | null {
  const known = new Set<string>(names);
  return (serverField) => (known.has(serverField) ? (serverField as TName) : null);
}

/**
 * A failed save: a 422's field errors land on their inputs, and the server's message (or the
 * fallback) goes to a danger alert together with the field messages no input can show.
 */
export function reportSaveError<TValues extends FieldValues>(
  error: unknown,
  { fieldFor, setError, fallbackMessage, focusField = false }: SaveErrorOptions<TValues>,
): void {
  const unplaced: string[] = [];
  if (isApiError(error) && error.errors) {
    for (const [serverField, fieldMessages] of Object.entries(error.errors)) {
      const field = fieldFor(serverField);
      if (field) setError(field, { type: 'server', message: fieldMessages.join(' ') }, focusField ? { shouldFocus: true } : undefined);
      else unplaced.push(...fieldMessages);
    }
  }
  const message = errorMessage(error, fallbackMessage);
  alerts.danger(unplaced.length ? [message, ...unplaced] : message);
}

export interface SendChangesOptions<TValues extends FieldValues, TData> extends SaveErrorOptions<TValues> {
  data: TData;
  /** An update with nothing to send: it only says so (spec part 1 §5), no request is made. */
  unchanged: boolean;
  noChangesMessage: string;
  send: (data: TData) => Promise<unknown>;
}

/** The submit of an edit form: warn on no changes, else send and report a failure on the form. */
export async function sendChanges<TValues extends FieldValues, TData>({
  data,
  unchanged,
  noChangesMessage,
  send,
  ...errorOptions
}: SendChangesOptions<TValues, TData>): Promise<void> {
  if (unchanged) {
    alerts.warning(noChangesMessage);
    return;
  }
  try {
    await send(data);
  } catch (error) {
    reportSaveError(error, errorOptions);
  }
}
