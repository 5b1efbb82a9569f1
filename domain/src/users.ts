import { z } from 'zod';
import { messages } from './messages';
import { money, optionalDate, optionalText, requiredText, safeString } from './schema-helpers';

export const ROLES = ['operator', 'administrator', 'seller'] as const;
export type Role = (typeof ROLES)[number];
export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];

export const DEFAULT_ID_TYPE = 'Cédula de Ciudadanía';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Fields a person may change on their own account without being an administrator. */
export const CONTACT_FIELDS = ['email', 'phone', 'mobile', 'address'] as const;

const password = safeString(messages.invalid)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, messages.tooLong(PASSWORD_MAX_LENGTH));

const optionalPassword = z
  .union([password, z.literal(''), z.null()], { error: messages.invalid })
  .optional()
  .transform((value) => (value ? value : undefined));

const username = requiredText(30).regex(/^[^\sA-Z]+$/, messages.usernameFormat);

/** Contact fields: the part of a user anyone may edit on their own account. */
const contactShape = {
  email: z
    .union([z.email({ error: messages.invalidEmail }).max(150, messages.tooLong(150)), z.literal(''), z.null()], {
      error: messages.invalidEmail,
    })
    .optional()
    .transform((value) => (value ? value : null)),
  phone: optionalText(10),
  mobile: optionalText(10),
  address: optionalText(140),
};

const passwordShape = {
  password: optionalPassword,
  password_confirmation: safeString().nullish(),
};

const adminShape = {
  id_type: requiredText(60).default(DEFAULT_ID_TYPE),
  identification_number: requiredText(20),
  first_name: requiredText(120),
  last_name: requiredText(120),
  birthdate: optionalDate(),
  gender: z.enum(GENDERS, { error: messages.required }),
  role: z.enum(ROLES, { error: messages.required }),
  hour_value: money(0),
  username,
  enabled: z.boolean({ error: messages.invalid }).optional(),
  ...contactShape,
  ...passwordShape,
};

/** If a password is given, its confirmation must match (spec part 1 §5). */
function confirmPassword(
  value: { password?: string | undefined; password_confirmation?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.password && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: messages.passwordMismatch });
  }
}

/** An administrator creating a user: every field, password required. */
export const userCreateSchema = z.object({ ...adminShape, password }).superRefine(confirmPassword);

/** An administrator editing any user: any subset of the fields; password optional. */
export const userUpdateSchema = z
  .object(adminShape)
  .partial()
  .extend({ current_password: safeString().nullish() })
  .superRefine(confirmPassword);

/** Someone editing their own account who is not an administrator: contact data and password. */
export const userSelfUpdateSchema = z
  .object({ ...contactShape, ...passwordShape })
  .partial()
  .extend({ current_password: safeString().nullish() })
  .superRefine(confirmPassword);

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type UserSelfUpdate = z.output<typeof userSelfUpdateSchema>;

export const signInSchema = z.object(
  {
    username: requiredText(30),
    password: safeString(messages.required).min(1, messages.required),
  },
  { error: messages.notAnObject },
);

/** Claims of the sign-in token (DESIGN §5). */
export interface TokenClaims {
  id: number;
  role: Role;
  first_name: string;
  last_name: string;
  tv: number;
  exp?: number;
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
