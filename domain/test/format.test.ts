import { afterEach, expect, it } from 'vitest';
import {
  DEFAULT_APP_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDuration,
  fromDisplayWallTime,
  setDisplayTimeZone,
  toDisplayWallTime,
} from '../src/format';

afterEach(() => {
  setDisplayTimeZone(DEFAULT_APP_TIME_ZONE);
});

it('formats seconds as HH:MM:SS, hours past 24 included', () => {
  expect(formatDuration(0)).toBe('00:00:00');
  expect(formatDuration(3661)).toBe('01:01:01');
  expect(formatDuration(90061)).toBe('25:01:01');
  expect(formatDuration(-900)).toBe('-00:15:00');
});

it('formats dates as YYYY-MM-DD, a plain date never shifted by a zone', () => {
  expect(formatDate('2026-03-07')).toBe('2026-03-07');
  setDisplayTimeZone('Pacific/Kiritimati');
  expect(formatDate('2026-03-07')).toBe('2026-03-07');
  expect(formatDate(null)).toBe('');
});

it('formats timestamps as day/month/year hours:minutes', () => {
  expect(formatDateTime('2026-03-07T19:05:59Z')).toBe('07/03/2026 14:05');
  expect(formatDateTime('2027-01-01T05:00:00Z')).toBe('01/01/2027 00:00');
  expect(formatDateTime(null)).toBe('');
});

it("shows timestamps in the server's APP_TIME_ZONE (Bogotá by default), whatever the machine's zone", () => {
  // 03:30 on 1 March in UTC is still 28 February in Bogotá (UTC−5).
  expect(formatDateTime('2026-03-01T03:30:00Z')).toBe('28/02/2026 22:30');
  expect(formatDate('2026-03-01T03:30:00Z')).toBe('2026-02-28');
  setDisplayTimeZone('Europe/Madrid');
  expect(formatDateTime('2026-03-01T03:30:00Z')).toBe('01/03/2026 04:30');
  expect(formatDateTime(new Date(Date.UTC(2026, 6, 1, 12, 0)))).toBe('01/07/2026 14:00');
});

it("date-time pickers hold the display zone's wall-clock time, and give back the same instant with its offset", () => {
  expect(toDisplayWallTime('2026-03-01T03:30:00Z')).toBe('2026-02-28 22:30:00');
  expect(fromDisplayWallTime('2026-02-28 22:30:00')).toBe('2026-02-28T22:30:00-05:00');
  expect(fromDisplayWallTime('2026-02-28 22:30')).toBe('2026-02-28T22:30:00-05:00');
  setDisplayTimeZone('Europe/Madrid');
  // Summer time: the offset is the one of that day.
  expect(toDisplayWallTime('2026-07-01T12:00:00Z')).toBe('2026-07-01 14:00:00');
  expect(fromDisplayWallTime('2026-07-01 14:00:00')).toBe('2026-07-01T14:00:00+02:00');
  expect(Date.parse(fromDisplayWallTime(toDisplayWallTime('2026-01-15T08:07:06Z')))).toBe(Date.parse('2026-01-15T08:07:06Z'));
});
