import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE, type LockOwner } from '../src/db/data-dir-lock';
import { freePort } from './free-port';

/**
 * The server as production runs it: the bundle (`npm run build -w @tintero/server`) started by
 * plain node (README, "Running in production"), and `npm run serve`. Real processes, real signals.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 90_000;

const dirs: string[] = [];
const started = new Set<ChildProcess>();
const pidsToReap = new Set<number>();

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-lifecycle-'));
  dirs.push(dir);
  return dir;
}

/** Whether nothing listens on the port any more: we can listen on it ourselves. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Running {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** stdout and stderr so far. */
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(
  command: string,
  args: string[],
  options: { dataDir: string; port: number; env?: Record<string, string>; cwd?: string },
): Running {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ADMIN_PASSWORD: 'lifecycle-admin-password',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, port: options.port, dataDir: options.dataDir, output: () => output, exit };
}

/**
 * The bundle these tests build, in a folder of its own beside server/dist (where it finds the web
 * build and the migrations as dist/main.js does): the work tree's build is never replaced under a
 * running server or an end-to-end run.
 */
const bundleDir = `.dist-lifecycle-${process.pid}`;
const bundle = path.join('server', bundleDir, 'main.js');

/**
 * The repository's `npm run serve`, its script pointed at this file's bundle: a package.json in the
 * bundle's folder holding the same script with `server/dist/` taken out. Returns that folder.
 */
function serveScriptOnTheBundle(): string {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.serve).toContain('server/dist/main.js');
  const folder = path.join(root, 'server', bundleDir);
  const serve = scripts.serve!.replace('server/dist/main.js', 'main.js');
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ private: true, type: 'module', scripts: { serve } }));
  return folder;
}

/** The production command: node on the bundle. */
const startServer = (dataDir: string, port: number, env?: Record<string, string>) =>
  run(process.execPath, [bundle], { dataDir, port, ...(env ? { env } : {}) });

async function healthy(server: Running): Promise<void> {
  await until(
    `GET /v1/health on port ${server.port}`,
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`the server exited before answering:\n${server.output()}`);
      }
      try {
        return (await fetch(`http://127.0.0.1:${server.port}/v1/health`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
    STARTUP_MS,
  );
}

const lockOwner = (dataDir: string): LockOwner => JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockOwner;

async function exitWithin(server: Running, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exit, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  // The same build `npm start` runs; esbuild takes about a second.
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', bundleDir], { cwd: path.join(root, 'server') });
}, 120_000);

afterAll(() => {
  fs.rmSync(path.join(root, 'server', bundleDir), { recursive: true, force: true });
  for (const child of started) child.kill('SIGKILL');
  for (const pid of pidsToReap) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('restarts at once after a SIGKILL, taking over the dead process lock, and a second process on a live folder stops with a message', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer(dataDir, port);
    await healthy(first);
    expect(lockOwner(dataDir).pid).toBe(first.child.pid);

    first.child.kill('SIGKILL');
    expect((await exitWithin(first, 10_000)).signal).toBe('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const restarted = startServer(dataDir, port);
    await healthy(restarted);
    expect(restarted.output()).toContain(`estaba bloqueada por el proceso ${first.child.pid}`);
    expect(restarted.output()).toContain('que ya no existe: este proceso toma el bloqueo');
    expect(lockOwner(dataDir).pid).toBe(restarted.child.pid);

    // (b) A second process on the folder of a live one.
    const second = startServer(dataDir, await freePort());
    const { code } = await exitWithin(second, STARTUP_MS);
    expect(code).toBe(1);
    expect(second.output()).toContain(`La carpeta de datos ${dataDir} ya está en uso por otro proceso de Tintero`);
    expect(second.output()).toContain(`pid ${restarted.child.pid}`);
    expect(second.output()).not.toMatch(/^\s+at /m);

    restarted.child.kill('SIGTERM');
    expect((await exitWithin(restarted, 30_000)).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);

  it('stops the whole tree of `npm run serve` on SIGTERM to npm: the port and the data folder are free again', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const npm = run('npm', ['run', 'serve'], { dataDir, port, cwd: serveScriptOnTheBundle() });
    await healthy(npm);
    const serverPid = lockOwner(dataDir).pid;
    pidsToReap.add(serverPid);
    expect(serverPid).not.toBe(npm.child.pid);

    npm.child.kill('SIGTERM');
    const { code } = await exitWithin(npm, 30_000);
    expect(code).toBe(0);
    await until(`the server process ${serverPid} to end`, () => !isAlive(serverPid), 15_000);
    expect(npm.output()).toContain('Cerrando: no se aceptan conexiones nuevas');
    expect(await portIsFree(port)).toBe(true);
    // Released on the way out, not merely stale.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 240_000);

  it('stops at a bad setting with a Spanish message naming the variable and no stack', async () => {
    const server = startServer(tempDir(), await freePort(), { TOKEN_TTL_HOURS: 'abc' });
    const { code } = await exitWithin(server, STARTUP_MS);
    expect(code).toBe(1);
    expect(server.output()).toContain('La variable TOKEN_TTL_HOURS debe ser un número entero');
    expect(server.output()).toContain('«abc»');
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toContain('ConfigError');
  }, 120_000);
});
