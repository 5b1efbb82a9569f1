import { describe, expect, it } from 'vitest';
import { BOARD_ANSWER_REUSE_MS, SharedAnswers } from '../src/modules/shop-floor/shared-answers';

/**
 * The board's answers shared by the boards that ask at once (docs/decisions/032): one computation
 * for the requests of a short window, none handed out after an invalidation (a work event). The
 * clock is a number the test moves; a computation is a promise the test settles.
 */
function deferred<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

function sharedAnswers() {
  let now = 1_000_000;
  const answers = new SharedAnswers<string>(() => now);
  return { answers, advance: (ms: number) => (now += ms) };
}

describe('SharedAnswers', () => {
  it('computes once for the requests that come while it computes and within the window after', async () => {
    const { answers, advance } = sharedAnswers();
    const board = deferred<string>();
    const first = answers.get('{}', () => board.promise);
    const second = answers.get('{}', () => Promise.resolve('another'));
    board.settle('board 1');
    expect(await first).toBe('board 1');
    expect(await second).toBe('board 1');
    advance(BOARD_ANSWER_REUSE_MS - 1);
    expect(await answers.get('{}', () => Promise.resolve('another'))).toBe('board 1');
    expect(answers.computed).toBe(1);
    // Other filters are another answer.
    expect(await answers.get('{"operator":5}', () => Promise.resolve('board of 5'))).toBe('board of 5');
    advance(1);
    expect(await answers.get('{}', () => Promise.resolve('board 2'))).toBe('board 2');
    expect(answers.computed).toBe(3);
  });

  it('never hands out, after an invalidation, what was computed or being computed before it', async () => {
    const { answers } = sharedAnswers();
    expect(await answers.get('{}', () => Promise.resolve('before'))).toBe('before');
    answers.invalidate();
    expect(await answers.get('{}', () => Promise.resolve('after'))).toBe('after');

    // A computation that read the database before the event and ends after it.
    answers.invalidate();
    const early = deferred<string>();
    const waiting = answers.get('{}', () => early.promise);
    answers.invalidate();
    const late = answers.get('{}', () => Promise.resolve('fresh'));
    early.settle('read before the event');
    expect(await waiting).toBe('read before the event');
    expect(await late).toBe('fresh');
    expect(await answers.get('{}', () => Promise.resolve('unexpected'))).toBe('fresh');
  });

  it('runs one computation at a time while events keep coming: the requests after them share the next', async () => {
    const { answers } = sharedAnswers();
    const running = deferred<string>();
    const first = answers.get('{}', () => running.promise);
    const starts: string[] = [];
    const next = () => {
      starts.push('next');
      return Promise.resolve('after every event');
    };
    // Events and refetches while the first computation still reads.
    answers.invalidate();
    const second = answers.get('{}', next);
    answers.invalidate();
    const third = answers.get('{}', next);
    answers.invalidate();
    const fourth = answers.get('{}', next);
    expect(starts).toEqual([]);
    running.settle('before the events');
    expect(await first).toBe('before the events');
    // One computation, begun after the last event, for the three requests.
    expect(await Promise.all([second, third, fourth])).toEqual(['after every event', 'after every event', 'after every event']);
    expect(starts).toEqual(['next']);
    expect(answers.computed).toBe(2);
  });

  it('keeps no failure: the next request computes again', async () => {
    const { answers } = sharedAnswers();
    const failing = deferred<string>();
    const first = answers.get('{}', () => failing.promise);
    failing.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    expect(await answers.get('{}', () => Promise.resolve('board'))).toBe('board');
  });
});
