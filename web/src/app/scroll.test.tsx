import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { mockApi, renderApp, resetState, signInAs } from '../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

describe('scrolling between screens', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
    mockApi({ 'GET /v1/users': { body: [] }, 'GET /v1/items': { body: [] }, 'GET /v1/machines': { body: [] } });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a new screen opens at its top; a new search of the same screen keeps the scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    scrollTo.mockClear();
    await act(() => router.navigate('/machines'));
    expect(await screen.findByRole('heading', { name: 'Máquinas' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    scrollTo.mockClear();
    await act(() => router.navigate('/machines?page=2'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
