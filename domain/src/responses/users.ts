import { z } from 'zod';
import { GENDERS, ROLES } from '../users';
import { calendarDate, moneyAmount, rowId, timestamp, type ResponsesByRole } from './common';

/** A user as administrators get it: never the password hash or the token version. */
export const userResponseSchema = z.object({
  id: rowId(),
  id_type: z.string(),
  identification_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birthdate: calendarDate().nullable(),
  gender: z.enum(GENDERS),
  role: z.enum(ROLES),
  hour_value: moneyAmount(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  username: z.string(),
  enabled: z.boolean(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** Their own account as operators and sellers get it: no hour value (DESIGN §5). */
export const ownUserResponseSchema = userResponseSchema.omit({ hour_value: true });

export const userResponses = {
  administrator: userResponseSchema,
  operator: ownUserResponseSchema,
  seller: ownUserResponseSchema,
} satisfies ResponsesByRole;

/** `PUT /users/{id}`: a new password on one's own account also answers the session's new token. */
const withNewToken = { jwt: z.string().optional() };
export const updatedUserResponses = {
  administrator: userResponseSchema.extend(withNewToken),
  operator: ownUserResponseSchema.extend(withNewToken),
  seller: ownUserResponseSchema.extend(withNewToken),
} satisfies ResponsesByRole;

export type UserResponse = z.infer<typeof userResponseSchema>;
export type OwnUserResponse = z.infer<typeof ownUserResponseSchema>;
/** A user as any role receives it: `hour_value` only administrators. */
export type User = OwnUserResponse & Partial<Pick<UserResponse, 'hour_value'>>;

/** `POST /sign_in`. */
export const signInResponseSchema = z.object({ jwt: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
