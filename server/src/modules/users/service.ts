import { eq, sql } from 'drizzle-orm';
import { messages, userCreateSchema, userSelfUpdateSchema, userUpdateSchema, type Role } from '@tintero/domain';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, fieldError, HttpError, unprocessable } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { releaseDisabledWorker } from '../operator-work/departures';
import { findUser, type UserRow } from './queries';

/**
 * Whether `typed` is the user's password. The route passes one that spends the sign-in throttle's
 * budget for the name (auth/sign-in-throttle.ts), and answers 429 past it.
 */
export type CurrentPasswordCheck = (user: UserRow, typed: string) => Promise<boolean>;

/** 422 on `current_password`: the route records the failed guess in the audit trail. */
export class WrongCurrentPassword extends HttpError {
  constructor() {
    super(422, messages.http.validation, { errors: { current_password: [messages.currentPasswordWrong] } });
  }
}
/** Ends the cached sign-in state of a user in every process (see plugins/auth.ts). */
export type ForgetUser = (tx: Executor, userId: number) => Promise<void>;

function rethrowUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_unique') throw fieldError('username', messages.usernameTaken);
  if (constraint === 'users_identification_number_unique') throw fieldError('identification_number', messages.identificationTaken);
  throw error;
}

export async function createUser(db: Database, input: unknown) {
  const data = parseOrThrow(userCreateSchema, input);
  const { password, password_confirmation: _confirmation, ...fields } = data;
  const password_hash = await hashPassword(password);
  try {
    // In a transaction like every write: it carries who creates the user to the audit trail.
    const [row] = await inTransaction(db, (tx) =>
      tx
        .insert(users)
        .values({ ...fields, enabled: fields.enabled ?? true, password_hash })
        .returning(),
    );
    return row!;
  } catch (error) {
    rethrowUnique(error);
  }
}

/**
 * Updates a user. Administrators edit every field of others; anyone editing their own account
 * must give `current_password`, and non-administrators only reach their contact data and password
 * (the self schema drops every other key). Disabling, a new password or a new role bump the token
 * version, which ends the user's other sessions at once.
 */
export async function updateUser(
  db: Database,
  forgetUser: ForgetUser,
  actor: CurrentUser,
  id: number,
  input: unknown,
  now: Date,
  isCurrentPassword: CurrentPasswordCheck,
) {
  const isSelf = actor.id === id;
  const schema = actor.role === 'administrator' ? userUpdateSchema : userSelfUpdateSchema;
  const data = parseOrThrow(schema, input);
  const {
    password,
    password_confirmation: _confirmation,
    current_password,
    ...fields
  } = data as typeof data & {
    role?: Role;
    enabled?: boolean;
  };

  const newHash = password ? await hashPassword(password) : undefined;
  try {
    return await inTransaction(db, async (tx) => {
      const current = await findUser(tx, id, { forUpdate: true });
      if (isSelf) {
        if (!current_password) throw fieldError('current_password', messages.currentPasswordRequired);
        if (!(await isCurrentPassword(current, current_password))) throw new WrongCurrentPassword();
        if (fields.enabled === false) throw conflict('cannot_disable_self', messages.users.cannotDisableSelf);
        if (fields.role !== undefined && fields.role !== current.role) throw unprocessable({ role: [messages.ownRole] });
      }
      const endsSessions =
        newHash !== undefined ||
        (fields.enabled === false && current.enabled) ||
        (fields.role !== undefined && fields.role !== current.role);
      const [row] = await tx
        .update(users)
        .set({
          ...fields,
          ...(newHash ? { password_hash: newHash } : {}),
          token_version: endsSessions ? current.token_version + 1 : current.token_version,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      if (fields.enabled === false && current.enabled) await releaseDisabledWorker(tx, id, now);
      await forgetUser(tx, id);
      return row!;
    });
  } catch (error) {
    rethrowUnique(error);
  }
}

/**
 * DELETE disables (records that reference the user must keep pointing at them); their running
 * interval closes and they leave the activities they logged no time on (docs/decisions/009).
 */
export async function disableUser(db: Database, forgetUser: ForgetUser, actor: CurrentUser, id: number, now: Date) {
  if (actor.id === id) throw conflict('cannot_disable_self', messages.users.cannotDisableSelf);
  return inTransaction(db, async (tx) => {
    const current = await findUser(tx, id, { forUpdate: true });
    if (!current.enabled) return current;
    const [row] = await tx
      .update(users)
      .set({ enabled: false, token_version: current.token_version + 1, updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await releaseDisabledWorker(tx, id, now);
    await forgetUser(tx, id);
    return row!;
  });
}
