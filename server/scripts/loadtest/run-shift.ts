import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { administratorShift, boardWatcher, newOffice } from './administrators';
import { checkInvariants, type CheckResult } from './checks';
import { client, Stats } from './http';
import { operatorShift } from './operators';
import { createTarget, killServer, startServer, stopServer, type DatabaseKind, type ServerProcess } from './server-process';
import { buildWorkshop, type Size } from './setup';
import { createShift, pause, running } from './shift';

/**
 * One shift on one database: a fresh database, the server in its own process (or several on
 * PostgreSQL, called in turn as behind a load balancer), the workshop made
 * through the API, then operators, administrators and the board at once for `seconds`. With
 * `crashes`, the server is killed with SIGKILL that many times at random moments of the mix and
 * started again at once on the same data. Then the server stops and the checks run on the data.
 */

export interface ShiftOptions {
  kind: DatabaseKind;
  seconds: number;
  size: Size;
  seed: number;
  port: number;
  /** SIGKILLs spread over the shift (0: a plain load run), each of one process. */
  crashes: number;
  /** Server processes on PostgreSQL (ports `port`, `port + 1`...), called in turn; PGlite runs one. */
  processes: number;
}

export interface ShiftReport {
  kind: DatabaseKind;
  seconds: number;
  stats: Stats;
  checks: CheckResult[];
  crashes: { at: number; restartMs: number }[];
  acknowledgedWrites: number;
  uncertainWrites: number;
  /** Lines of the server's log that report an error (a 5xx is always logged). */
  serverErrors: string[];
  /** PostgreSQL: deadlocks it detected in the shift's database (each one a transaction the server retried). */
  deadlocks: number | undefined;
}

async function deadlocksDetected(db: Database) {
  const result = (await db.execute(
    sql`SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = current_database()`,
  )) as unknown as {
    rows: { deadlocks: number }[];
  };
  return Number(result.rows[0]?.deadlocks ?? 0);
}

const serverErrorLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line) || /^(Error|TypeError|RangeError)\b/.test(line))
    .slice(0, 20);

export async function runShift(options: ShiftOptions, log: (line: string) => void): Promise<ShiftReport> {
  const target = await createTarget(options.kind);
  const serverErrors: string[] = [];
  try {
    // Several processes behind one database, as behind a load balancer (PostgreSQL only: PGlite's folder takes one).
    const count = options.kind === 'postgres' ? Math.max(1, options.processes) : 1;
    const servers: ServerProcess[] = [];
    for (let index = 0; index < count; index++) servers.push(await startServer(target, options.port + index));
    let nextServer = 0;
    /** Round robin over the processes, as a load balancer would. */
    const base = () => servers[nextServer++ % servers.length]!.base;
    const stats = new Stats();
    const setupStarted = performance.now();
    const setupStats = new Stats();
    const workshop = await buildWorkshop(
      servers[0]!.base,
      (token) => client({ base: servers[0]!.base, stats: setupStats, crashing: () => false }, token),
      options.size,
    );
    log(
      `  ${options.kind}: taller listo en ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${workshop.operators.length} operarios, ` +
        `${workshop.operators.reduce((sum, operator) => sum + operator.assignments.length, 0)} asignaciones, ${workshop.orderIds.length} órdenes, ${workshop.supplyIds.length} insumos)`,
    );

    // The crash test's state: while down (and a moment after), a call without answer is expected.
    let down = false;
    let upAgainAt = 0;
    let whenUp: Promise<void> = Promise.resolve();
    const shift = createShift({
      workshop,
      base,
      stats,
      seconds: options.seconds,
      seed: options.seed,
      crashing: () => down || performance.now() - upAgainAt < 2_000,
      serverUp: () => whenUp,
    });

    const crashes: ShiftReport['crashes'] = [];
    let started = performance.now();
    const killer = async () => {
      // Random moments of the shift's first nine tenths, in order; the last tenth runs without one.
      const moments = Array.from({ length: options.crashes }, () => (0.05 + 0.85 * shift.random()) * options.seconds * 1000).sort(
        (a, b) => a - b,
      );
      for (const moment of moments) {
        await pause(Math.max(0, started + moment - performance.now()));
        if (!running(shift)) break;
        down = true;
        let markUp: () => void = () => undefined;
        whenUp = new Promise((resolve) => (markUp = resolve));
        const at = performance.now();
        const victim = Math.floor(shift.random() * servers.length);
        await killServer(servers[victim]!);
        serverErrors.push(...serverErrorLines(servers[victim]!.output()));
        servers[victim] = await startServer(target, options.port + victim);
        const restartMs = performance.now() - at;
        crashes.push({ at: (at - started) / 1000, restartMs });
        // The time down does not count: the shift runs its `seconds` with the server up.
        shift.until += restartMs;
        started += restartMs;
        down = false;
        upAgainAt = performance.now();
        markUp();
      }
    };

    const office = newOffice();
    await Promise.all([
      ...workshop.operators.map((operator) => operatorShift(shift, operator)),
      ...workshop.administrators.map((admin, index) => administratorShift(shift, office, admin, index)),
      boardWatcher(shift, workshop.admin),
      killer(),
    ]);
    for (const server of servers) {
      await stopServer(server);
      serverErrors.push(...serverErrorLines(server.output()));
    }

    const handle = await openDatabase(options.kind === 'postgres' ? { url: target.location, dataDir: null } : { dataDir: target.location });
    try {
      const checks = await checkInvariants(
        handle.db,
        shift.acked,
        workshop.operators.map((operator) => operator.id),
      );
      return {
        kind: options.kind,
        seconds: options.seconds,
        stats,
        checks,
        crashes,
        acknowledgedWrites: shift.acked.writes,
        uncertainWrites: [...shift.acked.uncertain.values()].reduce((sum, count) => sum + count, 0),
        serverErrors,
        deadlocks: options.kind === 'postgres' ? await deadlocksDetected(handle.db) : undefined,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await target.drop();
  }
}
