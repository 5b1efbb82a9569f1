import { describe, expect, it } from 'vitest';
import { messages, userCreateSchema, userSelfUpdateSchema, userUpdateSchema } from '../src';

const valid = {
  identification_number: '1020304050',
  first_name: 'Ana',
  last_name: 'Pérez',
  gender: 'F',
  role: 'operator',
  hour_value: 12000,
  username: 'ana',
  password: 'secreto-123',
  password_confirmation: 'secreto-123',
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('userCreateSchema', () => {
  it('accepts a complete user and defaults the document type', () => {
    const parsed = userCreateSchema.parse(valid);
    expect(parsed.id_type).toBe('Cédula de Ciudadanía');
    expect(parsed.email).toBeNull();
  });

  it.each([
    ['identification_number', 'x'.repeat(21), messages.tooLong(20)],
    ['first_name', 'x'.repeat(121), messages.tooLong(120)],
    ['last_name', '', messages.required],
    ['email', 'x'.repeat(140) + '@example.com', messages.tooLong(150)],
    ['email', 'no-es-correo', messages.invalidEmail],
    ['phone', '12345678901', messages.tooLong(10)],
    ['mobile', '12345678901', messages.tooLong(10)],
    ['address', 'x'.repeat(141), messages.tooLong(140)],
    ['username', 'x'.repeat(31), messages.tooLong(30)],
    ['username', 'Ana', messages.usernameFormat],
    ['hour_value', -1, messages.tooSmall(0)],
  ])('rejects %s = %j', (field, value, message) => {
    expect(errorsOf(userCreateSchema.safeParse({ ...valid, [field]: value }))[field]).toBe(message);
  });

  it('requires gender, role and hour value', () => {
    const errors = errorsOf(userCreateSchema.safeParse({ ...valid, gender: undefined, role: undefined, hour_value: undefined }));
    expect(Object.keys(errors).sort()).toEqual(['gender', 'hour_value', 'role']);
  });

  it('requires a password with a matching confirmation', () => {
    expect(errorsOf(userCreateSchema.safeParse({ ...valid, password: undefined })).password).toBeDefined();
    expect(errorsOf(userCreateSchema.safeParse({ ...valid, password_confirmation: 'otra' })).password_confirmation).toBe(
      messages.passwordMismatch,
    );
  });
});

describe('update schemas', () => {
  it('lets an administrator send any subset and keeps the password optional', () => {
    expect(userUpdateSchema.parse({ phone: '123' })).toMatchObject({ phone: '123' });
    expect(userUpdateSchema.parse({ password: '' }).password).toBeUndefined();
  });

  it('drops every non-contact field for someone editing their own account', () => {
    const parsed = userSelfUpdateSchema.parse({
      phone: '3001112233',
      role: 'administrator',
      hour_value: 99999,
      enabled: true,
      first_name: 'X',
    });
    expect(parsed).toEqual({ phone: '3001112233' });
  });
});
