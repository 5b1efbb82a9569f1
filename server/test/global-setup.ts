import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { ensureAdministrator, seedCatalogues } from '../src/db/seed';
import { ADMIN_PASSWORD, onPostgres } from './helpers';

/**
 * On PGlite, migrates and seeds one database before the run and dumps it to a file that every
 * test app starts from (helpers.ts): each test file then skips PGlite's initdb and the migrations.
 * On PostgreSQL each test app creates its own scratch database as before.
 */
export default async function setup() {
  if (onPostgres) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'tintero-test-'));
  const file = path.join(folder, 'seeded.tar');
  const database = await openDatabase({ dataDir: null });
  try {
    await seedCatalogues(database.db);
    await ensureAdministrator(database.db, ADMIN_PASSWORD);
    const dump = await database.dump!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env.TINTERO_TEST_PGLITE_SNAPSHOT = file;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
