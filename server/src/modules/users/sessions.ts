import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { auditActor } from '../../lib/audit-context';
import { notFound } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import type { ForgetUser } from './service';

/**
 * Ends every session of a user ("Cerrar sesión en todos los dispositivos"): the token version goes
 * up, so every token issued before it, the caller's own included, answers 401 from the next
 * request on, in every process (`forgetUser` drops the cached state here and notifies the others
 * in the same transaction; their event streams end too). Tokens issued afterwards work.
 * docs/decisions/021.
 */
export async function endSessions(db: Database, forgetUser: ForgetUser, id: number) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw notFound('El usuario no existe.');
    // The row trigger leaves the token version out of the trail (bookkeeping): this is its own event.
    const actor = auditActor();
    await tx.insert(auditEvents).values({
      action: 'sessions_ended',
      user_id: actor?.userId ?? null,
      ip: actor?.ip ?? null,
      record_type: 'users',
      record_id: id,
      changes: {},
    });
    await forgetUser(tx, id);
  });
}
