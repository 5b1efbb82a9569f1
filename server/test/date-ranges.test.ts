import fc from 'fast-check';
import { expect, it } from 'vitest';
import { monthsDaysAndLess, yearSpans, type DayRange } from '../src/lib/date-ranges';

const DAY_MS = 86_400_000;
const daysOf = ({ from_date, to_date }: DayRange) => {
  const days: string[] = [];
  for (let t = Date.parse(`${from_date}T00:00:00Z`); t <= Date.parse(`${to_date}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};
const monthOf = (first: string) => daysOf({ from_date: first, to_date: lastDayOf(first) });
/** Any range of days from `firstYear` to the end of 2031. */
const rangeFrom = (firstYear: number) => {
  const day = fc
    .integer({ min: Date.UTC(firstYear, 0, 1) / DAY_MS, max: Date.UTC(2031, 11, 31) / DAY_MS })
    .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
  return fc.tuple(day, day).map(([a, b]): DayRange => (a <= b ? { from_date: a, to_date: b } : { from_date: b, to_date: a }));
};

it('reads a range as months + days − left-out days that count each day of the range once and no other', () => {
  fc.assert(
    fc.property(rangeFrom(2023), (range) => {
      const { months, days, less } = monthsDaysAndLess(range);
      const count = new Map<string, number>();
      const add = (list: string[], by: number) => list.forEach((d) => count.set(d, (count.get(d) ?? 0) + by));
      add(months.flatMap(monthOf), 1);
      add(days.flatMap(daysOf), 1);
      add(less.flatMap(daysOf), -1);
      const inRange = new Set(daysOf(range));
      for (const [d, times] of count) expect([d, times]).toEqual([d, inRange.has(d) ? 1 : 0]);
      for (const d of inRange) expect(count.get(d)).toBe(1);
      // The months read whole follow each other (one BETWEEN reads them) and start on a first day.
      months.forEach((first, index) => {
        expect(first.endsWith('-01')).toBe(true);
        if (index > 0) expect(first).toBe(nextMonth(months[index - 1]!));
      });
      // Never more day rows for a month than half its days.
      for (const first of new Set([...days, ...less].map((part) => `${part.from_date.slice(0, 7)}-01`))) {
        const read = [...days, ...less].filter((part) => part.from_date.startsWith(first.slice(0, 7))).flatMap(daysOf).length;
        expect(read).toBeLessThanOrEqual(monthOf(first).length / 2);
      }
    }),
  );
});

it('reads a calendar month whole, most of a month as the month less the rest, and a few days as days', () => {
  expect(monthsDaysAndLess({ from_date: '2026-03-01', to_date: '2026-03-31' })).toEqual({ months: ['2026-03-01'], days: [], less: [] });
  expect(monthsDaysAndLess({ from_date: '2028-02-01', to_date: '2028-02-28' })).toEqual({
    months: ['2028-02-01'],
    days: [],
    less: [{ from_date: '2028-02-29', to_date: '2028-02-29' }],
  });
  expect(monthsDaysAndLess({ from_date: '2026-02-15', to_date: '2026-04-01' })).toEqual({
    months: ['2026-03-01'],
    days: [
      { from_date: '2026-02-15', to_date: '2026-02-28' },
      { from_date: '2026-04-01', to_date: '2026-04-01' },
    ],
    less: [],
  });
  // A year up to today, as the bench asks it: the first three days, then eleven months and this one less the days to come.
  const year = monthsDaysAndLess({ from_date: '2025-11-28', to_date: '2026-11-27' });
  expect(year.days).toEqual([{ from_date: '2025-11-28', to_date: '2025-11-30' }]);
  expect(year.months).toHaveLength(12);
  expect(year.less).toEqual([{ from_date: '2026-11-28', to_date: '2026-11-30' }]);
  // Inside one month: the month less both ends.
  expect(monthsDaysAndLess({ from_date: '2026-11-03', to_date: '2026-11-28' })).toEqual({
    months: ['2026-11-01'],
    days: [],
    less: [
      { from_date: '2026-11-01', to_date: '2026-11-02' },
      { from_date: '2026-11-29', to_date: '2026-11-30' },
    ],
  });
});

function lastDayOf(first: string) {
  const date = new Date(`${first}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

function nextMonth(first: string) {
  const date = new Date(`${first}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

it('cuts a range into spans of at most thirteen calendar months that cover each of its days once, in order', () => {
  const monthsTouched = (span: DayRange) => new Set(daysOf(span).map((day) => day.slice(0, 7))).size;
  fc.assert(
    fc.property(rangeFrom(2019), (range) => {
      const spans = yearSpans(range);
      expect(spans.flatMap(daysOf)).toEqual(daysOf(range));
      for (const span of spans) expect(monthsTouched(span)).toBeLessThanOrEqual(13);
      // Only the range's own ends are parts of months: every later span starts on a month's first day.
      for (const span of spans.slice(1)) expect(span.from_date.endsWith('-01')).toBe(true);
      // All but the last are thirteen months: five years are five statements.
      for (const span of spans.slice(0, -1)) expect(monthsTouched(span)).toBe(13);
    }),
  );
  expect(yearSpans({ from_date: '2025-11-28', to_date: '2026-11-27' })).toEqual([{ from_date: '2025-11-28', to_date: '2026-11-27' }]);
  expect(yearSpans({ from_date: '2024-02-29', to_date: '2026-04-05' })).toEqual([
    { from_date: '2024-02-29', to_date: '2025-02-28' },
    { from_date: '2025-03-01', to_date: '2026-03-31' },
    { from_date: '2026-04-01', to_date: '2026-04-05' },
  ]);
});
