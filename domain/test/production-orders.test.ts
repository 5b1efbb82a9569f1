import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allowedOrderStatuses,
  contractValue,
  messages,
  orderDerivedValues,
  productionOrderCreateSchema,
  productionOrderFormSchema,
  realUnitCost,
  statusColor,
  totalCost,
  totalLabor,
  totalSupplies,
} from '../src';

const totals = { supplies_cost: 1000.5, leftovers_value: 200.25, machinery_cost: 300, labor_cost: 450.75, cost_work_third_party: 49.25 };

describe('derived values (spec part 1 §3)', () => {
  it('computes the totals the spec defines', () => {
    expect(totalSupplies(totals)).toBe(800.25);
    expect(totalLabor(totals)).toBe(800);
    expect(totalCost(totals)).toBe(1600.25);
    expect(realUnitCost({ ...totals, actual_amount: 4 })).toBe(400.0625);
    expect(contractValue(3, 0.1)).toBe(0.3);
  });

  it('gives a real unit cost of 0 when the actual amount is 0 or empty', () => {
    expect(realUnitCost({ ...totals, actual_amount: 0 })).toBe(0);
    expect(realUnitCost({ ...totals, actual_amount: null })).toBe(0);
  });

  it('can be negative when leftovers are worth more than the supplies used', () => {
    expect(totalSupplies({ supplies_cost: 10, leftovers_value: 25 })).toBe(-15);
  });

  const money = fc.integer({ min: 0, max: 1e13 }).map((micros) => micros / 1e6);
  it('total cost is always total supplies plus total labour, to the micro-unit', () => {
    fc.assert(
      fc.property(
        money,
        money,
        money,
        money,
        money,
        (supplies_cost, leftovers_value, machinery_cost, labor_cost, cost_work_third_party) => {
          const o = { supplies_cost, leftovers_value, machinery_cost, labor_cost, cost_work_third_party };
          const micros = (v: number) => BigInt(Math.round(v * 1e6));
          expect(micros(totalCost(o))).toBe(
            micros(supplies_cost) - micros(leftovers_value) + micros(machinery_cost) + micros(labor_cost) + micros(cost_work_third_party),
          );
          expect(orderDerivedValues({ ...o, actual_amount: null }).unit_real_cost).toBe(0);
        },
      ),
    );
  });
});

describe('status rules', () => {
  it('offers only in review and developing to new orders', () => {
    expect(allowedOrderStatuses(true)).toEqual(['in_review', 'developing']);
    expect(allowedOrderStatuses(false)).toEqual(['in_review', 'developing', 'finished', 'cancelled']);
    expect(
      productionOrderCreateSchema.safeParse({
        client: 'A',
        reference: 'R',
        quantity: 1,
        unit_value: 1,
        delivery_day: '2026-01-01',
        status: 'finished',
      }).success,
    ).toBe(false);
  });

  it('requires the actual amount of a finished order', () => {
    const base = { client: 'A', reference: 'R', quantity: 1, unit_value: 1, delivery_day: '2026-01-01', status: 'finished' };
    const refused = productionOrderFormSchema.safeParse(base);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['actual_amount'], message: messages.productionOrders.actualAmountRequired });
    expect(productionOrderFormSchema.safeParse({ ...base, actual_amount: 0 }).success).toBe(true);
  });

  it.each([
    ['cancelled', 'red'],
    ['finished', 'green'],
    ['approved', 'green'],
    ['closed', 'green'],
    ['developing', 'blue'],
    ['pending', 'gray'],
    ['in_review', 'yellow'],
    [undefined, 'yellow'],
  ])('colours %s %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });
});
