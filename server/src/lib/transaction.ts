import { messages } from '@tintero/domain';
import type { Database, Transaction } from '../db/client';
import { setAuditActor } from './audit-context';
import { HttpError } from './http-errors';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 4;

/** The SQLSTATE of a database error, wherever the driver or Drizzle wrapped it. */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One operation, one transaction (DESIGN §4): everything inside commits together or not at all.
 * Serialization failures and deadlocks are retried a few times, then answered 503. The request's
 * user and address go first, for the audit triggers (lib/audit-context.ts).
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await setAuditActor(tx);
        return work(tx);
      });
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

/** The unique-index name behind a 23505 violation, to turn it into a field error. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
