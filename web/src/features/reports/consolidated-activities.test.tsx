import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { consolidatedRowOf } from './testing';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const EVERY_STATE = ['pending', 'developing', 'paused', 'finished'];

type Call = { method: string; url: URL };
const reportCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.url.pathname === '/v1/users/consolidated_activities')
    .map((call) => ({
      from_date: call.url.searchParams.get('from_date'),
      to_date: call.url.searchParams.get('to_date'),
      states: call.url.searchParams.getAll('states[]'),
      page: call.url.searchParams.get('page'),
    }));
const total = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/./, { selector: '[data-total]' });
const toDate = () => screen.getByLabelText(/Fecha final/);

/** 21 activities: one more than a page. Values 1.000,1 each but the last, 0,000002; 30.5 minutes each. */
const rows = Array.from({ length: 21 }, (_, index) =>
  consolidatedRowOf({
    activity_id: 100 + index,
    user_id: index % 2 === 0 ? 5 : 6,
    operator: index % 2 === 0 ? 'Lucía Martínez' : 'Pedro Gómez',
    value: index === 20 ? 0.000002 : 1000.1,
    minutes: 30.5,
  }),
);

/** The server's answer: the asked page of `all`, 20 a page, and the totals of every row (summed here as SQL sums them). */
const pagedReply =
  (all: ReturnType<typeof consolidatedRowOf>[], totals = { value: 20_002.000002, minutes: 21 * 30.5 }) =>
  ({ url }: { url: URL }) => {
    const page = Number(url.searchParams.get('page'));
    return { body: { data: all.slice((page - 1) * 20, page * 20), total: all.length, page, per_page: 20, totals } };
  };

