import type { ProductionOrder } from './types';

/** A production order as the API answers it, for component tests. */
export function orderFixture(overrides: Partial<ProductionOrder> = {}): ProductionOrder {
  return {
    id: 7,
    client: 'Cafetería La Esquina',
    contract_number: '4521',
    reference: 'Cajas plegadizas 250 g',
    quantity: 1000,
    actual_amount: null,
    unit_value: 1250.5,
    contract_value: 1250500,
    delivery_day: '2026-03-20',
    status: 'in_review',
    observation: 'Troquel nuevo',
    created_by: 'Admin Taller',
    created_at: '2026-03-02T15:04:05.000Z',
    updated_at: '2026-03-03T10:00:00.000Z',
    last_changed_status_by: 'Admin Taller',
    last_changed_status_at: '2026-03-02T15:04:05.000Z',
    cancelled_by: null,
    cancelled_at: null,
    supplies_cost: 300000,
    leftovers_value: 20000,
    machinery_cost: 50000,
    labor_cost: 120000.25,
    cost_work_third_party: 10000,
    estimated_total_time: 5400,
    total_labor_time: 95,
    total_supplies: 280000,
    total_labor: 180000.25,
    total_cost: 460000.25,
    unit_real_cost: 0,
    quote_id: null,
    quote_number: null,
    ...overrides,
  };
}
