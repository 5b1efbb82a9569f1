import { messages } from '@tintero/domain';
import type { Database, Transaction } from '../db/client';
import { setAuditActor } from './audit-context';
import { HttpError } from './http-errors';
import { claimIdempotencyKey, idempotencyKeyCommitted } from './idempotency';
import { pgCode } from './pg-errors';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 4;

/**
 * One operation, one transaction (DESIGN §4): everything inside commits together or not at all.
 * Serialization failures and deadlocks are retried a few times, then answered 503. The request's
 * user and address go first, for the audit triggers (lib/audit-context.ts), then the request's
 * `Idempotency-Key`, if it has one (lib/idempotency.ts): the key is taken only with the write.
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await db.transaction(async (tx) => {
        await setAuditActor(tx);
        await claimIdempotencyKey(tx);
        return work(tx);
      });
      idempotencyKeyCommitted();
      return result;
    } catch (error) {
      const code = pgCode(error);
      if (code && RETRYABLE.has(code)) {
        if (attempt < MAX_ATTEMPTS) continue;
        throw new HttpError(503, messages.http.busy);
      }
      throw error;
    }
  }
}
