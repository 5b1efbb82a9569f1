import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages, observationBodySchema, quantityProducedBodySchema, startBodySchema, workMessages } from '@tintero/domain';
import { rowsOf, type Database, type Transaction } from '../../db/client';
import { activityUsers, intervals } from '../../db/schema';
import { sqlTimestamp } from '../../lib/clock';
import { conflict } from '../../lib/http-errors';
import { inTransaction } from '../../lib/transaction';
import { parseOrThrow } from '../../lib/validation';
import { assertAfterStart, momentOf, type WorkClock } from '../../lib/stated-at';
import type { CurrentUser } from '../../plugins/auth';
import { withinTotalsLimits } from '../production-orders/costs';
import { closingSet } from '../activities/work-totals';
import { activityUserFor, lockWork, lockWorkerUser, type ActivityUserRefs } from './access';
import { workerState } from './queries';
import { intervalRuleViolated, rollUpStart, rollUpWork } from './roll-up';
import { publishWorkEvent, workerEvent } from '../../lib/work-events';

/**
 * The worker's own timer (spec part 2 §4, §5; DESIGN §7.3): start (or continue), pause and
 * finish, each one transaction on the server's clock. The database holds the rules the code
 * checks first: one running interval per user (a unique index) and no two intervals of a user
 * overlapping (an exclusion constraint), so twelve starts sent at once open one interval.
 *
 * Each action may state the moment it was tapped (`at`, DESIGN §12.3: queued offline on the
 * tablet): within bounds (lib/stated-at.ts) the work happens then, and its roll-ups with it; the
 * answer's `server_time` stays the server's now.
 */

/** When a report of work happens: the stated or the server's moment, and the server's now. */
interface Moment {
  at: Date;
  stated: boolean;
  now: Date;
}

const alreadyRunning = () => conflict('interval_open', workMessages.intervalOpen);

/** Opens an interval now (or at the stated moment) on the worker's activity: 201 with it. */
export async function startWork(db: Database, actor: CurrentUser, activityUserId: number, body: unknown, clock: WorkClock) {
  const refs = await activityUserFor(db, actor, activityUserId);
  const { at } = parseOrThrow(startBodySchema, body ?? {});
  const { now } = clock;
  const moment = momentOf(at, clock);
  try {
    return await inTransaction(db, async (tx) => {
      await lockWorkerUser(tx, refs.user_id);
      const { order, worker } = await lockWork(tx, refs);
      if (order.status !== 'developing') throw conflict('order_not_developing', messages.productionOrders.notDeveloping);
      if (worker.status === 'finished') throw conflict('worker_finished', workMessages.workerFinished);
      // A time already running for this user is refused by the one-open-interval index (below).
      const [opened] = await tx
        .insert(intervals)
        .values({ activity_user_id: refs.id, user_id: refs.user_id, start_time: sqlTimestamp(moment), updated_at: sqlTimestamp(now) })
        .returning({ id: intervals.id });
      await touchWorker(tx, refs.id, now);
      await rollUpStart(tx, refs, moment);
      await publishWorkEvent(tx, workerEvent('interval_started', refs, now));
      return workerState(tx, refs.id, opened!.id, now);
    });
  } catch (error) {
    // Another start of the same user committed first: the database refused the second interval.
    const violated = intervalRuleViolated(error);
    if (violated === 'one_open') throw alreadyRunning();
    if (violated === 'overlap') throw conflict('interval_overlaps', workMessages.overlaps);
    throw error;
  }
}

async function touchWorker(tx: Transaction, activityUserId: number, now: Date, changes: { status?: 'finished' } = {}) {
  await tx
    .update(activityUsers)
    .set({ ...changes, updated_at: sqlTimestamp(now) })
    .where(eq(activityUsers.id, activityUserId));
}

/**
 * Closes the worker's running interval on this activity at `moment` with what they produced; its id,
 * or undefined. A stated moment must come after the interval's start (422 naming `at`).
 */
async function closeRunning(tx: Transaction, refs: ActivityUserRefs, moment: Date, quantityProduced: number, stated: boolean) {
  if (stated) {
    const [running] = await tx
      .select({ start_time: intervals.start_time })
      .from(intervals)
      .where(and(eq(intervals.activity_user_id, refs.id), isNull(intervals.end_time)));
    if (running) assertAfterStart(moment, running.start_time);
  }
  const [closed] = await withinTotalsLimits(() =>
    rowsOf<{ id: number }>(
      tx,
      sql`
      UPDATE intervals i SET ${closingSet(moment, sql`u.hour_value`, quantityProduced)}
      FROM users u
      WHERE u.id = i.user_id AND i.activity_user_id = ${refs.id} AND i.end_time IS NULL
      RETURNING i.id`,
    ),
  );
  return closed?.id;
}

