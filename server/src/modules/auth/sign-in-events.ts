import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type PasswordAction = 'sign_in' | 'sign_in_failed' | 'locked_out' | 'password_check_failed';

/**
 * A password attempt in the audit trail (docs/decisions/020, 026): a sign-in, a failed one, a lock-out,
 * or a wrong `current_password` on one's own account. Written on its own, outside any transaction a
 * refusal would roll back, so failures and lock-outs stay recorded. `user_id` is who acted (null when
 * nobody signed in); `record_id` the account the attempt was on. What was typed as the name is never
 * written: it is the account's id when the name is one, else only that it was unknown and its length
 * (a password typed into the name box must not stay in an append-only trail).
 */
export async function recordPasswordAttempt(
  db: Database,
  event: {
    action: PasswordAction;
    ip: string;
    userId?: number;
    accountId: number | undefined;
    /** The name as typed, when the account is not known: only its length is kept. */
    typedName?: string;
    lock?: 'username' | 'address';
  },
) {
  const changes: Record<string, [null, string | number]> = {};
  if (event.accountId === undefined && event.typedName !== undefined) {
    changes.unknown_username_length = [null, [...event.typedName].length];
  }
  if (event.lock) changes.lock = [null, event.lock === 'username' ? 'usuario' : 'dirección'];
  await db.insert(auditEvents).values({
    action: event.action,
    user_id: event.userId ?? null,
    ip: event.ip,
    record_type: 'users',
    record_id: event.accountId ?? null,
    changes,
  });
}
