import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backupCommand } from '../src/backup/commands';
import { openDatabase } from '../src/db/client';
import { freePort } from './free-port';
import { userPayload } from './helpers';

/**
 * Issue 20 item 1 (docs/decisions/024): PGlite's folder held ~970 files at 0666 in a 0755 folder,
 * a WAL segment with the administrator's argon2 hash among them. The server as `npm start` runs it
 * (tsx on main.ts, a real process) keeps DATA_DIR 0700 and every file in it owner-only, repairs a
 * folder left open with one line, and backups go to a 0700 BACKUP_DIR as 0600 files. The folder is
 * PGlite's whatever the suite's database.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const STARTUP_MS = 90_000;
const dirs: string[] = [];
const children = new Set<ChildProcess>();

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-modes-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every file and folder under `dir` (itself included) that its group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, entry) || '.'}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}

const modeOf = (entry: string) => fs.statSync(entry).mode & 0o777;

/** The server on a PGlite folder, as `npm start` runs it; resolves once it answers. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [tsx, 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      MIGRATION_DATABASE_URL: '',
      JWT_SECRET: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'modes-admin-password',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

/** Signs in and creates a user: the hash and the wage reach the WAL. */
async function writeSomething(url: string) {
  const signIn = await fetch(`${url}/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'auth[username]=admin&auth[password]=modes-admin-password',
  });
  expect(signIn.status).toBe(200);
  const { jwt } = (await signIn.json()) as { jwt: string };
  const created = await fetch(`${url}/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user: userPayload({ hour_value: 23_456 }) }),
  });
  expect(created.status).toBe(201);
}

const repairLines = (output: string) => output.split('\n').filter((line) => line.includes('Permisos corregidos'));

describe('file modes', () => {
  it(
    'a fresh DATA_DIR is 0700 with every file owner-only while the server runs and writes, WAL included; a folder left open is repaired at start with one line',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      const server = await startServer(dataDir);
      try {
        await writeSomething(server.url);
        expect(modeOf(dataDir)).toBe(0o700);
        const wal = fs.readdirSync(path.join(dataDir, 'pglite', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
        expect(wal.length).toBeGreaterThan(0);
        expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(openToOthers(dataDir)).toEqual([]);
      // A fresh folder is not "repaired": PGlite's own files are closed silently.
      expect(repairLines(server.output())).toEqual([]);

      // Left open, as Tintero before this left it (0755 folders, 0666 files).
      const opened = (entry: string) => {
        const directory = fs.statSync(entry).isDirectory();
        fs.chmodSync(entry, directory ? 0o755 : 0o666);
        if (directory) for (const name of fs.readdirSync(entry)) opened(path.join(entry, name));
      };
      opened(dataDir);
      expect(openToOthers(dataDir).length).toBeGreaterThan(900);
      const again = await startServer(dataDir);
      try {
        await writeSomething(again.url);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await again.stop();
      }
      expect(repairLines(again.output())).toHaveLength(1);
      expect(repairLines(again.output())[0]).toContain(dataDir);
      expect(openToOthers(dataDir)).toEqual([]);
    },
    3 * STARTUP_MS,
  );

  it('npm run backup writes 0600 files into a 0700 BACKUP_DIR, repairing an open one, and makes BACKUP_KEY 0600', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const database = await openDatabase({ dataDir });
    await database.close();
    const backupDir = path.join(tempDir(), 'backups');
    fs.mkdirSync(backupDir, { mode: 0o755 });
    fs.chmodSync(backupDir, 0o755);
    const older = path.join(backupDir, 'tintero-2026-01-01T00-00-00Z.backup.gz');
    fs.writeFileSync(older, 'una copia anterior');
    fs.chmodSync(older, 0o644);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('BACKUP_DIR', backupDir);
    let lines: string[];
    try {
      await backupCommand(['--from', dataDir]);
      await backupCommand(['--from', dataDir]);
    } finally {
      lines = said.mock.calls.map((call) => String(call[0]));
      vi.unstubAllEnvs();
      said.mockRestore();
    }
    expect(repairLines(lines.join('\n'))).toHaveLength(1);
    expect(modeOf(backupDir)).toBe(0o700);
    const files = fs.readdirSync(backupDir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const name of files) expect([name, modeOf(path.join(backupDir, name))]).toEqual([name, 0o600]);
    expect(modeOf(path.join(dataDir, 'BACKUP_KEY'))).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
