/**
 * What the server acknowledged during the run (a 2xx answer), as the clients saw it: the checks
 * afterwards find every one of these in the database, and nothing the clients did not ask for.
 * A write that got no answer (the crash test killed the server under it) may or may not be there:
 * it is counted as uncertain, never as acknowledged.
 */

export interface IntervalFact {
  id: number;
  userId: number;
  activityUserId: number;
  start: string;
  /** null while it runs (as last acknowledged). */
  end: string | null;
}

/** A record other than an interval whose acknowledged state is checked by table and id. */
export interface RecordFact {
  table: 'purchases' | 'supplies_used' | 'leftovers' | 'inventaries' | 'production_orders';
  id: number;
  /** Column values the last acknowledged write left; 'deleted' once deleted; 'unknown' after a write without answer. */
  columns: Record<string, string> | 'deleted' | 'unknown';
}

interface IntervalAnswer {
  id: number;
  user_id: number;
  activity_user_id: number;
  start_time: string;
  end_time: string | null;
}

export class Acknowledged {
  readonly intervals = new Map<number, IntervalFact>();
  readonly deletedIntervals = new Set<number>();
  /** Per user: interval-opening writes (start, editor create) that got no answer. */
  readonly uncertainIntervalWrites = new Map<number, number>();
  /** Intervals a write without an answer may have closed, edited or deleted: they need not match. */
  readonly uncertainIntervals = new Set<number>();
  readonly records = new Map<string, RecordFact>();
  /** Per table: creations that got no answer (each may have added one row). */
  readonly uncertainCreations = new Map<RecordFact['table'], number>();
  /** Writes that got no answer, by kind (they may or may not have committed). */
  readonly uncertain = new Map<string, number>();

  /** An interval as an answer showed it (start, pause, finish and the editor answer one). */
  interval(answer: IntervalAnswer) {
    // An interval never reopens: an answer that saw it running arriving after one that saw it closed is older.
    if (answer.end_time === null && this.intervals.get(answer.id)?.end) return;
    this.uncertainIntervals.delete(answer.id);
    this.intervals.set(answer.id, {
      id: answer.id,
      userId: answer.user_id,
      activityUserId: answer.activity_user_id,
      start: answer.start_time,
      end: answer.end_time,
    });
  }

  intervalDeleted(id: number) {
    this.intervals.delete(id);
    this.uncertainIntervals.delete(id);
    this.deletedIntervals.add(id);
  }

  record(fact: RecordFact) {
    this.records.set(`${fact.table}:${fact.id}`, fact);
  }

  /** A write without an answer; `intervalOf` names the user when it could have opened an interval. */
  unanswered(
    kind: string,
    on: { opening?: number; interval?: number; record?: Omit<RecordFact, 'columns'>; creating?: RecordFact['table'] } = {},
  ) {
    this.uncertain.set(kind, (this.uncertain.get(kind) ?? 0) + 1);
    if (on.creating) this.uncertainCreations.set(on.creating, (this.uncertainCreations.get(on.creating) ?? 0) + 1);
    if (on.opening !== undefined) this.uncertainIntervalWrites.set(on.opening, (this.uncertainIntervalWrites.get(on.opening) ?? 0) + 1);
    if (on.interval !== undefined) this.uncertainIntervals.add(on.interval);
    if (on.record) this.record({ ...on.record, columns: 'unknown' });
  }

  /** Closed intervals a client may edit (none whose state a lost answer left unknown). */
  closedIntervals() {
    return [...this.intervals.values()].filter((interval) => interval.end !== null && !this.uncertainIntervals.has(interval.id));
  }

  get writes() {
    return this.intervals.size + this.deletedIntervals.size + this.records.size;
  }
}
