import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlanningResponse } from '@tintero/domain';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const plan = (orders: PlanningResponse['orders_at_risk']): PlanningResponse => ({
  now: '2026-12-04T17:00:00.000Z',
  time_zone: 'America/Bogota',
  from_date: '2026-12-04',
  to_date: '2026-12-17',
  days_off: [],
  lanes: [],
  orders_at_risk: orders,
});

describe('Órdenes en riesgo on Home', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("shows each order's projected completion against its delivery day", async () => {
    mockApi({
      'GET /v1/planning': {
        body: plan([
          {
            production_order_id: 12,
            reference: 'Estuche 20x15',
            client: 'Empaques del Sur',
            delivery_day: '2026-12-07',
            projected_completion: '2026-12-09T14:00:00.000Z',
            risk: 'late',
          },
        ]),
      },
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Órdenes en riesgo' });
    const row = within(section).getByRole('link', { name: 'N.º 12 · Estuche 20x15' }).closest('tr')!;
    expect(row).toHaveTextContent('2026-12-07');
    expect(row).toHaveTextContent('Atrasada');
    expect(within(section).getByRole('link', { name: 'Ver la programación' })).toHaveAttribute('href', '/planning');
  });

  it('says so when no order is at risk', async () => {
    mockApi({ 'GET /v1/planning': { body: plan([]) } });
    renderApp('/');
    expect(await screen.findByText('Ninguna orden en riesgo según la programación.')).toBeInTheDocument();
  });
});
