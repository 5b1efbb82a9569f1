import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockApi, renderWithProviders, resetState, signInAs } from '../../../test/helpers';
import { QuoteInsights } from './quote-insights';
import { AcceptedQuotesQueue } from './accepted-quotes';
import { admin, summaryFixture } from './test-data';

describe("administrators' Home", () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("shows the month's quotes per seller and the margin quoted against the one achieved", async () => {
    const { calls } = mockApi({
      'GET /v1/insights/quotes': {
        body: {
          from_date: '2030-03-01',
          to_date: '2030-03-31',
          sellers: [
            { seller_id: 21, seller: 'Sara Ventas', month: '2030-03', sent: 6, won: 3, lost: 1, expired: 1, open: 1, won_value: 1_500_000 },
          ],
          margins: {
            orders: 2,
            quoted_price: 1,
            quoted_margin: 1,
            contract_value: 1,
            achieved_margin: 1,
            quoted_margin_percent: 20,
            achieved_margin_percent: 12.5,
          },
        },
      },
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/?month=3&year=2026']}>
        <QuoteInsights />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('Sara Ventas')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sara Ventas', '6', '3', '1', '1', '1', '$ 1.500.000,0']);
    expect(screen.getByTestId('quote-margins')).toHaveTextContent(
      '2 órdenes terminadas desde cotizaciones: margen cotizado 20 %, logrado 12,5 %.',
    );
    expect(calls[0]!.url.search).toBe('?from_date=2026-03-01&to_date=2026-03-31');
  });

  it('lists the accepted quotes waiting for their order, each linked to its quote', async () => {
    mockApi({
      'GET /v1/quotes/accepted': { body: [summaryFixture({ status: 'accepted', stored_status: 'accepted', accepted_price: 900_000 })] },
    });
    renderWithProviders(
      <MemoryRouter>
        <AcceptedQuotesQueue />
      </MemoryRouter>,
    );
    const queue = await screen.findByRole('region', { name: 'Cotizaciones aceptadas por convertir' });
    expect(await within(queue).findByRole('link', { name: '12' })).toHaveAttribute('href', '/quotes/5');
    expect(within(queue).getByText('$ 900.000,0')).toBeInTheDocument();
  });
});
