import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from './client';

/**
 * Upkeep of the embedded database (issue 23 item 3). PGlite has no autovacuum: dead tuples of
 * finished activities, stale index entries and stale statistics pile up until something runs
 * VACUUM, and the live board read took 413–608 ms before one VACUUM and 226 ms after. So the
 * server runs `VACUUM (ANALYZE)` over every table of `public` itself: some minutes after start, then
 * every PGLITE_UPKEEP_HOURS, and when asked (`npm run restore` into a PGlite folder, after the
 * restore). One statement per table: PGlite's one connection is a queue (pglite-remote.ts), and a
 * request that arrives meanwhile waits for one table, not for the whole database. PostgreSQL runs
 * its own autovacuum: there this does nothing.
 */

/** The first upkeep after start: late enough not to slow the start, soon enough for a server restarted daily. */
export const FIRST_UPKEEP_AFTER_MS = 10 * 60_000;

export interface UpkeepLog {
  info: (details: object, message: string) => void;
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface UpkeepReport {
  /** Why it ran: 'schedule', 'restore', a test's name... */
  reason: string;
  /** Each table vacuumed, in order, with how long it took. */
  tables: { table: string; ms: number }[];
  ms: number;
  /** False when it stopped before the last table (the database closing) or a table failed. */
  complete: boolean;
}

type Db = DatabaseHandle['db'];

const tablesOf = async (db: Db): Promise<string[]> =>
  (
    await rowsOf<{ tablename: string }>(db, sql`SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).map((row) => row.tablename);

/**
 * `VACUUM (ANALYZE)` of each table of `public`, one statement each; between tables `stopping()` is
 * asked and the rest skipped when it says so. An error is logged as a warning and ends the run (the
 * next one tries again): it is never thrown.
 */
export async function vacuumTables(db: Db, log: UpkeepLog, reason: string, stopping: () => boolean = () => false): Promise<UpkeepReport> {
  const started = performance.now();
  const report: UpkeepReport = { reason, tables: [], ms: 0, complete: false };
  let table: string | undefined;
  try {
    const tables = await tablesOf(db);
    for (table of tables) {
      if (stopping()) break;
      const tableStarted = performance.now();
      // VACUUM cannot run in a transaction: a statement of its own on the pool, never inside db.transaction.
      await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier('public')}.${sql.identifier(table)}`);
      const ms = Math.round(performance.now() - tableStarted);
      report.tables.push({ table, ms });
      log.debug({ table, ms }, 'Mantenimiento de PGlite: VACUUM (ANALYZE) de una tabla.');
    }
    table = undefined;
    report.complete = report.tables.length === tables.length;
  } catch (error) {
    log.warn({ err: error, table }, 'Mantenimiento de PGlite: falló el VACUUM (ANALYZE); el próximo mantenimiento lo repite.');
  }
  report.ms = Math.round(performance.now() - started);
  const slowest = report.tables.reduce<{ table: string; ms: number } | undefined>(
    (top, entry) => (top && top.ms >= entry.ms ? top : entry),
    undefined,
  );
  log.info(
    { reason, tables: report.tables.length, ms: report.ms, slowest, complete: report.complete },
    `Mantenimiento de PGlite: VACUUM (ANALYZE) de ${report.tables.length} tablas en ${report.ms} ms.`,
  );
  return report;
}

export interface Upkeep {
  /**
   * Runs an upkeep now; while one is running, the same one is returned (never two at once).
   * Undefined on PostgreSQL and once stopped.
   */
  run: (reason: string) => Promise<UpkeepReport | undefined>;
  /** The upkeep running now, if any (tests wait for a scheduled one with it). */
  current: () => Promise<UpkeepReport | undefined> | undefined;
  /** No more upkeeps; resolves once the one running, if any, has ended after its current table. */
  stop: () => Promise<void>;
}

/**
 * Starts the upkeep of `handle`: on PGlite the first after `firstAfterMs`, then every `everyHours`
 * counted from the end of the previous one (0: only when asked through `run`). Its timers do not
 * keep the process alive. On PostgreSQL nothing is scheduled and `run` does nothing.
 */
export function startUpkeep(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: { everyHours: number; log: UpkeepLog; firstAfterMs?: number },
): Upkeep {
  const embedded = handle.kind === 'pglite';
  let stopped = false;
  let running: Promise<UpkeepReport | undefined> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (afterMs: number) => {
    if (stopped || !embedded || options.everyHours <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run('schedule'), afterMs);
    timer.unref();
  };

  const run = (reason: string): Promise<UpkeepReport | undefined> => {
    if (!embedded || stopped) return Promise.resolve(undefined);
    if (running) return running;
    clearTimeout(timer);
    running = vacuumTables(handle.db, options.log, reason, () => stopped).finally(() => {
      running = undefined;
      schedule(options.everyHours * 3_600_000);
    });
    return running;
  };

  schedule(options.firstAfterMs ?? FIRST_UPKEEP_AFTER_MS);
  return {
    run,
    current: () => running,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
