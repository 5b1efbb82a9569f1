import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityDefinition, activityDefinitions } from '@tintero/domain';
import { activities, productionOrders, quoteActivities, quotes } from '../src/db/schema';
import { bearer, withAdministrator } from './helpers';
import { createMachine } from './activity-fixtures';
import { createSupply } from './supply-helpers';
import { createQuote, createRule, plannedActivity, setHourRate, type OptionAnswer, type QuoteAnswer } from './quote-helpers';

/**
 * Properties of quotes (issue 24, DESIGN §12.1), through the API on a real database:
 * - an option's cost equals the sum of its parts computed here independently, in whole millionths
 *   with BigInt (random planned activities whose times come from random rules or are typed, random
 *   machines' hour costs, supplies' averages, external services, the hour rate and the markup);
 * - converting twice is refused, however many ask at once: one order, the others 409;
 * - a converted order's activities are the option's: type, fields, quantity, machine, times, rule.
 */
const session = withAdministrator();
const dieCut = activityDefinition('die_cut');

const post = async (url: string, payload?: object) => session.app.inject({ method: 'POST', url, headers: bearer(session.admin), payload });
const put = async (url: string, payload: object) => session.app.inject({ method: 'PUT', url, headers: bearer(session.admin), payload });

/** Millionths as BigInt, from an answer's number (at most 6 decimals) or a generated count. */
const micro = (value: number) => BigInt(Math.round(value * 1e6));
/** n / d rounded half up (both ≥ 0), as PostgreSQL's numeric and big.js's roundHalfUp do. */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** Rules of die cuts created so far, each "number_of_hits >= min": the best match is the lowest id. */
const rules: { id: number; min: number; before: number; perUnit: number }[] = [];

const amountMicro = (max: number) => fc.integer({ min: 0, max: max * 1_000_000 });

const plannedDieCut = fc.record({
  hits: fc.integer({ min: 0, max: 5000 }),
  quantity: fc.integer({ min: 1, max: 20_000 }),
  machine: fc.integer({ min: -1, max: 2 }),
  third: fc.option(amountMicro(200_000), { nil: null }),
  typed: fc.option(fc.record({ before: fc.integer({ min: 0, max: 7200 }), perUnit: fc.integer({ min: 0, max: 30 }) }), { nil: null }),
});

const optionCase = fc.record({
  rate: amountMicro(60_000),
  hourCosts: fc.array(amountMicro(150_000), { minLength: 3, maxLength: 3 }),
  newRules: fc.array(
    fc.record({
      min: fc.integer({ min: 0, max: 5000 }),
      before: fc.integer({ min: 0, max: 3600 }),
      perUnit: fc.integer({ min: 0, max: 20 }),
    }),
    { maxLength: 2 },
  ),
  activities: fc.array(plannedDieCut, { maxLength: 4 }),
  supplies: fc.array(fc.record({ unitValue: amountMicro(20_000), quantity: fc.integer({ min: 1, max: 5_000_000_000 }) }), { maxLength: 3 }),
  services: fc.array(amountMicro(500_000), { maxLength: 2 }),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  markup: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  typedPrice: fc.option(amountMicro(5_000_000), { nil: null }),
});

const machineIds: number[] = [];
beforeAll(async () => {
  for (let i = 0; i < 3; i++) machineIds.push((await createMachine(session.app, session.admin, 0)).id);
});

