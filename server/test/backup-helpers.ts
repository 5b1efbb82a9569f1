import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { writeBackup } from '../src/backup/dump';
import type { BackupKey } from '../src/backup/signature';
import type { DatabaseHandle } from '../src/db/client';

/** Shared by the backup tests (backup.test.ts, backup-signing.test.ts). */

/** The backup with its lines changed as `change` says (the signature is not made again). */
export function withLines(backup: Buffer, change: (lines: string[]) => string[]) {
  return gzipSync(change(gunzipSync(backup).toString('utf8').split('\n')).join('\n'));
}

/** A backup of the database, signed with `key`, in memory. */
export async function backupOf(handle: Pick<DatabaseHandle, 'db' | 'kind'>, key: BackupKey) {
  const chunks: Buffer[] = [];
  const sink = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(handle.db, handle.kind, sink, key);
  return Buffer.concat(chunks);
}

const scratchDatabases: string[] = [];
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database next to the suite's, dropped by dropScratchDatabases. */
export async function emptyPostgres() {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL!;
  const name = `tintero_restore_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  scratchDatabases.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabases() {
  for (const name of scratchDatabases.splice(0)) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
