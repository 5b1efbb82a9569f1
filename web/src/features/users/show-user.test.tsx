import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderApp, resetState, signInAs } from '../../../test/helpers';

const admin = { id: 1, role: 'administrator' as const, first_name: 'Admin', last_name: 'Taller' };
const lucia = {
  id: 5,
  id_type: 'CC',
  identification_number: '1020304050',
  first_name: 'Lucía',
  last_name: 'Martínez',
  birthdate: '1990-04-12',
  gender: 'F',
  role: 'operator',
  hour_value: 12000,
  email: 'lucia@taller.co',
  phone: null,
  mobile: '3001234567',
  address: null,
  username: 'lucia',
  enabled: true,
  created_at: '2030-01-02T10:00:00-05:00',
  updated_at: '2030-01-02T10:00:00-05:00',
};

describe('a user, seen', () => {
  beforeEach(() => {
    resetState();
    signInAs(admin);
    mockApi({ 'GET /v1/users/5': { body: lucia }, 'GET /v1/audit_events': { body: { data: [], total: 0 } } });
  });

  it('is read as text under the person’s name, by section, with the way to edit', async () => {
    renderApp('/users/5');
    expect(await screen.findByRole('heading', { name: 'Lucía Martínez' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contact).getByText('lucia@taller.co')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Rol y valor hora' })).getByText('Operario')).toBeInTheDocument();
    // Nothing greyed out to read through: no inputs at all.
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/users/5/edit');
  });
});
