import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activityDefinition, activityDefinitions } from '@tintero/domain';
import { mockApi, orderBasicsFixture, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { FinishedsSection, PreFinishedsSection } from './activity-sections';
import { activityPrintTables } from './print-tables';
import { activityRecordOf } from '../../../test/activity-records';

const order = orderBasicsFixture({ reference: 'Cajas', client: 'Dulces SA', delivery_day: '2030-02-01' });

describe('detail view sections', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('pre-finisheds: a collapsible section of cards, shown only when it has records', async () => {
    const impression = activityDefinition('impression');
    const { calls } = mockApi({
      'GET /v1/pre_presses/search_by_production_order/7': { body: [] },
      'GET /v1/pre_cuts/search_by_production_order/7': { status: 404, body: { message: 'No existe.' } },
      'GET /v1/impressions/search_by_production_order/7': {
        body: [activityRecordOf(impression, { id: 3, was_made_by_third: true, third: 'Litografía Andina' })],
      },
    });
    renderWithModals(<PreFinishedsSection order={order} />);
    const heading = await screen.findByRole('heading', { name: 'Preacabados' });
    expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('article', { name: 'Impresión N.º 3' });
    expect(card).toHaveTextContent('Litografía Andina');
    expect(screen.getByRole('heading', { name: 'Impresiones' })).toBeInTheDocument();
    const loads = calls.filter((call) => call.url.pathname.includes('/search_by_production_order/'));
    expect(loads.map((call) => call.url.pathname.split('/')[2])).toEqual(['pre_presses', 'pre_cuts', 'impressions']);
  });

  it('finisheds: nothing at all while no finishing type has records', async () => {
    const { calls } = mockApi(
      Object.fromEntries(
        activityDefinitions
          .filter((definition) => definition.section === 'finisheds')
          .map((definition) => [`GET /v1/${definition.route}/search_by_production_order/7`, { body: [] }]),
      ),
    );
    const { container } = renderWithModals(<FinishedsSection order={order} />);
    await waitForQueriesToSettle();
    expect(calls.filter((call) => call.url.pathname.includes('/search_by_production_order/'))).toHaveLength(14);
    expect(container.querySelector('[data-activity-section]')).toBeNull();
  });
});

describe('print tables', () => {
  it('one per type in the spec order, with the finisheds heading after impression: 17 loads', () => {
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
