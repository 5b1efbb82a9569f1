import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { activityDefinition } from '@tintero/domain';
import { mockApi, orderBasicsFixture, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { FinishedsSection, PreFinishedsSection } from './activity-sections';
import { activityPrintTables } from './print-tables';
import { activityRecordOf, orderActivitiesOf } from '../../../test/activity-records';

/** The requests of activities (the catalogues the cards name load beside them). */
const activityLoads = (calls: { url: URL }[]) =>
  calls
    .map((call) => call.url.pathname)
    .filter((path) => path.includes('/production_orders/') || path.includes('/search_by_production_order/'));

const order = orderBasicsFixture({ reference: 'Cajas', client: 'Dulces SA', delivery_day: '2030-02-01' });

describe('detail view sections', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('pre-finisheds: a collapsible section of cards, shown only when it has records', async () => {
    const impression = activityDefinition('impression');
    const { calls } = mockApi({
      'GET /v1/production_orders/7/activities': {
        body: orderActivitiesOf([activityRecordOf(impression, { id: 3, was_made_by_third: true, third: 'Litografía Andina' })]),
      },
    });
    renderWithModals(<PreFinishedsSection order={order} />);
    const heading = await screen.findByRole('heading', { name: 'Preacabados' });
    expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('article', { name: 'Impresión N.º 3' });
    expect(card).toHaveTextContent('Litografía Andina');
    expect(screen.getByRole('heading', { name: 'Impresiones' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preprensas' })).toBeNull();
    expect(activityLoads(calls)).toEqual(['/v1/production_orders/7/activities']);
  });

  it("both sections share the order's one request: each shows its own types", async () => {
    const records = [
      activityRecordOf(activityDefinition('pre_press'), { id: 1 }),
      activityRecordOf(activityDefinition('die_cut'), { id: 2 }),
    ];
    const { calls } = mockApi({ 'GET /v1/production_orders/7/activities': { body: orderActivitiesOf(records) } });
    renderWithModals(
      <>
        <PreFinishedsSection order={order} />
        <FinishedsSection order={order} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Preprensas' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Troquelados' })).toBeInTheDocument();
    const preFinisheds = document.querySelector('[data-activity-section="pre_finisheds"]') as HTMLElement;
    expect(within(preFinisheds).queryByRole('heading', { name: 'Troquelados' })).toBeNull();
    await waitForQueriesToSettle();
    expect(activityLoads(calls)).toEqual(['/v1/production_orders/7/activities']);
  });

  it('finisheds: nothing at all while no finishing type has records', async () => {
    const { calls } = mockApi({ 'GET /v1/production_orders/7/activities': { body: orderActivitiesOf() } });
    const { container } = renderWithModals(<FinishedsSection order={order} />);
    await waitForQueriesToSettle();
    expect(activityLoads(calls)).toEqual(['/v1/production_orders/7/activities']);
    expect(container.querySelector('[data-activity-section]')).toBeNull();
  });

  it('an unknown order (404) reads as no activities; another failure is only logged', async () => {
    mockApi({ 'GET /v1/production_orders/7/activities': { status: 404, body: { message: 'No existe.' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderWithModals(<PreFinishedsSection order={order} />);
    await waitForQueriesToSettle();
    expect(first.container.querySelector('[data-activity-section]')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    first.unmount();

    resetState();
    signInAs({ id: 1, role: 'administrator' });
    mockApi({ 'GET /v1/production_orders/7/activities': { status: 500, body: { message: 'Error interno.' } } });
    const second = renderWithModals(<PreFinishedsSection order={order} />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(second.container.querySelector('[data-activity-section]')).toBeNull();
    logged.mockRestore();
  });
});

describe('print tables', () => {
  it('one per type in the spec order, with the finisheds heading after impression', () => {
    expect(activityPrintTables.map((table) => table.value)).toEqual([
      'pre_presses',
      'pre_cuts',
      'impressions',
      'finisheds_heading',
      'plasticizeds',
      'uv_shines',
      'burneds',
      'varnishes',
      'heat_stampeds',
      'perforations',
      'colaminados',
      'embosses',
      'sealeds',
      'die_cuts',
      'ojaletes',
      'tape_postures',
      'revisions_and_packaging',
      'various_activities',
    ]);
    expect(activityPrintTables.filter((table) => table.fetch)).toHaveLength(17);
  });
});