describe('an option costs the sum of its parts', () => {
  it('computed independently, for random activities, rules, supplies and rates', async () => {
    await fc.assert(
      fc.asyncProperty(optionCase, async (c) => {
        await setHourRate(session.app, session.admin, Number(c.rate) / 1e6);
        for (const [index, cost] of c.hourCosts.entries()) {
          expect((await put(`/v1/machines/${machineIds[index]}`, { machine: { hour_cost: cost / 1e6 } })).statusCode).toBe(200);
        }
        for (const rule of c.newRules) {
          const id = await createRule(session.app, session.admin, {
            time_before_production: rule.before,
            estimated_production_time: rule.perUnit,
            conditions: [{ field: 'number_of_hits', comparator: '>=', value: String(rule.min) }],
          });
          rules.push({ id, ...rule });
        }
        const quote = await createQuote(session.app, session.admin, { quantity: c.quantity });
        const base = `/v1/quotes/${quote.id}/options/${quote.options[0]!.id}`;

        let labour = 0n;
        let machinery = 0n;
        let third = 0n;
        for (const planned of c.activities) {
          const machineIndex = planned.machine;
          const overrides: Record<string, unknown> = {
            number_of_hits: planned.hits,
            quantity: planned.quantity,
            machine_id: machineIndex < 0 ? null : machineIds[machineIndex],
            was_made_by_third: planned.third !== null,
            third: planned.third !== null ? 'Troqueles Externos' : null,
            value: planned.third !== null ? planned.third / 1e6 : null,
            time_before_production: planned.typed?.before ?? null,
            estimated_production_time: planned.typed?.perUnit ?? null,
          };
          const response = await post(`${base}/activities`, plannedActivity(dieCut, {}, overrides));
          expect(response.statusCode, response.body).toBe(201);
          // The times: typed, else the lowest-id rule whose minimum the hits reach, else none.
          const rule = rules.filter((r) => planned.hits >= r.min).sort((a, b) => a.id - b.id)[0];
          const before = planned.typed ? planned.typed.before : (rule?.before ?? 0);
          const perUnit = planned.typed ? planned.typed.perUnit : (rule?.perUnit ?? 0);
          const seconds = BigInt(before + perUnit * planned.quantity);
          const added = (response.json() as OptionAnswer).activities.at(-1)!;
          expect(added.total_estimated_production_time).toBe(Number(seconds));
          if (planned.third !== null) {
            third += BigInt(planned.third);
            continue;
          }
          labour += seconds * BigInt(c.rate);
          if (machineIndex >= 0) machinery += seconds * BigInt(c.hourCosts[machineIndex]!);
        }
        let supplies = 0n;
        for (const supply of c.supplies) {
          const id = (await createSupply(session.app, session.admin, { quantity: 1, unit_value: supply.unitValue / 1e6 })).id;
          const response = await post(`${base}/supplies`, { supply: { supply_id: id, quantity: supply.quantity / 1e6 } });
          expect(response.statusCode, response.body).toBe(201);
          supplies += BigInt(supply.quantity) * BigInt(supply.unitValue);
        }
        for (const value of c.services) {
          const response = await post(`${base}/external_services`, {
            external_service: { kind: 'Plastificado', provider: 'Plastic SAS', value: value / 1e6 },
          });
          expect(response.statusCode, response.body).toBe(201);
          third += BigInt(value);
        }
        const response = await put(base, {
          option: { markup_percent: c.markup === null ? null : c.markup / 100, price: c.typedPrice === null ? null : c.typedPrice / 1e6 },
        });
        expect(response.statusCode, response.body).toBe(200);
        const option = response.json() as OptionAnswer;

        const expected = {
          labour: halfUp(labour, 3600n),
          machinery: halfUp(machinery, 3600n),
          supplies: halfUp(supplies, 1_000_000n),
          third,
        };
        const total = expected.labour + expected.machinery + expected.supplies + expected.third;
        const markupMicro = BigInt((c.markup ?? 0) * 10_000); // hundredths of a percent → millionths
        const price = c.typedPrice !== null ? BigInt(c.typedPrice) : halfUp(total * (100_000_000n + markupMicro), 100_000_000n);
        expect({
          labour: micro(option.labour_cost),
          machinery: micro(option.machinery_cost),
          supplies: micro(option.supplies_cost),
          third: micro(option.third_party_cost),
          total: micro(option.cost_total),
          price: micro(option.price),
          unit: micro(option.unit_price),
        }).toEqual({ ...expected, total, price, unit: halfUp(price, BigInt(c.quantity)) });
      }),
      { numRuns: 15 },
    );
  });
});

