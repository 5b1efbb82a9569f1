import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/client';
import { restoreCommand } from '../src/backup/commands';
import { SIGNATURE_PREFIX } from '../src/backup/format';
import { checkTarget, restoreBackup } from '../src/backup/restore';
import { BackupSignatureError, backupKey, type BackupKey } from '../src/backup/signature';
import { openDatabase } from '../src/db/client';
import { backupOf, dropScratchDatabases, emptyPostgres, withLines } from './backup-helpers';
import { createUser, onPostgres, withAdministrator } from './helpers';

/**
 * Issue 20 item 6 (docs/decisions/024): a backup edited by hand (an operator made administrator)
 * restored with exit 0; a flipped byte ended in a Z_DATA_ERROR stack trace; a failed restore printed
 * its whole batch, hashes and wages included. Backups are now signed with DATA_DIR/BACKUP_KEY; the
 * restore refuses a changed, unsigned or foreign-key file unless --unsigned, says what is wrong in
 * Spanish, and names only the table and the SQL state of a refused batch. Into PGlite or into
 * PostgreSQL, as the suite runs.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const WAGE = 34_567;
const source = withAdministrator();
let key: BackupKey;
/** DATA_DIR of the restores: where BACKUP_KEY is. */
let dataDir: string;
let signed: Buffer;
let operator: { id: number; username: string };
const dirs: string[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-signing-'));
  dirs.push(dir);
  return dir;
}
const fileWith = (content: Buffer) => {
  const file = path.join(tempDir(), 'copia.backup.gz');
  fs.writeFileSync(file, content);
  return file;
};
/** An empty target of the suite's kind: a PostgreSQL database, or a PGlite folder not made yet. */
const emptyTarget = async () => (onPostgres ? await emptyPostgres() : path.join(tempDir(), 'destino'));
const open = (target: string) =>
  target.startsWith('postgres')
    ? openDatabase({ url: target, dataDir: null, migrate: false })
    : openDatabase({ dataDir: target, migrate: false });

/** The signed backup with the operator's role changed to administrator. */
function promoted(backup: Buffer) {
  let roleAt = -1;
  return withLines(backup, (lines) =>
    lines.map((line) => {
      if (line.startsWith('{"table":')) {
        const start = JSON.parse(line) as { table: string; columns: string[] };
        roleAt = start.table === 'users' ? start.columns.indexOf('role') : -1;
      } else if (roleAt >= 0 && line.startsWith('[')) {
        const row = JSON.parse(line) as (string | null)[];
        if (row[0] === String(operator.id)) return JSON.stringify(row.with(roleAt, 'administrator'));
      }
      return line;
    }),
  );
}

async function roleIn(target: string) {
  const handle = await open(target);
  try {
    const [row] = await rowsOf<{ role: string }>(handle.db, sql`SELECT role FROM users WHERE id = ${operator.id}`);
    return row?.role;
  } finally {
    await handle.close();
  }
}

/**
 * Tables of `public` never vacuumed nor analysed: `reltuples` is -1 until the first VACUUM or ANALYZE
 * (the catalogue keeps it; PGlite's activity statistics do not survive a close).
 */
async function unvacuumedTablesIn(target: string) {
  const handle = await open(target);
  try {
    const rows = await rowsOf<{ relname: string }>(
      handle.db,
      sql`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND reltuples < 0 ORDER BY relname`,
    );
    return rows.map((row) => row.relname);
  } finally {
    await handle.close();
  }
}

/** `npm run restore -- …` as a process: its exit code and everything it printed. */
function restoreProcess(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [tsx, 'server/src/backup/cli.ts', 'restore', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MIGRATION_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Nothing of Node's own failure report: no stack frame, no zlib code. */
const expectNoStack = (output: string) => {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/Z_DATA_ERROR|Z_BUF_ERROR|node:events/);
};

beforeAll(async () => {
  dataDir = tempDir();
  key = backupKey(dataDir);
  operator = await createUser(source.app, source.admin, { hour_value: WAGE });
  signed = await backupOf({ db: source.app.db, kind: source.app.dbKind }, key);
}, 120_000);

afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await dropScratchDatabases();
});

