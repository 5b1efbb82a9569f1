import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_APP_TIME_ZONE, setDisplayTimeZone } from '@tintero/domain';
import { orderFixture } from '../features/production-orders/test-data';
import { mockApi, renderApp, resetState, signInAs } from '../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const about = { version: '2.29.118', contact_email: 'ayuda@taller.co', time_overrun_tolerance_seconds: 900 };
const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-order-id="${id}"]`)!;

/** Created at 03:30 UTC on 1 March 2026. */
const order = orderFixture({ id: 9, created_at: '2026-03-01T03:30:00.000Z' });

describe("timestamps in the server's APP_TIME_ZONE", () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  afterEach(() => {
    setDisplayTimeZone(DEFAULT_APP_TIME_ZONE);
  });

  it('shows the times the server and its Excel export use, not the browser machine’s', async () => {
    mockApi({
      'GET /v1/about': { body: { ...about, time_zone: 'Asia/Tokyo' } },
      'GET /v1/production_orders': { body: [order] },
    });
    renderApp('/production_orders?month=3&year=2026');
    await waitFor(() => expect(rowOf(9)).not.toBeNull());
    // 03:30 UTC is 12:30 in Tokyo.
    expect(within(rowOf(9)).getByText('01/03/2026 12:30')).toBeInTheDocument();
  });

  it('keeps to the default zone, America/Bogota, when the server cannot say', async () => {
    mockApi({ 'GET /v1/about': { status: 500, body: { message: 'Error' } }, 'GET /v1/production_orders': { body: [order] } });
    renderApp('/production_orders?month=3&year=2026');
    expect(await screen.findByRole('heading', { name: 'Órdenes de producción' })).toBeInTheDocument();
    await waitFor(() => expect(rowOf(9)).not.toBeNull());
    // Still 28 February in Bogotá (UTC−5).
    expect(within(rowOf(9)).getByText('28/02/2026 22:30')).toBeInTheDocument();
  });
});
