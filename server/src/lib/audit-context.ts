import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';

/**
 * Who is acting, for the audit trail (docs/decisions/020). Every request runs inside this storage,
 * so `inTransaction` can tell the database, without any service passing it along, which user and
 * address the transaction writes for; the row triggers of migration 0013 read it.
 */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();
/** The moment a request's device stated for its action (lib/stated-at.ts), for the audit trail. */
const deviceTimes = new WeakMap<FastifyRequest, Date>();

/** The current request's action happens at a moment its device stated: its audit events say so. */
export function recordDeviceTime(moment: Date) {
  const request = currentRequest.getStore();
  if (request) deviceTimes.set(request, moment);
}

/** Registered before the auth hook: everything that request runs afterwards sees it. */
export function trackRequestsForAudit(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => currentRequest.run(request, done));
}

/** The acting user's id (once the auth hook has identified them) and address; nothing outside a request. */
export function auditActor(): { userId: number | undefined; ip: string; deviceAt: Date | undefined } | undefined {
  const request = currentRequest.getStore();
  if (!request) return undefined;
  // currentUser is null on public routes (sign-in) and before the auth hook has run.
  return { userId: (request.currentUser as { id: number } | null)?.id, ip: request.ip, deviceAt: deviceTimes.get(request) };
}

/** The request this code runs for, if any (the idempotency keys read it: plugins/idempotency.ts). */
export const currentRequestOf = () => currentRequest.getStore();

/**
 * Sets the actor for the rest of this transaction only (`set_config(..., true)`): a pooled
 * connection never carries one request's user into the next. Outside a request (seed, scripts) it
 * sets nothing, and the triggers record the change without a user. A moment the device stated
 * goes in `tintero.device_at` (migration 0027: the events' `device_at`).
 */
export async function setAuditActor(tx: Executor) {
  const actor = auditActor();
  if (!actor) return;
  const userId = actor.userId === undefined ? '' : String(actor.userId);
  const deviceAt = actor.deviceAt?.toISOString() ?? '';
  await tx.execute(
    sql`SELECT set_config('tintero.user_id', ${userId}, true), set_config('tintero.ip', ${actor.ip}, true), set_config('tintero.device_at', ${deviceAt}, true)`,
  );
}
