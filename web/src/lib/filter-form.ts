import { useState, type FormEvent } from 'react';

/** A filter form's messages, each on its field. */
export type FilterErrors = Partial<Record<string, string>>;

export interface FilterFormOptions<V extends object> {
  /** The filters the screen shows (its URL's): the form starts from them, and follows them (Back, Forward). */
  applied: V;
  /** What keeps the values from being searched, each message on its field; `{}` when they may be. */
  validate: (values: V) => FilterErrors;
  /** Other values than the applied ones: the screen's new filters. */
  onSearch: (values: V) => void;
  /** The same values again: the screen asks the server again (stock moves, times run while people work). */
  onRepeat: () => void;
  /** Given, the form has a clear action: the fields take these values and the screen drops its filters. */
  clearTo?: { values: V; onClear: () => void };
}

export const hasErrors = (errors: FilterErrors) => Object.values(errors).some(Boolean);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The applied values' own faults (a refused range the URL brought), marked from the start; an empty field is not yet a fault. */
const faultsOf = <V extends object>(values: V, validate: (values: V) => FilterErrors): FilterErrors =>
  Object.fromEntries(
    Object.entries(validate(values)).filter(([field]) => !isBlank((values as Record<string, unknown>)[field])),
  ) as FilterErrors;

/**
 * The one filter form (ARCHITECTURE "How to write a list"): its fields start from, and follow, the
 * filters the screen applies; submitting checks them (nothing is searched while a field is marked),
 * and the same search again asks the server again instead of doing nothing. Draw it with
 * `components/filter-form.tsx`.
 */
export function useFilterForm<V extends object>({ applied, validate, onSearch, onRepeat, clearTo }: FilterFormOptions<V>) {
  const appliedKey = JSON.stringify(applied);
  const [values, setValues] = useState(applied);
  const [errors, setErrors] = useState<FilterErrors>(() => faultsOf(applied, validate));
  const [seen, setSeen] = useState(appliedKey);
  if (seen !== appliedKey) {
    setSeen(appliedKey);
    setValues(applied);
    setErrors(faultsOf(applied, validate));
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate(values);
    setErrors(next);
    if (hasErrors(next)) return;
    if (JSON.stringify(values) === appliedKey) onRepeat();
    else onSearch(values);
  };

  return {
    values,
    errors,
    set: <K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit: submit,
    onClear:
      clearTo &&
      (() => {
        setValues(clearTo.values);
        setErrors({});
        clearTo.onClear();
      }),
  };
}

export type FilterFormState<V extends object> = ReturnType<typeof useFilterForm<V>>;
