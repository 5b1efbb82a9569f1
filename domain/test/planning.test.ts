import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_WEEK,
  capacityByDay,
  orderCompletions,
  placeWork,
  projectPlan,
  riskOf,
  workingSecondsBetween,
  type PlanItem,
  type PlanLane,
  type Shift,
  type WorkCalendar,
} from '../src/planning';

const at = (day: string, time = '00:00') => Date.parse(`${day}T${time}:00Z`);
const show = (wall: number | null) => (wall === null ? null : new Date(wall).toISOString().slice(0, 16).replace('T', ' '));
const HOUR = 3600;
// 8 December 2026 (Tuesday) is a public holiday in Colombia (la Inmaculada Concepción).
const workshop: WorkCalendar = { week: DEFAULT_WEEK, daysOff: new Set(['2026-12-08']) };
const item = (key: string, overrides: Partial<PlanItem> = {}): PlanItem => ({
  key,
  order_id: 1,
  step: 30,
  remaining_seconds: HOUR,
  running: false,
  due_day: null,
  ...overrides,
});

describe('placeWork', () => {
  it('carries work over the weekend and the holiday (worked by hand)', () => {
    // Friday 4 December at 14:00: one hour left on Friday (the shift is 07:00–15:00).
    expect(placeWork(workshop, at('2026-12-04', '14:00'), 3 * HOUR)).toEqual({
      start: at('2026-12-04', '14:00'),
      end: at('2026-12-07', '09:00'), // Monday: the two hours left
    });
    // Monday 09:00, 8 hours: 6 on Monday, Tuesday is a holiday, 2 on Wednesday.
    expect(placeWork(workshop, at('2026-12-07', '09:00'), 8 * HOUR)).toEqual({
      start: at('2026-12-07', '09:00'),
      end: at('2026-12-09', '09:00'),
    });
  });

  it('starts at the next shift when asked outside working hours, and places nothing at once', () => {
    expect(placeWork(workshop, at('2026-12-05', '10:00'), HOUR)).toEqual({
      start: at('2026-12-07', '07:00'),
      end: at('2026-12-07', '08:00'),
    });
    expect(placeWork(workshop, at('2026-12-07', '15:00'), 0)).toEqual({ start: at('2026-12-09', '07:00'), end: at('2026-12-09', '07:00') });
  });

  it('counts the time a night shift shares with the next morning once', () => {
    const night: Shift = { start_minute: 20 * 60, seconds: 12 * HOUR }; // 20:00 to 08:00
    const morning: Shift = { start_minute: 6 * 60, seconds: 8 * HOUR }; // 06:00 to 14:00
    const calendar: WorkCalendar = { week: [null, night, morning, null, null, null, null], daysOff: new Set() };
    // Monday 7 December 20:00 → Tuesday 14:00 is one stretch of 18 hours.
    expect(placeWork(calendar, at('2026-12-07', '20:00'), 18 * HOUR)).toEqual({
      start: at('2026-12-07', '20:00'),
      end: at('2026-12-08', '14:00'),
    });
    expect(workingSecondsBetween(calendar, at('2026-12-07'), at('2026-12-09'))).toBe(18 * HOUR);
  });

  it('gives up on a week without working hours', () => {
    expect(placeWork({ week: [null, null, null, null, null, null, null], daysOff: new Set() }, at('2026-12-07'), HOUR)).toBeUndefined();
  });
});

describe('capacityByDay and riskOf', () => {
  it('shows each day of the range with its working seconds', () => {
    expect(capacityByDay(workshop, '2026-12-05', '2026-12-09')).toEqual([
      { date: '2026-12-05', seconds: 0 },
      { date: '2026-12-06', seconds: 0 },
      { date: '2026-12-07', seconds: 8 * HOUR },
      { date: '2026-12-08', seconds: 0 },
      { date: '2026-12-09', seconds: 8 * HOUR },
    ]);
  });

  it('is late after the due day, at risk on it or on the working day before it', () => {
    expect(riskOf(workshop, at('2026-12-09', '09:00'), '2026-12-09')).toBe('at_risk');
    // Due Wednesday: Monday is the working day before it (Tuesday is the holiday).
    expect(riskOf(workshop, at('2026-12-07', '09:00'), '2026-12-09')).toBe('at_risk');
    expect(riskOf(workshop, at('2026-12-04', '09:00'), '2026-12-09')).toBe('on_time');
    expect(riskOf(workshop, at('2026-12-10', '07:30'), '2026-12-09')).toBe('late');
    expect(riskOf(workshop, null, '2026-12-09')).toBe('late');
    expect(riskOf(workshop, at('2026-12-10'), null)).toBeNull();
  });
});

