import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amount,
  amountTooLarge,
  hasInvalidCharacters,
  integer,
  isoDate,
  messages,
  money,
  optionalText,
  requiredText,
  safeString,
} from '../src';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('text PostgreSQL can store', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udc00'],
    ['surrogates in the wrong order', '\udc00\ud800'],
  ])('refuses %s in every text helper', (_name, text) => {
    for (const schema of [safeString(), requiredText(20), optionalText(20)]) {
      expect(messagesOf(schema.safeParse(text))).toEqual([messages.invalidCharacters]);
    }
  });

  it('keeps any well-formed text, astral characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(hasInvalidCharacters(text)).toBe(text.includes('\u0000'));
      }),
    );
    expect(requiredText(20).parse('  Cartón 🖨️ ñ  ')).toBe('Cartón 🖨️ ñ');
  });
});

describe('numbers their column holds', () => {
  it('refuses amounts of numeric(20,6) beyond 99 999 999 999 999.999999, and keeps those below', () => {
    // 99 999 999 999 999.999999 itself is 10^14 as a double.
    for (const value of [1e308, 2 ** 63, 1e14, Number('99999999999999.999999')]) {
      expect(messagesOf(money().safeParse(value))).toEqual([amountTooLarge]);
    }
    expect(money().parse(99_999_999_999_999.98)).toBe(99_999_999_999_999.98);
    expect(amountTooLarge).toBe('Debe ser menor o igual a 99.999.999.999.999,999999.');
  });

  it('refuses non-finite numbers and numbers as text', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '1e308', 'NaN']) {
      expect(money().safeParse(value).success).toBe(false);
      expect(integer({ min: 0 }).safeParse(value).success).toBe(false);
    }
  });

  it('rounds amounts to 6 decimals before the bounds', () => {
    expect(messagesOf(amount({ min: 0, exclusiveMin: true, max: 10 }).safeParse(1e-7))).toEqual([messages.tooSmallExclusive(0)]);
    expect(messagesOf(amount({ min: 0, max: 1_000_000_000 }).safeParse(1_000_000_001))).toEqual([messages.tooLarge('1.000.000.000')]);
    expect(amount({ min: 0 }).parse(1.0000004)).toBe(1);
  });

  it('keeps integers within PostgreSQL integer', () => {
    expect(integer({ min: 0 }).parse(2_147_483_647)).toBe(2_147_483_647);
    expect(messagesOf(integer({ min: 0 }).safeParse(2_147_483_648))).toEqual([messages.tooLarge('2.147.483.647')]);
  });
});

describe('dates', () => {
  it('refuses year 0000, which PostgreSQL has no date for', () => {
    expect(messagesOf(isoDate().safeParse('0000-01-01'))).toEqual([messages.invalidDate]);
    expect(isoDate().parse('0001-01-01')).toBe('0001-01-01');
  });
});

describe("zod's own messages", () => {
  it('are Spanish wherever a schema has no message of ours', () => {
    const schema = z.object({ user: z.record(z.string(), z.unknown()), count: z.number() });
    for (const input of [{ user: [] }, { user: 'x' }, { user: null }, [], 'x', null]) {
      for (const message of messagesOf(schema.safeParse(input))) {
        expect(message).not.toMatch(/Invalid input|expected|Required/);
        expect(message).toMatch(/inválid|esperaba/);
      }
    }
  });
});