describe('consolidated activity report', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
  });

  it("opens on the last month for every status and shows the server's totals of the whole result, 20 rows a page asked of the server", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T15:00:00Z'));
    signInAs(admin);
    const { calls } = mockApi({ 'GET /v1/users/consolidated_activities': pagedReply(rows) });
    const user = userEvent.setup();
    renderApp('/consolidated_activities');

    expect(await screen.findByRole('heading', { level: 1, name: 'Actividades consolidadas' })).toBeInTheDocument();
    // 31 March less one month: the last day of February.
    await waitFor(() =>
      expect(reportCalls(calls)).toEqual([{ from_date: '2026-02-28', to_date: '2026-03-31', states: EVERY_STATE, page: '1' }]),
    );
    expect(calls[calls.length - 1]!.url.searchParams.get('per_page')).toBe('20');

    // 20 × 1.000,1 + 0,000002; 21 × 30,5 minutes = 10 h 40 min 30 s.
    await waitFor(() => expect(total('Valor total de mano de obra')).toHaveTextContent('$ 20.002,000002'));
    expect(total('Tiempo total trabajado')).toHaveTextContent('10:40:30');
    expect(total('Actividades')).toHaveTextContent('21');

    const table = screen.getByRole('table', { name: 'Actividades consolidadas' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(within(table.querySelector('tfoot')!).getByText('$ 20.002,000002')).toBeInTheDocument();
    const first = table.querySelector<HTMLElement>('tr[data-row-key="7-5-100"]')!;
    expect(within(first).getByRole('link', { name: '7' })).toHaveAttribute('href', '/production_orders/7');
    for (const text of [
      'En desarrollo',
      'Cajas plegadizas 250 g',
      'Lucía Martínez',
      '100',
      'Impresión',
      'Pausada',
      '$ 1.000,1',
      '00:30:30',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('1–20 de 21')).toBeInTheDocument();

    // The next page is the server's; the totals stay those of the whole result.
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)).toMatchObject({ page: '2' }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(table.querySelector('tr[data-row-key="7-5-120"]')).not.toBeNull();
    expect(total('Valor total de mano de obra')).toHaveTextContent('$ 20.002,000002');
  });

  it('opens the filtered URL at once; the range warning past three months or before the from date asks nothing; statuses go with the search', async () => {
    const { calls } = mockApi({
      'GET /v1/users/consolidated_activities': pagedReply([consolidatedRowOf({ quantity_produced: 300, end_time: null })]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/consolidated_activities/2026-01-15/2026-03-15');

    expect(await screen.findByText('En curso')).toBeInTheDocument();
    expect(reportCalls(calls)).toEqual([{ from_date: '2026-01-15', to_date: '2026-03-15', states: EVERY_STATE, page: '1' }]);
    expect(screen.getByText('300')).toHaveAttribute('data-below-quantity', 'true');

    // 15 January plus three months is 15 April.
    await user.clear(toDate());
    await user.type(toDate(), '2026-04-16');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('El rango de fechas no puede ser mayor a 3 meses.')).toBeInTheDocument();
    expect(toDate()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(toDate());
    await user.type(toDate(), '2026-01-14');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('La fecha final no puede ser anterior a la fecha inicial.')).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(reportCalls(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/consolidated_activities/2026-01-15/2026-03-15');

    await user.clear(toDate());
    await user.type(toDate(), '2026-04-15');
    await user.click(screen.getByRole('checkbox', { name: 'Pendiente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Terminada' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consolidated_activities/2026-01-15/2026-04-15'));
    expect(router.state.location.search).toBe('?states=developing%2Cpaused');
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)).toEqual({
        from_date: '2026-01-15',
        to_date: '2026-04-15',
        states: ['developing', 'paused'],
        page: '1',
      }),
    );

    // No status at all: nothing to ask.
    await user.click(screen.getByRole('checkbox', { name: 'En desarrollo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pausada' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Elija al menos un estado.')).toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(2);
  });

  it('Copiar, Excel and CSV ask the server for every row of the range searched, not the page shown', async () => {
    const { calls } = mockApi({
      'GET /v1/users/consolidated_activities': pagedReply(rows),
      'GET /v1/users/consolidated_activities/export_to_excel': ({ url }) =>
        url.searchParams.get('format') === 'tsv'
          ? {
              text: 'N.º de orden\tOperario\r\n7\tAna Zapata\r\n8\tBeto Arias\r\n',
              headers: { 'content-type': 'text/tab-separated-values' },
            }
          : { status: 500, body: { message: 'Error' } },
    });
    const user = userEvent.setup();
    renderApp('/consolidated_activities/2026-03-01/2026-03-31?states=developing%2Cpaused');
    await screen.findByRole('table', { name: 'Actividades consolidadas' });

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Se copiaron 2 filas al portapapeles.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('N.º de orden\tOperario\r\n7\tAna Zapata\r\n8\tBeto Arias');
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Las actividades consolidadas no han podido ser exportadas a Excel.')).toBeInTheDocument();

    const exports = calls.filter((call) => call.url.pathname === '/v1/users/consolidated_activities/export_to_excel');
    expect(exports.map((call) => call.url.searchParams.get('format'))).toEqual(['tsv', 'xlsx']);
    for (const exported of exports) {
      expect(exported.url.searchParams.get('from_date')).toBe('2026-03-01');
      expect(exported.url.searchParams.get('to_date')).toBe('2026-03-31');
      expect(exported.url.searchParams.getAll('states[]')).toEqual(['developing', 'paused']);
      expect(exported.url.searchParams.has('page')).toBe(false);
    }
  });

  it('a range the URL brings past three months, or a date that is not one, is marked and not asked', async () => {
    const { calls } = mockApi({ 'GET /v1/users/consolidated_activities': { body: [] } });
    const first = renderApp('/consolidated_activities/2026-01-15/2026-04-16');
    expect(await screen.findByText('El rango de fechas no puede ser mayor a 3 meses.')).toBeInTheDocument();
    await waitForQueriesToSettle();
    expect(reportCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();

    renderApp('/consolidated_activities/-1000/2026-04-16');
    expect(await screen.findByText('Este campo es requerido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Fecha inicial/)).toHaveAttribute('aria-invalid', 'true');
    await waitForQueriesToSettle();
    expect(reportCalls(calls)).toHaveLength(0);
  });
});
