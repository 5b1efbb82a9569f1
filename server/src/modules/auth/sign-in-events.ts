import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

export type SignInAction = 'sign_in' | 'sign_in_failed' | 'locked_out';

/**
 * A sign-in in the audit trail (docs/decisions/020): written on its own, outside any transaction a
 * refusal would roll back, so failed attempts and lock-outs stay recorded. `user_id` is who signed in
 * (null when they did not); `record_id` the account the name belongs to, if any; the name as typed.
 */
export async function recordSignIn(
  db: Database,
  event: { action: SignInAction; ip: string; username: string; userId?: number; accountId?: number; lock?: 'username' | 'address' },
) {
  const changes: Record<string, [null, string]> = { username: [null, event.username] };
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

/** The id of the account a typed name belongs to, whatever its case. */
export async function accountIdOf(db: Database, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row?.id;
}
