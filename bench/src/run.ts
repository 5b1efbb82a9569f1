/**
 * `npm run bench`: every DESIGN §10 scenario on PostgreSQL and on PGlite, each against the bare
 * baseline replaying the same SQL in the same run (serve-baseline.ts), at the largest size; the
 * main reads also at the smaller sizes, for growth. One table printed and written to
 * bench/results/latest.json; failed budgets listed; exit code 1 when one fails.
 *
 * BENCH_DATABASES=postgres,pglite  BENCH_YEARS=1,5  BENCH_SECONDS=10  BENCH_SIZE=operators=12,supplies=150
 * (BENCH_SIZE overrides the five-year shape for quick runs; the capture always runs on PostgreSQL.)
 */
import fs from 'node:fs';
import os from 'node:os';
import { openDataSet, type DatabaseKind, type DataSet } from './datasets';
import { parseSize, SIZES, sizeLabel, type Size } from './generate';
import { stop } from './load';
import { writeResults, type Row } from './results';
import { scenarios, type Fixture, type Scenario, type Target } from './scenarios';
import { BASELINE_PORT, capture, exportSupplies, readFixture, startBaseline, startOurs } from './session';
import { startRows } from './start-time';

const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((name) => name.trim()) as DatabaseKind[];
const shape = parseSize(process.env.BENCH_SIZE ?? '', SIZES.fiveYears);
const sizes: Size[] = (process.env.BENCH_YEARS ?? '1,5')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
  .map((years) => ({ ...shape, years }));
const largest = sizes[sizes.length - 1]!;

const format = (value: number, unit: string) =>
  unit === 's' ? `${value.toFixed(2)} s` : `${value < 10 && unit === 'ms' ? value.toFixed(1) : value.toFixed(0)} ${unit}`;

type Figures = Record<string, Record<string, number> | Error>;

/** Measures `list` on one side; a scenario that fails is kept as its error. */
async function measureAll(target: Target, fixture: Fixture, list: Scenario[]): Promise<Figures> {
  const figures: Figures = {};
  for (const scenario of list.filter((item) => target.side === 'ours' || !item.oursOnly)) {
    try {
      figures[scenario.key] = await scenario.measure(target, fixture);
    } catch (error) {
      figures[scenario.key] = error instanceof Error ? error : new Error(String(error));
      console.error(`${target.side} ${scenario.key}: ${figures[scenario.key]!.toString()}`);
    }
  }
  return figures;
}

function rowsOf(kind: DatabaseKind, list: Scenario[], ours: Figures, baseline: Figures): Row[] {
  return list.flatMap((scenario) =>
    Object.entries(scenario.metrics).map(([name, metric]) => {
      const mine = ours[scenario.key];
      const floor = baseline[scenario.key];
      const oursValue = mine instanceof Error || !mine ? undefined : mine[name];
      const baseValue = floor instanceof Error || !floor ? undefined : floor[name];
      return {
        scenario: metric.title,
        database: kind,
        ours:
          oursValue === undefined ? `error: ${(mine as Error | undefined)?.message.slice(0, 80) ?? '—'}` : format(oursValue, metric.unit),
        baseline: baseValue === undefined ? '—' : format(baseValue, metric.unit),
        ratio: oursValue !== undefined && baseValue ? (oursValue / baseValue).toFixed(2) : '—',
        budget: metric.budget,
        pass: oursValue !== undefined && metric.pass(oursValue, baseValue),
      };
    }),
  );
}

const inPhase = (phase: Scenario['phase']) => scenarios.filter((scenario) => scenario.phase === phase);

/** The SQL of every scenario, each phase's with the data it runs on (the exports with their 50 000 supplies). */
async function captureQueries(fixture: Fixture, pgSet: DataSet) {
  console.log('capturando el SQL de cada escenario en PostgreSQL…');
  const captured = await capture(pgSet, fixture, inPhase('main'));
  await exportSupplies(pgSet, true);
  try {
    Object.assign(captured, await capture(pgSet, fixture, inPhase('export')));
  } finally {
    await exportSupplies(pgSet, false);
  }
  const file = `${os.tmpdir()}/tintero-bench-queries-${process.pid}.json`;
  fs.writeFileSync(file, JSON.stringify(captured));
  return file;
}

/** Every scenario on one database at the largest size: the baseline first (it replays the captured starts), then Tintero. */
async function fullRun(dataSet: DataSet, fixture: Fixture, queriesFile: string) {
  const rows: Row[] = [];
  for (const phase of ['main', 'export'] as const) {
    const list = inPhase(phase);
    if (phase === 'export') await exportSupplies(dataSet, true);
    try {
      console.log(`${dataSet.kind}: base, fase ${phase}…`);
      const baseline = await startBaseline(dataSet, queriesFile);
      const baseFigures = await measureAll(baseline.target, fixture, list)
        .then(async (figures) => {
          (plans[dataSet.kind] ??= []).push(...(await explain(dataSet.kind, fixture, list)));
          return figures;
        })
        .finally(() => stop(baseline.child));
      console.log(`${dataSet.kind}: Tintero, fase ${phase}…`);
      const ours = await startOurs(dataSet, fixture);
      const ourFigures = await measureAll(ours.target, fixture, list).finally(() => stop(ours.child));
      rows.push(...rowsOf(dataSet.kind, list, ourFigures, baseFigures));
      if (phase === 'main') growthFigures.set(`${dataSet.kind} ${sizeLabel(dataSet.size)}`, ourFigures);
    } finally {
      if (phase === 'export') await exportSupplies(dataSet, false);
    }
  }
  return rows;
}

