import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const scratchFolders: string[] = [];

/** A copy of the migrations folder holding only those up to `lastTag`: the database as it was then. */
function migrationsUpTo(lastTag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-migrations-'));
  scratchFolders.push(folder);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const client = new PGlite();
const db = drizzle(client);
afterAll(async () => {
  await client.close();
  for (const folder of scratchFolders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0004: unique supply names on a database that already holds duplicates', () => {
  it('keeps the oldest of each name, appends the id to the others, then refuses new duplicates', async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo('0003_activities_by_type') });
    const long = 'x'.repeat(120);
    const inserted = await client.query<{ id: number; name: string }>(
      `INSERT INTO supplies (name) VALUES ('Tinta negra'), ('TINTA NEGRA'), ('Barniz'), ('tinta negra'), ($1), ($2) RETURNING id, name`,
      [long, long.toUpperCase()],
    );
    const ids = inserted.rows.map((row) => row.id);

    await migrate(db, { migrationsFolder });

    const names = (await client.query<{ id: number; name: string }>('SELECT id, name FROM supplies ORDER BY id')).rows.map(
      (row) => row.name,
    );
    expect(names).toEqual([
      'Tinta negra',
      `TINTA NEGRA (${ids[1]})`,
      'Barniz',
      `tinta negra (${ids[3]})`,
      long,
      `${'X'.repeat(120 - ` (${ids[5]})`.length)} (${ids[5]})`,
    ]);
    await expect(client.query(`INSERT INTO supplies (name) VALUES ('barniz')`)).rejects.toThrow(/supplies_name_unique/);
  });
});

describe('migration 0020: an installation upgraded with its roll-ups computed', () => {
  it('forgets the roll-ups’ zone, so that its next start computes supply_days with the rest', async () => {
    const upgraded = new PGlite();
    try {
      const upgradedDb = drizzle(upgraded);
      await migrate(upgradedDb, { migrationsFolder: migrationsUpTo('0019_insight_roll_ups') });
      await upgraded.query(`INSERT INTO roll_up_settings (time_zone) VALUES ('America/Bogota')`);
      await migrate(upgradedDb, { migrationsFolder });
      expect((await upgraded.query('SELECT time_zone FROM roll_up_settings')).rows).toEqual([]);
    } finally {
      await upgraded.close();
    }
  });
});
