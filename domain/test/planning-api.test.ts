import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantOfWallClock, planStepOf, planningQuerySchema, wallClockOf } from '../src/planning-api';

describe('the workshop wall clock', () => {
  it("reads Bogotá's time as wall clock, and back (UTC−5 all year)", () => {
    const instant = new Date('2026-12-04T17:00:00.000Z');
    expect(wallClockOf(instant, 'America/Bogota')).toBe(Date.UTC(2026, 11, 4, 12));
    expect(instantOfWallClock(Date.UTC(2026, 11, 4, 12), 'America/Bogota')).toEqual(instant);
  });

  it('goes back and forth for any instant, in a zone with summer time too', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        for (const zone of ['America/Bogota', 'UTC']) expect(instantOfWallClock(wallClockOf(time, zone), zone).getTime()).toBe(time);
        // Madrid: a wall time maps back to an instant showing the same wall time.
        const wall = wallClockOf(time, 'Europe/Madrid');
        expect(wallClockOf(instantOfWallClock(wall, 'Europe/Madrid'), 'Europe/Madrid')).toBe(wall);
      }),
    );
  });
});

describe('planning steps and ranges', () => {
  it('orders pre-press, pre-cut and printing; finishing types share one step', () => {
    expect([planStepOf('pre_press'), planStepOf('pre_cut'), planStepOf('impression')]).toEqual([10, 20, 30]);
    expect(new Set(['die_cut', 'varnish', 'revision_and_packaging', 'various_activity'].map(planStepOf))).toEqual(new Set([40]));
  });

  it('defaults to two weeks from today and refuses a range over 62 days', () => {
    expect(planningQuerySchema('2026-12-04').parse({})).toEqual({ from_date: '2026-12-04', to_date: '2026-12-17' });
    expect(planningQuerySchema('2026-12-04').safeParse({ from_date: '2026-01-01', to_date: '2026-12-31' }).success).toBe(false);
  });
});
