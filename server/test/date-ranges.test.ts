import fc from 'fast-check';
import { expect, it } from 'vitest';
import { wholeMonthsAndEdges, type DayRange } from '../src/lib/date-ranges';

const DAY_MS = 86_400_000;
const daysOf = ({ from_date, to_date }: DayRange) => {
  const days: string[] = [];
  for (let t = Date.parse(`${from_date}T00:00:00Z`); t <= Date.parse(`${to_date}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};
const monthDays = (months: DayRange) => daysOf(months).filter((day) => day.endsWith('-01'));

it('splits a range into its whole months and the days at its ends, each day once', () => {
  const day = fc
    .integer({ min: Date.UTC(2023, 0, 1) / DAY_MS, max: Date.UTC(2031, 11, 31) / DAY_MS })
    .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
  fc.assert(
    fc.property(day, day, (a, b) => {
      const range = a <= b ? { from_date: a, to_date: b } : { from_date: b, to_date: a };
      const { months, days } = wholeMonthsAndEdges(range);
      const covered = [
        ...(months ? monthDays(months).flatMap((first) => daysOf({ from_date: first, to_date: lastDayOf(first) })) : []),
        ...days.flatMap(daysOf),
      ].sort();
      expect(covered).toEqual(daysOf(range));
      if (months) expect(months.from_date.endsWith('-01') && months.to_date.endsWith('-01')).toBe(true);
    }),
  );
});

it('reads a calendar month whole and a leap February to its 29th', () => {
  expect(wholeMonthsAndEdges({ from_date: '2026-03-01', to_date: '2026-03-31' })).toEqual({
    months: { from_date: '2026-03-01', to_date: '2026-03-01' },
    days: [],
  });
  expect(wholeMonthsAndEdges({ from_date: '2028-02-01', to_date: '2028-02-28' })).toEqual({
    days: [{ from_date: '2028-02-01', to_date: '2028-02-28' }],
  });
  expect(wholeMonthsAndEdges({ from_date: '2026-02-15', to_date: '2026-04-01' })).toEqual({
    months: { from_date: '2026-03-01', to_date: '2026-03-01' },
    days: [
      { from_date: '2026-02-15', to_date: '2026-02-28' },
      { from_date: '2026-04-01', to_date: '2026-04-01' },
    ],
  });
});

function lastDayOf(first: string) {
  const date = new Date(`${first}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
