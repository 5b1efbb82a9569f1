import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { mockApi, renderApp, renderWithProviders, orderBasicsFixture, resetState, signInAs } from '../../../test/helpers';
import { PlannedSuppliesSection, QuoteComparisonSection } from './order-quote-sections';
import { admin, optionFixture, quoteFixture, seller } from './test-data';

describe('quote print view', () => {
  beforeEach(() => resetState());
  afterEach(() => vi.restoreAllMocks());

  it("shows the client's copy without costs: workshop, N.º, client, each option's quantity, unit price and total, validity and terms; then prints", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signInAs(seller);
    mockApi({
      'GET /v1/quotes/5': {
        body: quoteFixture({
          options: [optionFixture(), optionFixture({ id: 51, position: 2, quantity: 5000, price: 1_080_000, unit_price: 216 })],
        }),
      },
      'GET /v1/settings/public': {
        body: { workshop_name: 'Litografía Tintero', quote_valid_days: 15, quote_terms: 'Pago a 30 días.\nIVA no incluido.' },
      },
    });
    renderApp('/quotes/5/print');
    expect(await screen.findByRole('heading', { name: 'Litografía Tintero' })).toBeInTheDocument();
    expect(screen.getByText('Cotización N.º 12')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    expect(screen.getByText('Cajas del Valle')).toBeInTheDocument();
    const options = screen.getByRole('table', { name: 'Opciones' });
    const rows = within(options)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Opción 1', '1.000', '$ 360,0', '$ 360.000,0'],
      ['Opción 2', '5.000', '$ 216,0', '$ 1.080.000,0'],
    ]);
    expect(screen.getByText('Válida hasta el 2026-04-15')).toBeInTheDocument();
    expect(screen.getByText(/Pago a 30 días/)).toBeInTheDocument();
    for (const cost of ['Costo total', 'Mano de obra', 'Margen', 'Maquinaria']) expect(screen.queryByText(cost)).not.toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

describe('an order made from a quote', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('shows quoted vs actual per cost and the margin, linked back to its quote', async () => {
    mockApi({
      'GET /v1/production_orders/7/quote_comparison': {
        body: {
          quote_id: 5,
          quote_number: 12,
          option_id: 50,
          quantity: 1000,
          price: 360_000,
          rows: [
            { key: 'labour', quoted: 100_000, actual: 120_000, difference: 20_000 },
            { key: 'machinery', quoted: 80_000, actual: 70_000, difference: -10_000 },
            { key: 'supplies', quoted: 100_000, actual: 100_000, difference: 0 },
            { key: 'third_party', quoted: 20_000, actual: 20_000, difference: 0 },
            { key: 'total', quoted: 300_000, actual: 310_000, difference: 10_000 },
            { key: 'margin', quoted: 60_000, actual: 50_000, difference: -10_000 },
          ],
          quoted_margin_percent: 16.67,
          actual_margin_percent: 13.89,
        },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <QuoteComparisonSection order={orderBasicsFixture()} />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Cotizado vs real' });
    const labour = within(table).getByRole('rowheader', { name: 'Mano de obra' }).closest('tr')!;
    expect(
      within(labour)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$ 100.000,0', '$ 120.000,0', '$ 20.000,0']);
    const margin = within(table).getByRole('rowheader', { name: 'Margen' }).closest('tr')!;
    expect(
      within(margin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$ 60.000,0', '$ 50.000,0', '-$ 10.000,0']);
    expect(screen.getByTestId('margin-percent')).toHaveTextContent('Margen cotizado 16,67 % · real 13,89 %');
    expect(screen.getByRole('link', { name: 'Ver la cotización N.º 12' })).toHaveAttribute('href', '/quotes/5');
  });

  it('shows nothing for an order not made from a quote', async () => {
    const { calls } = mockApi({
      'GET /v1/production_orders/7/quote_comparison': {
        status: 404,
        body: { message: 'La orden de producción no se creó desde una cotización.' },
      },
      'GET /v1/production_orders/7/planned_supplies': { body: [] },
    });
    const { container } = renderWithProviders(
      <>
        <QuoteComparisonSection order={orderBasicsFixture()} />
        <PlannedSuppliesSection order={orderBasicsFixture()} />
      </>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('lists the planned supplies read only', async () => {
    mockApi({
      'GET /v1/production_orders/7/planned_supplies': {
        body: [
          {
            supply_id: 3,
            supply_name: 'Propalcote 300 g',
            unit_of_measurement: 'pliego',
            quantity: 500,
            unit_value: 200,
            total_value: 100_000,
          },
        ],
      },
    });
    renderWithProviders(<PlannedSuppliesSection order={orderBasicsFixture()} />);
    const section = await screen.findByRole('region', { name: 'Insumos previstos' });
    expect(within(section).getByText('Propalcote 300 g')).toBeInTheDocument();
    expect(within(section).getByText('$ 100.000,0')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('workshop settings', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('saves the hour rate quotes price labour at, wrapped in `setting`', async () => {
    const settings = {
      workshop_name: 'Litografía Tintero',
      standard_hour_rate: 20_000,
      quote_valid_days: 15,
      quote_terms: null,
      updated_at: null,
    };
    const { calls } = mockApi({
      'GET /v1/settings': { body: settings },
      'PUT /v1/settings': { body: { ...settings, quote_valid_days: 30 } },
    });
    const user = userEvent.setup();
    renderApp('/settings/workshop');
    const days = await screen.findByRole('spinbutton', { name: /Días de validez/ });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La configuración fue actualizada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ setting: { quote_valid_days: 30 } });
  });
});
