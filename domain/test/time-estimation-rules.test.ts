import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityDefinition,
  bestMatchingRule,
  COMPARATORS,
  conditionHolds,
  messages,
  ruleFieldValues,
  ruleMatches,
  ruleMessages,
  timeEstimationRuleSchema,
  timeEstimationRuleUpdateSchema,
  type MatchableRule,
} from '../src';

/** The matcher of DESIGN §7.7 and the rules' schemas (spec part 2 §5). */

const dieCut = activityDefinition('die_cut');
const TROQUELES = ['A', 'b', 'Troquel 7', 'ñandú'];

const condition = fc.oneof(
  fc.record({
    field: fc.constant('number_of_hits'),
    comparator: fc.constantFrom(...COMPARATORS),
    value: fc.integer({ min: 0, max: 20 }).map(String),
  }),
  fc.record({
    field: fc.constant('die_cut'),
    comparator: fc.constantFrom('==' as const, '!=' as const),
    value: fc.constantFrom(...TROQUELES).map((text) => ` ${text.toUpperCase()} `),
  }),
  fc.record({
    field: fc.constant('quantity'),
    comparator: fc.constantFrom('>' as const, '<=' as const),
    value: fc.integer({ min: 0, max: 20 }).map((n) => `${n}.0`),
  }),
);

/** Rules of die cuts and of another type, with distinct ids. */
const rules = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      activity: fc.constantFrom('die_cut', 'die_cut', 'emboss'),
      conditions: fc.array(condition, { minLength: 1, maxLength: 4 }),
    }),
    { selector: (rule) => rule.id, maxLength: 12 },
  )
  .map((list) => list as MatchableRule[]);

const dieCutValues = fc.record({
  number_of_hits: fc.integer({ min: 0, max: 20 }),
  die_cut: fc.constantFrom(...TROQUELES),
  quantity: fc.integer({ min: 1, max: 20 }),
});

describe('bestMatchingRule', () => {
  it('picks a matching rule of the type with the most conditions, ties to the lowest id, whatever the rules order', () => {
    fc.assert(
      fc.property(rules, dieCutValues, fc.func(fc.integer()), (list, values, sortKey) => {
        const best = bestMatchingRule(list, 'die_cut', values);
        const matching = list.filter((rule) => rule.activity === 'die_cut' && ruleMatches(rule, ruleFieldValues(dieCut, values)));
        if (matching.length === 0) {
          expect(best).toBeUndefined();
          return;
        }
        expect(best).toBeDefined();
        expect(best!.activity).toBe('die_cut');
        for (const held of best!.conditions) {
          expect(conditionHolds(held, ruleFieldValues(dieCut, values)[held.field])).toBe(true);
        }
        for (const other of matching) {
          const beaten =
            other.conditions.length < best!.conditions.length ||
            (other.conditions.length === best!.conditions.length && other.id >= best!.id);
          expect(beaten).toBe(true);
        }
        const reordered = [...list].sort((a, b) => sortKey(a.id) - sortKey(b.id));
        expect(bestMatchingRule(reordered, 'die_cut', values)?.id).toBe(best!.id);
      }),
    );
  });

  it('never answers a rule of another type or one whose condition fails', () => {
    fc.assert(
      fc.property(rules, dieCutValues, (list, values) => {
        const failing = list.filter((rule) => !ruleMatches(rule, ruleFieldValues(dieCut, values)));
        const best = bestMatchingRule(
          list.filter((rule) => rule.activity === 'emboss' || failing.includes(rule)),
          'die_cut',
          values,
        );
        expect(best).toBeUndefined();
      }),
    );
  });

  it('answers nothing for an unknown type', () => {
    expect(
      bestMatchingRule([{ id: 1, activity: 'die_cuts', conditions: [{ field: 'quantity', comparator: '>', value: '0' }] }], 'die_cuts', {
        quantity: 3,
      }),
    ).toBeUndefined();
  });

  it('reads booleans as 1 and 0', () => {
    const rule = (value: string): MatchableRule => ({
      id: 1,
      activity: 'varnish',
      conditions: [{ field: 'is_mate', comparator: '==', value }],
    });
    expect(bestMatchingRule([rule('1')], 'varnish', { is_mate: true })?.id).toBe(1);
    expect(bestMatchingRule([rule('1')], 'varnish', { is_mate: false })).toBeUndefined();
    expect(bestMatchingRule([rule('0')], 'varnish', { is_mate: false })?.id).toBe(1);
  });

  it("tests pre-cut's computed quantity", () => {
    const rule: MatchableRule = { id: 4, activity: 'pre_cut', conditions: [{ field: 'quantity', comparator: '>=', value: '40' }] };
    expect(bestMatchingRule([rule], 'pre_cut', { number_of_sheets: 10, leave_the_sheet: 4 })?.id).toBe(4);
    expect(bestMatchingRule([rule], 'pre_cut', { number_of_sheets: 10, leave_the_sheet: 3 })).toBeUndefined();
  });
});

