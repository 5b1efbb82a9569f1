import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventResponse } from '@tintero/domain';
import { mockApi, renderWithProviders, resetState, signInAs, waitForQueriesToSettle } from '../../test/helpers';
import { AuditHistory } from './audit-history';

const created: AuditEventResponse = {
  id: 10,
  at: '2026-11-20T15:04:00.000Z',
  user_id: 1,
  user_name: 'Admin Taller',
  ip: '192.0.2.44',
  action: 'created',
  record_type: 'purchases',
  record_id: 5,
  parent_type: null,
  parent_id: null,
  changes: { company: [null, 'Papeles del Valle'], purchased_at: [null, '2026-11-18'] },
  device_at: null,
};
const detail: AuditEventResponse = {
  ...created,
  id: 11,
  action: 'updated',
  record_type: 'purchase_details',
  record_id: 12,
  parent_type: 'purchases',
  parent_id: 5,
  changes: { quantity: [4, 6] },
};

describe('the Historial panel', () => {
  beforeEach(() => resetState());

  it("is closed and asks nothing until opened; then shows the record's events and its parts'", async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin', last_name: 'Taller' });
    const { calls } = mockApi({ 'GET /v1/audit_events': { body: { data: [detail, created], total: 2, page: 1, per_page: 10 } } });
    const user = userEvent.setup();
    renderWithProviders(<AuditHistory recordType="purchases" recordId={5} />);

    await waitForQueriesToSettle();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Historial' }));

    expect(await screen.findByText(/Creó/)).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ record_type: 'purchases', record_id: '5', page: '1', per_page: '10' });
    const [partEvent, ownEvent] = screen.getAllByTestId('audit-event');
    expect(partEvent).toHaveTextContent('Admin Taller · Modificó · Detalle de compra #12');
    expect(partEvent).toHaveTextContent('Cantidad: 4 → 6');
    expect(ownEvent).toHaveTextContent('Empresa: Papeles del Valle');
    expect(ownEvent).toHaveTextContent('Fecha de compra: 2026-11-18');
  });

  it('says so when nothing was recorded, and is not there for anyone but administrators', async () => {
    signInAs({ id: 1, role: 'administrator', first_name: 'Admin', last_name: 'Taller' });
    mockApi({ 'GET /v1/audit_events': { body: { data: [], total: 0, page: 1, per_page: 10 } } });
    const user = userEvent.setup();
    const view = renderWithProviders(<AuditHistory recordType="users" recordId={3} />);
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('No hay cambios registrados.')).toBeInTheDocument();
    view.unmount();

    signInAs({ id: 2, role: 'seller', first_name: 'Vera', last_name: 'Ventas' });
    renderWithProviders(<AuditHistory recordType="production_orders" recordId={3} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument());
  });
});
