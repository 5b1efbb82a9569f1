import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCurrency, formatCurrencyToCents, parseCurrency, roundMoney, sumMoney } from '../src/money';

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$ 1.234,5'],
    [1234567, '$ 1.234.567,0'],
    [0, '$ 0,0'],
    [0.123456, '$ 0,123456'],
    [0.1234567, '$ 0,123457'],
    [-2500.25, '-$ 2.500,25'],
    ['15000', '$ 15.000,0'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('shows nothing for an empty value', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
  });
});

describe('formatCurrencyToCents', () => {
  it.each([
    [208950.833492, '$ 208.950,83'],
    [0.005, '$ 0,01'],
    [-0.005, '-$ 0,01'],
    [1234567, '$ 1.234.567,0'],
    [2500.1, '$ 2.500,1'],
    ['459850.000625', '$ 459.850,0'],
  ])('rounds %s half away from zero to the cent: %s', (value, expected) => {
    expect(formatCurrencyToCents(value)).toBe(expected);
  });

  it('shows nothing for an empty value', () => {
    expect(formatCurrencyToCents(null)).toBe('');
  });
});

describe('parseCurrency', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['$ 1.234.567,5', 1234567.5],
    ['1.234.567', 1234567],
    ['80.000', 80000],
    ['-80.000', -80000],
    ['12.50', 12.5],
    ['0.125', 0.125],
    ['1234.567', 1234.567],
    ['  42 ', 42],
    ['0,1234567', 0.123457],
    ['-15', -15],
  ])('reads %s as %s', (text, expected) => {
    expect(parseCurrency(text)).toBe(expected);
  });

  it.each(['abc', '12a', '1,2,3', '', '$', '--1', '1.2.3'])('rejects %j', (text) => {
    expect(parseCurrency(text)).toBeNull();
  });

  it('reads back what it formats, to 6 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseCurrency(formatCurrency(value))).toBe(roundMoney(value));
      }),
    );
  });
});

describe('sumMoney', () => {
  it('adds without binary floating-point drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.000001))).toBe(0.001);
  });

  it('is the exact sum of values with 6 decimals', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (micros) => {
        const expected = micros.reduce((a, b) => a + BigInt(b), 0n);
        expect(BigInt(Math.round(sumMoney(micros.map((m) => m / 1e6)) * 1e6))).toBe(expected);
      }),
    );
  });
});
