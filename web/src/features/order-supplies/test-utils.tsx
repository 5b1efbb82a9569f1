import type { ReactElement } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { orderBasicsFixture, renderWithProviders } from '../../../test/helpers';
import { Alerts } from '../../components/alerts';
import type { ExternalService, MovementRecord } from './types';

export const orderBasics = orderBasicsFixture();

/** Renders a tab or section as the order screens host it: router, dialogs, alerts. */
export function renderPlugged(ui: ReactElement) {
  return renderWithProviders(
    <MemoryRouter>
      <ModalsProvider>
        <Alerts />
        {ui}
      </ModalsProvider>
    </MemoryRouter>,
  );
}

export const tabProps = () => ({ order: orderBasics, closed: false, refreshOrder: vi.fn(async () => {}) });

export function recordFixture(overrides: Partial<MovementRecord> = {}): MovementRecord {
  return {
    id: 31,
    production_order_id: 7,
    supply_id: 3,
    supply_name: 'Tinta negra',
    unit_of_measurement: 'Kilogramo',
    quantity: 0.5,
    value: 24000,
    unit_value: 48000,
    editable: true,
    created_by: 'Admin Taller',
    created_at: '2026-03-05T14:00:00.000Z',
    updated_at: '2026-03-05T14:10:00.000Z',
    ...overrides,
  };
}

export function serviceFixture(overrides: Partial<ExternalService> = {}): ExternalService {
  return {
    id: 4,
    production_order_id: 7,
    kind: 'Troquelado',
    provider: 'Troqueles del Norte',
    value: 1000.5,
    due_date: '2026-04-01',
    total_estimated_production_time: 3600,
    observation: null,
    created_at: '2026-03-05T14:00:00.000Z',
    updated_at: '2026-03-05T14:00:00.000Z',
    ...overrides,
  };
}
