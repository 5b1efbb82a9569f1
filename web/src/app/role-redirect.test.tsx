import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, resetState, signInAs } from '../../test/helpers';

const operator = { id: 7, role: 'operator' as const, first_name: 'Olga', last_name: 'Operaria' };

describe('a route for another role', () => {
  beforeEach(() => {
    resetState();
    mockApi({ 'GET /v1/users': { body: [] }, 'GET /v1/items': { body: [] } });
  });

  it('sends an operator Home and says why', async () => {
    signInAs(operator);
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Hola, Olga' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Esa página no está disponible para su perfil: le llevamos al inicio.')).toBeInTheDocument();
  });
});
