import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread, poolOverThread } from '../src/db/pglite-remote';
import { createTestApp, type TestContext } from './helpers';

/**
 * PGlite runs in a worker thread (db/pglite-remote.ts, DESIGN §10): a long query must not stop the
 * server from answering. No timing: the light request's answer arrives while the long query is
 * still pending (on the main thread, PGlite held the whole process until the query ended).
 */
describe('the database off the main thread', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers a light request while a long query is still running', async () => {
    let longQueryEnded = false;
    const long = context.app.db.execute(sql`SELECT pg_sleep(3)`).then(() => {
      longQueryEnded = true;
    });
    const health = await context.app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(longQueryEnded).toBe(false);
    await long;
    expect(longQueryEnded).toBe(true);
  });

  it('gives a failed query the error node-postgres gives on PostgreSQL: its SQL state', async () => {
    const failure = await context.app.db.execute(sql`SELECT 1 / 0`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('22012');
    // The connection goes on serving.
    const { rows } = (await context.app.db.execute(sql`SELECT 2 AS two`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ two: 2 }]);
  });
});

describe('a PGlite worker that dies', () => {
  it('fails the query waiting for it and every later one, and says so once', async () => {
    const file = process.env.TINTERO_TEST_PGLITE_SNAPSHOT;
    const snapshot = file ? (await readFile(file)).buffer : undefined;
    const lost: Error[] = [];
    const thread = new PgliteThread({ dataDir: null, snapshot, onLost: (error) => lost.push(error) });
    const pool = poolOverThread(thread, () => undefined);
    pool.on('error', () => undefined);
    await thread.ready;
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);

    const waiting = pool.query('SELECT pg_sleep(30)').catch((error: unknown) => error);
    await thread.kill();
    const failure = await waiting;
    expect(failure).toBeInstanceOf(Error);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.message).toMatch(/PGlite\) se detuvo/);
    await expect(thread.request({ type: 'dump' })).rejects.toBe(lost[0]);
    await pool.end().catch(() => undefined);
  });
});
