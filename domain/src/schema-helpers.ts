import { z } from 'zod';
import { messages } from './messages';
import { CURRENCY_DECIMALS, roundMoney } from './money';

/** Required text, trimmed, with the spec's maximum length. */
export const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max));

/** Optional text: empty strings and null become null, so "cleared" and "never set" store alike. */
export const optionalText = (max: number) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** A calendar date `YYYY-MM-DD`, optional. */
export const optionalDate = () =>
  z
    .union([z.iso.date({ error: messages.invalidDate }), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const requiredDate = () => z.iso.date({ error: messages.invalidDate });

/** Money: a number ≥ min with at most 6 decimals (rounded, as the currency input does). */
export const money = (min = 0) =>
  z
    .number({ error: messages.required })
    .finite(messages.invalid)
    .min(min, messages.tooSmall(min))
    .transform((value) => roundMoney(value));

export { CURRENCY_DECIMALS };
