/**
 * The server's start on a data set (DESIGN §10: it answers within 1 s of `npm run serve` on the
 * five-year PGlite folder; peak memory during start ≤ 400 MB): the production build run as `npm
 * run serve` runs it, timed from the spawn to the first answer of `GET /v1/health` (a 503
 * "opening" counts: the screens load from then on) and to its first 200 (the database open, every
 * request answered). Peak memory is the process's high-water mark of resident memory (VmHWM, the
 * PGlite thread included), read until a few seconds after the 200, when the answers' serializers
 * have been compiled in the idle turns. The median of START_RUNS starts.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DataSet } from './datasets';
import { stop } from './load';
import type { Row } from './results';

const START_RUNS = 3;
const PORT = 3290;
const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const bundle = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

interface StartFigures {
  firstAnswerMs: number;
  openMs: number;
  peakMb: number;
}

const residentPeakKb = (pid: number) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

async function healthStatus(): Promise<number | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/v1/health`, { signal: AbortSignal.timeout(1_000) })).status;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce(dataSet: DataSet): Promise<StartFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...dataSet.env, PORT: String(PORT), HOST: '127.0.0.1', JWT_SECRET: 'bench-secret', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentPeakKb(child.pid!))), 25);
  try {
    let firstAnswerMs: number | undefined;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it opened`);
      const status = await healthStatus();
      if (status !== undefined) firstAnswerMs ??= performance.now() - started;
      if (status === 200) break;
      if (performance.now() - started > 600_000) throw new Error('the database did not open within 10 minutes');
      await pause(10);
    }
    const openMs = performance.now() - started;
    await pause(3_000);
    peakKb = Math.max(peakKb, residentPeakKb(child.pid!));
    return { firstAnswerMs: firstAnswerMs!, openMs, peakMb: peakKb / 1024 };
  } finally {
    clearInterval(sampler);
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The start's rows for one data set: first answer, database open, peak memory. */
export async function startRows(dataSet: DataSet): Promise<Row[]> {
  // The build `npm run serve` runs: the sources as they are now.
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const runs: StartFigures[] = [];
  for (let run = 0; run < START_RUNS; run += 1) runs.push(await startOnce(dataSet));
  const firstAnswer = median(runs.map((run) => run.firstAnswerMs));
  const open = median(runs.map((run) => run.openMs));
  const peak = median(runs.map((run) => run.peakMb));
  const row = (scenario: string, ours: string, budget: string, pass: boolean): Row => ({
    scenario,
    database: dataSet.kind,
    ours,
    baseline: '—',
    ratio: '—',
    budget,
    pass,
  });
  return [
    row('Arranque: primera respuesta (mediana de 3)', `${firstAnswer.toFixed(0)} ms`, '≤ 1000 ms', firstAnswer <= 1_000),
    row('Arranque: base de datos abierta', `${(open / 1000).toFixed(2)} s`, 'informativo', true),
    row('Arranque: memoria residente máxima', `${peak.toFixed(0)} MB`, '≤ 400 MB', peak <= 400),
  ];
}
