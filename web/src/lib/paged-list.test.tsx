import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { useFakeClock } from '../../test/clock';
import { renderWithProviders, resetState } from '../../test/helpers';
import { commaList, SEARCH_DELAY_MS, usePagedList } from './paged-list';

const FILTERS = {
  kind: z.enum(['input', 'output']).optional(),
  supply_id: z.coerce.number().int().positive().optional(),
  states: commaList(z.enum(['pending', 'paused', 'finished'])).default(['pending', 'paused', 'finished']),
};
const SORTS = { initial: { sort: 'name', order: 'asc' }, columns: { name: 'name', total_value: 'total_value' } } as const;

/** A list's state as text, and buttons that change it, as a screen would. */
function Probe() {
  const list = usePagedList({ perPage: 10, filters: FILTERS, sorts: SORTS, search: true });
  const table = list.table<{ id: number }>({ isFetching: false });
  return (
    <div>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <input aria-label="Buscar" {...list.searchInput} />
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        next
      </button>
      <button type="button" onClick={() => list.setFilters({ kind: 'output' })}>
        outputs
      </button>
      <button type="button" onClick={() => list.setFilters({ states: ['paused'] })}>
        paused
      </button>
      <button type="button" onClick={() => table.onSortStatusChange?.({ columnAccessor: 'total_value', direction: 'desc' })}>
        sort
      </button>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const query = () => JSON.parse(screen.getByLabelText('query').textContent ?? '{}') as Record<string, unknown>;
const ALL_STATES = ['pending', 'paused', 'finished'];

describe('usePagedList', () => {
  beforeEach(() => resetState());

  it('reads page, sort, search and filters from the URL and writes them back there', async () => {
    const router = renderAt('/list?page=3&sort=total_value&order=desc&search=tinta&kind=input&supply_id=5&states=paused,pending');
    expect(query()).toEqual({
      page: 3,
      per_page: 10,
      sort: 'total_value',
      order: 'desc',
      search: 'tinta',
      kind: 'input',
      supply_id: 5,
      states: ['paused', 'pending'],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location.search).toBe(
      '?page=4&sort=total_value&order=desc&search=tinta&kind=input&supply_id=5&states=paused%2Cpending',
    );
    expect(query()).toMatchObject({ page: 4 });
  });

  it('falls back to the defaults where the URL brings nothing or nonsense, and leaves defaults out of it', async () => {
    const router = renderAt('/list?page=-2&sort=password&order=sideways&kind=both&supply_id=abc&states=');
    expect(query()).toEqual({ page: 1, per_page: 10, sort: 'name', order: 'asc', states: ALL_STATES });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'sort' }));
    expect(router.state.location.search).toContain('sort=total_value&order=desc');
    await user.click(screen.getByRole('button', { name: 'paused' }));
    expect(query()).toMatchObject({ states: ['paused'] });
    expect(router.state.location.search).toContain('states=paused');
  });

  it('a new search or filter starts again at page 1', async () => {
    const router = renderAt('/list?page=3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'outputs' }));
    expect(query()).toMatchObject({ page: 1, kind: 'output' });
    expect(router.state.location.search).toBe('?kind=output');

    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(query()).toMatchObject({ page: 2 });
    useFakeClock();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typist.type(screen.getByLabelText('Buscar'), ' caja ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(query()).toMatchObject({ page: 2 });
    expect(query()).not.toHaveProperty('search');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(query()).toMatchObject({ page: 1, search: 'caja' });
    expect(router.state.location.search).toBe('?kind=output&search=caja');
  });

  it('Back returns to the page before, and the search box follows the URL', async () => {
    const router = renderAt('/list?search=tinta');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(query()).toMatchObject({ page: 3, search: 'tinta' });
    await act(() => router.navigate(-1));
    expect(query()).toMatchObject({ page: 2, search: 'tinta' });
    await act(() => router.navigate('/list?search=barniz'));
    expect(screen.getByLabelText('Buscar')).toHaveValue('barniz');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Buscar')).toHaveValue('tinta'));
    expect(query()).toMatchObject({ page: 2, search: 'tinta' });
  });
});
