import { sql } from 'drizzle-orm';
import type { WorkEvent, WorkEventKind } from '@tintero/domain';
import type { Executor } from '../db/client';

/**
 * Every change of work time is published here, and only here (issue 13; docs/decisions/013): the
 * live board, the operators' dashboards and the order screens refetch what an event names.
 *
 * `pg_notify` inside the change's own transaction: PostgreSQL delivers it only when that transaction
 * commits (never for one rolled back or retried), to every process LISTENing on the channel,
 * this one included (PGlite does the same in-process). Ids only, never money: the payload
 * travels to operators' browsers.
 */
export const WORK_EVENTS_CHANNEL = 'tintero_work_events';

export async function publishWorkEvent(tx: Executor, event: WorkEvent) {
  await tx.execute(sql`SELECT pg_notify(${WORK_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The event of a change to one worker's time. */
export const workerEvent = (
  kind: WorkEventKind,
  refs: { id: number; user_id: number; activity_id: number; production_order_id: number },
  now: Date,
): WorkEvent => ({
  kind,
  production_order_id: refs.production_order_id,
  activity_id: refs.activity_id,
  activity_user_id: refs.id,
  user_id: refs.user_id,
  at: now.toISOString(),
});
