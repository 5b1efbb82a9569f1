import { expect, it } from 'vitest';
import { formatDate, formatDuration } from '../src/format';

it('formats seconds as HH:MM:SS, hours past 24 included', () => {
  expect(formatDuration(0)).toBe('00:00:00');
  expect(formatDuration(3661)).toBe('01:01:01');
  expect(formatDuration(90061)).toBe('25:01:01');
  expect(formatDuration(-900)).toBe('-00:15:00');
});

it('formats dates as YYYY-MM-DD', () => {
  expect(formatDate('2026-03-07')).toBe('2026-03-07');
  expect(formatDate(null)).toBe('');
});
