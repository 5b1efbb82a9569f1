import { z } from 'zod';
import { messages } from '../messages';
import {
  amount,
  integer as integerSchema,
  MAX_INTEGER,
  optionalDate,
  optionalText,
  positiveId as rowId,
  requiredText,
} from '../schema-helpers';
import { activityMessages } from './messages';

/**
 * Field descriptors: one per input of an activity form. Each is plain data the web reads to draw
 * the input (kind, limits, default, options, Spanish label) plus the zod `schema` both ends
 * validate with, built from the same data so the two can never disagree.
 */
interface FieldBase<Kind extends string> {
  kind: Kind;
  /** Spanish label: the value of the `<activity>_fields` catalogue and the text suggested for es.json. */
  label: string;
  /** Drawn as required in the form (a field with a default is required and never empty). */
  required: boolean;
}

export interface TextFieldDescriptor extends FieldBase<'text'> {
  max: number;
  /** A textarea rather than a one-line input. */
  multiline: boolean;
}
export interface IntegerFieldDescriptor extends FieldBase<'integer'> {
  min: number;
  default: number | null;
}
export interface DecimalFieldDescriptor extends FieldBase<'decimal'> {
  min: number;
  /** Step of the number input (good sheets: 0.1). */
  step: number;
}
export interface BooleanFieldDescriptor extends FieldBase<'boolean'> {
  default: boolean;
}
/** A fixed set of options, translated by the web (`activity.types.<type>.options.<field>.<key>`). */
export interface ChoiceFieldDescriptor extends FieldBase<'choice'> {
  options: readonly { key: string; label: string }[];
  default: string | null;
}
/** A select fed by a seeded list (`GET /v1/items?list_name=<list>`); the item `key` is stored. */
export interface CatalogueFieldDescriptor extends FieldBase<'catalogue'> {
  list: string;
  max: number;
  default: string | null;
}
export interface DateFieldDescriptor extends FieldBase<'date'> {
  /** Not earlier than today (checked with an injectable "today", see `activityInputSchema`). */
  notBeforeToday: boolean;
}
/** A supply picked by autocomplete (`GET /v1/supplies/search`); the answer adds `supply_name`. */
export type SupplyFieldDescriptor = FieldBase<'supply'>;
/** A machine picked from `GET /v1/machines`; the answer adds `machine` (its name). */
export type MachineFieldDescriptor = FieldBase<'machine'>;
/** Currency input (`CurrencyInput`), at least `min`, 6 decimals. */
export interface MoneyFieldDescriptor extends FieldBase<'money'> {
  min: number;
}
/** Integer seconds drawn as hours, minutes and seconds inputs (each 0-59). */
export interface DurationFieldDescriptor extends FieldBase<'duration'> {
  max: number;
}
/** The workers section: ids of enabled users (`GET /v1/activity_users/{ClassName}/{id}/users`). */
export type WorkersFieldDescriptor = FieldBase<'workers'>;

export type FieldDescriptor =
  | TextFieldDescriptor
  | IntegerFieldDescriptor
  | DecimalFieldDescriptor
  | BooleanFieldDescriptor
  | ChoiceFieldDescriptor
  | CatalogueFieldDescriptor
  | DateFieldDescriptor
  | SupplyFieldDescriptor
  | MachineFieldDescriptor
  | MoneyFieldDescriptor
  | DurationFieldDescriptor
  | WorkersFieldDescriptor;

export type FieldKind = FieldDescriptor['kind'];

/** A descriptor with its schema; `Out` is the validated value. */
export type ActivityField<Out = unknown, D extends FieldDescriptor = FieldDescriptor> = D & { schema: z.ZodType<Out, unknown> };
export type FieldMap = Record<string, ActivityField>;
/** The validated values of a map of fields. */
export type FieldValues<F extends FieldMap> = { [K in keyof F]: z.output<F[K]['schema']> };

/** Hours, minutes and seconds inputs each go 0-59 (spec part 2 §2), so no time exceeds 59:59:59. */
export const MAX_TIME_SECONDS = 59 * 3600 + 59 * 60 + 59;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Missing answers "required", anything else of the wrong type "invalid". */
const typeError = (issue: { input?: unknown }) => (isEmpty(issue.input) ? messages.required : messages.invalid);

/** Empty ('' from a cleared input, null, absent) becomes the fallback, or null when there is none. */
function emptyAs<S extends z.ZodType, F>(schema: S, fallback: F) {
  return z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional()).transform((value) => value ?? fallback);
}

/** Required: empty answers "required"; with a default, empty takes the default instead. */
function requiredOrDefault<S extends z.ZodType>(schema: S, fallback: z.output<S> | null) {
  if (fallback !== null) return emptyAs(schema, fallback);
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);
}

type Nullable<R extends boolean, D> = R extends true ? never : D extends null ? null : never;

export function textField<const R extends boolean = false>(options: {
  label: string;
  max: number;
  required?: R;
  multiline?: boolean;
}): ActivityField<string | Nullable<R, null>, TextFieldDescriptor> {
  const required = options.required ?? false;
  return {
    kind: 'text',
    label: options.label,
    required,
    max: options.max,
    multiline: options.multiline ?? options.max > 300,
    schema: (required ? requiredText(options.max) : optionalText(options.max)) as z.ZodType<string | Nullable<R, null>, unknown>,
  };
}

/** Whole numbers stay within PostgreSQL's integer, in a column or in `details`. */
const integer = (min: number) => integerSchema({ min, error: typeError });

