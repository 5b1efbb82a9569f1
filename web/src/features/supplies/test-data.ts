import type { Supply } from './types';

/** A supply as the API answers it, for component tests. */
export function supplyFixture(overrides: Partial<Supply> = {}): Supply {
  return {
    id: 5,
    name: 'Tinta negra',
    quantity: 12.5,
    unit_of_measurement: 'Kilogramo',
    unit_value: 48000,
    total_value: 600000,
    stock_minimum: 2,
    type_supply: 'ink',
    type_supply_name: 'Tinta',
    status: 1,
    created_by: 'Admin Taller',
    updated_by: 'Admin Taller',
    created_at: '2026-03-02T15:04:05.000Z',
    updated_at: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export const typesOfSupplies = [
  { id: 1, list_id: 2, key: 'foil', value: 'Foil' },
  { id: 2, list_id: 2, key: 'board', value: 'Cartón' },
  { id: 3, list_id: 2, key: 'ink', value: 'Tinta' },
];
