import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeClock } from '../../../test/clock';
import { field } from '../../../test/forms';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';
import { RULES_SEARCH_DELAY_MS } from './time-estimation-rules-list-page';
import { ruleListItemFixture } from './test-data';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };

const longRuns = ruleListItemFixture({ accuracy: { finished_activities: 12, median_deviation: 0.25 } });
const plasticized = ruleListItemFixture({
  id: 5,
  name: 'Plastificado brillante',
  activity: 'plasticized',
  activity_name: 'Plastificado',
  time_before_production: 600,
  estimated_production_time: 75,
  conditions: [],
  accuracy: { finished_activities: 3, median_deviation: -0.4 },
});
const precise = ruleListItemFixture({ id: 6, name: 'Sellado corto', accuracy: { finished_activities: 1, median_deviation: 0.04 } });
const unused = ruleListItemFixture({ id: 7, name: 'Barniz mate' });

/** The colour a badge's text is drawn in (Mantine puts the text in an inner span). */
const accuracyOf = (element: HTMLElement) => element.closest('[data-accuracy]')?.getAttribute('data-accuracy');

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('time-estimation rules list', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it('shows each rule with its activity, times, update and how far its estimates fell; pages, sorts and searches on the server', async () => {
    const { calls } = mockApi({
      'GET /v1/time_estimation_rules': { body: { data: [longRuns, plasticized, precise, unused], total: 23, page: 1, per_page: 10 } },
    });
    const user = userEvent.setup();
    renderApp('/settings/time_estimation_rules');

    const row = await rowOf('Troquelado de tiraje largo');
    for (const text of ['4', 'Troquelado', '00:30:00', '00:00:03']) expect(within(row).getByText(text)).toBeInTheDocument();
    // Always-wrong rules stand out: yellow within ±25 %, red beyond, green within ±10 %.
    expect(accuracyOf(within(row).getByText('+25 % (12 terminadas)'))).toBe('yellow');
    expect(accuracyOf(within(await rowOf('Plastificado brillante')).getByText('−40 % (3 terminadas)'))).toBe('red');
    expect(accuracyOf(within(await rowOf('Sellado corto')).getByText('+4 % (1 terminada)'))).toBe('green');
    expect(accuracyOf(within(await rowOf('Barniz mate')).getByText('Sin datos'))).toBe('none');
    expect(within(row).getByRole('link', { name: 'Editar regla' })).toHaveAttribute('href', '/settings/time_estimation_rules/4');
    expect(screen.getByRole('link', { name: 'Agregar' })).toHaveAttribute('href', '/settings/time_estimation_rules/new');

    const lists = () =>
      calls.filter((call) => call.url.pathname === '/v1/time_estimation_rules').map((call) => Object.fromEntries(call.url.searchParams));
    expect(lists()[0]).toEqual({ page: '1', per_page: '10', sort: 'name', order: 'asc' });
    expect(screen.getByText(/de 23$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '2' }));

    await user.click(screen.getByText('Actividad'));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '1', sort: 'activity', order: 'asc' }));

    // The search waits 400 ms after the last keystroke, on the fake clock (the screen is loaded by now).
    useFakeClock();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = lists().length;
    await typist.type(field('Buscar'), ' troq ');
    await act(() => vi.advanceTimersByTimeAsync(RULES_SEARCH_DELAY_MS - 1));
    expect(lists()).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ search: 'troq', page: '1' }));
    expect(lists().filter((query) => query.search)).toHaveLength(1);
  });

  it('deletes a rule after asking, and says so', async () => {
    const { calls } = mockApi({
      'GET /v1/time_estimation_rules': { body: { data: [longRuns], total: 1, page: 1, per_page: 10 } },
      'DELETE /v1/time_estimation_rules/4': { status: 204 },
    });
    const user = userEvent.setup();
    renderApp('/settings/time_estimation_rules');
    await user.click(within(await rowOf('Troquelado de tiraje largo')).getByRole('button', { name: 'Eliminar regla' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar la regla Troquelado de tiraje largo?');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('La regla ha sido eliminada.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    // The list is asked again.
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/v1/time_estimation_rules')).toHaveLength(2));
  });

  it('exports the rules searched and sorted as shown to Excel; a failure says so', async () => {
    const { calls } = mockApi({
      'GET /v1/time_estimation_rules': { body: { data: [], total: 0, page: 1, per_page: 10 } },
      'GET /v1/time_estimation_rules/export_to_excel': { status: 500, body: { message: 'Error' } },
    });
    const user = userEvent.setup();
    renderApp('/settings/time_estimation_rules');
    expect(await screen.findByText('No hay reglas de estimación de tiempo para mostrar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Las reglas no han podido ser exportadas a Excel.')).toBeInTheDocument();
    const exported = calls.find((call) => call.url.pathname === '/v1/time_estimation_rules/export_to_excel');
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({ sort: 'name', order: 'asc', format: 'xlsx' });
  });

  it('is reached from the menu', async () => {
    mockApi({ 'GET /v1/time_estimation_rules': { body: { data: [], total: 0, page: 1, per_page: 10 } } });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Reglas de estimación de tiempo' }));
    expect(router.state.location.pathname).toBe('/settings/time_estimation_rules');
    expect(await screen.findByRole('heading', { name: 'Reglas de estimación de tiempo' })).toBeInTheDocument();
  });
});
