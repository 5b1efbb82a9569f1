import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { admin, optionFixture, quoteFixture, seller } from './test-data';

const figure = (name: string) => within(screen.getByRole('group', { name: 'Costos y precio' })).getByLabelText(name);

describe('quote screen', () => {
  beforeEach(() => resetState());

  it("shows an option's costs, its planned work with the rule's estimate explained, and redraws the costs from the server's answer when the quantity changes", async () => {
    signInAs(seller);
    const { calls } = mockApi({
      'GET /v1/quotes/5': { body: quoteFixture() },
      'PUT /v1/quotes/5/options/50': {
        body: optionFixture({ quantity: 5000, cost_total: 900_000, price: 1_080_000, unit_price: 216, margin: 180_000 }),
      },
    });
    const user = userEvent.setup();
    renderApp('/quotes/5');

    expect(await screen.findByRole('heading', { name: 'Cotización N.º 12' })).toBeInTheDocument();
    expect(figure('Costo total')).toHaveTextContent('$ 300.000,0');
    expect(figure('Precio')).toHaveTextContent('$ 360.000,0');
    expect(figure('Precio unitario')).toHaveTextContent('$ 360,0');
    expect(figure('Margen')).toHaveTextContent('$ 60.000,0 (16,67 % del precio)');
    expect(screen.getByText('Regla N.º 12: 20 min + 2 s por golpe')).toBeInTheDocument();
    expect(screen.getByText('Propalcote 300 g')).toBeInTheDocument();
    expect(screen.getByText('Plastitec')).toBeInTheDocument();

    const quantity = within(screen.getByRole('form', { name: 'Opción 1' })).getByRole('spinbutton', { name: /Cantidad/ });
    await user.clear(quantity);
    await user.type(quantity, '5000');
    await user.tab();
    await waitFor(() => expect(figure('Costo total')).toHaveTextContent('$ 900.000,0'));
    expect(figure('Precio unitario')).toHaveTextContent('$ 216,0');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ option: { quantity: 5000 } });
  });

  it('copies an option in one tap and opens the copy', async () => {
    signInAs(seller);
    const { calls } = mockApi({
      'GET /v1/quotes/5': { body: quoteFixture() },
      'POST /v1/quotes/5/options/50/copy': { status: 201, body: optionFixture({ id: 51, position: 2, quantity: 1000 }) },
    });
    const user = userEvent.setup();
    renderApp('/quotes/5');
    await user.click(await screen.findByRole('button', { name: 'Copiar opción' }));
    expect(await screen.findByRole('tab', { name: /Opción 2/, selected: true })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('marks a sent quote accepted with the option the client chose', async () => {
    signInAs(seller);
    const sent = quoteFixture({
      status: 'sent',
      stored_status: 'sent',
      options: [optionFixture(), optionFixture({ id: 51, position: 2, quantity: 5000, price: 1_080_000 })],
    });
    const { calls } = mockApi({
      'GET /v1/quotes/5': { body: sent },
      'PUT /v1/quotes/5': { body: { ...sent, status: 'accepted', stored_status: 'accepted', accepted_option_id: 51 } },
    });
    const user = userEvent.setup();
    renderApp('/quotes/5');
    await user.click(await screen.findByRole('button', { name: 'Marcar aceptada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar aceptada' });
    await user.click(within(dialog).getByRole('radio', { name: /Opción 2: 5.000 u./ }));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar aceptada' }));
    expect(await screen.findByText('La cotización quedó aceptada.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ quote: { status: 'accepted', accepted_option_id: 51 } });
    // Sellers never convert.
    expect(screen.queryByRole('button', { name: 'Crear orden' })).not.toBeInTheDocument();
  });

  it('lets an administrator convert an accepted quote after confirming, and opens the new order', async () => {
    signInAs(admin);
    const accepted = quoteFixture({ status: 'accepted', stored_status: 'accepted', accepted_option_id: 50 });
    mockApi({
      'GET /v1/quotes/5': { body: accepted },
      'POST /v1/quotes/5/production_order': { status: 201, body: { ...accepted, production_order_id: 300, editable: false } },
      'GET /v1/production_orders/300': { status: 404, body: { message: 'La orden no existe.' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/quotes/5');
    await user.click(await screen.findByRole('button', { name: 'Crear orden' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/production_orders/300'));
  });

  it('shows a converted quote read only, linked to its order', async () => {
    signInAs(admin);
    mockApi({
      'GET /v1/quotes/5': {
        body: quoteFixture({ status: 'accepted', stored_status: 'accepted', production_order_id: 300, editable: false }),
      },
    });
    renderApp('/quotes/5');
    expect(await screen.findByRole('link', { name: 'Ver la orden N.º 300' })).toHaveAttribute('href', '/production_orders/300');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar opción' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar actividad' })).not.toBeInTheDocument();
  });
});
