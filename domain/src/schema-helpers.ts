import { z } from 'zod';
import { messages } from './messages';
import { CURRENCY_DECIMALS, roundMoney } from './money';

/**
 * The building blocks of every schema. Whatever a request carries passes through them, so each
 * refuses at the schema (422 with a Spanish message) what PostgreSQL could not store: NUL bytes
 * and lone surrogates in text, numbers beyond their column, dates before year 1.
 */

/** PostgreSQL's `integer`: ids, seconds and whole counts. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * numeric(20,6), the column of every amount and quantity, holds at most 99 999 999 999 999.999999.
 * The nearest double to that bound is 10^14 itself, so amounts stay strictly below 10^14.
 */
export const AMOUNT_LIMIT = 1e14;
const AMOUNT_LIMIT_TEXT = '99.999.999.999.999,999999';

const limitFormatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: CURRENCY_DECIMALS, useGrouping: 'always' });
/** A limit as a person reads it: `2.147.483.647`, `1.000.000.000`. */
export const formatLimit = (value: number) => limitFormatter.format(value);

/** "Debe ser menor o igual a 99.999.999.999.999,999999." */
export const amountTooLarge = messages.tooLarge(AMOUNT_LIMIT_TEXT);

/** True when an amount fits numeric(20,6). */
export const fitsAmount = (value: number) => Number.isFinite(value) && Math.abs(value) < AMOUNT_LIMIT;

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/**
 * A NUL byte (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not a
 * character: jsonb refuses it, text columns would silently store U+FFFD).
 */
export const hasInvalidCharacters = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Any string a request carries: body fields, query and path parameters. `error` answers a value
 * that is not a string. Use it instead of a bare `z.string()`.
 */
export const safeString = (error: string = messages.invalid) =>
  z.string({ error }).refine((text) => !hasInvalidCharacters(text), messages.invalidCharacters);

/** Required text, trimmed, with the spec's maximum length. */
export const requiredText = (max: number) => safeString(messages.required).trim().min(1, messages.required).max(max, messages.tooLong(max));

/** Optional text: empty strings and null become null, so "cleared" and "never set" store alike. */
export const optionalText = (max: number) =>
  safeString(messages.invalid)
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A calendar date `YYYY-MM-DD`. Year 0000 passes the ISO pattern but PostgreSQL's `date` has no
 * year 0, so it is refused here.
 */
export const isoDate = (error: string = messages.invalidDate) => z.iso.date({ error }).refine((date) => !date.startsWith('0000'), error);

/** A calendar date `YYYY-MM-DD`, optional. */
export const optionalDate = () =>
  z
    .union([isoDate(), z.literal(''), z.null()], { error: messages.invalidDate })
    .optional()
    .transform((value) => (value ? value : null));

export const requiredDate = () => isoDate();

type NumberError = z.core.$ZodNumberParams['error'];

/** A whole number from `min` to `max` (PostgreSQL's integer unless told), any other number refused. */
export const integer = (options: { min: number; max?: number; error?: NumberError; maxMessage?: string }) => {
  const max = options.max ?? MAX_INTEGER;
  return z
    .number({ error: options.error ?? messages.invalid })
    .int(messages.invalid)
    .min(options.min, messages.tooSmall(options.min))
    .max(max, options.maxMessage ?? messages.tooLarge(formatLimit(max)));
};

/** A whole number of a query string (text coerced), within bounds: the message says which. */
export const queryWhole = (min: number, max = MAX_INTEGER) =>
  z.coerce
    .number({ error: messages.invalid })
    .int(messages.invalid)
    .min(min, messages.tooSmall(min))
    .max(max, messages.tooLarge(formatLimit(max)));

/** Text of a query string or a path segment, at most `max` characters. */
export const queryText = (max: number) => safeString().max(max, messages.tooLong(max));

/** A positive id of a row (PostgreSQL serial). */
export const positiveId = (error: NumberError = messages.invalid) =>
  z.number({ error }).int(messages.invalid).positive(messages.invalid).max(MAX_INTEGER, messages.invalid);

/**
 * An amount or a quantity stored in numeric(20,6): a finite number rounded to 6 decimals (as the
 * currency input does), at least `min` (above it with `exclusiveMin`) and at most `max` (below
 * AMOUNT_LIMIT), or whatever the column holds when no `max` is given.
 */
export function amount(options: { min?: number; exclusiveMin?: boolean; max?: number; error?: NumberError } = {}) {
  const min = options.min ?? 0;
  const bounded = options.exclusiveMin ? z.number().gt(min, messages.tooSmallExclusive(min)) : z.number().min(min, messages.tooSmall(min));
  const capped =
    options.max === undefined
      ? bounded.lt(AMOUNT_LIMIT, amountTooLarge)
      : bounded.max(options.max, messages.tooLarge(formatLimit(options.max)));
  return z
    .number({ error: options.error ?? messages.required })
    .transform((value) => roundMoney(value))
    .pipe(capped);
}

/** Money: a number ≥ min with at most 6 decimals that numeric(20,6) holds. */
export const money = (min = 0) => amount({ min });

export { CURRENCY_DECIMALS };
