import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '@tintero/domain';
import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { currentRequestOf } from './audit-context';
import { sqlTimestamp } from './clock';
import { conflict, fieldError } from './http-errors';
import { pgCode } from './pg-errors';

/**
 * `Idempotency-Key` on every write (DESIGN §12.3, docs/decisions/046; the hooks in
 * plugins/idempotency.ts). A key is its user's: the row (user, key) is inserted FIRST in the write's
 * own transaction (`claimIdempotencyKey`, called by `inTransaction`), so it exists exactly when the
 * write committed, on PostgreSQL and on PGlite alike:
 *
 * - a repeat after the answer: the stored answer, nothing done again;
 * - two requests at once with one key: the second's insert waits on the first's row (PostgreSQL's
 *   unique index; PGlite runs one transaction at a time) and, once the first commits, fails with
 *   23505: its transaction rolls back having done nothing, and it answers 409 `idempotency_key_in_progress`
 *   (the client sends it again and gets the first's answer); if the first rolled back, the second acts;
 * - a write that fails rolls its key back with it: the same request sent again is tried again.
 */

/** How long a key holds: a repeat later acts again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_FIELD = 'Idempotency-Key';
export const IN_PROGRESS_CODE = 'idempotency_key_in_progress';

/** What a keyed write carries from the plugin's preHandler to its transaction and its answer. */
export interface KeyedWrite {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
  now: Date;
  /** The key's row committed with the write (set by inTransaction after the commit). */
  committed: boolean;
}

const keyedWrites = new WeakMap<object, KeyedWrite>();

export const keyedWriteOf = (request: object) => keyedWrites.get(request);
export const markKeyedWrite = (request: object, write: KeyedWrite) => keyedWrites.set(request, write);

/** 1 to 255 visible ASCII characters (a UUID, as the web app sends): 422 naming the header otherwise. */
export function checkedKey(value: string | string[]): string {
  const key = Array.isArray(value) ? value.join(',') : value;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw fieldError(IDEMPOTENCY_FIELD, messages.idempotency.keyLength);
  return key;
}

/** SHA-256 of the body as the server read it (JSON or form alike); a request without body hashes `null`. */
export const bodyHashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

/** The user's live row for a key (an expired one is deleted on sight and counts as none). */
export async function findKey(db: Database, userId: number, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
  if (row && Date.parse(row.created_at) <= expiredBefore(now).getTime()) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.created_at, row.created_at)));
    return undefined;
  }
  return row;
}

/** The same key on another request (method, path or body): 422. */
export const keyReused = () => fieldError(IDEMPOTENCY_FIELD, messages.idempotency.keyReused);
/** The key's write has committed and its answer is not stored yet, or a write with it is under way: 409. */
export const keyInProgress = () => conflict(IN_PROGRESS_CODE, messages.idempotency.inProgress);

/**
 * First statement of a keyed write's transaction (lib/transaction.ts): the key's row, answer to
 * come. Outside a keyed write, or once its row committed (a second transaction of the request),
 * nothing.
 */
export async function claimIdempotencyKey(tx: Executor) {
  const request = currentRequestOf();
  const write = request && keyedWrites.get(request);
  if (!write || write.committed) return;
  try {
    await tx.insert(idempotencyKeys).values({
      user_id: write.userId,
      key: write.key,
      method: write.method,
      path: write.path,
      body_hash: write.bodyHash,
      created_at: sqlTimestamp(write.now),
    });
  } catch (error) {
    // Another request with this key committed first (it waited on its row): this one does nothing.
    if (pgCode(error) === '23505') throw keyInProgress();
    throw error;
  }
}

/** After a transaction committed: the request's key is taken. */
export function idempotencyKeyCommitted() {
  const request = currentRequestOf();
  const write = request && keyedWrites.get(request);
  if (write) write.committed = true;
}

/**
 * The answer of a keyed write, once sent: a 2xx stored for its repeats; a refusal (4xx) after a
 * commit lets the key go (the request may be tried again); a 5xx, or an answer that cannot be kept
 * (`undefined`: a stream), leaves a committed key without answer: its repeats are told it is under
 * way until it expires, never acted on twice.
 */
export async function storeAnswer(db: Database, write: KeyedWrite, status: number, answer: string | null | undefined) {
  const where = and(eq(idempotencyKeys.user_id, write.userId), eq(idempotencyKeys.key, write.key));
  if (status >= 500 || answer === undefined) return;
  if (status >= 300) {
    if (write.committed) await db.delete(idempotencyKeys).where(where);
    return;
  }
  if (write.committed) {
    await db.update(idempotencyKeys).set({ status, answer }).where(where);
    return;
  }
  // A write that ran no transaction of its own (none does today): the key is kept from its answer on.
  await db
    .insert(idempotencyKeys)
    .values({
      user_id: write.userId,
      key: write.key,
      method: write.method,
      path: write.path,
      body_hash: write.bodyHash,
      status,
      answer,
      created_at: sqlTimestamp(write.now),
    })
    .onConflictDoNothing();
}

/** Deletes the keys older than IDEMPOTENCY_KEY_HOURS; how many. */
export async function purgeExpiredKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, sqlTimestamp(expiredBefore(now))))
    .returning({ key: sql`1` });
  return deleted.length;
}