describe('projectPlan, worked by hand', () => {
  const now = at('2026-12-04', '14:00');

  it('lays a lane end to end across the weekend and the holiday, running work first', () => {
    const lane: PlanLane = {
      key: 'machine:1',
      calendar: workshop,
      items: [
        item('a', { order_id: 1, remaining_seconds: 3 * HOUR, due_day: '2026-12-07' }),
        item('b', { order_id: 2, remaining_seconds: 8 * HOUR, due_day: '2026-12-08' }),
        item('running', { order_id: 3, remaining_seconds: HOUR / 2, running: true }),
      ],
    };
    const plan = projectPlan([lane], now).map((row) => [
      row.item.key,
      row.position,
      show(row.projected_start),
      show(row.projected_end),
      row.risk,
    ]);
    expect(plan).toEqual([
      ['running', 0, '2026-12-04 14:00', '2026-12-04 14:30', null],
      ['a', 1, '2026-12-04 14:30', '2026-12-07 09:30', 'at_risk'],
      ['b', 2, '2026-12-07 09:30', '2026-12-09 09:30', 'late'],
    ]);
  });

  it('makes a step wait for the earlier steps of its order in other lanes', () => {
    const prePress: PlanLane = {
      key: 'type:pre_press',
      calendar: workshop,
      items: [item('design', { step: 10, remaining_seconds: 2 * HOUR })],
    };
    const press: PlanLane = {
      key: 'machine:1',
      calendar: workshop,
      items: [
        item('print', { step: 30, remaining_seconds: HOUR }),
        item('other-order', { order_id: 2, step: 30, remaining_seconds: HOUR }),
      ],
    };
    const plan = projectPlan([press, prePress], now);
    const byKey = new Map(plan.map((row) => [row.item.key, row]));
    expect(show(byKey.get('design')!.projected_end)).toBe('2026-12-07 08:00');
    expect(show(byKey.get('print')!.projected_start)).toBe('2026-12-07 08:00');
    // The press waits for its sequence: the other order's print comes after, even though it could start now.
    expect(show(byKey.get('other-order')!.projected_start)).toBe('2026-12-07 09:00');
    expect(orderCompletions(plan).get(1)).toBe(at('2026-12-07', '09:00'));
    expect(plan.every((row) => !row.forced)).toBe(true);
  });

  it('breaks two orders waiting on each other by placing the one due first', () => {
    const one: PlanLane = {
      key: 'one',
      calendar: workshop,
      items: [item('A2', { order_id: 1, step: 30 }), item('B1', { order_id: 2, step: 10 })],
    };
    const two: PlanLane = {
      key: 'two',
      calendar: workshop,
      items: [item('B2', { order_id: 2, step: 30, due_day: '2026-12-10' }), item('A1', { order_id: 1, step: 10 })],
    };
    const plan = projectPlan([one, two], now);
    // B2 waits for B1 behind A2, which waits for A1 behind B2: B2, due first, goes without waiting.
    expect(plan.filter((row) => row.forced).map((row) => row.item.key)).toEqual(['B2']);
    expect(plan.map((row) => row.item.key).sort()).toEqual(['A1', 'A2', 'B1', 'B2']);
  });
});

// ---- properties over random workshops ----

