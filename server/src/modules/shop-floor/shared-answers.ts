/**
 * Answers shared by the boards that ask at once (docs/decisions/032). Every open board refetches on
 * every work event, so an event seen by ten boards would compute the same answer ten times: here the
 * first request computes it and the others with the same filters take the same promise, for a short
 * window.
 *
 * A board must never show what was true before an event it was told of, so `invalidate()` is
 * called when a work event reaches this process, before the event goes out to any stream
 * (routes.ts): a board's refetch comes after it and finds nothing to reuse, and a computation
 * already running, which may have read the database before the change, is dropped from the map
 * and never handed to a later request. The window only bounds what no event announces (a new
 * activity, a renamed machine), which no board followed live before either.
 *
 * While events keep coming (forty operators starting and pausing), a computation per event would
 * pile up on the database faster than it answers. So at most one runs per filters: a request after
 * an event waits for the one running (read before the event) to end and then computes; the requests
 * that come meanwhile share that queued computation, which an event cannot make stale, since it
 * has not read anything yet.
 */

/** How long an answer is handed again to boards asking with the same filters, when nothing happened meanwhile. */
export const BOARD_ANSWER_REUSE_MS = 2_000;
/** Distinct filters kept at once: each board with its own filters is one; an old one is dropped first. */
const MOST_KEPT = 50;

interface Kept<T> {
  since: number;
  answer: Promise<T>;
  /** Whether the computation has begun reading: only then can an event make it stale. */
  started: boolean;
}

export class SharedAnswers<T> {
  private readonly kept = new Map<string, Kept<T>>();
  /** The last computation of each filters, stale or not, until it ends: the next one starts after it. */
  private readonly running = new Map<string, Promise<unknown>>();
  /** How many answers were computed (tests count them). */
  computed = 0;

  constructor(
    /** The server's clock in milliseconds (`app.now()`: tests move it by hand). */
    private readonly now: () => number,
    private readonly reuseMs = BOARD_ANSWER_REUSE_MS,
  ) {}

  /** Something changed: nothing computed or being computed before now is handed out again. */
  invalidate() {
    for (const [key, entry] of this.kept) if (entry.started) this.kept.delete(key);
  }

  /** The answer for `key`: the one computed within the window, or the one being computed or queued, else a new one. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.kept.get(key);
    if (kept && now - kept.since < this.reuseMs) return kept.answer;
    this.kept.delete(key);
    if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value!);
    const before = this.running.get(key);
    const entry: Kept<T> = { since: now, answer: Promise.resolve() as Promise<T>, started: before === undefined };
    const begin = () => {
      entry.started = true;
      this.computed += 1;
      return compute();
    };
    entry.answer = before ? before.then(begin, begin) : begin();
    this.kept.set(key, entry);
    this.running.set(key, entry.answer);
    const settled = () => {
      if (this.running.get(key) === entry.answer) this.running.delete(key);
    };
    // A failure is not kept: the next request tries again.
    entry.answer.then(settled, () => {
      settled();
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.answer;
  }
}
