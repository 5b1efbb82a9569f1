import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** Starts a bench server script in its own process; resolves once it listens. */
export function start(script: string, env: Record<string, string>, onMessage?: (message: unknown) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    const onExit = (code: number | null) => reject(new Error(`${script} terminó con ${code}`));
    child.on('message', (message) => {
      if (message === 'ready') {
        child.off('exit', onExit);
        resolve(child);
      } else onMessage?.(message);
    });
    child.once('exit', onExit);
  });
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function fetchOk(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
  return body;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export function summary(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0, count: sorted.length };
}

/**
 * autocannon for BENCH_SECONDS after one unmeasured second at the same load (a freshly started
 * server, and PGlite's buffers, start cold on both sides): requests per second and p99 latency
 * (ms); any non-2xx fails the run.
 */
export async function load(url: string, options: { connections: number; headers?: Record<string, string>; overallRate?: number }) {
  await autocannon({ url, duration: 1, connections: options.connections, headers: options.headers, overallRate: options.overallRate });
  const result = await autocannon({
    url,
    duration,
    connections: options.connections,
    headers: options.headers,
    overallRate: options.overallRate,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Resident memory of a process in MB (Linux). */
export async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Time of one request and the peak resident memory it added to the server process. */
export async function timedWithMemory(url: string, headers: Record<string, string>, pid: number) {
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 20);
  const started = performance.now();
  try {
    const bytes = (await fetchOk(url, { headers })).byteLength;
    return { ms: performance.now() - started, extraMb: Math.max(0, peak - before), bytes };
  } finally {
    clearInterval(sampler);
  }
}
