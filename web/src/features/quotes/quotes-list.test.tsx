import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { admin, seller, summaryFixture } from './test-data';

const quotes = [
  summaryFixture(),
  summaryFixture({
    id: 6,
    number: 13,
    client: 'Litografía Norte',
    status: 'expired',
    stored_status: 'sent',
    price_from: 1000,
    price_to: 4000,
  }),
  summaryFixture({ id: 7, number: 14, client: 'Empaques Sol', status: 'accepted', stored_status: 'accepted', accepted_price: 900_000 }),
  summaryFixture({ id: 8, number: 15, client: 'Papelera Andina', status: 'rejected', stored_status: 'rejected' }),
];

describe('quotes list', () => {
  beforeEach(() => resetState());

  it("lists a seller's quotes of the month with their status colours and prices, and the search finds a client or a number", async () => {
    signInAs(seller);
    const { calls } = mockApi({ 'GET /v1/quotes': { body: quotes } });
    const user = userEvent.setup();
    renderApp('/quotes?month=3&year=2026');

    const expired = (await screen.findByText('Litografía Norte')).closest('tr')!;
    expect(expired).toHaveAttribute('data-color', 'orange');
    expect(within(expired).getByText('Vencida')).toBeInTheDocument();
    expect(within(expired).getByText('$ 1.000,0 a $ 4.000,0')).toBeInTheDocument();
    const accepted = screen.getByText('Empaques Sol').closest('tr')!;
    expect(accepted).toHaveAttribute('data-color', 'green');
    expect(within(accepted).getByText('$ 900.000,0')).toBeInTheDocument();
    expect(screen.getByText('Papelera Andina').closest('tr')).toHaveAttribute('data-color', 'red');
    expect(screen.getByText('Cajas del Valle').closest('tr')).toHaveAttribute('data-color', 'gray');
    expect(Object.fromEntries(calls.find((call) => call.url.pathname === '/v1/quotes')!.url.searchParams)).toEqual({
      month: '3',
      year: '2026',
    });
    for (const name of ['Copiar', 'Excel', 'CSV']) expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'andina');
    expect(await screen.findByText('Papelera Andina')).toBeInTheDocument();
    expect(screen.queryByText('Cajas del Valle')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '14');
    expect(await screen.findByText('Empaques Sol')).toBeInTheDocument();
    expect(screen.queryByText('Litografía Norte')).not.toBeInTheDocument();
  });
});

describe('navigation by role', () => {
  beforeEach(() => resetState());

  it('gives a seller Home, Cotizaciones and Mi cuenta, and nothing of the workshop', async () => {
    signInAs(seller);
    mockApi({ 'GET /v1/quotes': { body: [] } });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: /navegación/i });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cotizaciones' })).toHaveAttribute('href', '/quotes');
    expect(within(nav).queryByRole('link', { name: /Órdenes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it('gives administrators Cotizaciones and Configuración', async () => {
    signInAs(admin);
    mockApi({ 'GET /v1/quotes/accepted': { body: [] } });
    renderApp('/quotes/new');
    const nav = await screen.findByRole('navigation', { name: /navegación/i });
    expect(within(nav).getByRole('link', { name: 'Cotizaciones' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toHaveAttribute('href', '/settings/workshop');
  });

  it('sends an operator away from the quotes', async () => {
    signInAs({ id: 7, role: 'operator', first_name: 'Olga', last_name: 'Operaria' });
    mockApi({ 'GET /v1/users/7/current_activities': { body: [] } });
    const { router } = renderApp('/quotes');
    await screen.findByText('Esa página no está disponible para su perfil: le llevamos al inicio.');
    expect(router.state.location.pathname).not.toBe('/quotes');
  });
});
