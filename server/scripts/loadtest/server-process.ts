import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Tintero as production runs it, in its own process on loopback (`src/main.ts` through tsx: the
 * same start, migrations, seed, data-folder lock and graceful stop), on a scratch PostgreSQL
 * database or a fresh PGlite folder, and what the load and crash tests need from it: start,
 * SIGKILL, start again at once on the same data.
 */

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
export const ADMIN_PASSWORD = 'carga-admin-123';
const JWT_SECRET = 'loadtest-secret-0123456789abcdef0123456789abcdef';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Target {
  kind: DatabaseKind;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** PostgreSQL: the scratch database's URL; PGlite: the data folder. */
  location: string;
  drop: () => Promise<void>;
}

const postgresServer = () => process.env.LOADTEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: postgresServer() });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new empty database: a scratch PostgreSQL database, or a PGlite folder under the system's temp. */
export async function createTarget(kind: DatabaseKind): Promise<Target> {
  if (kind === 'pglite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'tintero-load-'));
    return { kind, env: { DATA_DIR: folder }, location: folder, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `tintero_load_${process.pid}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServer());
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    location: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Output of the process (its log: a 5xx is always logged). */
  output: () => string;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something already listens on the port (another run: its answers would be taken for ours). */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts the server on the target; resolves once `/v1/health` answers (it has migrated, seeded and listens). */
export async function startServer(target: Target, port: number): Promise<ServerProcess> {
  if (await portTaken(port)) throw new Error(`el puerto ${port} ya está en uso (¿otra prueba?): use --port=N`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      ADMIN_PASSWORD,
      SIGN_IN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar (${child.exitCode}):\n${output.slice(-3000)}`);
    try {
      const response = await fetch(`${base}/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`el servidor no respondió en 120 s:\n${output.slice(-3000)}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** SIGKILL: no graceful stop, no lock released, requests in flight cut. Resolves once the process is gone. */
export async function killServer(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await exited(server.child);
}

/** SIGTERM, as a service manager stops it; SIGKILL after 15 s. */
export async function stopServer(server: ServerProcess) {
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  server.child.kill('SIGTERM');
  await exited(server.child);
  clearTimeout(timer);
}
