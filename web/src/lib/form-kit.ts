import { useCallback, useContext, useEffect, useMemo, useRef, type FocusEvent, type FormEvent } from 'react';
import {
  useForm,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { alerts, type AlertKind, type AlertMessage } from './alerts-store';
import { DiscardGuardContext } from './discard-guard';
import { errorMessage, isApiError } from './api-client';
import { focusFirstField } from './focus-first-field';
import { i18n } from './i18n';
import { changedFields, type Normalizers } from './form-values';

/**
 * The one way to write an edit form (ARCHITECTURE "How to write an edit form"): `useEditForm`
 * owns the starting values, what changed, "no changes", the request, 422 errors on their inputs,
 * one alert per form that each outcome replaces, the first field's focus, and telling the dialog
 * or the screen around it that typed data would be lost (lib/discard-guard.ts).
 */

/** One alert per form: a new outcome (no changes, failure, saved) replaces the one before it. */
export function useFeedbackSlot() {
  const shown = useRef<number | null>(null);
  return useMemo(
    () => ({
      show(kind: AlertKind, message: AlertMessage, options?: { keep?: boolean }) {
        if (shown.current !== null) alerts.dismiss(shown.current);
        shown.current = alerts.show(kind, message, options);
      },
      clear() {
        if (shown.current !== null) alerts.dismiss(shown.current);
        shown.current = null;
      },
    }),
    [],
  );
}

export type FeedbackSlot = ReturnType<typeof useFeedbackSlot>;

/** The values a form saved last (none until it saves, and again once its record comes back). */
function useSavedValues<TValues>() {
  const values = useRef<TValues | null>(null);
  return useMemo(
    () => ({
      get: () => values.current,
      set(next: TValues | null) {
        values.current = next;
      },
    }),
    [],
  );
}

/**
 * A failed request: a 422's field errors land on their inputs (the first one takes the focus),
 * and the server's message (or the fallback) goes to the form's alert together with the field
 * messages no input can show.
 */
export function reportSaveError<TValues extends FieldValues>(
  error: unknown,
  options: {
    fieldFor: (serverField: string) => Path<TValues> | null;
    setError: UseFormSetError<TValues>;
    fallbackMessage: string;
    feedback: FeedbackSlot;
  },
): void {
  const unplaced: string[] = [];
  let focused = false;
  if (isApiError(error) && error.errors) {
    for (const [serverField, fieldMessages] of Object.entries(error.errors)) {
      const field = options.fieldFor(serverField);
      if (!field) {
        unplaced.push(...fieldMessages);
        continue;
      }
      options.setError(field, { type: 'server', message: fieldMessages.join(' ') }, { shouldFocus: !focused });
      focused = true;
    }
  }
  const message = errorMessage(error, options.fallbackMessage);
  options.feedback.show('danger', unplaced.length ? [message, ...unplaced] : message);
}

export interface EditFormMessages {
  /** A failed save whose answer brings no message of its own. */
  failed: string;
  /** A successful save; without it the page says what happened (or nothing needs saying). */
  saved?: string;
}

export interface EditFormOptions<TValues extends FieldValues, TResult> {
  /** The values the form starts from; memoize them (a new object starts the form over). */
  initial: TValues;
  /** A new record: every field is sent and "no changes" never applies. */
  isNew: boolean;
  /** Usually `domainResolver(schema)`: the rules of the server. */
  resolver: Resolver<TValues>;
  /** The request; rejects with the API error. */
  send: (data: Record<string, unknown>) => Promise<TResult>;
  messages: EditFormMessages;
  /** The fields whose change is an edit (and that an update sends); every field of `initial` by default. */
  compared?: readonly Path<TValues>[];
  /** Per field, what a value means before comparing. */
  normalize?: Normalizers<TValues>;
  /** The body, from the changed fields (all of them when new) and the whole values. */
  toPayload?: (changes: Partial<TValues>, values: TValues) => Record<string, unknown>;
  /** An update sends every field, not only the changed ones (the server checks the whole record). */
  sendsWholeRecord?: boolean;
  /** The "saved" alert outlives one navigation (`onSaved` moves to another screen). */
  keepSaved?: boolean | ((result: TResult) => boolean);
  /** After a successful save and its alert. */
  onSaved?: (result: TResult) => void | Promise<void>;
  /** Before a failure is reported (a 409 reloads what is shown, say). */
  onFailed?: (error: unknown) => void;
  /** Server field → form field, where they are named differently (`supply_id` → `supply`). */
  serverFields?: Readonly<Record<string, Path<TValues>>>;
  /** The first editable field takes the focus when the form opens (off for rows of inline forms). */
  autoFocus?: boolean;
}

export interface EditForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** Spread on the `<form>`: submit, no native validation, the first field's focus. */
  formProps: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
    ref: ((form: HTMLElement | null) => void) | undefined;
  };
  /** A field's error message, for the input's `error`. */
  errorOf: (name: Path<TValues>) => string | undefined;
  /** The form's alert slot, for its other outcomes (a delete, a finish). */
  feedback: FeedbackSlot;
  /**
   * Part of the record was saved by a request of its own (a rule's condition deleted at once): the
   * values the server now holds become the form's start (for "no changes", what an update sends and
   * the question before leaving), until the record comes back as `initial`.
   */
  rebase: (change: (start: TValues) => TValues) => void;
}