describe('conditionHolds', () => {
  const holds = (comparator: string, value: string, actual: string | number | null) => conditionHolds({ comparator, value }, actual);

  it('compares numbers as numbers, however they are written', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), fc.nat(3), (a, b, decimals) => {
        const written = ` ${b.toFixed(decimals)} `;
        expect(holds('<', written, a)).toBe(a < b);
        expect(holds('>', written, a)).toBe(a > b);
        expect(holds('<=', written, String(a))).toBe(a <= b);
        expect(holds('>=', written, a)).toBe(a >= b);
        expect(holds('==', written, a)).toBe(a === b);
        expect(holds('!=', written, a)).toBe(a !== b);
      }),
    );
    expect(holds('==', '10', '10.0')).toBe(true);
    expect(holds('==', '1e3', 1000)).toBe(true);
    expect(holds('>', '9', '10')).toBe(true); // not "10" < "9" as text
  });

  it('compares text trimmed and whatever the case; text never holds for < or >', () => {
    const text = fc.stringMatching(/^[a-zA-ZñÑáéíóúÁÉÍÓÚ ]{1,12}$/).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(text, (s) => {
        expect(holds('==', s.toUpperCase(), `  ${s.toLowerCase()} `)).toBe(true);
        expect(holds('!=', s.toUpperCase(), s.toLowerCase())).toBe(false);
        for (const comparator of ['<', '>', '<=', '>='] as const) expect(holds(comparator, '1', s)).toBe(false);
      }),
    );
    expect(holds('>', '1', 'abc')).toBe(false);
    expect(holds('==', '10', 'diez')).toBe(false);
    expect(holds('!=', '10', 'diez')).toBe(true);
  });

  it('holds on an empty field only for != something', () => {
    for (const empty of [null, '', '  ']) {
      expect(holds('!=', 'A', empty)).toBe(true);
      for (const comparator of ['==', '<', '>', '<=', '>='] as const) expect(holds(comparator, '0', empty)).toBe(false);
    }
  });
});

describe('the rule schemas', () => {
  const valid = {
    name: ' Troquel grande ',
    activity: 'die_cut',
    time_before_production: 1800,
    estimated_production_time: 2,
    conditions: [
      { field: 'number_of_hits', comparator: '>=', value: 1000 },
      { field: 'die_cut', comparator: '==', value: ' A ' },
    ],
  };
  const errorsOf = (schema: typeof timeEstimationRuleSchema | typeof timeEstimationRuleUpdateSchema, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('keep a valid rule, values as trimmed text and booleans as 1/0', () => {
    expect(timeEstimationRuleSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Troquel grande',
      conditions: [
        { field: 'number_of_hits', comparator: '>=', value: '1000' },
        { field: 'die_cut', comparator: '==', value: 'A' },
      ],
    });
    const varnish = { ...valid, activity: 'varnish', conditions: [{ field: 'is_mate', comparator: '==', value: false }] };
    expect(timeEstimationRuleSchema.parse(varnish).conditions[0]!.value).toBe('0');
  });

  it('refuse what spec part 2 §5 refuses, every problem at once', () => {
    expect(errorsOf(timeEstimationRuleSchema, { ...valid, name: 'x'.repeat(81), activity: 'troquel', conditions: [] })).toEqual({
      name: messages.tooLong(80),
      activity: ruleMessages.invalidActivity,
      conditions: ruleMessages.withoutConditions,
    });
    const conditions = [
      { field: 'number_of_inks', comparator: '==', value: '2' },
      { field: 'number_of_hits', comparator: '=<', value: '2' },
      { field: 'number_of_hits', comparator: '>=', value: 'mil' },
      { field: 'die_cut', comparator: '!=', value: 'x'.repeat(256) },
      { field: 'die_cut', comparator: '<', value: '  ' },
    ];
    expect(errorsOf(timeEstimationRuleSchema, { ...valid, name: '', conditions })).toEqual({
      name: messages.required,
      'conditions.0.field': ruleMessages.invalidField,
      'conditions.1.comparator': ruleMessages.invalidComparator,
      'conditions.2.value': ruleMessages.numericValue,
      'conditions.3.value': messages.tooLong(255),
      'conditions.4.value': messages.required,
    });
  });

  it('on update, check what is given: fields against the activity only when both come', () => {
    expect(errorsOf(timeEstimationRuleUpdateSchema, { activity: 'pre_cut' })).toEqual({});
    expect(errorsOf(timeEstimationRuleUpdateSchema, { conditions: [{ field: 'anything', comparator: '==', value: 'A' }] })).toEqual({});
    expect(errorsOf(timeEstimationRuleUpdateSchema, { activity: 'pre_cut', conditions: valid.conditions })).toEqual({
      'conditions.0.field': ruleMessages.invalidField,
      'conditions.1.field': ruleMessages.invalidField,
    });
    expect(errorsOf(timeEstimationRuleUpdateSchema, { conditions: [] })).toEqual({ conditions: ruleMessages.withoutConditions });
  });

  it('never throw, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (activity, conditions) => {
        for (const schema of [timeEstimationRuleSchema, timeEstimationRuleUpdateSchema]) {
          expect(() => schema.safeParse({ ...valid, activity, conditions })).not.toThrow();
          expect(() => schema.safeParse({ ...valid, conditions: [conditions] })).not.toThrow();
        }
      }),
    );
  });
});
