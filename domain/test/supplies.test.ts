import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  externalServiceCreateSchema,
  fitsLedger,
  formatStockQuantity,
  messages,
  planInput,
  planOutput,
  proportionalValue,
  supplyCreateSchema,
  supplyMessages,
  supplyMovementRecordSchema,
  supplyUpdateSchema,
  unitValueOf,
  type StockState,
} from '../src';

/** Decimals with at most 6 places, built from integers so no float is involved. */
const micros = (min: number, max: number) => fc.integer({ min, max }).map((n) => new Big(n).div(1_000_000).toFixed());
const quantity = micros(1, 2_000_000_000); // up to 2 000 units
const unitCost = micros(0, 100_000_000_000); // up to 100 000 per unit

type Step =
  | { kind: 'input-at-unit-value'; quantity: string; unitValue: string }
  | { kind: 'input-at-total'; quantity: string; total: string }
  | { kind: 'input-at-average'; quantity: string }
  | { kind: 'output'; quantity: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('input-at-unit-value' as const), quantity, unitValue: unitCost }),
  fc.record({ kind: fc.constant('input-at-total' as const), quantity, total: micros(0, 100_000_000_000_000) }),
  fc.record({ kind: fc.constant('input-at-average' as const), quantity }),
  fc.record({ kind: fc.constant('output' as const), quantity }),
);

const HALF_MICRO = new Big('0.0000005');

