import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMoveQuote, defaultValidUntil, quoteDisplayStatus, quoteOptionCosts, quoteUpdateSchema, QUOTE_STATUSES } from '../src';

describe('quote statuses', () => {
  it('read expired only when sent and past its validity', () => {
    expect(quoteDisplayStatus('sent', '2026-11-20', '2026-11-20')).toBe('sent');
    expect(quoteDisplayStatus('sent', '2026-11-20', '2026-11-21')).toBe('expired');
    expect(quoteDisplayStatus('draft', '2026-11-20', '2026-12-21')).toBe('draft');
    expect(quoteDisplayStatus('accepted', '2026-11-20', '2026-12-21')).toBe('accepted');
  });

  it('move draft → sent → accepted | rejected, and back to sent', () => {
    expect(canMoveQuote('draft', 'sent')).toBe(true);
    expect(canMoveQuote('draft', 'accepted')).toBe(false);
    expect(canMoveQuote('sent', 'accepted')).toBe(true);
    expect(canMoveQuote('sent', 'rejected')).toBe(true);
    expect(canMoveQuote('accepted', 'rejected')).toBe(false);
    expect(canMoveQuote('rejected', 'sent')).toBe(true);
    for (const status of QUOTE_STATUSES) expect(canMoveQuote(status, status)).toBe(true);
  });

  it('default validity crosses months and years', () => {
    expect(defaultValidUntil('2026-12-20', 15)).toBe('2027-01-04');
  });

  it('refuses an unknown status with a Spanish message', () => {
    const parsed = quoteUpdateSchema.safeParse({ status: 'won' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('El estado debe ser borrador, enviada, aceptada o rechazada.');
  });
});

describe('an option cost', () => {
  it('adds labour, machinery, supplies and third parties, then the markup', () => {
    const costs = quoteOptionCosts({
      quantity: 1000,
      standard_hour_rate: 18000,
      activities: [
        { seconds: 1220, machine_hour_cost: 36000, was_made_by_third: false, value: null },
        { seconds: 5000, machine_hour_cost: null, was_made_by_third: true, value: 2500 },
      ],
      supplies: [{ quantity: 4, unit_value: 250 }],
      external_services: [{ value: 5000 }],
      markup_percent: 30,
      price: null,
    });
    expect(costs).toEqual({
      labour_cost: 6100,
      machinery_cost: 12200,
      supplies_cost: 1000,
      third_party_cost: 7500,
      cost_total: 26800,
      markup_percent: 30,
      price: 34840,
      price_typed: false,
      unit_price: 34.84,
      margin: 8040,
      margin_percent: 23.076923,
    });
  });

  it('takes a typed price and shows the markup it makes', () => {
    const costs = quoteOptionCosts({
      quantity: 3,
      standard_hour_rate: 0,
      activities: [],
      supplies: [{ quantity: 1, unit_value: 100 }],
      external_services: [],
      markup_percent: 50,
      price: 100,
    });
    expect(costs).toMatchObject({ price: 100, price_typed: true, markup_percent: 0, unit_price: 33.333333, margin: 0 });
  });

  it('is the sum of its parts, each rounded once, and never negative', () => {
    const money = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => n / 1_000_000);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            seconds: fc.nat(1_000_000),
            machine_hour_cost: fc.option(money, { nil: null }),
            was_made_by_third: fc.boolean(),
            value: money,
          }),
        ),
        fc.array(fc.record({ quantity: money, unit_value: money })),
        money,
        (activities, supplies, rate) => {
          const costs = quoteOptionCosts({
            quantity: 7,
            standard_hour_rate: rate,
            activities,
            supplies,
            external_services: [],
            markup_percent: 0,
            price: null,
          });
          const sum = Math.round((costs.labour_cost + costs.machinery_cost + costs.supplies_cost + costs.third_party_cost) * 1e6);
          expect(Math.abs(Math.round(costs.cost_total * 1e6) - sum)).toBeLessThanOrEqual(1);
          expect(costs.price).toBe(costs.cost_total);
          expect(costs.cost_total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