describe('signed backups', () => {
  it('a backup whose operator was made administrator is refused without --unsigned, untouched target, and restored with it', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    try {
      const target = await emptyTarget();
      const file = fileWith(promoted(signed));
      await expect(restoreCommand([file, '--into', target])).rejects.toThrow(/firma de la copia no coincide.*--unsigned/);
      // Through standard input the file is checked as it is read, before the commit.
      const handle = await open(target);
      try {
        await expect(restoreBackup(handle.db, Readable.from(promoted(signed)), { signature: { key, keyFile: key.file } })).rejects.toThrow(
          BackupSignatureError,
        );
        expect(await checkTarget(handle.db, false)).toBe(false);
      } finally {
        await handle.close();
      }
      await restoreCommand([file, '--into', target, '--unsigned']);
      expect(await roleIn(target)).toBe('administrator');

      // The untouched backup restores without --unsigned, the operator still an operator.
      const other = await emptyTarget();
      await restoreCommand([fileWith(signed), '--into', other]);
      expect(await roleIn(other)).toBe('operator');
      // Into PGlite (no autovacuum) the restore ends with VACUUM (ANALYZE) of every table (db/upkeep.ts).
      if (!onPostgres) expect(await unvacuumedTablesIn(other)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);

  it('an unsigned backup (older Tintero), another key, no key and a cut signature are refused, each saying so', async () => {
    const unsigned = fileWith(withLines(signed, (lines) => lines.filter((line) => !line.startsWith(SIGNATURE_PREFIX))));
    const cut = fileWith(withLines(signed, (lines) => lines.map((line) => (line.startsWith(SIGNATURE_PREFIX) ? line.slice(0, 30) : line))));
    const target = await emptyTarget();
    vi.stubEnv('DATA_DIR', dataDir);
    try {
      await expect(restoreCommand([unsigned, '--into', target])).rejects.toThrow(/no lleva firma.*--unsigned/);
      await expect(restoreCommand([cut, '--into', target])).rejects.toThrow(/dañada/);
      vi.stubEnv('DATA_DIR', tempDir());
      await expect(restoreCommand([fileWith(signed), '--into', target])).rejects.toThrow(/no existe la clave .*BACKUP_KEY/);
      backupKey(process.env.DATA_DIR!);
      await expect(restoreCommand([fileWith(signed), '--into', target])).rejects.toThrow(/firmada con otra clave/);
      vi.stubEnv('DATA_DIR', dataDir);
      await restoreCommand([unsigned, '--into', target, '--unsigned']);
      expect(await roleIn(target)).toBe('operator');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);

  it('a flipped byte gives a Spanish message and exit code 1, never a stack trace', async () => {
    // In gzip's own check of the content (its last 8 bytes): every line reads well, the file is still damaged.
    const checksum = Buffer.from(signed);
    checksum[checksum.length - 8]! ^= 0x01;
    // In the first line's content, which gzip's check finds only at the end, after the restore stopped
    // reading at that line: once an 'error' nobody listened to, and a stack trace.
    const content = gunzipSync(signed);
    content[0]! ^= 0x01;
    const early = Buffer.concat([gzipSync(content).subarray(0, -8), signed.subarray(-8)]);
    for (const damaged of [checksum, early]) {
      for (const unsigned of [[], ['--unsigned']]) {
        const result = await restoreProcess([fileWith(damaged), '--into', await emptyTarget(), ...unsigned]);
        expect(result.code, result.output).toBe(1);
        expect(result.output).toMatch(/La copia|El archivo no es una copia|La firma de la copia/);
        expectNoStack(result.output);
      }
    }
  }, 180_000);

  it("a restore the database refuses names the table and the SQL state, never a row's hash or wage", async () => {
    // The operator's row twice: the primary key refuses the batch with every row of users in it.
    const twice = withLines(signed, (lines) =>
      lines.flatMap((line) => (line.startsWith(`["${operator.id}",`) && line.includes(operator.username) ? [line, line] : [line])),
    );
    const result = await restoreProcess([fileWith(twice), '--into', await emptyTarget(), '--unsigned']);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toMatch(/tabla users \(SQLSTATE 23505\)/);
    expect(result.output).not.toContain('$argon2');
    expect(result.output).not.toContain(String(WAGE));
    expect(result.output).not.toContain(operator.username);
    expectNoStack(result.output);
  }, 120_000);
});
