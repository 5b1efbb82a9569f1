import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { AUDIT_OPENING_DAYS, lastDaysRange, REPORT_PAGE_SIZES } from '@tintero/domain';
import type { CapturedQuery } from './capture';
import { openBenchDatabase, type DataSet } from './datasets';
import { BENCH_PASSWORD } from './generate';
import { fetchOk, start } from './load';
import type { Fixture, Req, Scenario, Target } from './scenarios';

export const OURS_PORT = 3901;
export const BASELINE_PORT = 3902;
const EXTRA_SUPPLIES = 48_000;
/** Where the captured intervals' ids start (`intervals.id` is a 32-bit serial: room for 147 million more). */
const CAPTURED_IDS_FROM = 2_000_000_000;

/** A short-lived handle on the data set (PGlite: only while no server holds the folder). */
export async function withDatabase<T>(
  dataSet: DataSet,
  work: (execute: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  const handle = await openBenchDatabase(
    dataSet.kind === 'postgres' ? { url: dataSet.location, dataDir: null } : { dataDir: dataSet.location },
  );
  try {
    return await work(async (text) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
  } finally {
    await handle.close();
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Ids and dates from the generated data (the same on both databases: the generator is deterministic). */
export async function readFixture(dataSet: DataSet): Promise<Fixture> {
  // Leftovers of an interrupted export phase on a reused data set.
  await exportSupplies(dataSet, false);
  return withDatabase(dataSet, async (execute) => {
    const [ids] = await execute(
      `SELECT (SELECT min(id) FROM users WHERE role = 'administrator') AS admin,
              (SELECT min(id) FROM users WHERE role = 'operator') AS operator,
              (SELECT min(id) + 7 FROM supplies) AS supply,
              (SELECT max(id) FROM production_orders WHERE status = 'finished') AS order_id`,
    );
    const cycle = (
      await execute(
        `SELECT u.id AS user_id, (SELECT max(au.id) FROM activity_users au JOIN activities a ON a.id = au.activity_id
                                   JOIN production_orders po ON po.id = a.production_order_id
                                   WHERE au.user_id = u.id AND po.status = 'developing') AS activity_user_id
         FROM users u WHERE u.role = 'operator' ORDER BY u.id LIMIT 40`,
      )
    ).filter((row) => row.activity_user_id !== null);
    const now = new Date(Date.now() - 5 * 3_600_000); // Bogotá's date
    const year = now.getUTCFullYear();
    const monthIndex = now.getUTCMonth() - 1;
    const first = new Date(Date.UTC(year, monthIndex, 1));
    const last = new Date(Date.UTC(year, monthIndex + 1, 0));
    const quarter = { from: isoDay(new Date(Date.UTC(year, monthIndex - 2, 1))), to: isoDay(last) };
    // The report's rows are activity users with labour in the range (reports/consolidated.ts); every status asked.
    const [groups] = await execute(
      `SELECT count(*) AS n FROM (SELECT DISTINCT activity_id, user_id FROM labour_days
                                  WHERE day BETWEEN '${quarter.from}' AND '${quarter.to}') g`,
    );
    const perPage = REPORT_PAGE_SIZES.consolidated;
    return {
      adminId: Number(ids!.admin),
      operatorId: Number(ids!.operator),
      supplyId: Number(ids!.supply),
      orderId: Number(ids!.order_id),
      month: { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, from: isoDay(first), to: isoDay(last) },
      quarter,
      consolidatedLatePage: Math.max(1, Math.ceil((Number(groups!.n) * 0.9) / perPage)),
      today: isoDay(now),
      yearAgo: isoDay(new Date(now.getTime() - 364 * 86_400_000)),
      fiveYearsAgo: isoDay(new Date(Date.UTC(year - 5, now.getUTCMonth(), now.getUTCDate()))),
      auditOpening: lastDaysRange(isoDay(now), AUDIT_OPENING_DAYS),
      cycle: cycle.map((row) => ({ userId: Number(row.user_id), activityUserId: Number(row.activity_user_id) })),
    };
  });
}

/**
 * Brings the supplies to 50 000 rows for the export phase, or takes the extra ones away. The
 * extra supplies are never referenced, so their removal skips the foreign-key checks (and the
 * audit trigger: session_replication_role, in its transaction): with them, each row scanned
 * purchase details and supplies used (no index on supply_id) and 48 000 rows took minutes.
 */
export async function exportSupplies(dataSet: DataSet, present: boolean) {
  const handle = await openBenchDatabase(
    dataSet.kind === 'postgres' ? { url: dataSet.location, dataDir: null } : { dataDir: dataSet.location },
  );
  try {
    if (present)
      await handle.db.transaction(async (tx) => {
        // Scaffolding of the measurement, not anyone's change: kept out of the audit trail (tintero.audit).
        await tx.execute(sql.raw(`SET LOCAL tintero.audit = 'off'`));
        await tx.execute(
          sql.raw(`INSERT INTO supplies (name, quantity, unit_of_measurement, unit_value, stock_minimum, type_supply)
                   SELECT 'Exportación ' || g, g % 500, 'Unidad', 1500.25, 10, 'paper' FROM generate_series(1, ${EXTRA_SUPPLIES}) g`),
        );
      });
    else
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
        await tx.execute(sql.raw(`DELETE FROM supplies WHERE name LIKE 'Exportación %'`));
      });
    // As PostgreSQL's autovacuum would after 50 000 rows in or out (this machine's runs with it off)
    // and PGlite's upkeep after a bulk change: otherwise every later read of supplies scans the dead rows.
    await handle.db.execute(sql.raw('VACUUM (ANALYZE) supplies'));
  } finally {
    await handle.close();
  }
}

async function signIn(base: string, username: string) {
  const body = await fetchOk(`${base}/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `auth[username]=${encodeURIComponent(username)}&auth[password]=${BENCH_PASSWORD}`,
  });
  return (JSON.parse(new TextDecoder().decode(body)) as { jwt: string }).jwt;
}

/** Tintero on the data set, with every user the fixture needs signed in. */
export async function startOurs(dataSet: DataSet, fixture: Fixture, options: { onCapture?: (message: unknown) => void } = {}) {
  const child = await start(
    './serve-app.ts',
    {
      ...dataSet.env,
      PORT: String(OURS_PORT),
      JWT_SECRET: 'bench-secret',
      SIGN_IN_RATE_LIMIT: '10000',
      ...(options.onCapture ? { BENCH_CAPTURE: '1' } : {}),
    },
    options.onCapture,
  );
  const base = `http://127.0.0.1:${OURS_PORT}`;
  const tokens = new Map<number, string>([[fixture.adminId, await signIn(base, 'admin')]]);
  for (const userId of new Set([fixture.operatorId, ...fixture.cycle.map((worker) => worker.userId)]))
    tokens.set(userId, await signIn(base, `op${userId}`));
  const target: Target = {
    side: 'ours',
    pid: child.pid!,
    url: (req) => `${base}${req.path}`,
    init: (req: Req) => ({
      method: req.method ?? 'GET',
      headers: {
        authorization: `Bearer ${tokens.get(req.user ?? fixture.adminId)}`,
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    }),
  };
  return { child, target };
}

/** The bare baseline replaying `queriesFile` (PostgreSQL pool, or PGlite in its own process). */
export async function startBaseline(dataSet: DataSet, queriesFile: string): Promise<{ child: ChildProcess; target: Target }> {
  const child = await start('./serve-baseline.ts', {
    ...(dataSet.kind === 'postgres' ? { DATABASE_URL: dataSet.location } : { BENCH_BASELINE_PGLITE: dataSet.location }),
    BENCH_QUERIES: queriesFile,
    PORT: String(BASELINE_PORT),
  });
  const base = `http://127.0.0.1:${BASELINE_PORT}`;
  return {
    child,
    target: { side: 'baseline', pid: child.pid!, url: (req) => `${base}/replay/${req.name}`, init: () => ({ headers: {} }) },
  };
}

/**
 * Runs each scenario's requests on Tintero (PostgreSQL) one at a time, twice, keeping the SQL of
 * the second (warm caches, as under load); then removes the intervals the operators' start and
 * pause left, so the baseline can replay them.
 */
export async function capture(dataSet: DataSet, fixture: Fixture, list: Scenario[]) {
  const captured: Record<string, CapturedQuery[]> = {};
  // The pause's UPDATE names the interval the captured start made. Taken from far above any id a
  // data set reaches, it names no interval when replayed on another set: on a PGlite folder kept
  // from an earlier run the same id was a real interval of that run, and the replay stretched it
  // over the later ones (intervals_never_overlap refused it, 2026-11-27).
  await withDatabase(dataSet, (execute) =>
    execute(`SELECT setval(pg_get_serial_sequence('intervals', 'id'), greatest(${CAPTURED_IDS_FROM}, (SELECT max(id) FROM intervals)))`),
  );
  let pending: ((message: { name: string; queries: CapturedQuery[] }) => void) | undefined;
  const { child, target } = await startOurs(dataSet, fixture, {
    onCapture: (message) => pending?.(message as { name: string; queries: CapturedQuery[] }),
  });
  const startedAt = new Date();
  try {
    const requests = list.flatMap((scenario) => scenario.requests(fixture));
    for (let round = 0; round < 2; round++) {
      for (const req of requests) {
        const received = new Promise<{ name: string; queries: CapturedQuery[] }>((resolve) => (pending = resolve));
        const init = target.init(req);
        try {
          await fetchOk(target.url(req), { ...init, headers: { ...init.headers, 'x-bench-capture': req.name } });
          captured[req.name] = (await received).queries;
        } catch (error) {
          // The scenario then fails on both sides and its rows say so; the others still run.
          console.error(`captura de ${req.name}: ${String(error)}`);
        }
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await withDatabase(dataSet, (execute) => execute(`DELETE FROM intervals WHERE created_at >= '${startedAt.toISOString()}'`));
  return captured;
}
