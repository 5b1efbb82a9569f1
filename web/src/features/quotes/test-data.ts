import type { Quote, QuoteOption, QuoteSummary } from './types';

export const seller = { id: 21, role: 'seller' as const, first_name: 'Sara', last_name: 'Ventas' };
export const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

export function summaryFixture(overrides: Partial<QuoteSummary> = {}): QuoteSummary {
  return {
    id: 5,
    number: 12,
    client: 'Cajas del Valle',
    contact: 'Ana Ruiz',
    reference: 'Caja plegadiza 12x8',
    description: 'Caja impresa a 4 tintas, troquelada',
    delivery_day: '2026-04-20',
    valid_until: '2026-04-15',
    status: 'draft',
    stored_status: 'draft',
    seller_id: 21,
    seller: 'Sara Ventas',
    observation: null,
    accepted_option_id: null,
    production_order_id: null,
    converted_at: null,
    editable: true,
    options_count: 1,
    price_from: 360_000,
    price_to: 360_000,
    accepted_price: null,
    created_at: '2026-03-31T15:00:00.000Z',
    updated_at: '2026-03-31T15:00:00.000Z',
    ...overrides,
  };
}

export function optionFixture(overrides: Partial<QuoteOption> = {}): QuoteOption {
  return {
    id: 50,
    quote_id: 5,
    position: 1,
    quantity: 1000,
    labour_cost: 100_000,
    machinery_cost: 80_000,
    supplies_cost: 100_000,
    third_party_cost: 20_000,
    cost_total: 300_000,
    markup_percent: 20,
    price: 360_000,
    price_typed: false,
    unit_price: 360,
    margin: 60_000,
    margin_percent: 16.67,
    estimated_total_time: 3600,
    activities: [
      {
        id: 70,
        option_id: 50,
        activity_type: 'die_cut',
        activity_type_name: 'Troquelado',
        quantity: 1000,
        observation: null,
        machine_id: null,
        machine: null,
        was_made_by_third: false,
        third: null,
        value: null,
        time_before_production: 1200,
        estimated_production_time: 2,
        total_estimated_production_time: 3200,
        time_estimation_rule_id: 12,
        time_estimation_rule: { id: 12, name: 'Troquel', time_before_production: 1200, estimated_production_time: 2 },
        labour_cost: 88_888.888889,
        machinery_cost: 0,
        created_at: '2026-03-31T15:00:00.000Z',
        updated_at: '2026-03-31T15:00:00.000Z',
      },
    ],
    supplies: [
      {
        id: 80,
        option_id: 50,
        supply_id: 3,
        supply_name: 'Propalcote 300 g',
        unit_of_measurement: 'pliego',
        quantity: 500,
        unit_value: 200,
        total_value: 100_000,
      },
    ],
    external_services: [{ id: 90, option_id: 50, kind: 'Plastificado', provider: 'Plastitec', value: 20_000, observation: null }],
    created_at: '2026-03-31T15:00:00.000Z',
    updated_at: '2026-03-31T15:00:00.000Z',
    ...overrides,
  };
}

export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return { ...summaryFixture(), options: [optionFixture()], ...overrides };
}
