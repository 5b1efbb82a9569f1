/**
 * `npm run bench`: generates the data set on a scratch PostgreSQL database (BENCH_DATABASE_URL,
 * default the machine's local server), starts Tintero and the bare baseline in child processes,
 * loads both with autocannon and prints one table against the budgets of DESIGN §10.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@tintero/server/src/db/client';
import { ensureAdministrator, seedCatalogues } from '@tintero/server/src/db/seed';
import { addSuppliesForExport, BENCH_PASSWORD, generateDataSet } from './generate';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dbName = `tintero_bench_${process.pid}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
      env: { ...process.env, ...env, LOG_LEVEL: 'error' },
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Latency percentiles of one request repeated sequentially (for heavy single-user reads). */
async function sequential(url: string, headers: Record<string, string>, times: number) {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (p: number) => durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)]!;
  return { p95: at(95), max: durations[durations.length - 1]! };
}

/** Resident memory of a process in MB (Linux). */
async function rssMb(pid: number) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string, options: { connections: number; headers?: Record<string, string>; overallRate?: number }) {
  const result = await autocannon({
    url,
    duration,
    connections: options.connections,
    headers: options.headers,
    overallRate: options.overallRate,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

interface Row {
  scenario: string;
  ours: string;
  baseline: string;
  ratio: string;
  budget: string;
  pass: boolean;
}

async function main() {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  try {
    const handle = await openDatabase({ url: databaseUrl, dataDir: null });
    await seedCatalogues(handle.db);
    await ensureAdministrator(handle.db, BENCH_PASSWORD);
    console.log('generating the data set…');
    await generateDataSet(handle.db);
    await handle.close();

    children.push(
      await start('./serve-app.ts', { DATABASE_URL: databaseUrl, PORT: '3901', JWT_SECRET: 'bench-secret', SIGN_IN_RATE_LIMIT: '1000' }),
    );
    children.push(await start('./serve-baseline.ts', { DATABASE_URL: databaseUrl, PORT: '3902' }));

    const signIn = await fetch('http://127.0.0.1:3901/v1/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `auth[username]=admin&auth[password]=${BENCH_PASSWORD}`,
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}` };
    const now = new Date();
    const monthQuery = `year=${now.getFullYear()}&month=${now.getMonth() + 1}`;
    const rows: Row[] = [];

    const usersOurs = await load('http://127.0.0.1:3901/v1/users/2', { connections: 50, headers });
    const usersBase = await load('http://127.0.0.1:3902/v1/users/2', { connections: 50 });
    const usersRatio = usersOurs.rps / usersBase.rps;
    rows.push({
      scenario: 'GET /v1/users/{id} req/s @50',
      ours: usersOurs.rps.toFixed(0),
      baseline: usersBase.rps.toFixed(0),
      ratio: usersRatio.toFixed(2),
      budget: '≥ 0.70',
      pass: usersRatio >= 0.7,
    });

    const listOurs = await load(`http://127.0.0.1:3901/v1/production_orders?${monthQuery}`, { connections: 10, headers });
    const listBase = await load(`http://127.0.0.1:3902/v1/production_orders?${monthQuery}`, { connections: 10 });
    const listRatio = listOurs.rps / listBase.rps;
    rows.push({
      scenario: 'GET /v1/production_orders (month) req/s @10',
      ours: listOurs.rps.toFixed(1),
      baseline: listBase.rps.toFixed(1),
      ratio: listRatio.toFixed(2),
      budget: '≥ 0.70',
      pass: listRatio >= 0.7,
    });

    const listRate = await load(`http://127.0.0.1:3901/v1/production_orders?${monthQuery}`, { connections: 2, headers, overallRate: 20 });
    const listRateBase = await load(`http://127.0.0.1:3902/v1/production_orders?${monthQuery}`, { connections: 2, overallRate: 20 });
    rows.push({
      scenario: 'GET /v1/production_orders (month) p99 @20 req/s',
      ours: `${listRate.p99} ms`,
      baseline: `${listRateBase.p99} ms`,
      ratio: (listRate.p99 / Math.max(1, listRateBase.p99)).toFixed(2),
      budget: '≤ 100 ms',
      pass: listRate.p99 <= 100,
    });

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const kardex = await sequential(`http://127.0.0.1:3901/v1/kardexes?supply_id=1000`, headers, 40);
    rows.push({
      scenario: 'kardex of one supply (500 entries) p95',
      ours: `${kardex.p95.toFixed(0)} ms`,
      baseline: '-',
      ratio: '-',
      budget: '≤ 50 ms',
      pass: kardex.p95 <= 50,
    });
    const consolidated = await sequential(
      `http://127.0.0.1:3901/v1/kardexes/consolidated?from_date=${day(-91)}&to_date=${day(0)}`,
      headers,
      10,
    );
    rows.push({
      scenario: 'consolidated kardex, 3 months (max)',
      ours: `${consolidated.max.toFixed(0)} ms`,
      baseline: '-',
      ratio: '-',
      budget: '≤ 500 ms',
      pass: consolidated.max <= 500,
    });

    const more = await openDatabase({ url: databaseUrl, dataDir: null });
    await addSuppliesForExport(more.db);
    await more.close();
    const app = children[0]!;
    const before = await rssMb(app.pid!);
    let peak = before;
    const sampler = setInterval(() => void rssMb(app.pid!).then((mb) => (peak = Math.max(peak, mb))), 20);
    const started = performance.now();
    const exported = await fetch('http://127.0.0.1:3901/v1/supplies/export_to_excel', { headers });
    const bytes = (await exported.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (!exported.ok || bytes < 1_000_000) throw new Error(`export failed: ${exported.status}, ${bytes} bytes`);
    rows.push({
      scenario: 'Excel export, 50 000 supplies',
      ours: `${seconds.toFixed(2)} s`,
      baseline: '-',
      ratio: '-',
      budget: '≤ 3 s',
      pass: seconds <= 3,
    });
    rows.push({
      scenario: 'Excel export, extra memory (peak RSS)',
      ours: `${(peak - before).toFixed(0)} MB`,
      baseline: '-',
      ratio: '-',
      budget: '< 150 MB',
      pass: peak - before < 150,
    });

    console.table(rows);
    if (rows.some((row) => !row.pass)) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
