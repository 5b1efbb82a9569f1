import { AT_CLOCK_SKEW_SECONDS, workMessages } from '@tintero/domain';
import { recordDeviceTime } from './audit-context';
import { fieldError } from './http-errors';

/**
 * A moment stated by the device (`at`, DESIGN §12.3, docs/decisions/046): a shop-floor action
 * tapped offline and sent when the network returned happens when it was tapped, on the server's
 * clock as the tablet knew it. The server still owns the time of work, so it takes the moment only
 * within bounds: not ahead of its own clock by more than AT_CLOCK_SKEW_SECONDS (a moment within
 * them is taken as now: work never ends in the future), and not older than
 * OFFLINE_GRACE_MINUTES. The transaction's audit events record it as the device's
 * (`audit_events.device_at`, lib/audit-context.ts).
 */
export interface WorkClock {
  /** The server's now for this request. */
  now: Date;
  /** OFFLINE_GRACE_MINUTES: how old a stated moment may be. */
  graceMinutes: number;
}

/** When the action takes effect: the stated moment within bounds (422 naming `at` outside them), else now. */
export function momentOf(at: string | undefined, clock: WorkClock): Date {
  if (at === undefined) return clock.now;
  const stated = new Date(at);
  const ahead = stated.getTime() - clock.now.getTime();
  if (ahead > AT_CLOCK_SKEW_SECONDS * 1000) throw fieldError('at', workMessages.atInTheFuture);
  if (-ahead > clock.graceMinutes * 60_000) throw fieldError('at', workMessages.atTooOld(clock.graceMinutes));
  const moment = ahead > 0 ? clock.now : stated;
  recordDeviceTime(moment);
  return moment;
}

/** 422 naming `at` when the stated moment does not come after the start of the interval it ends. */
export function assertAfterStart(moment: Date, start: Date | string) {
  if (moment.getTime() <= new Date(start).getTime()) throw fieldError('at', workMessages.atBeforeStart);
}
