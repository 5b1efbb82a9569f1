import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityDefinition, formatDateTime } from '@tintero/domain';
import { mockApi, orderBasicsFixture, renderWithModals, resetState, signInAs, waitForQueriesToSettle } from '../../../test/helpers';
import { PreFinishedsSection } from './activity-sections';
import { ActivityList } from './components/activity-list';
import { activityRecordOf, orderActivitiesOf } from '../../../test/activity-records';
import type { ActivityWorker } from './types';
import { intervalOf } from '../../../test/work-records';

const impression = activityDefinition('impression');
const worker = (id: number, first_name: string, activity_user_id: number): ActivityWorker =>
  ({ id, first_name, last_name: 'Martínez', activity_user_id, quantity_produced: 0, status: 'paused' }) as ActivityWorker;
const records = [
  activityRecordOf(impression, { id: 3, status: 'paused', users: [worker(5, 'Lucía', 31), worker(6, 'Pedro', 32)] }),
  activityRecordOf(impression, { id: 4, status: 'pending', users: [worker(5, 'Lucía', 33)] }),
  activityRecordOf(impression, { id: 6, status: 'finished', was_made_by_third: true, third: 'Litografía Andina' }),
];
const replies = {
  'GET /v1/production_orders/7/activities': { body: orderActivitiesOf(records) },
  'GET /v1/machines': { body: [] },
  'GET /v1/activity_users/31/intervals': { body: [intervalOf({ value: 15000 })] },
  'GET /v1/activity_users/32/intervals': { body: [] },
  'GET /v1/activity_users/33/intervals': { body: [] },
};

describe('the "intervalos" button of activity cards and tables', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('shows on cards of activities under way in a developing order, and opens the editor on their workers', async () => {
    mockApi(replies);
    const user = userEvent.setup();
    renderWithModals(<PreFinishedsSection order={orderBasicsFixture({ status: 'developing' })} />);
    const card = await screen.findByRole('article', { name: 'Impresión N.º 3' });
    expect(within(screen.getByRole('article', { name: 'Impresión N.º 4' })).queryByRole('button', { name: 'Intervalos' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Impresión N.º 6' })).queryByRole('button', { name: 'Intervalos' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Intervalos' }));
    const editor = await screen.findByRole('dialog', { name: 'Intervalos · Impresión N.º 3' });
    expect((await within(editor).findAllByText('$ 15.000,0')).length).toBeGreaterThan(0);
    expect(within(editor).getByLabelText('Trabajador')).toHaveDisplayValue('Lucía Martínez');
  });

  it('on a finished order the cards still list each worker’s intervals, read-only, without the button', async () => {
    mockApi(replies);
    renderWithModals(<PreFinishedsSection order={orderBasicsFixture({ status: 'finished' })} />);
    const card = await screen.findByRole('article', { name: 'Impresión N.º 3' });
    const lucia = await within(card).findByRole('list', { name: 'Intervalos de Lucía Martínez' });
    const [interval] = within(lucia).getAllByRole('listitem');
    expect(interval).toHaveTextContent(formatDateTime(intervalOf().start_time));
    expect(interval).toHaveTextContent(formatDateTime(intervalOf().end_time));
    expect(interval).toHaveTextContent('01:30:00');
    expect(within(card).queryByRole('button', { name: 'Intervalos' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Editar intervalo|Eliminar intervalo/ })).toBeNull();
  });

  it('does not show when the order is not developing', async () => {
    mockApi(replies);
    renderWithModals(<PreFinishedsSection order={orderBasicsFixture({ status: 'in_review' })} />);
    const card = await screen.findByRole('article', { name: 'Impresión N.º 3' });
    expect(within(card).queryByRole('button', { name: 'Intervalos' })).toBeNull();
  });

  it('is a row action of the type table, under the same rule', async () => {
    mockApi(replies);
    const user = userEvent.setup();
    renderWithModals(<ActivityList definition={impression} orderId={7} closed={false} refreshOrder={vi.fn()} orderStatus="developing" />);
    await user.click(await screen.findByRole('button', { name: 'Intervalos Impresión 3' }));
    expect(await screen.findByRole('dialog', { name: 'Intervalos · Impresión N.º 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intervalos Impresión 4' })).toBeNull();
  });

  it('operators never get it', async () => {
    signInAs({ id: 5, role: 'operator' });
    mockApi(replies);
    renderWithModals(<PreFinishedsSection order={orderBasicsFixture({ status: 'developing' })} />);
    await screen.findByRole('article', { name: 'Impresión N.º 3' });
    await waitForQueriesToSettle();
    expect(screen.queryByRole('button', { name: 'Intervalos' })).toBeNull();
  });
});