export function integerField<const R extends boolean = false, const D extends number | null = null>(options: {
  label: string;
  min: number;
  required?: R;
  default?: D;
}): ActivityField<number | Nullable<R, D>, IntegerFieldDescriptor> {
  const fallback = options.default ?? null;
  const required = options.required ?? false;
  return {
    kind: 'integer',
    label: options.label,
    required: required || fallback !== null,
    min: options.min,
    default: fallback,
    schema: (required ? requiredOrDefault(integer(options.min), fallback) : emptyAs(integer(options.min), fallback)) as z.ZodType<
      number | Nullable<R, D>,
      unknown
    >,
  };
}

/** Decimals are amounts: numeric(20,6), whether in a column or in `details` (they feed the quantity). */
const decimal = (min: number) => amount({ min, error: typeError });

export function decimalField<const R extends boolean = false>(options: {
  label: string;
  min: number;
  step: number;
  required?: R;
}): ActivityField<number | Nullable<R, null>, DecimalFieldDescriptor> {
  const required = options.required ?? false;
  return {
    kind: 'decimal',
    label: options.label,
    required,
    min: options.min,
    step: options.step,
    schema: (required ? requiredOrDefault(decimal(options.min), null) : emptyAs(decimal(options.min), null)) as z.ZodType<
      number | Nullable<R, null>,
      unknown
    >,
  };
}

export function booleanField(options: { label: string; default?: boolean }): ActivityField<boolean, BooleanFieldDescriptor> {
  const fallback = options.default ?? false;
  return {
    kind: 'boolean',
    label: options.label,
    required: false,
    default: fallback,
    schema: emptyAs(z.boolean({ error: messages.invalid }), fallback),
  };
}

export function choiceField<const K extends string, const D extends K>(options: {
  label: string;
  options: Record<K, string>;
  default: D;
}): ActivityField<K, ChoiceFieldDescriptor> {
  const keys = Object.keys(options.options) as [K, ...K[]];
  return {
    kind: 'choice',
    label: options.label,
    required: true,
    options: keys.map((key) => ({ key, label: options.options[key] })),
    default: options.default,
    schema: requiredOrDefault(z.enum(keys, { error: messages.invalid }), options.default) as z.ZodType<K, unknown>,
  };
}

/** Item keys are varchar(120). */
const CATALOGUE_KEY_MAX = 120;

export function catalogueField<const R extends boolean = false, const D extends string | null = null>(options: {
  label: string;
  list: string;
  required?: R;
  default?: D;
}): ActivityField<string | Nullable<R, D>, CatalogueFieldDescriptor> {
  const fallback = options.default ?? null;
  const required = options.required ?? false;
  const key = requiredText(CATALOGUE_KEY_MAX);
  return {
    kind: 'catalogue',
    label: options.label,
    required: required || fallback !== null,
    list: options.list,
    max: CATALOGUE_KEY_MAX,
    default: fallback,
    schema: (required ? requiredOrDefault(key, fallback) : emptyAs(key, fallback)) as z.ZodType<string | Nullable<R, D>, unknown>,
  };
}

export function dateField(options: { label: string; notBeforeToday?: boolean }): ActivityField<string | null, DateFieldDescriptor> {
  return { kind: 'date', label: options.label, required: false, notBeforeToday: options.notBeforeToday ?? false, schema: optionalDate() };
}

const positiveId = rowId(typeError);

export function supplyField(options: { label: string }): ActivityField<number, SupplyFieldDescriptor> {
  return {
    kind: 'supply',
    label: options.label,
    required: true,
    schema: requiredOrDefault(positiveId, null) as z.ZodType<number, unknown>,
  };
}

export function machineField(options: { label: string }): ActivityField<number | null, MachineFieldDescriptor> {
  return { kind: 'machine', label: options.label, required: false, schema: emptyAs(positiveId, null) };
}

export function moneyField(options: { label: string; min?: number }): ActivityField<number | null, MoneyFieldDescriptor> {
  const min = options.min ?? 0;
  return { kind: 'money', label: options.label, required: false, min, schema: emptyAs(decimal(min), null) };
}

export function durationField(options: { label: string }): ActivityField<number, DurationFieldDescriptor> {
  const seconds = integerSchema({ min: 0, max: MAX_TIME_SECONDS, error: typeError, maxMessage: activityMessages.timeTooLong('59:59:59') });
  return { kind: 'duration', label: options.label, required: false, max: MAX_TIME_SECONDS, schema: emptyAs(seconds, 0) };
}

/**
 * Worker ids; the user objects of a record handed from a list (`{ id, first_name, ... }`) are
 * accepted too. Any bad entry is reported on `users` itself, where the form shows it.
 */
const workerIds = z.array(z.unknown(), { error: messages.invalid }).transform((items, ctx) => {
  const ids: number[] = [];
  for (const item of items) {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > MAX_INTEGER) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
});

export function workersField(options: { label: string }): ActivityField<number[], WorkersFieldDescriptor> {
  return { kind: 'workers', label: options.label, required: false, schema: emptyAs(workerIds, [] as number[]) };
}

/** The zod shape of a map of fields. */
export function shapeOf<F extends FieldMap>(fields: F): { [K in keyof F]: F[K]['schema'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])) as { [K in keyof F]: F[K]['schema'] };
}

/** A field's descriptor without its schema: what a screen or a JSON document needs. */
export function describeField(field: ActivityField): FieldDescriptor {
  const { schema: _schema, ...descriptor } = field;
  return descriptor as FieldDescriptor;
}
