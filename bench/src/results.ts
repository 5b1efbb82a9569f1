import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverUrl, type DatabaseKind } from './datasets';
import type { Size } from './generate';

export interface Row {
  scenario: string;
  database: DatabaseKind;
  ours: string;
  baseline: string;
  ratio: string;
  budget: string;
  pass: boolean;
}

interface Run {
  date: string;
  seconds: number;
  sizes: Size[];
  machine: Record<string, unknown>;
}

interface Results {
  runs: Partial<Record<DatabaseKind, Run>>;
  rows: Row[];
  failed: Row[];
}

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

async function machine() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    ramGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    postgres: rows[0]?.server_version,
    node: process.version,
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
  };
}

const markdownTable = (rows: Row[]) =>
  [
    '| scenario | database | ours | baseline | ratio | budget | pass |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) =>
      [row.scenario, row.database, row.ours, row.baseline, row.ratio, row.budget, row.pass ? 'yes' : '**no**']
        .map((cell) => cell.replaceAll('|', '\\|'))
        .join(' | '),
    ),
  ]
    .map((line) => (line.startsWith('|') ? line : `| ${line} |`))
    .join('\n');

/**
 * bench/results/latest.json (and latest.md, the same table in Markdown): this run's rows replace
 * those of the databases it measured; a run of one database keeps the other's last rows, with
 * the date and machine of each. plans-<database>.md hold the EXPLAIN ANALYZE of the heavy reads.
 */
export async function writeResults(
  kinds: DatabaseKind[],
  rows: Row[],
  plans: Partial<Record<DatabaseKind, string[]>>,
  run: Omit<Run, 'machine'>,
) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}latest.json`;
  const previous: Results = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Results)
    : { runs: {}, rows: [], failed: [] };
  const thisRun = { ...run, machine: await machine() };
  const kept = (previous.rows ?? []).filter((row) => !kinds.includes(row.database));
  const all = [...kept, ...rows].sort((a, b) => (a.database === b.database ? 0 : a.database === 'postgres' ? -1 : 1));
  const results: Results = {
    runs: { ...previous.runs, ...Object.fromEntries(kinds.map((kind) => [kind, thisRun])) },
    rows: all,
    failed: all.filter((row) => !row.pass),
  };
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(`${resultsDir}latest.md`, `${markdownTable(all)}\n`);
  for (const kind of kinds)
    if (plans[kind]?.length)
      fs.writeFileSync(
        `${resultsDir}plans-${kind}.md`,
        `# EXPLAIN ANALYZE of the heavy reads, ${kind} (${thisRun.date})\n\n${plans[kind]!.join('\n')}`,
      );
}