/**
 * A report of work by the worker (pause or finish): their own activity user and a quantity produced
 * ≥ 0, then one transaction with the work locked. `report` closes what it must and names the
 * interval the answer shows; the worker, the activity and the order roll up after it.
 */
async function reportWork(
  db: Database,
  actor: CurrentUser,
  activityUserId: number,
  body: unknown,
  clock: WorkClock,
  kind: 'interval_paused' | 'work_finished',
  report: (
    tx: Transaction,
    refs: ActivityUserRefs,
    worker: { status: string },
    quantity: number,
    moment: Moment,
  ) => Promise<number | undefined>,
) {
  const refs = await activityUserFor(db, actor, activityUserId);
  const { quantity_produced, at } = parseOrThrow(quantityProducedBodySchema, body);
  const { now } = clock;
  const moment: Moment = { at: momentOf(at, clock), stated: at !== undefined, now };
  return inTransaction(db, async (tx) => {
    const { worker } = await lockWork(tx, refs);
    const touched = await report(tx, refs, worker, quantity_produced, moment);
    await rollUpWork(tx, refs, moment.at);
    await publishWorkEvent(tx, workerEvent(kind, refs, now));
    return workerState(tx, refs.id, touched, now);
  });
}

/** Pauses: closes the running interval with the quantity produced in it (409 when none runs). */
export const pauseWork = (db: Database, actor: CurrentUser, activityUserId: number, body: unknown, clock: WorkClock) =>
  reportWork(db, actor, activityUserId, body, clock, 'interval_paused', async (tx, refs, _worker, quantity, moment) => {
    const closed = await closeRunning(tx, refs, moment.at, quantity, moment.stated);
    if (closed === undefined) throw conflict('no_open_interval', workMessages.noOpenInterval);
    await touchWorker(tx, refs.id, moment.now);
    return closed;
  });

/** Adds units to the worker's last closed interval (409 when they never recorded time). */
async function addToLastInterval(tx: Transaction, refs: ActivityUserRefs, quantity: number) {
  const [last] = await tx
    .select({ id: intervals.id })
    .from(intervals)
    .where(and(eq(intervals.activity_user_id, refs.id), isNotNull(intervals.end_time)))
    .orderBy(desc(intervals.end_time))
    .limit(1);
  if (!last) throw conflict('no_time_recorded', workMessages.noTimeRecorded);
  await withinTotalsLimits(() =>
    tx
      .update(intervals)
      .set({ quantity_produced: sql`${intervals.quantity_produced} + ${quantity}::numeric` })
      .where(eq(intervals.id, last.id)),
  );
  return last.id;
}

/**
 * The worker is done (it cannot be undone): the running interval closes with the quantity; when
 * nothing runs, the quantity goes onto their last interval (409 when they never recorded time and
 * report units). When every worker is done the activity is finished.
 */
export const finishWorkByUser = (db: Database, actor: CurrentUser, activityUserId: number, body: unknown, clock: WorkClock) =>
  reportWork(db, actor, activityUserId, body, clock, 'work_finished', async (tx, refs, worker, quantity, moment) => {
    if (worker.status === 'finished') throw conflict('worker_finished', workMessages.workerFinished);
    let touched = await closeRunning(tx, refs, moment.at, quantity, moment.stated);
    if (touched === undefined && quantity > 0) touched = await addToLastInterval(tx, refs, quantity);
    await touchWorker(tx, refs.id, moment.now, { status: 'finished' });
    return touched;
  });

/** The worker's observation on the activity (required, at most 1024 characters). */
export async function saveObservation(db: Database, actor: CurrentUser, activityUserId: number, body: unknown, clock: WorkClock) {
  const refs = await activityUserFor(db, actor, activityUserId);
  const { observation, at } = parseOrThrow(observationBodySchema, body);
  // Only its bounds and the audit trail's device time: an observation has no time of work.
  momentOf(at, clock);
  const { now } = clock;
  return inTransaction(db, async (tx) => {
    await lockWork(tx, refs, { allowFinished: true });
    await tx
      .update(activityUsers)
      .set({ observation, updated_at: sqlTimestamp(now) })
      .where(eq(activityUsers.id, refs.id));
    return workerState(tx, refs.id, undefined, now);
  });
}