const growthFigures = new Map<string, Figures>();
const plans: Partial<Record<DatabaseKind, string[]>> = {};
/** Scenarios whose plans bench/README.md keeps (the heavy reads and the exports). */
const EXPLAINED = new Set([
  'orders-month',
  'kardex-supply',
  'kardex-consolidated',
  'supplies-history',
  'operator-report-screen',
  'consolidated-report',
  'consolidated-report-late',
  'insights-year',
  'insights-five-years',
  'audit-first-page',
  'shop-floor',
  'supplies-export',
  'rules-export',
]);

/** EXPLAIN ANALYZE of each heavy scenario's reads, run by the baseline (it holds the database). */
async function explain(kind: DatabaseKind, fixture: Fixture, list: Scenario[]) {
  const sections: string[] = [];
  const seen = new Set<string>();
  for (const scenario of list.filter((item) => EXPLAINED.has(item.key))) {
    for (const req of scenario.requests(fixture)) {
      if (seen.has(req.name)) continue;
      seen.add(req.name);
      const response = await fetch(`http://127.0.0.1:${BASELINE_PORT}/explain/${req.name}`);
      sections.push(`### ${req.name} (${kind}): \`${req.path}\`\n\n\`\`\`\n${await response.text()}\n\`\`\`\n`);
    }
  }
  return sections;
}

/** The growth scenarios on Tintero only, at a smaller size. */
async function growthRun(dataSet: DataSet, fixture: Fixture) {
  console.log(`${dataSet.kind}: crecimiento, ${sizeLabel(dataSet.size)}…`);
  const ours = await startOurs(dataSet, fixture);
  const figures = await measureAll(
    ours.target,
    fixture,
    scenarios.filter((scenario) => scenario.growth),
  ).finally(() => stop(ours.child));
  growthFigures.set(`${dataSet.kind} ${sizeLabel(dataSet.size)}`, figures);
}

/**
 * Issue 23's budget: ≤ ×1.5 from one year to five. Below GROWTH_FLOOR_MS at five years a ratio is
 * the machine's noise (2 → 4 ms), not the workshop's growth.
 */
const GROWTH_LIMIT = 1.5;
const GROWTH_FLOOR_MS = 10;

function growthRows(kind: DatabaseKind): Row[] {
  if (sizes.length < 2) return [];
  const small = growthFigures.get(`${kind} ${sizeLabel(sizes[0]!)}`);
  const large = growthFigures.get(`${kind} ${sizeLabel(largest)}`);
  if (!small || !large) return [];
  return scenarios
    .filter((scenario) => scenario.growth)
    .map((scenario) => {
      const before = small[scenario.key];
      const after = large[scenario.key];
      const ok = !(before instanceof Error) && !(after instanceof Error) && before && after;
      const growth = ok ? after.p95! / before.p95! : NaN;
      return {
        scenario: `${scenario.metrics.p95!.title.replace(/ p95$/, '')}: p95 ${sizes[0]!.years} → ${largest.years} años`,
        database: kind,
        ours: ok ? `${format(before.p95!, 'ms')} → ${format(after.p95!, 'ms')}` : 'error',
        baseline: '—',
        ratio: ok ? `×${growth.toFixed(2)}` : '—',
        budget: `≤ ×${GROWTH_LIMIT} (o ≤ ${GROWTH_FLOOR_MS} ms)`,
        pass: ok ? growth <= GROWTH_LIMIT || after.p95! <= GROWTH_FLOOR_MS : false,
      };
    });
}

async function main() {
  const started = Date.now();
  const rows: Row[] = [];
  let queriesFile: string | undefined;
  const kinds: DatabaseKind[] = databases.includes('postgres')
    ? ['postgres', ...databases.filter((kind) => kind !== 'postgres')]
    : databases;
  for (const kind of kinds) {
    for (const size of [...sizes].reverse()) {
      const dataSet = await openDataSet(kind, size);
      try {
        const fixture = await readFixture(dataSet);
        if (size === largest) {
          if (!queriesFile) {
            const pgSet = kind === 'postgres' ? dataSet : await openDataSet('postgres', size);
            queriesFile = await captureQueries(await readFixture(pgSet), pgSet);
            if (pgSet !== dataSet) await pgSet.drop();
          }
          rows.push(...(await fullRun(dataSet, fixture, queriesFile)));
          rows.push(...(await startRows(dataSet)));
        } else await growthRun(dataSet, fixture);
      } finally {
        await dataSet.drop();
      }
    }
    rows.push(...growthRows(kind));
    // Written after each database, so a run cut short keeps what it measured.
    await writeResults(
      [kind],
      rows.filter((row) => row.database === kind),
      plans,
      { date: new Date().toISOString(), seconds: Number(process.env.BENCH_SECONDS ?? 10), sizes },
    );
  }
  if (queriesFile) fs.rmSync(queriesFile, { force: true });
  console.table(rows);
  const failed = rows.filter((row) => !row.pass);
  console.log(
    `\n${rows.length} filas en ${Math.round((Date.now() - started) / 1000)} s; bench/results/latest.json, latest.md y plans-*.md`,
  );
  if (failed.length > 0) {
    console.log(`\nPresupuestos que no se cumplen (${failed.length}):`);
    for (const row of failed)
      console.log(`  ✗ [${row.database}] ${row.scenario}: ${row.ours} (presupuesto ${row.budget}, base ${row.baseline})`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