describe('the ledger arithmetic (DESIGN §7.4)', () => {
  it('keeps stock = Σ inputs − Σ outputs ≥ 0, refuses what does not fit, and moves the average as a weighted mean', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: StockState = { quantity: '0', averageCost: '0' };
        let inputs = new Big(0);
        let outputs = new Big(0);
        for (const s of steps) {
          const before = { quantity: new Big(state.quantity), average: new Big(state.averageCost) };
          if (s.kind === 'output') {
            const plan = planOutput(state, s.quantity);
            if (before.quantity.lt(s.quantity)) {
              expect(plan).toEqual({ ok: false, available: before.quantity.toFixed() });
              continue;
            }
            if (!plan.ok) throw new Error('an output that fits was refused');
            const m = plan.movement;
            // Consumption goes out at the average and leaves it where it was.
            expect(m.unitValue).toBe(before.average.toFixed());
            expect(new Big(m.total).eq(new Big(s.quantity).times(before.average).round(6, Big.roundHalfUp))).toBe(true);
            expect(new Big(m.averageCost).eq(before.average)).toBe(true);
            outputs = outputs.plus(s.quantity);
            state = { quantity: m.balance, averageCost: m.averageCost };
          } else {
            const cost =
              s.kind === 'input-at-unit-value' ? { unitValue: s.unitValue } : s.kind === 'input-at-total' ? { total: s.total } : undefined;
            const m = planInput(state, s.quantity, cost);
            const average = new Big(m.averageCost);
            if (!cost) {
              expect(average.eq(before.average)).toBe(true);
            } else {
              // The new stock is worth the old stock plus the input, to within the rounding of
              // the average to 6 decimals...
              const expectedValue = before.quantity.times(before.average).plus(m.total);
              expect(average.times(m.balance).minus(expectedValue).abs().lte(HALF_MICRO.times(m.balance))).toBe(true);
              // ...and the average lies between the old average and the input's unit cost.
              const inputUnit = new Big(m.total).div(s.quantity);
              const low = before.quantity.eq(0) ? inputUnit : inputUnit.lt(before.average) ? inputUnit : before.average;
              const high = before.quantity.eq(0) ? inputUnit : inputUnit.gt(before.average) ? inputUnit : before.average;
              expect(average.gte(low.minus(HALF_MICRO)) && average.lte(high.plus(HALF_MICRO))).toBe(true);
            }
            if (s.kind === 'input-at-total') expect(m.total).toBe(new Big(s.total).toFixed());
            inputs = inputs.plus(s.quantity);
            state = { quantity: m.balance, averageCost: m.averageCost };
          }
          expect(new Big(state.quantity).eq(inputs.minus(outputs))).toBe(true);
          expect(new Big(state.quantity).gte(0)).toBe(true);
          expect(new Big(state.averageCost).gte(0)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('undoes an input with an output at its own cost, bringing the average back', () => {
    fc.assert(
      fc.property(quantity, unitCost, quantity, micros(0, 100_000_000_000_000), (stock, average, amount, total) => {
        const start = { quantity: stock, averageCost: average };
        const input = planInput(start, amount, { total });
        const output = planOutput({ quantity: input.balance, averageCost: input.averageCost }, amount, { total });
        if (!output.ok) throw new Error('the reversal must fit');
        expect(output.movement.balance).toBe(new Big(stock).toFixed());
        // The average drifts by at most the rounding of the intermediate average, scaled.
        const tolerance = HALF_MICRO.times(new Big(input.balance).div(stock)).plus(HALF_MICRO);
        const drift = new Big(output.movement.averageCost).minus(average).abs();
        if (new Big(output.movement.averageCost).gt(0)) expect(drift.lte(tolerance)).toBe(true);
      }),
    );
  });

  it('never lets a reversal drive the average below 0, and keeps the average when the stock empties', () => {
    const plan = planOutput({ quantity: '10', averageCost: '1' }, '4', { total: '1000' });
    expect(plan).toMatchObject({ ok: true, movement: { balance: '6', averageCost: '0' } });
    const emptied = planOutput({ quantity: '4', averageCost: '7.5' }, '4', { total: '1000' });
    expect(emptied).toMatchObject({ ok: true, movement: { balance: '0', averageCost: '7.5', total: '1000' } });
  });

  it('computes a purchase-like input exactly: 3 at 1 000 onto 7 at 400', () => {
    expect(planInput({ quantity: '7', averageCost: '400' }, '3', { total: '3000' })).toEqual({
      kind: 'input',
      quantity: '3',
      unitValue: '1000',
      total: '3000',
      balance: '10',
      averageCost: '580',
    });
    // 1 at 1 onto 2 at 0: 1/3, rounded half up to 6 decimals.
    expect(planInput({ quantity: '2', averageCost: '0' }, '1', { unitValue: '1' }).averageCost).toBe('0.333333');
    expect(planInput({ quantity: '1', averageCost: '0' }, '2', { unitValue: '1' }).averageCost).toBe('0.666667');
  });

  it('refuses a movement of nothing and flags amounts beyond numeric(20,6)', () => {
    expect(() => planInput({ quantity: '1', averageCost: '1' }, '0')).toThrow(RangeError);
    expect(() => planOutput({ quantity: '1', averageCost: '1' }, '0.0000001')).toThrow(RangeError);
    expect(fitsLedger(planInput({ quantity: '0', averageCost: '0' }, '1000000000', { unitValue: '1000000000' }))).toBe(false);
    expect(fitsLedger(planInput({ quantity: '0', averageCost: '0' }, '1000', { unitValue: '1000' }))).toBe(true);
  });
});

describe('record values', () => {
  it('splits a value so that the parts taken back always add up to the whole', () => {
    fc.assert(
      fc.property(micros(0, 10_000_000_000_000), fc.array(quantity, { minLength: 1, maxLength: 10 }), (value, parts) => {
        let remainingValue = new Big(value);
        let remainingQuantity = parts.reduce((sum, p) => sum.plus(p), new Big(0));
        for (const part of parts) {
          const taken = proportionalValue(remainingValue.toFixed(), remainingQuantity.toFixed(), part);
          expect(new Big(taken).gte(0)).toBe(true);
          expect(new Big(taken).lte(remainingValue)).toBe(true);
          remainingValue = remainingValue.minus(taken);
          remainingQuantity = remainingQuantity.minus(part);
        }
        expect(remainingQuantity.eq(0)).toBe(true);
        expect(remainingValue.eq(0)).toBe(true);
      }),
    );
  });

  it('gives unit value = value / quantity, 0 when the quantity is 0', () => {
    expect(unitValueOf(3086.25, 2.5)).toBe(1234.5);
    expect(unitValueOf(10, 0)).toBe(0);
    expect(unitValueOf(1, 3)).toBe(0.333333);
  });
});

describe('formatting', () => {
  it('shows stock the Colombian way', () => {
    expect(formatStockQuantity(4.5)).toBe('4,5');
    expect(formatStockQuantity('1234.25')).toBe('1.234,25');
    expect(formatStockQuantity(3)).toBe('3');
    expect(supplyMessages.insufficientStock('Propalcote 300', '4.5', 'Unidad')).toBe(
      'No hay suficiente Propalcote 300: disponibles 4,5 Unidad.',
    );
  });
});

describe('schemas', () => {
  const supply = { name: 'Propalcote', stock_minimum: 0, quantity: 0, unit_value: 0 };

  it('fills the defaults of a new supply and rounds to 6 decimals', () => {
    expect(supplyCreateSchema.parse({ ...supply, quantity: 1.23456789 })).toEqual({
      ...supply,
      quantity: 1.234568,
      unit_of_measurement: 'Unidad',
      type_supply: null,
      status: 1,
    });
  });

  it('drops quantity and unit value from an update', () => {
    expect(supplyUpdateSchema.parse({ name: 'x', quantity: 5, unit_value: 9 })).toEqual({ name: 'x' });
  });

  it('needs a supply and a quantity of 0 or more for a supply used or leftover', () => {
    const result = supplyMovementRecordSchema.safeParse({ quantity: -1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['supply_id', messages.required],
      ['quantity', messages.tooSmall(0)],
    ]);
    // Quantity 0: a record that moves nothing until it is given a quantity (spec part 2 §4).
    expect(supplyMovementRecordSchema.parse({ supply_id: 3, quantity: 0 })).toEqual({ supply_id: 3, quantity: 0 });
  });

  it('refuses an external service due before today', () => {
    const service = { kind: 'Troquel', provider: 'X', value: 1 };
    const schema = externalServiceCreateSchema('2026-05-10');
    expect(schema.safeParse({ ...service, due_date: '2026-05-10' }).success).toBe(true);
    const early = schema.safeParse({ ...service, due_date: '2026-05-09' });
    expect(early.error!.issues[0]).toMatchObject({ path: ['due_date'], message: supplyMessages.dueDateBeforeToday });
    expect(schema.parse({ ...service, due_date: '' })).toMatchObject({ due_date: null, total_estimated_production_time: 0 });
  });
});
