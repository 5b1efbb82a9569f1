import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { alerts } from '../../lib/alerts-store';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('an order number that leads nowhere', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
    mockApi({ 'GET /v1/production_orders/99999': { status: 404, body: { message: 'La orden de producción no existe.' } } });
  });

  for (const path of ['/production_orders/99999', '/production_orders/99999/edit']) {
    it(`${path} says the order does not exist, with the way back to the list, instead of an empty page under an alert`, async () => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'La orden de producción N.º 99999 no existe' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/production_orders');
      expect(alerts.getSnapshot()).toEqual([]);
    });
  }
});
