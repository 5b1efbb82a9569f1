import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@tintero/server/src/db/client';
import * as schema from '@tintero/server/src/db/schema';
import { ensureAdministrator, seedCatalogues } from '@tintero/server/src/db/seed';
import { BENCH_PASSWORD, generateDataSet, sizeLabel, withOneSession, type Size } from './generate';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataRoot = fileURLToPath(new URL('../.data/', import.meta.url));

export type DatabaseKind = 'postgres' | 'pglite';

/** Where the app (DATABASE_URL or DATA_DIR) finds a generated data set, and how to drop it. */
export interface DataSet {
  kind: DatabaseKind;
  size: Size;
  env: Record<string, string>;
  /** PostgreSQL: the URL; PGlite: the data directory. */
  location: string;
  drop: () => Promise<void>;
}

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows as unknown[];
  } finally {
    await client.end();
  }
}

/**
 * The data set's database. PGlite is opened here directly (in this thread, with the server's
 * migrations) rather than through the server's client: the generator and the fixture reads need
 * no lock or worker, and the folder is the bench's own.
 */
export async function openBenchDatabase(options: {
  url?: string;
  dataDir: string | null;
}): Promise<{ db: Database; close: () => Promise<void> }> {
  if (options.url) return openDatabase({ url: options.url, dataDir: null });
  fs.mkdirSync(options.dataDir!, { recursive: true });
  const client = new PGlite(path.join(options.dataDir!, 'pglite'));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('../../server/drizzle', import.meta.url)) });
  return { db: db as unknown as Database, close: () => client.close() };
}

async function fill(options: { url?: string; dataDir: string | null }, size: Size, chunk: number) {
  const handle = await openBenchDatabase(options);
  try {
    await seedCatalogues(handle.db);
    await ensureAdministrator(handle.db, BENCH_PASSWORD);
    if (options.url) await withOneSession(options.url, (db) => generateDataSet(db, size, { chunk }));
    else await generateDataSet(handle.db, size, { chunk });
  } finally {
    await handle.close();
  }
}

/**
 * A kept data set as the next run finds it in production: vacuumed and analysed, as PostgreSQL's
 * autovacuum (off on this machine's cluster) and PGlite's upkeep would have done after the previous
 * run's writes (the operators' intervals, the export phase's 50 000 supplies in and out).
 */
async function vacuumKept(options: { url?: string; dataDir: string | null }) {
  const handle = await openBenchDatabase(options);
  try {
    await handle.db.execute(sql.raw('VACUUM (ANALYZE)'));
  } finally {
    await handle.close();
  }
}

/**
 * A scratch PostgreSQL database holding a fresh data set of `size`, dropped by `drop`. With
 * BENCH_KEEP=1 it is named by its size only, kept, and reused by the next run (a database is
 * marked complete once generated).
 */
export async function postgresDataSet(size: Size): Promise<DataSet> {
  const keep = process.env.BENCH_KEEP === '1';
  const name = `tintero_bench_${keep ? '' : `${process.pid}_`}${sizeLabel(size).replace(/[^a-z0-9]/gi, '_')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSet: DataSet = {
    kind: 'postgres',
    size,
    env: { DATABASE_URL: url.toString() },
    location: url.toString(),
    drop: async () => {
      if (!keep) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  const complete = await adminQuery(
    `SELECT 1 FROM pg_database WHERE datname = '${name}' AND shobj_description(oid, 'pg_database') = 'complete'`,
  );
  if (keep && complete.length > 0 && process.env.BENCH_REGENERATE !== '1') {
    console.log(`PostgreSQL: se reutiliza ${name} (BENCH_REGENERATE=1 lo genera de nuevo)`);
    await vacuumKept({ url: url.toString(), dataDir: null });
    return dataSet;
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  console.log(`PostgreSQL (${name}):`);
  await fill({ url: url.toString(), dataDir: null }, size, 200_000);
  await adminQuery(`COMMENT ON DATABASE ${name} IS 'complete'`);
  return dataSet;
}

/**
 * A PGlite data directory under bench/.data/ (git-ignored), generated once per size and kept:
 * PGlite takes minutes for the five-year set, so a later run reuses it (BENCH_REGENERATE=1
 * rebuilds it). The scenarios that write (the operator cycle) add a few intervals each run.
 */
export async function pgliteDataSet(size: Size): Promise<DataSet> {
  const dir = path.join(dataRoot, `pglite-${sizeLabel(size)}`);
  const marker = path.join(dir, 'generated.json');
  if (process.env.BENCH_REGENERATE === '1' || !fs.existsSync(marker)) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`PGlite (${dir}):`);
    await fill({ dataDir: dir }, size, 50_000);
    fs.writeFileSync(marker, JSON.stringify({ size, generatedAt: new Date().toISOString() }));
  } else {
    console.log(`PGlite: se reutiliza ${dir} (BENCH_REGENERATE=1 lo genera de nuevo)`);
    await vacuumKept({ dataDir: dir });
  }
  return { kind: 'pglite', size, env: { DATA_DIR: dir }, location: dir, drop: async () => undefined };
}

export const openDataSet = (kind: DatabaseKind, size: Size) => (kind === 'postgres' ? postgresDataSet(size) : pgliteDataSet(size));
