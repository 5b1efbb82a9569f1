import { describe, expect, it } from 'vitest';
import { addMonths, messages, narrowingStates, reportMessages, reportQuerySchema } from '../src';

const errorsOf = (query: unknown, kind: 'operator' | 'consolidated' = 'operator') =>
  Object.fromEntries((reportQuerySchema(kind).safeParse(query).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('reportQuerySchema', () => {
  it('takes states as one value or several', () => {
    expect(reportQuerySchema('operator').parse({ from_date: '2026-01-01', to_date: '2026-01-31', states: 'paused' }).states).toEqual([
      'paused',
    ]);
    expect(
      reportQuerySchema('operator').parse({ from_date: '2026-01-01', to_date: '2026-01-31', states: ['paused', 'finished'] }).states,
    ).toEqual(['paused', 'finished']);
  });

  it('narrows by states only when they leave some status out', () => {
    expect(narrowingStates(undefined)).toBeUndefined();
    expect(narrowingStates([])).toBeUndefined();
    expect(narrowingStates(['finished', 'paused', 'developing', 'pending'])).toBeUndefined();
    expect(narrowingStates(['paused', 'finished'])).toEqual(['paused', 'finished']);
  });

  it('allows exactly the months of each report, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(errorsOf({ from_date: '2026-01-31', to_date: '2026-02-28' })).toEqual({});
    expect(errorsOf({ from_date: '2026-01-31', to_date: '2026-03-01' })).toEqual({ to_date: reportMessages.rangeTooLong(1) });
    expect(errorsOf({ from_date: '2026-01-01', to_date: '2026-04-01' }, 'consolidated')).toEqual({});
    expect(errorsOf({ from_date: '2026-01-01', to_date: '2026-04-02' }, 'consolidated')).toEqual({
      to_date: reportMessages.rangeTooLong(3),
    });
    expect(errorsOf({ from_date: '2026-01-02', to_date: '2026-01-01' })).toEqual({ to_date: reportMessages.dateOrder });
  });

  it('answers field errors, never throws, for dates that are not dates', () => {
    expect(errorsOf({ from_date: '-100000000000000000000', to_date: '\u{1b21f}' })).toEqual({
      from_date: messages.required,
      to_date: messages.required,
    });
    expect(errorsOf({ to_date: '2026-01-01' })).toEqual({ from_date: messages.required });
    expect(errorsOf({ from_date: '2026-01-01', to_date: '2026-01-31', states: ['paused', 'lost'] })).toEqual({
      states: reportMessages.invalidState,
    });
  });
});