const shiftArb = fc.option(
  fc.record({ start_minute: fc.integer({ min: 0, max: 23 * 60 }), seconds: fc.integer({ min: 0, max: 14 * HOUR }) }),
  {
    nil: null,
  },
);
const calendarArb = fc.record({
  week: fc.array(shiftArb, { minLength: 7, maxLength: 7 }).filter((week) => week.some((day) => day !== null && day.seconds > 0)),
  daysOff: fc
    .uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 6 })
    .map((offsets) => new Set(offsets.map((offset) => new Date(at('2026-12-01') + offset * 86_400_000).toISOString().slice(0, 10)))),
});
const itemsArb = fc.array(
  fc.record({
    order_id: fc.integer({ min: 1, max: 6 }),
    step: fc.constantFrom(10, 20, 30, 40, 130, 160),
    remaining_seconds: fc.integer({ min: 0, max: 20 * HOUR }),
    running: fc.integer({ min: 0, max: 4 }).map((value) => value === 0),
    due_day: fc.option(
      fc.integer({ min: 0, max: 30 }).map((offset) => new Date(at('2026-12-01') + offset * 86_400_000).toISOString().slice(0, 10)),
      {
        nil: null,
      },
    ),
    lane: fc.integer({ min: 0, max: 3 }),
  }),
  { maxLength: 30 },
);
const planArb = fc.record({
  calendars: fc.array(calendarArb, { minLength: 4, maxLength: 4 }),
  items: itemsArb,
  now: fc.integer({ min: 0, max: 20 * 24 * 60 }),
});

type PlanInput = typeof planArb extends fc.Arbitrary<infer T> ? T : never;

function build({ calendars, items }: PlanInput): PlanLane[] {
  return calendars.map((calendar, index) => ({
    key: `lane-${index}`,
    calendar,
    items: items.filter((row) => row.lane === index).map(({ lane, ...row }, position) => ({ ...row, key: `${lane}-${position}` })),
  }));
}

describe('projectPlan, properties', () => {
  const isPlaced = (row: { projected_start: number | null; projected_end: number | null }) =>
    row.projected_start !== null && row.projected_end !== null;
  const run = (input: PlanInput) => {
    const lanes = build(input);
    const now = at('2026-12-01') + input.now * 60_000;
    return { lanes, now, plan: projectPlan(lanes, now) };
  };

  it('places every item once, and no bar overlaps another in its lane', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const { lanes, plan } = run(input);
        expect(plan).toHaveLength(lanes.reduce((sum, lane) => sum + lane.items.length, 0));
        for (const lane of lanes) {
          const bars = plan.filter((row) => row.lane === lane.key).sort((a, b) => a.position - b.position);
          // Work a lane's week cannot hold within the horizon (three years) is left unplaced, and so is
          // everything after it in the lane.
          const placed = bars.filter(isPlaced);
          expect(bars.slice(0, placed.length)).toEqual(placed);
          for (let index = 1; index < placed.length; index++)
            expect(placed[index]!.projected_start!).toBeGreaterThanOrEqual(placed[index - 1]!.projected_end!);
        }
      }),
    );
  });

  it('never starts a bar outside working hours', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const { lanes, plan } = run(input);
        for (const row of plan.filter(isPlaced)) {
          const calendar = lanes.find((lane) => lane.key === row.lane)!.calendar;
          // Inside a window: there is working time right after the start.
          expect(workingSecondsBetween(calendar, row.projected_start!, row.projected_start! + 1000)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never starts a step before the earlier steps of its order end (unless it runs, or a wait was broken)', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const { plan } = run(input);
        for (const row of plan.filter((candidate) => isPlaced(candidate) && !candidate.item.running && !candidate.forced)) {
          for (const earlier of plan.filter((other) => other.item.order_id === row.item.order_id && other.item.step < row.item.step)) {
            expect(isPlaced(earlier)).toBe(true);
            expect(row.projected_start!).toBeGreaterThanOrEqual(earlier.projected_end!);
          }
        }
      }),
    );
  });

  it('fills each lane with exactly the sum of its remaining times', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const { lanes, plan } = run(input);
        for (const lane of lanes) {
          const bars = plan.filter((row) => row.lane === lane.key && isPlaced(row));
          const worked = bars.reduce((sum, row) => sum + workingSecondsBetween(lane.calendar, row.projected_start!, row.projected_end!), 0);
          expect(worked).toBeCloseTo(
            bars.reduce((sum, row) => sum + row.item.remaining_seconds, 0),
            6,
          );
        }
      }),
    );
  });

  it('keeps running work first and each lane in its sequence', () => {
    fc.assert(
      fc.property(planArb, (input) => {
        const { lanes, plan } = run(input);
        for (const lane of lanes) {
          const placed = plan
            .filter((row) => row.lane === lane.key)
            .sort((a, b) => a.position - b.position)
            .map((row) => row.item);
          const running = lane.items.filter((candidate) => candidate.running);
          expect(placed).toEqual([...running, ...lane.items.filter((candidate) => !candidate.running)]);
        }
      }),
    );
  });
});
