import { and, eq, sql, type SQL } from 'drizzle-orm';
import { intervalInputSchema, intervalUpdateSchema, lastsLongerThan, sameInstant, workMessages } from '@tintero/domain';
import type { Database, Transaction } from '../../db/client';
import { intervals } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { fieldError, notFound, unprocessable } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { withinTotalsLimits } from '../production-orders/costs';
import { findActivityUser, lockWork, type ActivityUserRefs } from './access';
import { findInterval } from './queries';
import { intervalRuleViolated, rollUpWork } from './roll-up';
import { publishWorkEvent, workerEvent } from '../../lib/work-events';

/**
 * The interval editor (administrators; spec part 2 §2 "Operator activity report", §5; DESIGN
 * §7.3): create, edit and delete a worker's intervals. End after start and nothing in the future
 * (422); no overlap with the worker's other intervals, running ones included (the database's
 * exclusion constraint, answered 422 on `start_time`); not before its activity was created nor
 * longer than MAX_INTERVAL_HOURS (422, docs/decisions/025). Each change records who made it and when,
 * recomputes the interval's minutes and value at the hour value the time was paid at (the
 * worker's current one for time entered now) and rolls the activity and the order up.
 */

interface Span {
  start_time: string;
  end_time: string | null;
}

function notInTheFuture(span: Span, now: Date) {
  const errors: Record<string, string[]> = {};
  if (Date.parse(span.start_time) > now.getTime()) errors.start_time = [workMessages.inTheFuture];
  if (span.end_time !== null && Date.parse(span.end_time) > now.getTime()) errors.end_time = [workMessages.inTheFuture];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** What a span the editor writes is held to besides the clock (docs/decisions/025). */
export interface SpanLimits {
  /** MAX_INTERVAL_HOURS. */
  maxHours: number;
  now: Date;
}

/**
 * Not before the activity was created (to the minute: the pickers choose minutes) and not longer
 * than the limit, a running interval counting until now. The length's error goes on `end_time`,
 * or on `start_time` when the end was not written (a running interval, or an edit of the start).
 */
function withinActivityAndLimit(span: Span, activityCreatedAt: string, limits: SpanLimits, lengthField: 'start_time' | 'end_time') {
  const errors: Record<string, string[]> = {};
  const createdMinute = Math.floor(Date.parse(activityCreatedAt) / 60_000) * 60_000;
  if (Date.parse(span.start_time) < createdMinute) errors.start_time = [workMessages.beforeActivity];
  if (lastsLongerThan(span.start_time, span.end_time ?? limits.now.toISOString(), limits.maxHours)) {
    const field = span.end_time === null ? 'start_time' : lengthField;
    errors[field] = [...(errors[field] ?? []), workMessages.tooLong(limits.maxHours)];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** Minutes, hour value and value of a span; a running one has none yet. */
function paidTime(span: Span, hourValue: SQL) {
  if (span.end_time === null) return { minutes: 0, hour_value: null, value: 0 };
  const minutes = sql`round(extract(epoch FROM (${span.end_time}::timestamptz - ${span.start_time}::timestamptz))::numeric / 60, 6)`;
  return { minutes, hour_value: hourValue, value: sql`round(${minutes} / 60 * ${hourValue}, 6)` };
}

const workerHourValue = (userId: number) => sql`(SELECT u.hour_value FROM users u WHERE u.id = ${userId})`;

/** Runs a write of time; an overlap the database refuses becomes a 422 on `start_time`. */
async function writeTime<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, (tx) => withinTotalsLimits(() => work(tx)));
  } catch (error) {
    if (intervalRuleViolated(error) === 'overlap') throw fieldError('start_time', workMessages.overlaps);
    throw error;
  }
}

async function lockInterval(tx: Transaction, refs: ActivityUserRefs, intervalId: number) {
  const [row] = await tx
    .select()
    .from(intervals)
    .where(and(eq(intervals.id, intervalId), eq(intervals.activity_user_id, refs.id)))
    .for('update');
  if (!row) throw notFound(workMessages.intervalNotFound);
  return row;
}

export async function createInterval(db: Database, actor: CurrentUser, activityUserId: number, input: unknown, limits: SpanLimits) {
  const { now } = limits;
  const refs = await findActivityUser(db, activityUserId);
  const data = parseOrThrow(intervalInputSchema, input);
  notInTheFuture(data, now);
  return writeTime(db, async (tx) => {
    const { activity } = await lockWork(tx, refs, { allowFinished: true });
    withinActivityAndLimit(data, activity.created_at, limits, 'end_time');
    const [created] = await tx
      .insert(intervals)
      .values({
        activity_user_id: refs.id,
        user_id: refs.user_id,
        start_time: data.start_time,
        end_time: data.end_time,
        quantity_produced: data.quantity_produced ?? 0,
        ...paidTime(data, workerHourValue(refs.user_id)),
        updated_by: actor.id,
        created_at: sqlTimestamp(now),
        updated_at: sqlTimestamp(now),
      })
      .returning({ id: intervals.id });
    await rollUpWork(tx, refs, now);
    await publishWorkEvent(tx, workerEvent('interval_edited', refs, now));
    return (await findInterval(tx, created!.id))!;
  });
}

/**
 * Edits an interval: what the body sends is merged onto it. A running interval given an end is
 * closed (its time paid at the worker's hour value now); a closed one keeps the rate it was paid at.
 * A span the edit leaves as it was is not judged again (a quantity added to a timer's long
 * interval); a changed one must keep within its activity and the limit.
 */
export async function updateInterval(
  db: Database,
  actor: CurrentUser,
  activityUserId: number,
  intervalId: number,
  input: unknown,
  limits: SpanLimits,
) {
  const { now } = limits;
  const refs = await findActivityUser(db, activityUserId);
  const changes = parseOrThrow(intervalUpdateSchema, input);
  return writeTime(db, async (tx) => {
    const { activity } = await lockWork(tx, refs, { allowFinished: true });
    const current = await lockInterval(tx, refs, intervalId);
    const merged = {
      start_time: changes.start_time ?? current.start_time,
      end_time: changes.end_time ?? current.end_time,
      quantity_produced: changes.quantity_produced ?? current.quantity_produced,
    };
    if (merged.end_time !== null) parseOrThrow(intervalInputSchema, merged);
    notInTheFuture(merged, now);
    const endChanged = !sameInstant(merged.end_time, current.end_time);
    if (endChanged || !sameInstant(merged.start_time, current.start_time)) {
      withinActivityAndLimit(merged, activity.created_at, limits, endChanged ? 'end_time' : 'start_time');
    }
    const rate = sql`COALESCE(${intervals.hour_value}, ${workerHourValue(refs.user_id)})`;
    await tx
      .update(intervals)
      .set({ ...merged, ...paidTime(merged, rate), updated_by: actor.id, updated_at: sqlTimestamp(now) })
      .where(eq(intervals.id, intervalId));
    await rollUpWork(tx, refs, now);
    await publishWorkEvent(tx, workerEvent('interval_edited', refs, now));
    return (await findInterval(tx, intervalId))!;
  });
}

export async function deleteInterval(db: Database, activityUserId: number, intervalId: number, now: Date) {
  const refs = await findActivityUser(db, activityUserId);
  await writeTime(db, async (tx) => {
    await lockWork(tx, refs, { allowFinished: true });
    await lockInterval(tx, refs, intervalId);
    await tx.delete(intervals).where(eq(intervals.id, intervalId));
    await rollUpWork(tx, refs, now);
    await publishWorkEvent(tx, workerEvent('interval_edited', refs, now));
  });
}