const messageIn = <TValues extends FieldValues>(errors: FieldErrors<TValues>, name: Path<TValues>) => {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Inside a form's `FormProvider` (a section of a long form, a field component): a field's error message. */
export function useErrorOf<TValues extends FieldValues>(): (name: Path<TValues>) => string | undefined {
  const { errors } = useFormState<TValues>();
  return (name) => messageIn(errors, name);
}

const definedFields = <TValues extends FieldValues>(values: TValues, names: readonly Path<TValues>[]) =>
  Object.fromEntries(names.filter((name) => values[name] !== undefined).map((name) => [name, values[name]])) as unknown as Partial<TValues>;

/** The edit form of a record, new or existing: see the file's header. */
export function useEditForm<TValues extends FieldValues, TResult = unknown>(options: EditFormOptions<TValues, TResult>): EditForm<TValues> {
  const { initial, isNew, resolver, messages, normalize, autoFocus = true } = options;
  // A field is judged once the person typed in it and left it, or tried to save; after that, as
  // they type. Never on merely passing through it: a "requerido" appearing on blur moves the form
  // under the pointer, and the click that caused the blur lands on nothing (issue 22).
  const form = useForm<TValues>({ resolver, defaultValues: initial as never, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { reset, getValues, handleSubmit, setError, trigger, getFieldState } = form;
  const feedback = useFeedbackSlot();
  // Saving an existing record with nothing changed (spec part 1 §5): said, nothing sent. One text
  // for every form (i18n/es/forms.json).
  const noChanges = i18n.t('forms.noChanges');
  const compared = useMemo(() => options.compared ?? (Object.keys(initial) as Path<TValues>[]), [options.compared, initial]);

  // The values last saved (or rebased on), until the record they made comes back as `initial`:
  // an edit compares with them, and a form that navigates away after saving (a new record to its
  // screen) has nothing left to lose.
  const saved = useSavedValues<TValues>();
  const start = useCallback(() => saved.get() ?? initial, [saved, initial]);
  const differs = useCallback(
    (values: TValues, from: TValues, fields: readonly Path<TValues>[]) =>
      Object.keys(changedFields(values, from, fields, normalize)).length > 0,
    [normalize],
  );

  // A saved or reloaded record is the new starting point.
  useEffect(() => {
    saved.set(null);
    reset(initial);
  }, [initial, reset, saved]);

  // The dialog or the screen around the form asks before throwing typed data away: what differs
  // both from the start and from what was saved last (a new record's row form starts blank again).
  const guard = useContext(DiscardGuardContext);
  useEffect(() => {
    const everyField = Object.keys(initial) as Path<TValues>[];
    return guard?.watch(() => {
      const values = getValues();
      const last = saved.get();
      return differs(values, initial, everyField) && (last === null || differs(values, last, everyField));
    });
  }, [guard, getValues, initial, differs, saved]);

  const unchanged = (values: TValues) => !isNew && !differs(values, start(), compared);

  const save = handleSubmit(async (values) => {
    if (unchanged(values)) {
      feedback.show('warning', noChanges);
      return;
    }
    const changes =
      isNew || options.sendsWholeRecord ? definedFields(values, compared) : changedFields(values, start(), compared, normalize);
    const data = options.toPayload ? options.toPayload(changes, values) : (changes as Record<string, unknown>);
    // As typed (the resolver's `values` may be parsed), for the discard check after saving.
    const submitted = structuredClone(getValues());
    let result: TResult;
    try {
      result = await options.send(data);
    } catch (error) {
      options.onFailed?.(error);
      const known = new Set<string>(Object.keys(initial));
      reportSaveError(error, {
        fieldFor: (serverField) => options.serverFields?.[serverField] ?? (known.has(serverField) ? (serverField as Path<TValues>) : null),
        setError,
        fallbackMessage: messages.failed,
        feedback,
      });
      return;
    }
    saved.set(submitted);
    const keep = typeof options.keepSaved === 'function' ? options.keepSaved(result) : (options.keepSaved ?? false);
    if (messages.saved) feedback.show('success', messages.saved, { keep });
    else feedback.clear();
    await options.onSaved?.(result);
  });

  /** Nothing changed: say so before any field is checked (asking for a password first would be a detour). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (unchanged(getValues())) {
      event.preventDefault();
      feedback.show('warning', noChanges);
      return;
    }
    void save(event);
  };

  // Both events bubble to the form from its inputs (blur as `focusout`), named by the input.
  const fieldOf = (event: { target: EventTarget }) => (event.target as Partial<HTMLInputElement>).name as Path<TValues> | undefined;
  /** Leaving a field one typed in judges it. */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldOf(event);
    if (name && getFieldState(name).isDirty) void trigger(name);
  };
  /** A field shown wrong is judged again as one types, so the message goes once it is right. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldOf(event);
    if (name && getFieldState(name).invalid) void trigger(name);
  };

  const errorOf = (name: Path<TValues>) => messageIn(form.formState.errors, name);

  return {
    form,
    formProps: { onSubmit, onBlur, onChange, noValidate: true, ref: autoFocus ? focusFirstField : undefined },
    errorOf,
    feedback,
    rebase: (change) => saved.set(change(start())),
  };
}