/** An accepted quote with random planned activities of any type. */
const anyPlanned = fc.record({
  type: fc.constantFrom(...activityDefinitions.map((definition) => definition.type)),
  quantity: fc.integer({ min: 1, max: 50_000 }),
  before: fc.integer({ min: 0, max: 7200 }),
  perUnit: fc.integer({ min: 0, max: 60 }),
  third: fc.boolean(),
});

async function acceptedQuote(planned: { type: string; quantity: number; before: number; perUnit: number; third: boolean }[]) {
  const supplyId = (await createSupply(session.app, session.admin, { quantity: 1, unit_value: 1 })).id;
  const quote = await createQuote(session.app, session.admin);
  const optionId = quote.options[0]!.id;
  for (const item of planned) {
    const definition = activityDefinitions.find((d) => d.type === item.type)!;
    const response = await post(
      `/v1/quotes/${quote.id}/options/${optionId}/activities`,
      plannedActivity(
        definition,
        { machineId: machineIds[0], supplyId },
        {
          quantity: item.quantity,
          time_before_production: item.before,
          estimated_production_time: item.perUnit,
          was_made_by_third: item.third,
          third: item.third ? 'Taller aliado' : null,
          value: item.third ? 1234.5 : null,
        },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
  }
  expect((await put(`/v1/quotes/${quote.id}`, { quote: { status: 'sent' } })).statusCode).toBe(200);
  const accepted = await put(`/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: optionId } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { quote: accepted.json() as QuoteAnswer, optionId };
}

const orderCount = async () =>
  Number((await session.app.db.select({ count: sql<number>`count(*)::int` }).from(productionOrders))[0]!.count);

describe('conversion', () => {
  it('is refused the second time, however many ask at once: one order, the others 409', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.array(anyPlanned, { maxLength: 2 }), async (callers, planned) => {
        const { quote } = await acceptedQuote(planned);
        const before = await orderCount();
        const answers = await Promise.all(Array.from({ length: callers }, () => post(`/v1/quotes/${quote.id}/production_order`)));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([201, ...Array.from({ length: callers - 1 }, () => 409)]);
        for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().code).toBe('quote_converted');
        expect(await orderCount()).toBe(before + 1);
        const again = await post(`/v1/quotes/${quote.id}/production_order`);
        expect(again.statusCode).toBe(409);
        expect(await orderCount()).toBe(before + 1);
      }),
      { numRuns: 8 },
    );
  });

  it("gives the order the option's activities, field for field", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyPlanned, { minLength: 1, maxLength: 4 }), async (planned) => {
        const { quote, optionId } = await acceptedQuote(planned);
        const converted = await post(`/v1/quotes/${quote.id}/production_order`);
        expect(converted.statusCode, converted.body).toBe(201);
        const orderId = (converted.json() as QuoteAnswer).production_order_id!;
        const [stored] = await session.app.db.select({ order: quotes.production_order_id }).from(quotes).where(eq(quotes.id, quote.id));
        expect(stored!.order).toBe(orderId);
        const quoted = await session.app.db
          .select()
          .from(quoteActivities)
          .where(eq(quoteActivities.option_id, optionId))
          .orderBy(quoteActivities.id);
        const made = await session.app.db
          .select()
          .from(activities)
          .where(eq(activities.production_order_id, orderId))
          .orderBy(activities.id);
        const shape = (row: (typeof quoted)[number] | (typeof made)[number]) => ({
          type: row.type,
          quantity: row.quantity,
          observation: row.observation,
          machine_id: row.machine_id,
          was_made_by_third: row.was_made_by_third,
          third: row.third,
          value: row.was_made_by_third ? row.value : null,
          time_before_production: row.time_before_production,
          estimated_production_time: row.estimated_production_time,
          total_estimated_production_time: row.total_estimated_production_time,
          time_estimation_rule_id: row.time_estimation_rule_id,
          details: row.details,
        });
        expect(made.map(shape)).toEqual(quoted.map(shape));
        expect(made.every((row) => row.status === 'pending')).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
