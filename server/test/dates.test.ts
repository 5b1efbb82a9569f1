import { expect, it } from 'vitest';
import { todayIn } from '../src/lib/dates';

it("knows today's date in the workshop's time zone, not the server clock's", () => {
  const instant = new Date('2026-03-01T03:00:00Z');
  expect(todayIn('America/Bogota', instant)).toBe('2026-02-28');
  expect(todayIn('UTC', instant)).toBe('2026-03-01');
});
