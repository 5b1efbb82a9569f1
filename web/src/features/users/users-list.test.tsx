import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const lucia = { id: 5, first_name: 'Lucía', last_name: 'Martínez', username: 'lucia', role: 'operator', enabled: true };

/** GET /v1/users answers when the test says so. */
function usersLater() {
  let answer: (users: unknown[]) => void = () => undefined;
  const reply = new Promise<unknown[]>((resolve) => (answer = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const body = url.pathname === '/v1/users' ? await reply : [];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return answer;
}

describe('the users list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('says "no users" only once the answer says so, never while it is on its way', async () => {
    const answer = usersLater();
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByText('No hay usuarios para mostrar.')).toBeNull();
    answer([lucia]);
    expect(await screen.findByRole('cell', { name: 'Lucía' })).toBeInTheDocument();
  });
});
