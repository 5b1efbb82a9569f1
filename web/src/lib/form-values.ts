import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@tintero/domain';

/**
 * The pure half of the form kit: how form values compare, which fields changed, the domain
 * schema as a resolver, and the field limits read from that schema.
 */

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Two form values mean the same: empty alike (null, undefined, ''), numbers by value, booleans
 * as they are, lists as sets (worker ids), text without its surrounding spaces.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (isEmpty(a) !== isEmpty(b)) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    const sortedB = b.map(String).sort();
    return a
      .map(String)
      .sort()
      .every((item, index) => item === sortedB[index]);
  }
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return String(a).trim() === String(b).trim();
}

/** Per field, what a value means before comparing (a supply choice is its id; an empty unit the default one). */
export type Normalizers<TValues extends FieldValues> = Partial<Record<Path<TValues>, (value: unknown) => unknown>>;

/** The named fields whose value differs from where the form started (undefined values are left out). */
export function changedFields<TValues extends FieldValues>(
  values: TValues,
  initial: TValues,
  names: readonly Path<TValues>[],
  normalize: Normalizers<TValues> = {},
): Partial<TValues> {
  const changes: Record<string, unknown> = {};
  for (const name of names) {
    const value: unknown = values[name];
    if (value === undefined) continue;
    const meaning = normalize[name] ?? ((raw: unknown) => raw);
    if (!sameValue(meaning(value), meaning(initial[name]))) changes[name] = value;
  }
  return changes as Partial<TValues>;
}

/** A number typed in a native number input: empty is null, anything else not a number NaN (invalid). */
export const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type FieldErrors = Record<string, { type: string; message: string }>;

export interface DomainResolverOptions<TValues extends FieldValues> {
  /**
   * What the schema checks, when the form holds its values differently (a select's text for a
   * number, a supply choice for its id). The form then keeps its own values; without it the
   * values become the schema's output (trimmed, empty text as null).
   */
  input?: (values: TValues) => unknown;
  /** Schema field → form field, where they are named differently (`supply_id` → `supply`). */
  fieldOf?: Readonly<Record<string, Path<TValues>>>;
  /** Fields whose message, when left empty, is the plain "required" (not "too short", "invalid date"). */
  requiredWhenEmpty?: readonly Path<TValues>[];
}

/**
 * The domain schema the server uses, as the form's resolver: the same rules and messages on both
 * ends. `schema` may depend on the values (a rule about today, say).
 */
export function domainResolver<TValues extends FieldValues>(
  schema: z.ZodType | ((values: TValues) => z.ZodType),
  { input, fieldOf = {}, requiredWhenEmpty = [] }: DomainResolverOptions<TValues> = {},
): Resolver<TValues> {
  const schemaFor = typeof schema === 'function' ? schema : () => schema;
  const resolve: Resolver<TValues> = input
    ? async (values) => {
        const result = schemaFor(values).safeParse(input(values));
        if (result.success) return { values, errors: {} };
        const errors: FieldErrors = {};
        for (const issue of result.error.issues) {
          const key = String(issue.path[0] ?? '');
          const field = fieldOf[key] ?? key;
          if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
        }
        return { values: {}, errors: errors as never };
      }
    : (values, context, options) =>
        (zodResolver(schemaFor(values) as unknown as z.ZodType<unknown, TValues>) as unknown as Resolver<TValues>)(
          values,
          context,
          options,
        );
  if (requiredWhenEmpty.length === 0) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const empty = requiredWhenEmpty.filter((name) => isEmpty(values[name]));
    if (empty.length === 0) return result;
    const required = Object.fromEntries(empty.map((name) => [name, { type: 'required', message: messages.required }]));
    return { values: {}, errors: { ...result.errors, ...required } as never };
  };
}

/** Text limits of a schema's fields, wherever the string sits (in a union with '' or null, say). */
function maxLengthIn(node: unknown): number | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const schema = node as { maxLength?: number; anyOf?: unknown[]; oneOf?: unknown[] };
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  const lengths = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(maxLengthIn).filter((length) => length !== undefined);
  return lengths.length ? Math.max(...lengths) : undefined;
}

/**
 * The `maxLength` of every text field of a domain object schema, read from its JSON Schema, so an
 * input never takes more than the server would store and no limit is written twice.
 */
export function textLimits<TSchema extends z.ZodType>(schema: TSchema): Readonly<Partial<Record<keyof z.input<TSchema> & string, number>>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  const limits: Record<string, number> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const length = maxLengthIn(property);
    if (length !== undefined) limits[name] = length;
  }
  return limits as Partial<Record<keyof z.input<TSchema> & string, number>>;
}
