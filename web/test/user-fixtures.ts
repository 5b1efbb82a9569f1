import type { User } from '@tintero/domain';

/** An operator's whole record as an administrator receives it, and the catalogue her form reads. */
export const olga: User = {
  id: 5,
  id_type: 'Cédula de Ciudadanía',
  identification_number: '1020304050',
  first_name: 'Olga',
  last_name: 'Ramírez',
  birthdate: '1990-04-12',
  gender: 'F',
  role: 'operator',
  hour_value: 12500.5,
  email: 'olga@taller.co',
  phone: null,
  mobile: '3001234567',
  address: null,
  username: 'olga',
  enabled: true,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

export const documentTypes = [
  { id: 1, list_id: 1, key: 'CC', value: 'Cédula de Ciudadanía' },
  { id: 2, list_id: 1, key: 'PA', value: 'Pasaporte' },
];
