import type { PurchaseDetailResponse, PurchaseResponse } from '@tintero/domain';

export function purchaseDetailFixture(overrides: Partial<PurchaseDetailResponse> = {}): PurchaseDetailResponse {
  return {
    id: 41,
    purchase_id: 12,
    supply_id: 5,
    supply_name: 'Tinta negra',
    unit_of_measurement: 'Kilogramo',
    quantity: 4,
    unit_value: 50000,
    total: 200000,
    ...overrides,
  };
}

/** A purchase as the API answers it, for component tests. */
export function purchaseFixture(overrides: Partial<PurchaseResponse> = {}): PurchaseResponse {
  return {
    id: 12,
    company: 'Papeles del Sur',
    invoice_number: 'FV-1001',
    purchased_at: '2026-03-02',
    status: 'approved',
    observation: null,
    total: 260000,
    details: [
      purchaseDetailFixture(),
      purchaseDetailFixture({
        id: 42,
        supply_id: 6,
        supply_name: 'Cartón dúplex',
        unit_of_measurement: 'Pliego',
        quantity: 100,
        unit_value: 600,
        total: 60000,
      }),
    ],
    approved_by: 'Admin Taller',
    approved_at: '2026-03-02T15:00:00.000Z',
    cancelled_by: null,
    cancelled_at: null,
    created_by: 'Admin Taller',
    editable: true,
    editable_until: '2026-03-04T15:00:00.000Z',
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}
