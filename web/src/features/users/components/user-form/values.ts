import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  DEFAULT_ID_TYPE,
  messages,
  userCreateSchema,
  userSelfUpdateSchema,
  userUpdateSchema,
  type User,
} from '@tintero/domain';
import { domainResolver, textLimits } from '../../../../lib/form-values';

/**
 * What the form is for:
 * - `new`: an administrator creates a user (password required);
 * - `edit`: an administrator edits someone else;
 * - `account`: someone edits their own record (current password required; only contact data
 *   and password unless they are an administrator).
 */
export type UserFormMode = 'new' | 'edit' | 'account';

export interface UserFormValues {
  id_type: string;
  identification_number: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: string;
  role: string;
  hour_value: number | null;
  email: string;
  phone: string;
  mobile: string;
  address: string;
  username: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}

export type UserFieldName = keyof UserFormValues;

/** Every text field's maximum length, as the server checks it. */
export const USER_LIMITS = textLimits(userUpdateSchema);

export function toFormValues(user?: User): UserFormValues {
  return {
    id_type: user?.id_type ?? DEFAULT_ID_TYPE,
    identification_number: user?.identification_number ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    birthdate: user?.birthdate ?? '',
    gender: user?.gender ?? '',
    role: user?.role ?? '',
    hour_value: user?.hour_value ?? null,
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    mobile: user?.mobile ?? '',
    address: user?.address ?? '',
    username: user?.username ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

const requireCurrentPassword = (value: { current_password?: string | null }, ctx: z.RefinementCtx) => {
  if (!value.current_password) {
    ctx.addIssue({ code: 'custom', path: ['current_password'], message: messages.currentPasswordRequired });
  }
};

/**
 * The domain schema that validates this form (the server validates with the same one). An empty
 * password on a new user reads as the generic "required" message rather than "too short".
 */
export function resolverFor(mode: UserFormMode, isAdministrator: boolean): Resolver<UserFormValues> {
  if (mode === 'new') return domainResolver<UserFormValues>(userCreateSchema, { requiredWhenEmpty: ['password'] });
  if (mode === 'account') {
    return domainResolver<UserFormValues>((isAdministrator ? userUpdateSchema : userSelfUpdateSchema).superRefine(requireCurrentPassword));
  }
  return domainResolver<UserFormValues>(userUpdateSchema);
}

/**
 * The fields whose change is an edit: a non-administrator's own contact data, else every field.
 * The password counts when given; its confirmation and the current password ride along with the
 * request (`payloadOf`) but are not changes by themselves.
 */
export function comparedFields(contactOnly: boolean): readonly UserFieldName[] {
  const riding: readonly UserFieldName[] = ['password_confirmation', 'current_password'];
  if (contactOnly) return [...CONTACT_FIELDS, 'password'];
  return (Object.keys(toFormValues()) as UserFieldName[]).filter((name) => !riding.includes(name));
}

/** The body: the changes, the confirmation with a new password, the current password on one's own account. */
export function payloadOf(mode: UserFormMode) {
  return (changes: Partial<UserFormValues>, values: UserFormValues): Record<string, unknown> => ({
    ...changes,
    ...(changes.password ? { password_confirmation: values.password_confirmation } : {}),
    ...(mode === 'account' ? { current_password: values.current_password } : {}),
  });
}

/** Who may change what in this form; each section reads it. */
export interface UserFormAccess {
  mode: UserFormMode;
  isNew: boolean;
  /** Only contact data and password are editable (a non-administrator's own account). */
  restricted: boolean;
  /** The signed-in person is an administrator (edits every field, sees hour values). */
  viewerIsAdministrator: boolean;
}

export function accessOf(mode: UserFormMode, viewerIsAdministrator: boolean): UserFormAccess {
  return {
    mode,
    isNew: mode === 'new',
    restricted: mode === 'account' && !viewerIsAdministrator,
    viewerIsAdministrator,
  };
}
