import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { FIRST_UPKEEP_AFTER_MS, startUpkeep, vacuumTables, type UpkeepLog } from '../src/db/upkeep';
import { ADMIN_PASSWORD, bearer, createTestApp, onPostgres, tokenFor, withAdministrator } from './helpers';

/**
 * PGlite's upkeep (issue 23 item 3): VACUUM (ANALYZE) of every table, one statement each, on a
 * schedule. On PostgreSQL (TEST_DATABASE_URL) the same tests check that it does nothing: there the
 * manual vacuum count of every table stays 0 (autovacuum counts apart, in autovacuum_count).
 */

type Counts = Map<string, { vacuums: number; analyzes: number }>;

/** Manual VACUUMs and ANALYZEs of each table of `public`, as the statistics count them. */
async function counts(db: Database): Promise<Counts> {
  const { rows } = (await db.execute(
    sql`SELECT relname, vacuum_count, analyze_count FROM pg_stat_user_tables WHERE schemaname = 'public'`,
  )) as unknown as { rows: { relname: string; vacuum_count: string | number; analyze_count: string | number }[] };
  return new Map(rows.map((row) => [row.relname, { vacuums: Number(row.vacuum_count), analyzes: Number(row.analyze_count) }]));
}

async function tableNames(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  return rows.map((row) => row.tablename);
}

/** Every table was vacuumed and analysed `times` more times since `before` (PGlite), or never by hand (PostgreSQL). */
async function expectVacuumed(db: Database, before: Counts, times: number) {
  const after = await counts(db);
  const tables = await tableNames(db);
  expect(tables.length).toBeGreaterThan(10);
  for (const table of tables) {
    const was = before.get(table) ?? { vacuums: 0, analyzes: 0 };
    const expected = onPostgres ? { vacuums: 0, analyzes: 0 } : { vacuums: was.vacuums + times, analyzes: was.analyzes + times };
    expect(after.get(table), table).toEqual(expected);
  }
}

const spyLog = () => ({ info: vi.fn(), debug: vi.fn(), warn: vi.fn() }) satisfies UpkeepLog;

const session = withAdministrator();

afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded database upkeep (issue 23 item 3)', () => {
  it('vacuums and analyses every table of the schema, one statement each, and logs how long each took', async () => {
    const { app } = session;
    const log = spyLog();
    const upkeep = startUpkeep({ db: app.db, kind: app.dbKind }, { everyHours: 0, log });
    const before = await counts(app.db);
    const report = await upkeep.run('test');
    await expectVacuumed(app.db, before, 1);
    if (onPostgres) {
      expect(report).toBeUndefined();
      expect(log.info).not.toHaveBeenCalled();
      return;
    }
    const tables = await tableNames(app.db);
    expect(report?.complete).toBe(true);
    expect(report?.tables.map((entry) => entry.table)).toEqual(tables);
    expect(log.debug).toHaveBeenCalledTimes(tables.length);
    expect(log.debug).toHaveBeenCalledWith({ table: 'users', ms: expect.any(Number) }, expect.stringContaining('VACUUM (ANALYZE)'));
    expect(log.info).toHaveBeenCalledOnce();
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ reason: 'test', tables: tables.length, complete: true });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('runs some minutes after start, then every PGLITE_UPKEEP_HOURS (fake timers)', async () => {
    const { app } = session;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const upkeep = startUpkeep({ db: app.db, kind: app.dbKind }, { everyHours: 6, log: spyLog() });
    try {
      const before = await counts(app.db);
      await vi.advanceTimersByTimeAsync(FIRST_UPKEEP_AFTER_MS - 1);
      expect(upkeep.current()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      if (onPostgres) {
        await vi.advanceTimersByTimeAsync(7 * 3_600_000);
        expect(upkeep.current()).toBeUndefined();
        expect(vi.getTimerCount()).toBe(0);
        await expectVacuumed(app.db, before, 0);
        return;
      }
      expect((await upkeep.current())?.reason).toBe('schedule');
      await expectVacuumed(app.db, before, 1);
      // The next one is counted from the end of this one.
      await vi.advanceTimersByTimeAsync(6 * 3_600_000 - 1);
      expect(upkeep.current()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect((await upkeep.current())?.complete).toBe(true);
      await expectVacuumed(app.db, before, 2);
    } finally {
      await upkeep.stop();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs two at once: asked while one runs, it answers with that one', async () => {
    const { app } = session;
    const upkeep = startUpkeep({ db: app.db, kind: app.dbKind }, { everyHours: 0, log: spyLog() });
    const before = await counts(app.db);
    const first = upkeep.run('first');
    const second = upkeep.run('second');
    if (!onPostgres) expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    await expectVacuumed(app.db, before, 1);
  });

  it('answers a request made during the upkeep: it waits for one table, not for all of them', async () => {
    const { app, admin } = session;
    const running = app.dbUpkeep.run('test');
    const response = await app.inject({ method: 'GET', url: '/v1/users', headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as unknown[]).length).toBeGreaterThan(0);
    // Its queries went between two tables' VACUUMs: the upkeep was still going when it was answered.
    if (!onPostgres) expect(app.dbUpkeep.current()).toBe(running);
    const report = await running;
    expect(report?.complete ?? onPostgres).toBe(true);
  });

  it('stops on close after the table it is on: no VACUUM left running when the database closes', async () => {
    const ctx = await createTestApp();
    const token = await tokenFor(ctx.app, 'admin', ADMIN_PASSWORD);
    const running = ctx.app.dbUpkeep.run('test');
    // A request first, so the upkeep is a few tables in when the app closes.
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.close();
    const report = await running;
    if (onPostgres) return expect(report).toBeUndefined();
    expect(report?.complete).toBe(false);
    expect(report?.tables.length).toBeGreaterThan(0);
    expect(ctx.app.dbUpkeep.current()).toBeUndefined();
    expect(await ctx.app.dbUpkeep.run('after close')).toBeUndefined();
  });

  it('logs a failure as a warning and never throws', async () => {
    const log = spyLog();
    const failing = { execute: () => Promise.reject(new Error('la base de datos se detuvo')) } as unknown as Database;
    const report = await vacuumTables(failing, log, 'test');
    expect(report).toMatchObject({ complete: false, tables: [] });
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error), table: undefined }, expect.stringContaining('falló'));
  });
});
